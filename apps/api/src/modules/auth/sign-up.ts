import { isErrorCode, type RegistrationSchema } from '@medibazaar/contract';
import { isAPIError } from 'better-auth/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest, conflict } from '../../core/http-errors.js';
import { registrationRole } from './auth.js';
import { toHeaders } from './sessions.plugin.js';

/**
 * Creates the account through the sign-in library (which hashes the password and
 * opens the session) with the chosen role set in the same insert, and returns the
 * session cookie for the answer.
 */
export async function registerAccount(
  app: FastifyInstance,
  req: FastifyRequest,
  data: z.output<typeof RegistrationSchema>,
): Promise<{ userId: string; cookies: string[] }> {
  try {
    const { headers, response } = await registrationRole.run(data.role, () =>
      app.auth.api.signUpEmail({
        body: { name: data.name, email: data.email, password: data.password, image: data.image },
        headers: toHeaders(req),
        returnHeaders: true,
      }),
    );
    return { userId: response.user.id, cookies: headers.getSetCookie() };
  } catch (err) {
    if (isAPIError(err)) {
      const body = (err.body ?? {}) as { code?: string; message?: string; field?: string };
      if (body.code?.startsWith('USER_ALREADY_EXISTS'))
        throw conflict('An account with this email already exists. Log in instead.', 'EMAIL_TAKEN');
      if (err.statusCode >= 400 && err.statusCode < 500)
        throw badRequest(
          body.message ?? err.message,
          isErrorCode(body.code) ? body.code : 'REGISTRATION_REFUSED',
          body.field,
        );
    }
    throw err;
  }
}
