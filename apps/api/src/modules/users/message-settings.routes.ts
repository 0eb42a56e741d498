import {
  ErrorSchema,
  NotificationSettingsInputSchema,
  NotificationSettingsSchema,
  PHONE_CODE_RULES,
  PhoneCodeEntrySchema,
  PhoneCodeRequestSchema,
} from '@medibazaar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UsersNeeds } from './users-needs.js';

/**
 * The signed-in person's message settings and the mobile number text messages go to, under
 * `/api/users/me` (docs/api.md#messages). What they do is the notifications module's
 * (`settings`, given in the users module's needs).
 */
export const messageSettingsRoutes: FastifyPluginAsyncZod<{ settings: UsersNeeds['messageSettings'] }> = async (
  app,
  { settings },
) => {
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
    async (req) => settings.read(req.user!.id),
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
    async (req) => settings.save(req.user!.id, req.body),
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
        return reply.code(202).send(await settings.sendPhoneCode(req.user!.id, req.body.phone));
      } catch (err) {
        const retryAfter = (err as { retryAfter?: unknown }).retryAfter;
        if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
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
    async (req) => settings.verifyPhone(req.user!.id, req.body.code),
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
    async (req) => settings.removePhone(req.user!.id),
  );
};
