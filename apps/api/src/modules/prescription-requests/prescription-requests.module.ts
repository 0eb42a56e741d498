import fp from 'fastify-plugin';
import { prescriptionRequestsRoutes } from './prescription-requests.routes.js';

/**
 * Orders asked for by prescription only: a shopper sends a prescription, an address and a note; a
 * pharmacist builds the order from it; the shopper accepts (its lines go to the cart and checkout)
 * or declines within the hold time.
 */
export const prescriptionRequestsModule = fp(
  async (app) => {
    await app.register(prescriptionRequestsRoutes, { prefix: '/api' });
  },
  {
    name: 'prescription-requests',
    dependencies: ['sessions', 'openapi', 'audit', 'catalog', 'notifications', 'orders', 'prescriptions', 'users'],
    decorators: { fastify: ['db', 'config', 'notifications'] },
  },
);
