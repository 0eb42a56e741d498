import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ShopCurrency } from '@medibazaar/contract';
import {
  AUTH_RATE_LIMITS,
  type AuthRateLimitConfig,
  type SignInProviderConfig,
  signInProviderConfig,
} from './config-auth.js';
import { ConfigError, type Env, EnvSchema } from './config-env.js';
import {
  type BkashConfig,
  bkashConfig,
  type PaymentsConfig,
  paymentsConfig,
  type SslcommerzConfig,
  sslcommerzConfig,
} from './config-payments.js';

export { ConfigError };

export type PasswordHashing = 'standard' | 'light';

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  database: { kind: 'pglite'; dir: string | null } | { kind: 'postgres'; url: string; poolSize: number };
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  shopName: string;
  /** The pharmacy's address as on its drug licence (SHOP_ADDRESS). */
  shopAddress: string;
  /** The pharmacy's DGDA drug licence number (SHOP_DRUG_LICENCE). */
  shopDrugLicence: string;
  /** The currency of every price and payment (SHOP_CURRENCY). */
  currency: ShopCurrency;
  /** Tax on an order's items, in hundredths of a percent (TAX_RATE_PERCENT × 100): 750 is 7.5%. */
  taxRateBasisPoints: number;
  /** How long an order awaiting a pharmacist's review holds its stock (PRESCRIPTION_HOLD_HOURS). */
  prescriptionHoldHours: number;
  /** Days a lot must keep after the latest delivery day to be sold (LOT_EXPIRY_MARGIN_DAYS). */
  expiryMarginDays: number;
  /** Lots expiring within this many days are near expiry (NEAR_EXPIRY_DAYS). */
  nearExpiryDays: number;
  seedDemoData: boolean;
  /**
   * How passwords are hashed: the sign-in library's scrypt ('standard'), or the same at a 256th of
   * the work ('light'), which only tests may ask for and only in code, never from the
   * environment (decision 093).
   */
  passwordHashing: PasswordHashing;
  authSecret: string;
  corsOrigins: string[];
  trustProxy: boolean;
  /** Limits on slow clients. */
  timeouts: TimeoutsConfig;
  /** Limits on open connections. */
  connections: ConnectionsConfig;
  /** Product pages and the list's counts kept in memory (see ProductPagesCache). */
  catalogCache: CatalogCacheConfig;
  /** Directory of the built web app; null when the API runs alone (tests, dev). */
  webDistDir: string | null;
  /** The pop-up sign-in provider, when one is configured. */
  signInProvider: SignInProviderConfig | null;
  /** Limits on sign-in and sign-up attempts. */
  authRateLimit: AuthRateLimitConfig;
  /** The per-address request budget for /api. */
  rateLimit: RateLimitConfig;
  /** Who processes card payments. */
  payments: PaymentsConfig;
  /** bKash's tokenized checkout, when its credentials are set; null otherwise. */
  bkash: BkashConfig | null;
  /** SSLCommerz's hosted checkout, when its store is set; null otherwise. */
  sslcommerz: SslcommerzConfig | null;
  /** Where uploaded images go. */
  storage: StorageConfig;
  /** Mail, text messages and the job queue that sends them (decision 041). */
  notifications: NotificationsConfig;
  /**
   * Addresses outside the public internet that profile photos may still be fetched from,
   * on any port. Only tests set it, for their image server on 127.0.0.1; no environment
   * variable does, so a deployment always fetches from the public internet alone.
   */
  allowPrivateImageHosts?: readonly string[];
}

interface TimeoutsConfig {
  /** From a request's first byte to its last: past it the client gets 408 and the connection closes. */
  requestMs: number;
  /** A connection silent this long is closed (an idle keep-alive one included). */
  connectionMs: number;
  /** From a connection's first byte to the end of its headers. */
  headersMs: number;
}

export interface ConnectionsConfig {
  /** Open connections in all; past it new ones are closed at once. */
  max: number;
  /**
   * Open connections from one client address; past it that address's new ones are closed at
   * once. Not applied behind a trusted proxy, where every connection comes from the proxy.
   */
  perAddress: number;
}

export interface CatalogCacheConfig {
  /** How long a page is kept at most; 0 keeps none. */
  ttlMs: number;
  /** The most memory kept pages may take, keys and overhead counted (see pageBytes). */
  maxBytes: number;
  /** The most pages kept. */
  maxPages: number;
  /** How long the product list's count of one filter is kept at most; 0 keeps none. */
  countTtlMs: number;
  /** The most filters whose counts are kept. */
  maxCounts: number;
  /**
   * The most searches whose matched order is kept (decision 081), kept as long as counts are; room is
   * held for this many orders of a first page's length, so a deeper search's longer order takes more.
   */
  maxSearchOrders: number;
}

export interface RateLimitConfig {
  enabled: boolean;
  max: number;
  windowSeconds: number;
  /** Where the counts live when several instances share them; null keeps them in memory. */
  redisUrl: string | null;
}

export type StorageConfig =
  | {
      kind: 'local';
      dir: string;
      /** Private files (prescriptions), never served as they are; DATA_DIR/private when left out. */
      privateDir?: string;
    }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      endpoint: string | null;
      credentials: { accessKeyId: string; secretAccessKey: string } | null;
      /** Images are read from here: `${publicUrl}/${key}`. */
      publicUrl: string;
      /**
       * Private files (prescriptions): a bucket and a key prefix no public address reads
       * (S3_PRIVATE_BUCKET, or `private/` in the images' bucket, which its policy must keep unreadable).
       */
      private?: { bucket: string; prefix: string };
    };

export interface NotificationsConfig {
  /** The SMTP server mails go to; null writes them as .eml files into `mailDir`. */
  smtpUrl: string | null;
  /** The sender of every mail (`MAIL_FROM`, by default the shop's name at no-reply@ the shop's host). */
  mailFrom: string;
  /** Where mails are written when no SMTP server is configured. */
  mailDir: string;
  /** The HTTP gateway text messages go to; null only logs them. */
  sms: { url: string; token: string | null } | null;
  /** Unverified accounts may not pay or place orders. */
  requireEmailVerification: boolean;
  /** Tries after the first before a message is a dead letter, and the first wait between tries. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** A send unfinished after this long (its process died) is given back to be tried again. */
  sendTimeoutSeconds: number;
  /** How often the worker looks for due messages when nothing told it. */
  pollSeconds: number;
  /** This instance starts recurring jobs (the daily prescription reminder) when they are due; off in tests. */
  scheduledJobs: boolean;
}

/** Parses the environment. A bad value stops start-up with a message naming the variable. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  // Empty strings mean "not set", as in most .env files.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const production = e.NODE_ENV === 'production';
  if (production && e.DATABASE_URL && !e.AUTH_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  AUTH_SECRET: required in production with DATABASE_URL, so every instance signs sessions alike',
    );
  }
  if (production && e.DATABASE_URL && (!e.SHOP_ADDRESS || !e.SHOP_DRUG_LICENCE)) {
    throw new ConfigError(
      'Invalid configuration:\n  SHOP_ADDRESS, SHOP_DRUG_LICENCE: required in production with DATABASE_URL, ' +
        'as every cash memo prints the pharmacy’s address and drug licence',
    );
  }
  const config: AppConfig = {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dir: path.join(dataDir, 'pglite') },
    logLevel: e.LOG_LEVEL,
    shopName: e.SHOP_NAME,
    // The demo's own, plainly a demo's: a real shop sets both (required in production with a database server).
    shopAddress: e.SHOP_ADDRESS ?? 'Demo pharmacy, House 1, Road 1, Dhanmondi, Dhaka 1205',
    shopDrugLicence: e.SHOP_DRUG_LICENCE ?? 'DEMO-0001',
    currency: e.SHOP_CURRENCY,
    taxRateBasisPoints: e.TAX_RATE_PERCENT,
    prescriptionHoldHours: e.PRESCRIPTION_HOLD_HOURS,
    expiryMarginDays: e.LOT_EXPIRY_MARGIN_DAYS,
    nearExpiryDays: e.NEAR_EXPIRY_DAYS,
    seedDemoData: e.SEED_DEMO_DATA ?? !production,
    passwordHashing: 'standard',
    authSecret: e.AUTH_SECRET ?? '',
    corsOrigins: (e.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    trustProxy: e.TRUST_PROXY,
    timeouts: {
      requestMs: e.REQUEST_TIMEOUT_MS,
      connectionMs: e.CONNECTION_TIMEOUT_MS,
      headersMs: Math.min(e.HEADERS_TIMEOUT_MS, e.REQUEST_TIMEOUT_MS),
    },
    connections: { max: e.MAX_CONNECTIONS ?? defaultMaxConnections(), perAddress: e.MAX_CONNECTIONS_PER_ADDRESS },
    catalogCache: {
      ttlMs: e.CATALOG_CACHE_SECONDS * 1000,
      maxBytes: e.CATALOG_CACHE_MB * 1024 * 1024,
      maxPages: e.CATALOG_CACHE_PAGES,
      countTtlMs: e.CATALOG_COUNT_SECONDS * 1000,
      maxCounts: e.CATALOG_COUNTS,
      maxSearchOrders: e.CATALOG_SEARCH_ORDERS,
    },
    webDistDir: null,
    signInProvider: signInProviderConfig(e),
    authRateLimit: {
      enabled: e.AUTH_RATE_LIMIT ?? e.NODE_ENV !== 'test',
      ...AUTH_RATE_LIMITS,
      phoneCodeResendSeconds: e.PHONE_CODE_RESEND_SECONDS,
    },
    rateLimit: {
      enabled: e.RATE_LIMIT ?? e.NODE_ENV !== 'test',
      max: e.RATE_LIMIT_MAX,
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
      redisUrl: e.REDIS_URL ?? null,
    },
    payments: paymentsConfig(e),
    bkash: bkashConfig(e),
    sslcommerz: sslcommerzConfig(e),
    storage: storageConfig(e, dataDir),
    notifications: {
      smtpUrl: e.SMTP_URL ?? null,
      mailFrom:
        e.MAIL_FROM ??
        `"${e.SHOP_NAME.replace(/["\\]/g, '')}" <no-reply@${new URL(e.PUBLIC_URL ?? 'http://localhost').hostname}>`,
      mailDir: path.join(dataDir, 'mail'),
      sms: e.SMS_URL ? { url: e.SMS_URL, token: e.SMS_TOKEN ?? null } : null,
      requireEmailVerification: e.REQUIRE_EMAIL_VERIFICATION ?? Boolean(e.SMTP_URL),
      retryLimit: 5,
      retryDelaySeconds: e.MESSAGE_RETRY_DELAY_SECONDS,
      sendTimeoutSeconds: e.MESSAGE_SEND_TIMEOUT_SECONDS,
      pollSeconds: 2,
      scheduledJobs: e.NODE_ENV !== 'test',
    },
    ...overrides,
  };
  if (config.passwordHashing !== 'standard' && config.env !== 'test') {
    throw new ConfigError('Invalid configuration:\n  passwordHashing: light hashing is for tests only (NODE_ENV=test)');
  }
  if (!config.authSecret) config.authSecret = readOrCreateSecret(dataDir);
  return config;
}

function storageConfig(e: Env, dataDir: string): StorageConfig {
  if (!e.S3_BUCKET)
    return { kind: 'local', dir: path.join(dataDir, 'uploads'), privateDir: path.join(dataDir, 'private') };
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither to use the default AWS credential chain',
    );
  }
  const endpoint = e.S3_ENDPOINT?.replace(/\/$/, '') ?? null;
  const publicUrl =
    e.S3_PUBLIC_URL?.replace(/\/$/, '') ??
    (endpoint ? `${endpoint}/${e.S3_BUCKET}` : `https://${e.S3_BUCKET}.s3.${e.S3_REGION}.amazonaws.com`);
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : null,
    publicUrl,
    private: e.S3_PRIVATE_BUCKET
      ? { bucket: e.S3_PRIVATE_BUCKET, prefix: '' }
      : { bucket: e.S3_BUCKET, prefix: 'private/' },
  };
}

/**
 * Most connections to hold open: three quarters of the process's file descriptor limit
 * (the rest is for the database, files and logs), at most 10 000; 4096 where the limit
 * cannot be read.
 */
function defaultMaxConnections(): number {
  try {
    const limits = readFileSync('/proc/self/limits', 'utf8');
    const soft = /^Max open files\s+(\d+|unlimited)/m.exec(limits)?.[1];
    if (!soft || soft === 'unlimited') return 10_000;
    return Math.max(16, Math.min(10_000, Math.floor(Number(soft) * 0.75)));
  } catch {
    return 4096;
  }
}

/** For the embedded default: a secret generated once and kept in DATA_DIR. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
