import type { Role } from '@medibazaar/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AttemptRule } from '../config.js';
import { forbidden, HttpError, unauthorized } from '../lib/http-errors.js';
import { databaseAttemptLimiter, type AttemptLimiter } from '../modules/auth/attempt-limiter.js';
import { CLIENT_IP_HEADER, createAuth, type Auth } from '../modules/auth/auth.js';
import { createSessionReader, type SessionReader, type StoredSession } from '../modules/auth/session-reader.js';
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
    /** Counts sign-in and sign-up attempts (shared by every instance). */
    attemptLimiter: AttemptLimiter;
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

const ROLE_SET = new Set<string>(['user', 'seller', 'admin']);

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
  const verdict = await read(req.headers);
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
  return 'ok';
}

/**
 * Sessions and access rules. Deny by default: every route under /api must declare
 * `config.access`, or the server refuses to start.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  const limiter = databaseAttemptLimiter(app.db);
  const auth = createAuth(app.db, app.config, limiter);
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
  app.decorate('attemptLimiter', limiter);
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
});

/** Refusal once a limit is reached: 429 with how long to wait. */
export function tooManyAttempts(reply: FastifyReply, retryAfter: number, what: 'sign-in' | 'sign-up') {
  const minutes = Math.max(1, Math.ceil(retryAfter / 60));
  reply.header('retry-after', String(retryAfter));
  const wait = `Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
  return new HttpError(
    429,
    what === 'sign-in' ? `Too many sign-in attempts. ${wait}` : `Too many new accounts from your network. ${wait}`,
    'TOO_MANY_ATTEMPTS',
  );
}

/** Counts a new account from the caller's address; throws 429 past the limit. */
export async function limitSignUp(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
  const limits = app.config.authRateLimit;
  if (!limits.enabled) return;
  const verdict = await app.attemptLimiter.consume(`sign-up:ip:${req.ip}`, limits.signUpPerIp);
  if (!verdict.allowed) throw tooManyAttempts(reply, verdict.retryAfter ?? limits.signUpPerIp.windowSeconds, 'sign-up');
}

function emailOf(body: unknown): string | null {
  if (typeof body !== 'string' || body.length > 64 * 1024) return null;
  try {
    const email = (JSON.parse(body) as { email?: unknown }).email;
    return typeof email === 'string' && email.trim() ? email.trim().toLowerCase().slice(0, 320) : null;
  } catch {
    return null;
  }
}

/**
 * Email sign-in is limited twice: failures from one address, and failures against
 * one account from anywhere (so spreading guesses over many addresses does not
 * help). A successful sign-in takes its attempt back and clears the account's count.
 */
async function signInLimits(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
  const limits = app.config.authRateLimit;
  if (!limits.enabled) return null;
  const email = emailOf(req.body);
  const keys: [string, AttemptRule][] = [[`sign-in:ip:${req.ip}`, limits.signInPerIp]];
  if (email) keys.push([`sign-in:account:${email}`, limits.signInPerAccount]);
  let retryAfter = 0;
  for (const [key, rule] of keys) {
    const verdict = await app.attemptLimiter.consume(key, rule);
    if (!verdict.allowed) retryAfter = Math.max(retryAfter, verdict.retryAfter ?? rule.windowSeconds);
  }
  if (retryAfter > 0) throw tooManyAttempts(reply, retryAfter, 'sign-in');
  return {
    async succeeded() {
      await app.attemptLimiter.refund(keys[0]![0]);
      if (keys[1]) await app.attemptLimiter.reset(keys[1][0]);
    },
  };
}

/** The sign-in library's own HTTP endpoints under /api/auth/*. */
export async function authRoutes(app: FastifyInstance) {
  // The library reads the raw body itself.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));

  app.route({
    method: ['GET', 'POST'],
    url: '/auth/*',
    config: { access: 'public' },
    schema: { hide: true },
    async handler(req, reply) {
      const path = req.url.split('?')[0] ?? '';
      // Role changes and account removal go through /api/users, which keeps the
      // shop's rules (nobody grants themselves admin, the last admin stays).
      if (path.startsWith('/api/auth/admin/'))
        throw forbidden('Use the shop’s user management instead.', 'ADMIN_API_DISABLED');
      const isPost = req.method === 'POST';
      const signIn = isPost && path === '/api/auth/sign-in/email' ? await signInLimits(app, req, reply) : null;
      if (isPost && path === '/api/auth/sign-up/email') await limitSignUp(app, req, reply);

      const url = new URL(req.url, app.config.publicUrl);
      const request = new Request(url, {
        method: req.method,
        headers: toHeaders(req),
        body: req.method === 'GET' || req.method === 'HEAD' ? undefined : ((req.body as string | undefined) ?? ''),
      });
      const response = await app.auth.handler(request);
      if (signIn && response.ok) await signIn.succeeded();

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
