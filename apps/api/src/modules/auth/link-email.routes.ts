import { ErrorSchema, isPhoneAccountEmail, LinkEmailSchema, MeSchema } from '@medibazaar/contract';
import { isAPIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, HttpError } from '../../core/http-errors.js';
import { users } from '../users/index.js';
import { toHeaders } from './sessions.plugin.js';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 409: ErrorSchema };

/**
 * Linking an email to an account made with a mobile number (decision 066): the library sets the
 * password and replaces the stand-in address, and mails the usual link to confirm the new one.
 * The other way, a number linked to an email account, is the library's own
 * `POST /api/auth/phone-number/verify` with `updatePhoneNumber: true`.
 */
export const linkEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/link-email',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'Give an account made with a mobile number an email and a password to sign in with',
        description:
          'Body `{ email, password }` (the registration password policy). 409 `EMAIL_ALREADY_LINKED` when the ' +
          'account has an email already, 409 `EMAIL_TAKEN` when another account has this one. A link to ' +
          'confirm the address is mailed to it. Answers the account as `GET /api/users/me` does.',
        body: LinkEmailSchema,
        response: { 200: MeSchema, ...errors },
      },
    },
    async (req, reply) => {
      const me = req.user!;
      if (!isPhoneAccountEmail(me.email)) {
        throw new HttpError(409, 'This account already has an email address.', 'EMAIL_ALREADY_LINKED', 'email');
      }
      const { email, password } = req.body;
      const [taken] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (taken) throw new HttpError(409, 'An account with this email already exists.', 'EMAIL_TAKEN', 'email');
      const headers = toHeaders(req);
      try {
        // The password first: an address without it would be one the owner cannot sign in with.
        await app.auth.api.setPassword({ body: { newPassword: password }, headers });
        const changed = await app.auth.api.changeEmail({
          body: { newEmail: email, callbackURL: '/email-verified' },
          headers,
          returnHeaders: true,
        });
        const cookies = changed.headers.getSetCookie();
        if (cookies.length) reply.header('set-cookie', cookies);
      } catch (err) {
        if (isAPIError(err) && err.statusCode < 500) {
          const body = (err.body ?? {}) as { message?: string };
          throw badRequest(body.message ?? err.message, 'VALIDATION_ERROR', 'password');
        }
        throw err;
      }
      const [row] = await app.db
        .select({ id: users.id, name: users.name, email: users.email, phone: users.phoneNumber, role: users.role })
        .from(users)
        .where(eq(users.id, me.id));
      return { ...row!, role: me.role };
    },
  );
};
