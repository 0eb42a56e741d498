import {
  DeadLetterListSchema,
  DeadLetterParams,
  ErrorSchema,
  NotificationSettingsInputSchema,
  NotificationSettingsSchema,
  PHONE_CODE_RULES,
  PhoneCodeEntrySchema,
  PhoneCodeRequestSchema,
} from '@medibazaar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../core/http-errors.js';
import { PhoneCodeRefused, removePhone, sendPhoneCode, verifyPhoneCode, type PhoneContext } from './phone.service.js';
import { saveSettings, settingsJson } from './settings.repository.js';

const adminErrors = { 401: ErrorSchema, 403: ErrorSchema };

/** Messages that failed every try, for admins to see and send again (docs/api.md#messages). */
export const notificationsRoutes: FastifyPluginAsyncZod<{ phone: PhoneContext }> = async (app, { phone }) => {
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
          'Account mails (confirm your email, password reset and changes) are always sent and are not listed. ' +
          '`smsPhone` is the verified number text messages go to; `phoneCode` a code sent to a number not verified yet.',
        response: { 200: NotificationSettingsSchema, 401: ErrorSchema },
      },
    },
    async (req) => settingsJson(app.db, req.user!.id),
  );

  app.put(
    '/users/me/notifications',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['notifications'],
        summary: 'Saves which order and marketing messages you get',
        description:
          'A switch by text message needs a verified mobile number (see `POST /api/users/me/phone`): 409 ' +
          '`PHONE_NOT_VERIFIED` naming the switch otherwise. Answers the settings as saved.',
        body: NotificationSettingsInputSchema,
        response: { 200: NotificationSettingsSchema, 400: ErrorSchema, 401: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (req) => {
      await saveSettings(app.db, req.user!.id, req.body);
      return settingsJson(app.db, req.user!.id);
    },
  );

  app.post(
    '/users/me/phone',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['notifications'],
        summary: 'Sends a code by text message to prove a mobile number is yours',
        description:
          `A Bangladeshi mobile number (01XXXXXXXXX, +8801…). The ${PHONE_CODE_RULES.digits}-digit code works for ` +
          `${PHONE_CODE_RULES.minutes} minutes and ${PHONE_CODE_RULES.attempts} wrong tries; asking again replaces it. ` +
          `One code a minute per account (429 \`PHONE_CODE_TOO_SOON\`), ${PHONE_CODE_RULES.perHour} an hour per ` +
          'account and per number (429 `TOO_MANY_PHONE_CODES`), both with `Retry-After`. The number already verified ' +
          'is 409 `PHONE_ALREADY_VERIFIED`. Answers the settings with `phoneCode` filled.',
        body: PhoneCodeRequestSchema,
        response: {
          202: NotificationSettingsSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          409: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (req, reply) => {
      try {
        return reply.code(202).send(await sendPhoneCode(phone, req.user!.id, req.body.phone));
      } catch (err) {
        if (err instanceof PhoneCodeRefused) reply.header('retry-after', String(err.retryAfter));
        throw err;
      }
    },
  );

  app.post(
    '/users/me/phone/verify',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['notifications'],
        summary: 'Verifies your mobile number with the code sent to it',
        description:
          'Right: the number becomes the one text messages go to (the switches stay as they were). Wrong: 400 ' +
          '`PHONE_CODE_WRONG` with the tries left in the message; after the last, 400 `PHONE_CODE_USED_UP`. An ' +
          'expired code is 400 `PHONE_CODE_EXPIRED`; none waiting, 409 `NO_PHONE_CODE`.',
        body: PhoneCodeEntrySchema,
        response: { 200: NotificationSettingsSchema, 400: ErrorSchema, 401: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (req) => verifyPhoneCode(phone, req.user!.id, req.body.code),
  );

  app.delete(
    '/users/me/phone',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['notifications'],
        summary: 'Removes your mobile number: text messages stop',
        description: 'Forgets the verified number and any code waiting, and turns the text-message switches off.',
        response: { 200: NotificationSettingsSchema, 401: ErrorSchema },
      },
    },
    async (req) => removePhone(app.db, req.user!.id),
  );
};
