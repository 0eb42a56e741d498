import { ROLES, type Role } from '@medibazaar/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../../core/http-errors.js';
import { allows, type AccessEntry, type AccessRule } from '../../core/session.js';
import type { Notifications } from '../notifications/index.js';
import { createAttemptLimits, type AttemptLimits } from './attempt-limits.js';
import { CLIENT_IP_HEADER, createAuth, type Auth } from './auth.js';
import { createSessionReader, type SessionReader, type StoredSession } from './session-reader.js';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** Sign-in and sign-up attempt limits (shared by every instance). */
    attemptLimits: AttemptLimits;
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
    const mailer: Pick<Notifications, 'mail' | 'sms'> = {
      mail: (...args: Parameters<Notifications['mail']>) => app.notifications.mail(...args),
      sms: (...args: Parameters<Notifications['sms']>) => app.notifications.sms(...args),
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
