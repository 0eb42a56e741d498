import fp from 'fastify-plugin';
import { startNotifications, type Notifications } from './notifications.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's mail and text messages, on the job queue (decision 041). */
    notifications: Notifications;
  }
}

/**
 * Starts the message queues' workers on the job queue with the app and stops them, letting a
 * message being sent finish, before the database closes.
 */
export const notificationsPlugin = fp(async (app) => {
  const notifications = await startNotifications(app.jobs, app.database, app.config, app.log);
  app.decorate('notifications', notifications);
  app.addHook('onClose', async () => notifications.stop());
  app.log.info(
    { mail: notifications.mailTransport.describe, sms: notifications.smsProvider.describe },
    'messages: mail to %s, text messages %s',
    notifications.mailTransport.describe,
    notifications.smsProvider.describe,
  );
});
