import { z } from 'zod';
import {
  DEFAULT_SHOP_CURRENCY,
  DrugLicenceNumberSchema,
  PRESCRIPTION_HOLD_HOURS_DEFAULT,
  SHOP_CURRENCIES,
  SHOP_NAME_DEFAULT,
} from '@medibazaar/contract';

/**
 * The environment variables the server reads, each with its rule and default (loadConfig in
 * config.ts turns them into the typed settings; the payment and sign-in parts are built in
 * config-payments.ts and config-auth.ts).
 */

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

/** Days a lot must keep after the latest delivery day to be sold, unless LOT_EXPIRY_MARGIN_DAYS says otherwise. */
export const LOT_EXPIRY_MARGIN_DAYS_DEFAULT = 30;
export const EnvSchema = z.object({
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
    .default(LOT_EXPIRY_MARGIN_DAYS_DEFAULT),
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
  // The product list's counts kept per filter (decision 067): how long at most (0 keeps none) and how many.
  // A setting of their own, so pages and counts can be turned off apart (the benchmark weighs each).
  CATALOG_COUNT_SECONDS: z.coerce.number().int().min(0).max(3_600).default(30),
  CATALOG_COUNTS: z.coerce.number().int().min(1).max(100_000).default(5_000),
  // A search's matched order kept per query, filters and sort (decision 081), as long as counts are: how many.
  // At least 8: one order may take an eighth of the room at most, and the room holds this many first-page orders.
  CATALOG_SEARCH_ORDERS: z.coerce.number().int().min(8).max(100_000).default(2_000),
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
  // The least time between two codes to one number or account (each text message costs money).
  PHONE_CODE_RESEND_SECONDS: z.coerce.number().int().min(5).max(3_600).default(60),
  // Unverified accounts may not pay or order; on by default when SMTP_URL is set.
  REQUIRE_EMAIL_VERIFICATION: booleanFlag.optional(),
  // A message that failed is tried again after this wait, doubled each time (5 retries).
  MESSAGE_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3_600).default(30),
  // A send still unfinished after this long (its process died) is given back to be tried again.
  MESSAGE_SEND_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3_600).default(120),
});

/** The environment once parsed. */
export type Env = z.output<typeof EnvSchema>;

/** A setting that cannot be used: start-up stops with a message naming the variable. */
export class ConfigError extends Error {}
