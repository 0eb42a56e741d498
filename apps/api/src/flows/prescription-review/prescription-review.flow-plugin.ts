import fp from 'fastify-plugin';
import type { ReviewContext } from './review-order.js';
import { prescriptionReviewRoutes } from './prescription-review.routes.js';

/**
 * The pharmacist's review of an order holding a prescription medicine, a flow across modules
 * (docs/architecture.md, "Flows"): the order locked and its lines decided (orders), approved only
 * against a valid prescription (prescriptions), units not approved back on the shelf (catalog),
 * approved antibiotic lines written to
 * the register (antibiotic-register), the audit entry (audit) and mail (notifications), then the card authorization captured or
 * voided (orders' settlement through the card processor, payments). Read `reviewOrder` in
 * `review-order.ts` top to bottom.
 */
export const prescriptionReviewFlow = fp(
  async (app) => {
    const ctx: ReviewContext = {
      db: app.db,
      provider: app.paymentProvider,
      providers: app.paymentProviders,
      log: app.log,
      productPages: app.productPages,
      currency: app.config.currency,
      mail: { notifications: app.notifications, publicUrl: app.config.publicUrl },
    };
    await app.register(prescriptionReviewRoutes, { prefix: '/api', ctx });
  },
  {
    name: 'prescription-review',
    dependencies: [
      'sessions',
      'openapi',
      'audit',
      'catalog',
      'prescriptions',
      'orders',
      'payments',
      'notifications',
      'antibiotic-register',
    ],
    decorators: { fastify: ['db', 'config'] },
  },
);
