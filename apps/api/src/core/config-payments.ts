import { ConfigError, type Env } from './config-env.js';

/** The payment providers' settings, read from the environment (PAYMENT_PROVIDER, STRIPE_*, BKASH_*, SSLCOMMERZ_*). */

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

export function paymentsConfig(e: Env): PaymentsConfig {
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

export function bkashConfig(e: Env): BkashConfig | null {
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

export function sslcommerzConfig(e: Env): SslcommerzConfig | null {
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
