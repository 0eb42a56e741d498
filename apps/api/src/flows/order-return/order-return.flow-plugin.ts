import fp from 'fastify-plugin';
import type { OrderReturnContext } from './accept-return.js';
import { orderReturnRoutes } from './order-return.routes.js';

/**
 * Accepting a buyer's return, a flow across modules (docs/architecture.md, "Flows"): the request
 * decided and the money back (orders, through the payment providers), the units back to their lots
 * (catalog), the audit entries (audit) and the buyer's mail (notifications). Read `acceptReturn` in
 * `accept-return.ts` top to bottom.
 */
export const orderReturnFlow = fp(
  async (app) => {
    const ctx: OrderReturnContext = {
      db: app.db,
      provider: app.paymentProvider,
      providers: app.paymentProviders,
      log: app.log,
      productPages: app.productPages,
      mail: { notifications: app.notifications, publicUrl: app.config.publicUrl },
    };
    await app.register(orderReturnRoutes, { prefix: '/api', ctx });
  },
  {
    name: 'order-return',
    dependencies: ['sessions', 'openapi', 'catalog', 'orders', 'payments', 'notifications'],
    decorators: { fastify: ['db', 'config'] },
  },
);
