import type { ErrorCode } from '@medibazaar/contract';
import type { FastifyInstance } from 'fastify';
import { forbidden, HttpError } from '../../core/http-errors.js';
import { limitSignUp, tooManyAttempts } from './attempt-limits.js';
import { offeredEndpoints } from './auth.js';
import { crossSiteMessage } from '../../core/origins.js';
import { toHeaders } from './sessions.plugin.js';

const AUTH_BASE = '/api/auth';
/** The library's refusals of a request's origin, answered as the shop's own cross-site refusal. */
const ORIGIN_REFUSALS = new Set(['INVALID_ORIGIN', 'MISSING_OR_NULL_ORIGIN', 'CROSS_SITE_NAVIGATION_LOGIN_BLOCKED']);

/** The shop's own refusals past a limit (its words kept); any other 429 is the library's per-address limit. */
const SHOP_LIMIT_CODES = new Set(['TOO_MANY_ATTEMPTS', 'PHONE_CODE_TOO_SOON', 'TOO_MANY_PHONE_CODES']);

/** The essence of a Content-Type header (`application/json` for `Application/JSON; charset=utf-8`). */
const mediaType = (header: string | undefined) => (header ?? '').split(';')[0]!.trim().toLowerCase();

/** Whether the database answers, within a few seconds. */
async function databaseAnswers(app: FastifyInstance): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database ping timed out')), 3000);
  });
  try {
    await Promise.race([app.database.ping(), late]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A server-side failure behind a library endpoint: 503 when the database does not
 * answer (the person can try again shortly, and nothing they typed was wrong),
 * otherwise the failure itself, logged as any other.
 */
async function serverFailure(app: FastifyInstance, failure: unknown): Promise<Error> {
  if (!(await databaseAnswers(app))) {
    return new HttpError(
      503,
      'The shop cannot reach its database just now. Please try again in a moment.',
      'SERVICE_UNAVAILABLE',
    );
  }
  return failure instanceof Error ? failure : new Error(String(failure));
}

/** A library answer's JSON body, when it has one. */
async function jsonBody(response: Response): Promise<{ code?: string; message?: string; field?: string } | null> {
  try {
    return (await response.clone().json()) as { code?: string; message?: string; field?: string };
  } catch {
    return null;
  }
}

/**
 * The sign-in library's own HTTP endpoints under /api/auth/*, those the shop offers
 * (see `offeredEndpoints`) and no other.
 */
export async function authRoutes(app: FastifyInstance) {
  // The library reads the raw body itself.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));
  const offered = offeredEndpoints(app.config);

  app.route({
    method: ['GET', 'POST'],
    url: '/auth/*',
    config: { access: 'public' },
    schema: { hide: true },
    async handler(req, reply) {
      // The address as the library will route it: dot-segments (and their %2e spellings)
      // resolved. The shop decides on that same path, so no spelling reaches an endpoint
      // it does not offer.
      const url = new URL(req.url, app.config.publicUrl);
      const endpoint = url.pathname.startsWith(`${AUTH_BASE}/`) ? url.pathname.slice(AUTH_BASE.length) : '';
      if (!offered.has(`${req.method} ${endpoint}`)) return reply.callNotFound();

      const isPost = req.method === 'POST';
      // JSON only: a cross-site form cannot send it without the browser asking first, and
      // every body is read one way. A provider may post its answer back as a form.
      const type = mediaType(req.headers['content-type']);
      const formAllowed = endpoint.startsWith('/callback/');
      if (isPost && type !== 'application/json' && !(formAllowed && type === 'application/x-www-form-urlencoded')) {
        // The code every other route of the API answers an unsupported body with.
        throw new HttpError(
          415,
          'Send the request body as JSON (Content-Type: application/json).',
          'FST_ERR_CTP_INVALID_MEDIA_TYPE',
        );
      }
      if (isPost && endpoint === '/sign-up/email') await limitSignUp(app, req, reply);

      const request = new Request(url, {
        method: req.method,
        headers: toHeaders(req),
        body: isPost ? ((req.body as string | undefined) ?? '') : undefined,
      });
      let response: Response;
      try {
        response = await app.auth.handler(request);
      } catch (error) {
        throw await serverFailure(app, error);
      }
      if (response.status >= 500) {
        throw await serverFailure(app, new Error(`The sign-in library answered ${response.status} for ${endpoint}`));
      }
      if (response.status === 429) {
        const body = await jsonBody(response);
        const retryAfter = Number(response.headers.get('retry-after') ?? response.headers.get('x-retry-after')) || 60;
        if (body?.code && SHOP_LIMIT_CODES.has(body.code) && body.message) {
          reply.header('retry-after', String(retryAfter));
          throw new HttpError(429, body.message, body.code as ErrorCode, body.field);
        }
        throw tooManyAttempts(reply, retryAfter, 'other');
      }
      if (response.status === 403) {
        const body = await jsonBody(response);
        if (body?.code && ORIGIN_REFUSALS.has(body.code))
          throw forbidden(crossSiteMessage(app.config), 'CROSS_SITE_REQUEST');
      }

      reply.code(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') reply.header(key, value);
      });
      // The pop-up's completion page hands the result to the window that opened it;
      // an opener policy on it would cut that link after the provider's own pages.
      if (response.headers.get('content-type')?.startsWith('text/html')) {
        reply.raw.removeHeader('cross-origin-opener-policy');
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
}
