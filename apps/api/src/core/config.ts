/* eslint-disable max-lines -- the whole environment is one schema, so a bad value always names its variable */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  DEFAULT_SHOP_CURRENCY,
  DrugLicenceNumberSchema,
  PRESCRIPTION_HOLD_HOURS_DEFAULT,
  SHOP_CURRENCIES,
  SHOP_NAME_DEFAULT,
  type ShopCurrency,
} from '@medibazaar/contract';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/ })
    .optional()
    .describe('postgres://user:password@host:5432/database'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHOP_NAME: z.string().trim().min(1).max(60).default(SHOP_NAME_DEFAULT),
  // The pharmacy's address and DGDA drug licence, printed on every cash memo (docs/product.md#cash-memo).
  SHOP_ADDRESS: z
    .string()
    .trim()
    .min(5, 'must be the pharmacy’s street address, as on its drug licence')
    .max(200, 'must be at most 200 characters')
    .optional(),
  SHOP_DRUG_LICENCE: DrugLicenceNumberSchema.optional(),
  // The currency of every price, payment and statistic (an ISO 4217 code; decision 037).
  SHOP_CURRENCY: z
    .string()
    .trim()
    .transform((code) => code.toUpperCase())
    .pipe(
      z.enum(SHOP_CURRENCIES, {
        error: (issue) =>
          `must be ${SHOP_CURRENCIES.join(' or ')} (the currencies this shop supports), not '${String(issue.input)}'`,
      }),
    )
    .default(DEFAULT_SHOP_CURRENCY),
  // Tax on the items of every order placed from now on, in percent (0 to 100, two decimals at most).
  TAX_RATE_PERCENT: z
    .string()
    .trim()
    .regex(/^\d{1,3}(\.\d{1,2})?$/, 'must be a percentage such as 0, 5 or 7.5 (two decimals at most)')
    .transform((p) => Math.round(Number(p) * 100))
    .refine((bp) => bp <= 10_000, 'must be at most 100')
    .default(0),
  // How long an order awaiting a pharmacist holds its stock before it is cancelled (1 hour to 7 days).
  PRESCRIPTION_HOLD_HOURS: z.coerce
    .number()
    .int('must be a whole number of hours')
    .min(1, 'must be at least 1 hour')
    .max(168, 'must be at most 168 hours (7 days)')
    .default(PRESCRIPTION_HOLD_HOURS_DEFAULT),
  // A lot is sold only when it keeps this many days after the latest delivery day (0 to a year).
  LOT_EXPIRY_MARGIN_DAYS: z.coerce
    .number()
    .int('must be a whole number of days')
    .min(0, 'must be at least 0 days')
    .max(365, 'must be at most 365 days')
    .default(30),
  // Lots expiring within this many days are listed to their seller as near expiry (1 to 2 years).
  NEAR_EXPIRY_DAYS: z.coerce
    .number()
    .int('must be a whole number of days')
    .min(1, 'must be at least 1 day')
    .max(730, 'must be at most 730 days')
    .default(90),
  SEED_DEMO_DATA: booleanFlag.optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  CORS_ORIGINS: z.string().optional(),
  TRUST_PROXY: booleanFlag.default(false),
  // How long a client may take to send a whole request (headers and body) before it gets 408,
  // and how long a connection may sit silent before it is closed.
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
  CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(60_000),
  // How long a client may take to send its headers: a connection that sends none is gone by then.
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(120_000).default(10_000),
  // Open connections at once: in all (default from the process's file descriptor limit) and per client address.
  MAX_CONNECTIONS: z.coerce.number().int().min(16).max(1_000_000).optional(),
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(64),
  // Product pages kept in memory: how long at most (0 keeps none) and how much in all.
  CATALOG_CACHE_SECONDS: z.coerce.number().int().min(0).max(3_600).default(30),
  CATALOG_CACHE_MB: z.coerce.number().int().min(1).max(1_024).default(16),
  CATALOG_CACHE_PAGES: z.coerce.number().int().min(1).max(100_000).default(5_000),
  // Pop-up sign-in: Google, or any OpenID Connect issuer (one of the two).
  GOOGLE_CLIENT_ID: z.string().trim().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().trim().min(1).optional(),
  OIDC_ISSUER: z
    .url({ protocol: /^https?$/ })
    .optional()
    .describe('https://accounts.example.com'),
  OIDC_CLIENT_ID: z.string().trim().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().trim().min(1).optional(),
  OIDC_PROVIDER_NAME: z.string().trim().min(1).max(40).default('Google'),
  // Sign-in and sign-up attempt limits; on by default except with NODE_ENV=test.
  AUTH_RATE_LIMIT: booleanFlag.optional(),
  // Requests per address to /api (health excepted); on by default except with NODE_ENV=test.
  RATE_LIMIT: booleanFlag.optional(),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(1_000_000).default(300),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  // Shares the request budget between instances; in memory (per instance) when unset.
  REDIS_URL: z
    .url({ protocol: /^rediss?$/ })
    .optional()
    .describe('redis://host:6379'),
  // Card payments: the built-in sandbox unless Stripe is chosen (or its secret key is set).
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_…)')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().trim().regex(/^pk_/, 'must be a Stripe publishable key (pk_…)').optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_/, 'must be a Stripe webhook signing secret (whsec_…)')
    .optional(),
  // A Stripe-compatible API address (a local stand-in or stripe-mock); Stripe's own by default.
  STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
  // bKash tokenized checkout: offered once its four credentials are set; its sandbox by default.
  BKASH_API_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://tokenized.sandbox.bka.sh/v1.2.0-beta')
    .describe('https://tokenized.pay.bka.sh/v1.2.0-beta'),
  BKASH_APP_KEY: z.string().trim().min(1).max(200).optional(),
  BKASH_APP_SECRET: z.string().trim().min(1).max(500).optional(),
  BKASH_USERNAME: z.string().trim().min(1).max(200).optional(),
  BKASH_PASSWORD: z.string().min(1).max(500).optional(),
  // SSLCommerz's hosted checkout: offered once the store id and password are set; its sandbox by default.
  SSLCOMMERZ_API_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://sandbox.sslcommerz.com')
    .describe('https://securepay.sslcommerz.com'),
  SSLCOMMERZ_STORE_ID: z.string().trim().min(1).max(100).optional(),
  SSLCOMMERZ_STORE_PASSWORD: z.string().min(1).max(200).optional(),
  // Images: local disk under DATA_DIR/uploads unless S3_BUCKET names an S3-compatible bucket.
  S3_BUCKET: z.string().trim().min(3).max(63).optional(),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/ })
    .optional()
    .describe('https://s3.example.com'),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .describe('https://images.example.com'),
  // Prescriptions (private files) with S3: this bucket, or the `private/` prefix of S3_BUCKET when unset.
  S3_PRIVATE_BUCKET: z.string().trim().min(3).max(63).optional(),
  // Mail: an SMTP server (smtp://user:pass@host:587, smtps://… for TLS from the start); without
  // one, mails are written as .eml files under DATA_DIR/mail (decision 041).
  SMTP_URL: z
    .url({ protocol: /^smtps?$/ })
    .optional()
    .describe('smtp://user:password@smtp.example.com:587'),
  MAIL_FROM: z.string().trim().min(3).max(200).optional(),
  // Text messages: an HTTP gateway taking a JSON POST; a log-only sandbox without one.
  SMS_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .describe('https://sms.example.com/send'),
  SMS_TOKEN: z.string().trim().min(1).optional(),
  // Unverified accounts may not pay or order; on by default when SMTP_URL is set.
  REQUIRE_EMAIL_VERIFICATION: booleanFlag.optional(),
  // A message that failed is tried again after this wait, doubled each time (5 retries).
  MESSAGE_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3_600).default(30),
  // A send still unfinished after this long (its process died) is given back to be tried again.
  MESSAGE_SEND_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3_600).default(120),
});

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
  authSecret: string;
  corsOrigins: string[];
  trustProxy: boolean;
  /** Limits on slow clients. */
  timeouts: TimeoutsConfig;
  /** Limits on open connections. */
  connections: ConnectionsConfig;
  /** Product pages kept in memory (see ProductPagesCache). */
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

export type PaymentsConfig =
  | { provider: 'sandbox' }
  | {
      provider: 'stripe';
      secretKey: string;
      publishableKey: string;
      webhookSecret: string;
      /** Another address for Stripe's API (tests); null for Stripe's own. */
      apiBase: string | null;
    };

export interface BkashConfig {
  /** The API's base address, its version included (BKASH_API_URL). */
  apiUrl: string;
  appKey: string;
  appSecret: string;
  username: string;
  password: string;
}

export interface SslcommerzConfig {
  /** The API's address (SSLCOMMERZ_API_URL): its sandbox, or https://securepay.sslcommerz.com. */
  apiUrl: string;
  storeId: string;
  storePassword: string;
}

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

export class ConfigError extends Error {}

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
    },
    webDistDir: null,
    signInProvider: signInProviderConfig(e),
    authRateLimit: { enabled: e.AUTH_RATE_LIMIT ?? e.NODE_ENV !== 'test', ...AUTH_RATE_LIMITS },
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
  if (!config.authSecret) config.authSecret = readOrCreateSecret(dataDir);
  return config;
}

function storageConfig(e: z.output<typeof EnvSchema>, dataDir: string): StorageConfig {
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

function paymentsConfig(e: z.output<typeof EnvSchema>): PaymentsConfig {
  const provider = e.PAYMENT_PROVIDER ?? (e.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox');
  if (provider === 'sandbox') return { provider };
  const missing = (['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const).filter(
    (k) => !e[k],
  );
  if (missing.length) {
    throw new ConfigError(
      `Invalid configuration:\n  ${missing.join(', ')}: required when card payments go to Stripe (PAYMENT_PROVIDER=stripe)`,
    );
  }
  return {
    provider,
    secretKey: e.STRIPE_SECRET_KEY!,
    publishableKey: e.STRIPE_PUBLISHABLE_KEY!,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
    apiBase: e.STRIPE_API_BASE?.replace(/\/$/, '') ?? null,
  };
}

function bkashConfig(e: z.output<typeof EnvSchema>): BkashConfig | null {
  const keys = ['BKASH_APP_KEY', 'BKASH_APP_SECRET', 'BKASH_USERNAME', 'BKASH_PASSWORD'] as const;
  const missing = keys.filter((k) => !e[k]);
  if (missing.length === keys.length) return null;
  if (missing.length) {
    throw new ConfigError(
      `Invalid configuration:\n  ${missing.join(', ')}: required when bKash takes payments (${keys.join(', ')})`,
    );
  }
  if (e.SHOP_CURRENCY !== 'BDT') {
    throw new ConfigError('Invalid configuration:\n  BKASH_APP_KEY: bKash takes taka only; set SHOP_CURRENCY=BDT');
  }
  return {
    apiUrl: e.BKASH_API_URL.replace(/\/$/, ''),
    appKey: e.BKASH_APP_KEY!,
    appSecret: e.BKASH_APP_SECRET!,
    username: e.BKASH_USERNAME!,
    password: e.BKASH_PASSWORD!,
  };
}

function sslcommerzConfig(e: z.output<typeof EnvSchema>): SslcommerzConfig | null {
  if (!e.SSLCOMMERZ_STORE_ID && !e.SSLCOMMERZ_STORE_PASSWORD) return null;
  if (!e.SSLCOMMERZ_STORE_ID || !e.SSLCOMMERZ_STORE_PASSWORD) {
    const missing = e.SSLCOMMERZ_STORE_ID ? 'SSLCOMMERZ_STORE_PASSWORD' : 'SSLCOMMERZ_STORE_ID';
    throw new ConfigError(`Invalid configuration:\n  ${missing}: required when SSLCommerz takes payments`);
  }
  if (e.SHOP_CURRENCY !== 'BDT') {
    throw new ConfigError(
      'Invalid configuration:\n  SSLCOMMERZ_STORE_ID: SSLCommerz is used in taka; set SHOP_CURRENCY=BDT',
    );
  }
  return {
    apiUrl: e.SSLCOMMERZ_API_URL.replace(/\/$/, ''),
    storeId: e.SSLCOMMERZ_STORE_ID,
    storePassword: e.SSLCOMMERZ_STORE_PASSWORD,
  };
}

export type SignInProviderConfig =
  | { kind: 'google'; id: 'google'; name: string; clientId: string; clientSecret: string }
  | { kind: 'oidc'; id: 'oidc'; name: string; issuer: string; clientId: string; clientSecret: string };

export interface AuthRateLimitConfig {
  enabled: boolean;
  /**
   * Failed sign-ins to one account from one address in a row: past `points` the
   * address is refused for that account for `blockSeconds`; a success clears them.
   */
  signInPerAccountAndIp: { points: number; durationSeconds: number; blockSeconds: number };
  /** Failed sign-ins from one address, to any accounts: past `points` the address is refused for `blockSeconds`. */
  signInPerIp: { points: number; durationSeconds: number; blockSeconds: number };
  /**
   * Failed sign-ins to one account from addresses it has not been signed in from:
   * `points` per `durationSeconds`, then such addresses wait, first `firstBlockSeconds`,
   * twice as long each time up to `maxBlockSeconds`; the count of waits is kept a day.
   * Addresses the account signed in from within `knownAddressSeconds` are never held back.
   */
  signInPerAccount: {
    points: number;
    durationSeconds: number;
    firstBlockSeconds: number;
    maxBlockSeconds: number;
    knownAddressSeconds: number;
  };
  /** New accounts from one address. */
  signUpPerIp: { points: number; durationSeconds: number };
}

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

export const AUTH_RATE_LIMITS: Omit<AuthRateLimitConfig, 'enabled'> = {
  signInPerAccountAndIp: { points: 10, durationSeconds: 90 * DAY, blockSeconds: HOUR },
  signInPerIp: { points: 100, durationSeconds: DAY, blockSeconds: DAY },
  signInPerAccount: {
    points: 10,
    durationSeconds: HOUR,
    firstBlockSeconds: 60,
    maxBlockSeconds: HOUR,
    knownAddressSeconds: 90 * DAY,
  },
  signUpPerIp: { points: 10, durationSeconds: HOUR },
};

function signInProviderConfig(e: z.output<typeof EnvSchema>): SignInProviderConfig | null {
  const google = [e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET];
  const oidc = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET];
  const problems: string[] = [];
  if (google.some(Boolean) && !google.every(Boolean))
    problems.push('  GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET: set both, or neither');
  if (oidc.some(Boolean) && !oidc.every(Boolean))
    problems.push('  OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET: set all three, or none');
  if (google.some(Boolean) && oidc.some(Boolean))
    problems.push('  GOOGLE_CLIENT_ID, OIDC_ISSUER: configure one pop-up sign-in provider, not both');
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  if (e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET) {
    return {
      kind: 'google',
      id: 'google',
      name: 'Google',
      clientId: e.GOOGLE_CLIENT_ID,
      clientSecret: e.GOOGLE_CLIENT_SECRET,
    };
  }
  if (e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET) {
    return {
      kind: 'oidc',
      id: 'oidc',
      name: e.OIDC_PROVIDER_NAME,
      issuer: e.OIDC_ISSUER.replace(/\/$/, ''),
      clientId: e.OIDC_CLIENT_ID,
      clientSecret: e.OIDC_CLIENT_SECRET,
    };
  }
  return null;
}

/** For the embedded default: a secret generated once and kept in DATA_DIR. */
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

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
