import fp from 'fastify-plugin';
import { ordersRoutes } from './orders.routes.js';

/**
 * Addresses, delivery zones, placing orders and their lifecycle, the pharmacist's order review
 * with its recurring hold expiry, refunds, invoices and packing slips.
 */
export const ordersModule = fp(
  async (app) => {
    await app.register(ordersRoutes, { prefix: '/api' });
  },
  {
    name: 'orders',
    // Order mail and the hold-expiry job (notifications); stock moves drop product pages (catalog);
    // the card processor for minimums, captures and refunds, and cash payments' rows (payments).
    dependencies: ['sessions', 'openapi', 'notifications', 'catalog', 'payments'],
    decorators: { fastify: ['db', 'config'] },
  },
);
