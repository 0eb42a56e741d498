import {
  DeadLetterListSchema,
  DeadLetterParams,
  ErrorSchema,
  NotificationSettingsInputSchema,
  NotificationSettingsSchema,
} from '@medibazaar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors.js';
import { readSettings, saveSettings } from './settings.repository.js';

const adminErrors = { 401: ErrorSchema, 403: ErrorSchema };

/** Messages that failed every try, for admins to see and send again (docs/api.md#messages). */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications/dead-letters',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['notifications'],
        summary: 'Mails and text messages that failed every try, newest first (admins)',
        description:
          'A message is tried again after a growing wait (30 s, then about 1, 2, 4 and 8 minutes); after its ' +
          'last try it stays here until an admin sends it again. The message itself is not shown: it may hold a ' +
          'link into an account.',
        response: { 200: DeadLetterListSchema, ...adminErrors },
      },
    },
    async () => ({ items: await app.notifications.deadLetters() }),
  );

  app.post(
    '/notifications/dead-letters/:id/retry',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['notifications'],
        summary: 'Sends a dead letter again, with a fresh count of tries (admins)',
        params: DeadLetterParams,
        response: { 202: z.object({ queued: z.literal(true) }), 404: ErrorSchema, ...adminErrors },
      },
    },
    async (req, reply) => {
      if (!(await app.notifications.retry(req.params.id)))
        throw notFound('There is no failed message with this id.', 'DEAD_LETTER_NOT_FOUND');
      return reply.code(202).send({ queued: true as const });
    },
  );

  app.get(
    '/users/me/notifications',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['notifications'],
        summary: 'Which order and marketing messages you get, by mail and by text message',
        description:
          'Account mails (confirm your email, password reset and changes) are always sent and are not listed.',
        response: { 200: NotificationSettingsSchema, 401: ErrorSchema },
      },
    },
    async (req) => readSettings(app.db, req.user!.id),
  );

  app.put(
    '/users/me/notifications',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['notifications'],
        summary: 'Saves which order and marketing messages you get',
        description:
          'A switch by text message needs `smsPhone`, a Bangladeshi mobile number (400 naming `smsPhone` otherwise); ' +
          'text messages go only to that number. Answers the settings as saved.',
        body: NotificationSettingsInputSchema,
        response: { 200: NotificationSettingsSchema, 400: ErrorSchema, 401: ErrorSchema },
      },
    },
    async (req) => {
      await saveSettings(app.db, req.user!.id, req.body);
      return readSettings(app.db, req.user!.id);
    },
  );
};
