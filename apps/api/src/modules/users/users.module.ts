import fp from 'fastify-plugin';
import { messageSettingsRoutes } from './message-settings.routes.js';
import { pharmacistsRoutes } from './pharmacists.routes.js';
import { usersRoutes } from './users.routes.js';
import type { UsersNeeds } from './users-needs.js';

/**
 * Accounts, roles, the signed-in person's profile, message settings and phone. Profile photos
 * (kept in the uploads module's storage), sellers' product counts (the catalog's) and message
 * settings (notifications') come in `needs`, filled by the server: the users module, whose
 * table every module reads, imports none of them.
 */
export const usersModule = fp<{ needs: UsersNeeds }>(
  async (app, { needs }) => {
    await app.register(usersRoutes, { prefix: '/api', needs });
    await app.register(messageSettingsRoutes, { prefix: '/api', settings: needs.messageSettings });
    await app.register(pharmacistsRoutes, { prefix: '/api' });
  },
  { name: 'users', dependencies: ['sessions', 'openapi', 'audit'], decorators: { fastify: ['db'] } },
);
