import { ROLES, type Role } from '@medibazaar/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, HttpError, unauthorized } from '../lib/http-errors.js';
import {
  CLIENT_IP_HEADER,
  createAttemptLimits,
  createAuth,
  createSessionReader,
  crossSiteMessage,
  offeredEndpoints,
  type AttemptLimits,
  type Auth,
  type SessionReader,
  type StoredSession,
} from '../modules/auth/index.js';
import type { Notifications } from '../modules/notifications/index.js';
import type { AccessRule } from '../types.js';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  image: string | null;
  role: Role;
}

export interface CurrentSession {
  id: string;
  token: string;
  expiresAt: Date;
}

/** One registered API route and who may call it. */
export interface AccessEntry {
  method: string;
  url: string;
  access: AccessRule;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** Sign-in and sign-up attempt limits (shared by every instance). */
    attemptLimits: AttemptLimits;
    /** Every /api route with its access rule, in registration order. */
    accessTable: AccessEntry[];
  }
  interface FastifyRequest {
    /** The signed-in person, resolved before the handler on every non-public route. */
    user: SessionUser | null;
    authSession: CurrentSession | null;
    /** Resolves the session on public routes that behave differently when signed in. */
    loadUser(): Promise<SessionUser | null>;
  }
}

const ROLE_SET = new Set<string>(ROLES);

/** The request's headers for the sign-in library, with the client address it may trust. */
export function toHeaders(req: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined || key === CLIENT_IP_HEADER) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, String(value));
  }
  headers.set(CLIENT_IP_HEADER, req.ip);
  return headers;
}

function toCurrent(found: StoredSession) {
  const u = found.user;
  const role = (u.role && ROLE_SET.has(u.role) ? u.role : 'user') as Role;
  return {
    user: { id: u.id, email: u.email, name: u.name, image: u.image ?? null, role },
    session: { id: found.session.id, token: found.session.token, expiresAt: new Date(found.session.expiresAt) },
  };
}

async function resolveSession(app: FastifyInstance, read: SessionReader, req: FastifyRequest) {
  const verdict = await read(req);
  if (verdict.kind === 'signed-in') return toCurrent(verdict.found);
  if (verdict.kind === 'nobody') return { user: null, session: null };
  const result = await app.auth.api.getSession({ headers: toHeaders(req), query: { disableCookieCache: true } });
  if (!result) return { user: null, session: null };
  const u = result.user as typeof result.user & { role?: string | null };
  return toCurrent({
    session: result.session,
    user: { id: u.id, email: u.email, name: u.name, image: u.image ?? null, role: u.role ?? 'user' },
  });
}

/** What each access rule demands of the caller (the handler still checks ownership). */
export function allows(rule: AccessRule, user: SessionUser | null): 'ok' | 'unauthenticated' | 'forbidden' {
  if (rule === 'public') return 'ok';
  if (!user) return 'unauthenticated';
  if (rule === 'admin') return user.role === 'admin' ? 'ok' : 'forbidden';
  if (rule === 'seller') return user.role === 'seller' || user.role === 'admin' ? 'ok' : 'forbidden';
  if (rule === 'pharmacist') return user.role === 'pharmacist' || user.role === 'admin' ? 'ok' : 'forbidden';
  return 'ok';
}

/**
 * Sessions and access rules. Deny by default: every route under /api must declare
 * `config.access`, or the server refuses to start. Registered before every module, so it
 * sees all their routes; the sign-in library's account mails go through the notifications
 * module, registered later and reached when a mail is sent (the auth module, which serves
 * the library's endpoints, depends on it).
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const limits = createAttemptLimits(app.db, app.config.authRateLimit);
    const mailer: Pick<Notifications, 'mail'> = {
      mail: (...args: Parameters<Notifications['mail']>) => app.notifications.mail(...args),
    };
    const auth = createAuth(app.db, app.config, limits, mailer, app.log);
    app.decorate('auth', auth);
    const read = createSessionReader(app.db, async () => {
      const context = await auth.$context;
      return {
        cookieName: context.authCookies.sessionToken.name,
        secret: context.secret,
        expiresIn: context.sessionConfig.expiresIn,
        updateAge: context.sessionConfig.updateAge,
      };
    });
    app.decorate('attemptLimits', limits);
    const accessTable: AccessEntry[] = [];
    app.decorate('accessTable', accessTable);
    app.decorateRequest('user', null);
    app.decorateRequest('authSession', null);
    app.decorateRequest('loadUser', async function loadUser(this: FastifyRequest) {
      if (this.user) return this.user;
      const { user, session } = await resolveSession(app, read, this);
      this.user = user;
      this.authSession = session;
      return user;
    });

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api')) return;
      // The API documentation pages are public by nature; their plugin cannot label them.
      if (route.url.startsWith('/api/docs') && !(route.config as { access?: AccessRule } | undefined)?.access) {
        route.config = { ...(route.config as object), access: 'public' } as typeof route.config;
      }
      const access = (route.config as { access?: AccessRule } | undefined)?.access;
      if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access rule (config.access)`);
      for (const method of [route.method].flat()) accessTable.push({ method, url: route.url, access });
    });

    app.addHook('preHandler', async (req) => {
      const rule = req.routeOptions.config.access;
      if (!rule || rule === 'public') return;
      const user = await req.loadUser();
      const verdict = allows(rule, user);
      if (verdict === 'unauthenticated') throw unauthorized();
      if (verdict === 'forbidden') throw forbidden();
    });
  },
  { name: 'sessions', decorators: { fastify: ['db', 'database', 'config'] } },
);

/** Refusal once a limit is reached: 429 with how long to wait. */
export function tooManyAttempts(reply: FastifyReply, retryAfter: number, what: 'sign-up' | 'other') {
  const minutes = Math.max(1, Math.ceil(retryAfter / 60));
  reply.header('retry-after', String(retryAfter));
  const wait = `Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
  const message =
    what === 'sign-up' ? `Too many new accounts from your network. ${wait}` : `Too many attempts. ${wait}`;
  return new HttpError(429, message, 'TOO_MANY_ATTEMPTS');
}

/** Counts a new account from the caller's address; throws 429 past the limit. */
export async function limitSignUp(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
  if (!app.config.authRateLimit.enabled) return;
  const retryAfter = await app.attemptLimits.signUp(req.ip);
  if (retryAfter !== null) throw tooManyAttempts(reply, retryAfter, 'sign-up');
}

const AUTH_BASE = '/api/auth';
/** The library's refusals of a request's origin, answered as the shop's own cross-site refusal. */
const ORIGIN_REFUSALS = new Set(['INVALID_ORIGIN', 'MISSING_OR_NULL_ORIGIN', 'CROSS_SITE_NAVIGATION_LOGIN_BLOCKED']);

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
async function jsonBody(response: Response): Promise<{ code?: string; message?: string } | null> {
  try {
    return (await response.clone().json()) as { code?: string; message?: string };
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
        if (body?.code === 'TOO_MANY_ATTEMPTS' && body.message) {
          reply.header('retry-after', String(retryAfter));
          throw new HttpError(429, body.message, 'TOO_MANY_ATTEMPTS');
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
