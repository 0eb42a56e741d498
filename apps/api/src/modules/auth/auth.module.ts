import fp from 'fastify-plugin';
import { authRoutes } from './auth-endpoints.routes.js';
import { jwtRoutes } from './auth.routes.js';
import { linkEmailRoutes } from './link-email.routes.js';
import { signUpRoutes } from './sign-up.routes.js';

/**
 * The sign-in library's endpoints (`/api/auth/*`), linking an email (`POST /api/auth/link-email`),
 * `POST /api/jwt` and sign-up (`POST /api/users`). Sessions and access
 * rules are the core `sessions` plugin, which every module's routes need first; the
 * library's account mails (verification, password reset) go through notifications.
 */
export const authModule = fp(
  async (app) => {
    await app.register(authRoutes, { prefix: '/api' });
    await app.register(jwtRoutes, { prefix: '/api' });
    await app.register(signUpRoutes, { prefix: '/api' });
    await app.register(linkEmailRoutes, { prefix: '/api' });
  },
  {
    name: 'auth',
    dependencies: ['sessions', 'openapi', 'notifications', 'uploads', 'users'],
    decorators: { fastify: ['db'] },
  },
);
