import { DeadLetterListSchema, DeadLetterParams, ErrorSchema } from '@medibazaar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../core/http-errors.js';

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
};
