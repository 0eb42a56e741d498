import { CreateUserBody, ErrorSchema, InsertedIdSchema, RegistrationSchema } from '@medibazaar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, conflict } from '../../core/http-errors.js';
import { limitSignUp } from './attempt-limits.js';
import { registerAccount } from './sign-up.js';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };

/**
 * Sign-up at the spec's `POST /users` (the one route of that prefix the auth module serves:
 * the users module serves the rest): the account is made by the sign-in library.
 */
export const signUpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users',
    {
      config: { access: 'public' },
      schema: {
        tags: ['users'],
        summary: 'Register: creates the account (role user or seller), signs it in',
        description:
          'Body `{ name, email, password, image?, role }` with role `user` or `seller` (never admin). ' +
          `Password policy: at least 8 characters, with a letter and a number. The answer sets the session cookie. ` +
          '`image` is a web address the server fetches once and keeps its own copy of (see `PATCH /api/users/me`). ' +
          'A signed-in caller posting their own `{ email, name, image }` gets `{ insertedId: null }` and nothing changes.',
        body: CreateUserBody,
        response: { 200: InsertedIdSchema, 201: InsertedIdSchema, ...errors, 429: ErrorSchema },
      },
    },
    async (req, reply) => {
      const me = await req.loadUser();
      if (me) {
        if (req.body.email.trim().toLowerCase() !== me.email.toLowerCase())
          throw conflict('You are already signed in. Log out to create another account.', 'ALREADY_SIGNED_IN');
        return { insertedId: null };
      }
      const parsed = RegistrationSchema.safeParse(req.body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        const field = issue.path.join('.') || undefined;
        throw badRequest(issue.message, 'VALIDATION_ERROR', field);
      }
      await limitSignUp(app, req, reply);
      const { userId, cookies } = await registerAccount(app, req, parsed.data);
      reply.header('set-cookie', cookies);
      return reply.code(201).send({ insertedId: userId });
    },
  );
};
