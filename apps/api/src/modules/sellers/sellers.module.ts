import fp from 'fastify-plugin';
import { sellersRoutes, type SellersRoutesOptions } from './sellers.routes.js';

/**
 * Sellers' drug licences: applications with a scan in the private storage, the admins' queue,
 * and "is this seller's shop open?" (`sellerLicensed`) for the catalog, carts and orders to ask.
 * The admins' decisions and the notices before a licence ends are the seller-licensing flow's.
 */
export const sellersModule = fp<SellersRoutesOptions>(
  async (app, opts) => {
    await app.register(sellersRoutes, { prefix: '/api', ...opts });
  },
  {
    name: 'sellers',
    dependencies: ['sessions', 'openapi', 'audit', 'users'],
    decorators: { fastify: ['db', 'config'] },
  },
);
