import type { Role } from '@medibazaar/contract';

/**
 * Who is calling: the types every module's routes read, and the access rules every route
 * declares. A leaf: the auth module fills these in (see modules/auth/sessions.plugin.ts);
 * other modules only read them.
 */

/** Who may call a route. Every route declares one (docs/api.md#authentication). */
export type AccessRule = 'public' | 'signed-in' | 'owner' | 'seller' | 'pharmacist' | 'admin';

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

/** What each access rule demands of the caller (the handler still checks ownership). */
export function allows(rule: AccessRule, user: SessionUser | null): 'ok' | 'unauthenticated' | 'forbidden' {
  if (rule === 'public') return 'ok';
  if (!user) return 'unauthenticated';
  if (rule === 'admin') return user.role === 'admin' ? 'ok' : 'forbidden';
  if (rule === 'seller') return user.role === 'seller' || user.role === 'admin' ? 'ok' : 'forbidden';
  if (rule === 'pharmacist') return user.role === 'pharmacist' || user.role === 'admin' ? 'ok' : 'forbidden';
  return 'ok';
}
