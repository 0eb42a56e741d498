import fp from 'fastify-plugin';
import { NEAR_EXPIRY_JOB, queueNearExpiryMails } from './near-expiry-mails.js';
import { notificationsPlugin } from './notifications.plugin.js';
import { notificationsRoutes } from './notifications.routes.js';

/**
 * The shop's mail and text messages (`app.notifications`: queues and workers on the job
 * queue, decision 041), the admin's failed messages, and a person's notification settings and
 * verified phone (`messageSettings`, which the users module serves under `/api/users/me`).
 */
export const notificationsModule = fp(
  async (app) => {
    await app.register(notificationsPlugin);
    // Each Sunday morning (Dhaka time) sellers hear of their lots near expiry (decision 059).
    await app.jobs.recurring(NEAR_EXPIRY_JOB, '0 8 * * 0', () =>
      queueNearExpiryMails(
        app.db,
        { notifications: app.notifications, publicUrl: app.config.publicUrl },
        app.config.nearExpiryDays,
      ),
    );
    await app.register(notificationsRoutes, { prefix: '/api' });
  },
  {
    name: 'notifications',
    dependencies: ['sessions', 'openapi', 'jobs', 'catalog', 'users'],
    decorators: { fastify: ['db', 'database', 'config', 'jobs'] },
  },
);
