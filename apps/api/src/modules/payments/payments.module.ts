import fp from 'fastify-plugin';
import { createPaymentProvider } from './processors/create-provider.js';
import type { PaymentProvider } from './processors/provider.js';
import { paymentRoutes } from './payments.routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's card processor (the sandbox or Stripe), one per server, shared by the card-payment flow and orders. */
    paymentProvider: PaymentProvider;
  }
}

/** Payment records: the card processor, the buyer's payment history and the sellers' sold lines. */
export const paymentsModule = fp(
  async (app) => {
    app.decorate('paymentProvider', createPaymentProvider(app.config.payments, app.db, app.config.currency));
    await app.register(paymentRoutes, { prefix: '/api' });
  },
  {
    name: 'payments',
    dependencies: ['sessions', 'openapi', 'users'],
    decorators: { fastify: ['db', 'config'] },
  },
);
