import fp from 'fastify-plugin';
import { usersRoutes } from './users.routes.js';

/**
 * Accounts, roles and the signed-in person's profile. Profile photos are kept in the
 * uploads module's storage, and a removed seller's products leave the catalog's kept pages.
 */
export const usersModule = fp(
  async (app) => {
    await app.register(usersRoutes, { prefix: '/api' });
  },
  { name: 'users', dependencies: ['sessions', 'openapi', 'uploads', 'catalog'], decorators: { fastify: ['db'] } },
);
