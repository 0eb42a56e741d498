import fp from 'fastify-plugin';
import { medicineRequestsRoutes } from './medicine-requests.routes.js';

/**
 * Requests for medicines the shop does not list: anyone asks, sellers and admins see them and mark
 * one listed with its product, and the requester is told once by text message (the notifications
 * module's queue, in the same transaction).
 */
export const medicineRequestsModule = fp(
  async (app) => {
    await app.register(medicineRequestsRoutes, { prefix: '/api' });
  },
  {
    name: 'medicine-requests',
    dependencies: ['sessions', 'openapi', 'audit', 'catalog', 'notifications'],
    decorators: { fastify: ['db', 'config', 'notifications'] },
  },
);
