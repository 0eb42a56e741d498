import type { Role } from '@medibazaar/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/http-errors.js';
import { CLIENT_IP_HEADER, createAuth, type Auth } from '../modules/auth/auth.js';
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

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
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

function toHeaders(req: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined || key === CLIENT_IP_HEADER) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, String(value));
  }
  headers.set(CLIENT_IP_HEADER, req.ip);
  return headers;
}

async function resolveSession(app: FastifyInstance, req: FastifyRequest) {
  const result = await app.auth.api.getSession({ headers: toHeaders(req), query: { disableCookieCache: true } });
  if (!result) return { user: null, session: null };
  const u = result.user as typeof result.user & { role?: string | null; banned?: boolean | null };
  const role = (u.role && ROLE_SET.has(u.role) ? u.role : 'user') as Role;
  return {
    user: { id: u.id, email: u.email, name: u.name, image: u.image ?? null, role },
    session: { id: result.session.id, token: result.session.token, expiresAt: new Date(result.session.expiresAt) },
  };
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
  const auth = createAuth(app.db, app.config);
  app.decorate('auth', auth);
  app.decorateRequest('user', null);
  app.decorateRequest('authSession', null);
  app.decorateRequest('loadUser', async function loadUser(this: FastifyRequest) {
    if (this.user) return this.user;
    const { user, session } = await resolveSession(app, this);
    this.user = user;
    this.authSession = session;
    return user;
  });

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const access = (route.config as { access?: AccessRule } | undefined)?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access rule (config.access)`);
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
      const url = new URL(req.url, app.config.publicUrl);
      const request = new Request(url, {
        method: req.method,
        headers: toHeaders(req),
        body: req.method === 'GET' || req.method === 'HEAD' ? undefined : ((req.body as string | undefined) ?? ''),
      });
      const response = await app.auth.handler(request);
      reply.code(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
}
