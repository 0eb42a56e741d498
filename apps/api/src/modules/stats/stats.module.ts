import fp from 'fastify-plugin';
import { statsRoutes } from './stats.routes.js';

/** The dashboard's figures (`/api/admin-stats*`). */
export const statsModule = fp(
  async (app) => {
    await app.register(statsRoutes, { prefix: '/api' });
  },
  {
    name: 'stats',
    dependencies: ['sessions', 'openapi', 'catalog', 'orders', 'payments', 'users'],
    decorators: { fastify: ['db'] },
  },
);
