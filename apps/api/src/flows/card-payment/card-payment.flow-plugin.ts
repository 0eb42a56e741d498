import fp from 'fastify-plugin';
import { checkoutContextOf } from './card-payment-context.js';
import { cardPaymentRoutes } from './card-payment.routes.js';
import { paymentReviewRoutes } from './payment-review.routes.js';
import { scheduleLostBkashPayments } from './lost-payments.js';

/**
 * Paying card orders by card, a flow across modules (docs/architecture.md, "Flows"):
 *
 * 1. `open-payment.ts`: the buyer's card orders (orders) are priced into one intent with the card
 *    processor, and a checkout (payments) opened for them; orders whose units sold out are
 *    cancelled first (`shelf.ts`).
 * 2. The buyer confirms the card with the processor (the sandbox: `sandbox-confirm.ts`).
 * 3. `record-payment.ts`: `POST /api/payments` and the processor's webhook record it, under the
 *    checkout's lock: `finalize-payment.ts` writes the payment (payments), takes the units off the
 *    shelf (catalog) and the paid lines out of the cart (carts), marks the orders paid (orders)
 *    and tells the sellers (notifications). Money taken for orders the shop will not fill is
 *    given back (`refusals.ts`).
 * 3b. `payment-review.ts`: a payment SSLCommerz found risky waits, pending, for an admin: accepted,
 *    it is settled as a validated one; refused, its orders are cancelled (orders) and refunded.
 * 4. `lost-payments.ts`: every minute, bKash payments whose return never reached the shop are
 *    asked about and finished the same way.
 */
export const cardPaymentFlow = fp(
  async (app) => {
    const ctx = checkoutContextOf(app);
    await scheduleLostBkashPayments(app, ctx);
    await app.register(cardPaymentRoutes, { prefix: '/api', ctx });
    await app.register(paymentReviewRoutes, { prefix: '/api', ctx });
  },
  {
    name: 'card-payment',
    dependencies: [
      'sessions',
      'openapi',
      'jobs',
      'auth',
      'audit',
      'notifications',
      'catalog',
      'carts',
      'orders',
      'payments',
    ],
    decorators: { fastify: ['db', 'config', 'jobs'] },
  },
);
