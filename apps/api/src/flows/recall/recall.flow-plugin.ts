import fp from 'fastify-plugin';
import type { RecallContext } from './recall-batch.js';
import { recallRoutes } from './recall.routes.js';

/**
 * A recall, a flow across modules (docs/architecture.md, "Flows"): the lots out of sale and the
 * units moved (catalog), unshipped orders moved or held (orders), the buyers told once (notifications)
 * and the audit entries (audit). Read `recallBatch` in `recall-batch.ts` top to bottom.
 */
export const recallFlow = fp(
  async (app) => {
    const ctx: RecallContext = {
      db: app.db,
      productPages: app.productPages,
      expiryMarginDays: app.config.expiryMarginDays,
      notifications: app.notifications,
      messages: { notifications: app.notifications, publicUrl: app.config.publicUrl },
    };
    await app.register(recallRoutes, { prefix: '/api', ctx });
  },
  {
    name: 'recall',
    dependencies: ['sessions', 'openapi', 'audit', 'catalog', 'orders', 'notifications'],
    decorators: { fastify: ['db', 'config'] },
  },
);
