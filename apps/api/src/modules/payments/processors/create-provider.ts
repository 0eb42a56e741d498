import type { ShopCurrency } from '@medibazaar/contract';
import type { PaymentsConfig } from '../../../core/config.js';
import type { Db } from '../../../db/client.js';
import type { PaymentProvider } from './provider.js';
import { SandboxProvider } from './sandbox.js';
import { StripeProvider } from './stripe.js';

export function createPaymentProvider(config: PaymentsConfig, db: Db, currency: ShopCurrency): PaymentProvider {
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
