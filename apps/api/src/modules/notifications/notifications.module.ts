import fp from 'fastify-plugin';
import { notificationsPlugin } from './notifications.plugin.js';
import { notificationsRoutes } from './notifications.routes.js';
import type { PhoneContext } from './phone.service.js';

/**
 * The shop's mail and text messages (`app.notifications`: queues and workers on the job
 * queue, decision 041), the admin's failed messages, and a person's notification settings and
 * verified phone.
 */
export const notificationsModule = fp(
  async (app) => {
    await app.register(notificationsPlugin);
    const phone: PhoneContext = {
      db: app.db,
      notifications: app.notifications,
      secret: app.config.authSecret,
      limit: (key, rule) => app.attemptLimits.libraryStorage.consume(key, rule),
    };
    await app.register(notificationsRoutes, { prefix: '/api', phone });
  },
  {
    name: 'notifications',
    dependencies: ['sessions', 'openapi', 'jobs', 'catalog', 'users'],
    decorators: { fastify: ['db', 'database', 'config', 'attemptLimits', 'jobs'] },
  },
);
