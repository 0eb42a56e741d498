import fp from 'fastify-plugin';
import { ordersRoutes } from './orders.routes.js';
import { packingSlipRoutes } from './packing-slip.routes.js';
import { orderReturnsRoutes } from './order-returns.routes.js';
import { returnPhotosRoutes } from './return-photos.routes.js';
import type { OrdersContext } from './orders-context.js';
import { expirePrescriptionHolds, PRESCRIPTION_HOLD_JOB } from './prescription-holds.js';
import { cancelUnpaidCardOrders, UNPAID_CARD_ORDERS_JOB } from './unpaid-card-orders.js';
import { ORDER_RECEIVED_MAILS_JOB, queueReceivedMails } from './received-mails.js';

/**
 * Addresses, delivery zones, quotes, orders' rows, read model and lifecycle, the review queue and
 * its claims with the recurring hold expiry, refunds, invoices and packing slips. Placing orders
 * and the pharmacist's review are flows (flows/place-order, flows/prescription-review) that write
 * through this module's index.ts.
 */
export const ordersModule = fp(
  async (app) => {
    const ctx: OrdersContext = {
      db: app.db,
      provider: app.paymentProvider,
      providers: app.paymentProviders,
      log: app.log,
      productPages: app.productPages,
      currency: app.config.currency,
      taxRateBasisPoints: app.config.taxRateBasisPoints,
      prescriptionHoldHours: app.config.prescriptionHoldHours,
      mail: { notifications: app.notifications, publicUrl: app.config.publicUrl },
    };
    // Every five minutes: orders no pharmacist reviewed in time let their stock go (and captures a
    // provider failed are tried again), once across every instance sharing the database.
    await app.jobs.recurring(PRESCRIPTION_HOLD_JOB, '*/5 * * * *', () => expirePrescriptionHolds(ctx));
    // Every minute: card orders left unpaid too long are cancelled (decision 050), so an unpaid
    // order never outlives its half hour by more than a minute.
    await app.jobs.recurring(UNPAID_CARD_ORDERS_JOB, '* * * * *', () => cancelUnpaidCardOrders(ctx));
    // Every minute: online orders paid since are told to their buyers (decision 065).
    await app.jobs.recurring(ORDER_RECEIVED_MAILS_JOB, '* * * * *', () => queueReceivedMails(ctx));
    await app.register(ordersRoutes, { prefix: '/api', ctx });
    await app.register(packingSlipRoutes, { prefix: '/api', ctx });
    await app.register(orderReturnsRoutes, { prefix: '/api', ctx });
    await app.register(returnPhotosRoutes, { prefix: '/api' });
  },
  {
    name: 'orders',
    // Its recurring jobs (jobs); status changes audited (audit); buyers and sellers (users); order
    // mail (notifications); stock moves drop product pages (catalog); pricing a cart (carts); the
    // card processor for minimums, captures and refunds, and cash payments' rows (payments); the
    // prescriptions an order's read model and review queue show (prescriptions); the seller's
    // licence its cash memo prints (sellers).
    dependencies: [
      'sessions',
      'openapi',
      'jobs',
      'audit',
      'users',
      'notifications',
      'catalog',
      'carts',
      'payments',
      'prescriptions',
      'sellers',
    ],
    decorators: { fastify: ['db', 'config', 'jobs'] },
  },
);
