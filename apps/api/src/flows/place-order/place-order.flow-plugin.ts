import fp from 'fastify-plugin';
import type { PlaceOrderContext } from './place-order.js';
import { placeOrderRoutes } from './place-order.routes.js';

/**
 * Placing orders, cash and card, a flow across modules (docs/architecture.md, "Flows"): the cart
 * (carts) priced to an address (orders), the prescription checked (prescriptions), cash orders'
 * stock taken (catalog), each seller's order written (orders) with its audit entry (audit) and
 * mail (notifications). Read `placeOrders` in `place-order.ts` top to bottom.
 */
export const placeOrderFlow = fp(
  async (app) => {
    const ctx: PlaceOrderContext = {
      db: app.db,
      provider: app.paymentProvider,
      productPages: app.productPages,
      currency: app.config.currency,
      taxRateBasisPoints: app.config.taxRateBasisPoints,
      prescriptionHoldHours: app.config.prescriptionHoldHours,
      expiryMarginDays: app.config.expiryMarginDays,
      mail: { notifications: app.notifications, publicUrl: app.config.publicUrl },
    };
    await app.register(placeOrderRoutes, { prefix: '/api', ctx });
  },
  {
    name: 'place-order',
    // The buyer's account (auth), cart (carts), stock and product pages (catalog), prescriptions,
    // the order rows (orders), the card processor's limits (payments), the mail (notifications),
    // each placement's audit entry (audit).
    dependencies: [
      'sessions',
      'openapi',
      'audit',
      'auth',
      'carts',
      'catalog',
      'prescriptions',
      'orders',
      'payments',
      'notifications',
    ],
    decorators: { fastify: ['db', 'config'] },
  },
);
