import fp from 'fastify-plugin';
import { cartRoutes } from './carts.routes.js';

/** The cart (`/api/carts`). */
export const cartsModule = fp(
  async (app) => {
    await app.register(cartRoutes, { prefix: '/api' });
  },
  { name: 'carts', dependencies: ['sessions', 'openapi', 'catalog', 'sellers'], decorators: { fastify: ['db'] } },
);
