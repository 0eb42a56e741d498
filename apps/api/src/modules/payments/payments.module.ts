import fp from 'fastify-plugin';
import { createPaymentProviders } from './processors/create-provider.js';
import type { PaymentProvider } from './processors/provider.js';
import type { PaymentProviders } from './processors/providers.js';
import { cashCollectionRoutes } from './cash-collections.routes.js';
import { paymentRoutes } from './payments.routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's card processor (the sandbox or Stripe), one per server, shared by the card-payment flow and orders. */
    paymentProvider: PaymentProvider;
    /** Every provider the shop takes online payments with: the card processor, and bKash where configured. */
    paymentProviders: PaymentProviders;
  }
}

/** Payment records: the card processor, the buyer's payment history, the sellers' sold lines and the cash collected on delivery. */
export const paymentsModule = fp(
  async (app) => {
    const providers = createPaymentProviders(app.config, app.db);
    app.decorate('paymentProvider', providers.card);
    app.decorate('paymentProviders', providers);
    await app.register(paymentRoutes, { prefix: '/api' });
    await app.register(cashCollectionRoutes, { prefix: '/api' });
  },
  {
    name: 'payments',
    dependencies: ['sessions', 'openapi', 'users', 'audit'],
    decorators: { fastify: ['db', 'config'] },
  },
);
