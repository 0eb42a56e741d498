import fp from 'fastify-plugin';
import { usersRoutes } from './users.routes.js';
import type { UsersNeeds } from './users-needs.js';

/**
 * Accounts, roles and the signed-in person's profile. Profile photos (kept in the uploads
 * module's storage) and sellers' product counts (the catalog's) come in `needs`, filled by the
 * server: the users module, whose table every module reads, imports none of them.
 */
export const usersModule = fp<{ needs: UsersNeeds }>(
  async (app, { needs }) => {
    await app.register(usersRoutes, { prefix: '/api', needs });
  },
  { name: 'users', dependencies: ['sessions', 'openapi', 'audit'], decorators: { fastify: ['db'] } },
);
