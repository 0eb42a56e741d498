import fp from 'fastify-plugin';
import { paymentRoutes } from './payments.routes.js';

/**
 * Card payments: opening one for the buyer's orders, recording it (the sandbox's confirm,
 * `POST /api/payments`, the processor's webhook) and the payment history.
 */
export const paymentsModule = fp(
  async (app) => {
    await app.register(paymentRoutes, { prefix: '/api' });
  },
  {
    name: 'payments',
    // Sellers are told of paid orders (notifications); a payment drops the product pages it changes (catalog).
    dependencies: ['sessions', 'openapi', 'notifications', 'catalog'],
    decorators: { fastify: ['db', 'config'] },
  },
);
