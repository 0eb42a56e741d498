import type { AppConfig } from '../../../core/config.js';
import type { Db } from '../../../db/client.js';
import { BkashProvider } from './bkash.js';
import type { PaymentProvider } from './provider.js';
import { PaymentProviders } from './providers.js';
import { SandboxProvider } from './sandbox.js';
import { SslcommerzProvider } from './sslcommerz.js';
import { StripeProvider } from './stripe.js';

/** Where bKash sends the buyer's browser back to (to register with bKash: docs/api.md). */
const BKASH_CALLBACK_PATH = '/api/bkash/callback';

export function createPaymentProvider(
  config: AppConfig['payments'],
  db: Db,
  currency: AppConfig['currency'],
): PaymentProvider {
  if (config.provider === 'stripe') {
    return new StripeProvider({
      secretKey: config.secretKey,
      webhookSecret: config.webhookSecret,
      apiBase: config.apiBase,
      currency,
    });
  }
  return new SandboxProvider(db);
}

/** The card processor, and bKash and SSLCommerz when their credentials are set. */
export function createPaymentProviders(
  config: Pick<AppConfig, 'payments' | 'bkash' | 'sslcommerz' | 'currency' | 'publicUrl'>,
  db: Db,
): PaymentProviders {
  const bkash = config.bkash
    ? new BkashProvider({ config: config.bkash, db, callbackUrl: new URL(BKASH_CALLBACK_PATH, config.publicUrl).href })
    : null;
  const sslcommerz = config.sslcommerz
    ? new SslcommerzProvider({ config: config.sslcommerz, publicUrl: config.publicUrl })
    : null;
  return new PaymentProviders(createPaymentProvider(config.payments, db, config.currency), bkash, sslcommerz);
}
