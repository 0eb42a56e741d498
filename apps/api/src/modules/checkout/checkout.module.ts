import fp from 'fastify-plugin';
import { checkoutRoutes } from './checkout.routes.js';

/**
 * The card step of checkout, the one flow that crosses modules: the buyer's card orders (orders)
 * are priced into a payment (payments) with the card processor, and once it is confirmed (the
 * sandbox's confirm, `POST /api/payments`, the processor's webhook) their units leave the shelf
 * (catalog), the paid lines leave the cart (carts) and the sellers are told (notifications).
 */
export const checkoutModule = fp(
  async (app) => {
    await app.register(checkoutRoutes, { prefix: '/api' });
  },
  {
    name: 'checkout',
    dependencies: ['sessions', 'openapi', 'notifications', 'catalog', 'carts', 'orders', 'payments'],
    decorators: { fastify: ['db', 'config'] },
  },
);
