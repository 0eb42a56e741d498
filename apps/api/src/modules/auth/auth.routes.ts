import { ErrorSchema, JwtRequestSchema, JwtResponseSchema } from '@medibazaar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../core/http-errors.js';

export const jwtRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/jwt',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: "A bearer token for the caller's own signed-in session (never for another email)",
        body: JwtRequestSchema.nullish(),
        response: { 200: JwtResponseSchema, 401: ErrorSchema, 403: ErrorSchema },
      },
    },
    async (req) => {
      const user = req.user!;
      const session = req.authSession!;
      if (req.body?.email && req.body.email.toLowerCase() !== user.email.toLowerCase()) {
        throw forbidden('A token is issued only for your own account.', 'TOKEN_FOR_OTHER_ACCOUNT');
      }
      return { token: session.token, expiresAt: session.expiresAt.toISOString() };
    },
  );
};
