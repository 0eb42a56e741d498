import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ErrorSchema } from '@medibazaar/contract';
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import type { AccessRule } from './session.js';

const ACCESS_TEXT: Record<AccessRule, string> = {
  public: 'Anyone, signed in or not.',
  'signed-in': 'Any signed-in person.',
  owner: 'Signed in, and only on their own data.',
  seller: 'Sellers (on their own products and sales) and admins.',
  pharmacist: 'Pharmacists and admins.',
  admin: 'Admins only.',
};

const ERROR_STATUSES: Record<AccessRule, number[]> = {
  public: [400, 404],
  'signed-in': [400, 401, 404],
  owner: [400, 401, 403, 404],
  seller: [400, 401, 403, 404],
  pharmacist: [400, 401, 403, 404],
  admin: [400, 401, 403, 404],
};

/** The sign-in library's endpoints people call directly (it serves them under /api/auth). */
const AUTH_PATHS = {
  '/api/auth/sign-up/email': {
    post: {
      tags: ['auth'],
      summary: 'Create an account with email and password (role user); sets the session cookie',
      'x-access': 'public',
      requestBody: jsonBody({ name: 'string', email: 'string', password: 'string', image: 'string' }, [
        'name',
        'email',
        'password',
      ]),
      responses: {
        200: { description: 'Signed up and signed in' },
        422: { description: 'Email taken or invalid input' },
        429: { description: 'Too many attempts' },
      },
    },
  },
  '/api/auth/sign-in/email': {
    post: {
      tags: ['auth'],
      summary: 'Sign in with email and password; sets the session cookie and answers the session token',
      'x-access': 'public',
      requestBody: jsonBody({ email: 'string', password: 'string' }, ['email', 'password']),
      responses: {
        200: { description: 'Signed in' },
        401: { description: 'Invalid email or password' },
        429: { description: 'Too many attempts' },
      },
    },
  },
  '/api/auth/sign-out': {
    post: {
      tags: ['auth'],
      summary: 'End the current session',
      'x-access': 'signed-in',
      responses: { 200: { description: 'Signed out' } },
    },
  },
  '/api/auth/get-session': {
    get: {
      tags: ['auth'],
      summary: 'The current session and person, or null',
      'x-access': 'public',
      responses: { 200: { description: 'The session, or null for a visitor' } },
    },
  },
};

function jsonBody(fields: Record<string, 'string'>, required: string[]) {
  return {
    required: true,
    content: {
      'application/json': {
        schema: {
          type: 'object',
          required,
          properties: Object.fromEntries(Object.entries(fields).map(([k, type]) => [k, { type }])),
        },
      },
    },
  };
}

const errorJson = (() => {
  // The shared error body, as the API serializes it.
  const out = jsonSchemaTransform({
    schema: { response: { 400: ErrorSchema } } as FastifySchema,
    url: '/',
    route: {} as never,
    openapiObject: {},
  } as never) as { schema: { response: Record<number, unknown> } };
  return out.schema.response[400];
})();

/**
 * The OpenAPI 3 document, generated from the routes' zod schemas: `/api/openapi.json`
 * and the interactive page at `/api/docs`. Each operation states its access rule.
 */
export const openapiPlugin = fp(
  async (app: FastifyInstance, opts: { config: AppConfig }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: `${opts.config.shopName} API`,
          version: '1.0.0',
          description:
            'The JSON API of the shop. Browsers authenticate with the httpOnly session cookie; other clients send ' +
            '`Authorization: Bearer <token>` with the token from `POST /api/jwt` (or from signing in). Errors answer ' +
            '`{ statusCode, error, message, code, field? }`; `code` is stable for translation.',
        },
        servers: [{ url: opts.config.publicUrl }],
        components: {
          securitySchemes: {
            sessionCookie: { type: 'apiKey', in: 'cookie', name: 'medibazaar.session_token' },
            bearerToken: { type: 'http', scheme: 'bearer' },
          },
        },
      },
      transform: ((input: Parameters<typeof jsonSchemaTransform>[0]) => {
        const { url, route } = input;
        if (!url.startsWith('/api/') || url.startsWith('/api/auth/') || url.startsWith('/api/docs')) {
          return { schema: { hide: true } as FastifySchema, url };
        }
        const out = jsonSchemaTransform(input);
        const access = ((route.config as { access?: AccessRule } | undefined)?.access ?? 'public') as AccessRule;
        const schema = out.schema as FastifySchema & {
          description?: string;
          security?: unknown[];
          response?: Record<string, unknown>;
          'x-access'?: string;
        };
        schema.description = [schema.description, `**Access:** ${ACCESS_TEXT[access]}`].filter(Boolean).join('\n\n');
        schema['x-access'] = access;
        if (access !== 'public') schema.security = [{ sessionCookie: [] }, { bearerToken: [] }];
        const responses = (schema.response ??= {});
        for (const status of [...ERROR_STATUSES[access], 500]) {
          responses[status] ??= { description: 'Error', ...(errorJson as object) };
        }
        return out;
      }) as never,
      transformObject: ((doc: { openapiObject: { paths?: Record<string, unknown> } }) => {
        const object = doc.openapiObject;
        object.paths = { ...AUTH_PATHS, ...object.paths };
        return object;
      }) as never,
    });

    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: false,
      uiConfig: { docExpansion: 'list', deepLinking: true },
    });

    app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi', dependencies: ['sessions'] },
);
