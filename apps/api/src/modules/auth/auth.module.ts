import fp from 'fastify-plugin';
import { authRoutes } from '../../plugins/auth.js';
import { jwtRoutes } from './auth.routes.js';

/**
 * The sign-in library's endpoints (`/api/auth/*`) and `POST /api/jwt`. Sessions and access
 * rules are the core `sessions` plugin, which every module's routes need first; the
 * library's account mails (verification, password reset) go through notifications.
 */
export const authModule = fp(
  async (app) => {
    await app.register(authRoutes, { prefix: '/api' });
    await app.register(jwtRoutes, { prefix: '/api' });
  },
  { name: 'auth', dependencies: ['sessions', 'openapi', 'notifications'], decorators: { fastify: ['db'] } },
);
