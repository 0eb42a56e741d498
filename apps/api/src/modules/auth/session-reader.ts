import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { compiled, type Db } from '../../db/client.js';
import { sessions } from './auth.schema.js';
import { users } from '../users/index.js';
import type { CurrentSession, SessionUser } from '../../core/session.js';

/** What the reader needs to know of the sign-in library's set-up. */
export interface SessionCookieRules {
  /** The session cookie's full name (with its prefix, `__Secure-` included when secure). */
  cookieName: string;
  /** The key the library signs its cookies with. */
  secret: string;
  /** A session's lifetime and how old it may grow before the library extends it, in seconds. */
  expiresIn: number;
  updateAge: number;
}

/** A session and its person as stored (the role not yet checked against the shop's roles). */
export interface StoredSession {
  session: CurrentSession;
  user: Omit<SessionUser, 'role'> & { role: string };
}

/**
 * The reader's verdict: a person, nobody, or "ask the library" for the cases the
 * library itself acts on (an expired session it deletes, one due to be extended,
 * a credential spelt in a way only it interprets).
 */
export type SessionVerdict = { kind: 'signed-in'; found: StoredSession } | { kind: 'nobody' } | { kind: 'library' };

const NOBODY: SessionVerdict = { kind: 'nobody' };
const LIBRARY: SessionVerdict = { kind: 'library' };

/** The token inside a signed cookie value (`token.signature`), or null when the signature does not hold. */
export function verifiedToken(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return null;
  const token = signed.slice(0, dot);
  const signature = signed.slice(dot + 1);
  // The library signs with HMAC-SHA-256 in padded base64: 44 characters ending in '='.
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  // Compared as text, in the library's own spelling: Node's decoder would also take the
  // URL-safe alphabet, which the library refuses.
  const given = Buffer.from(signature);
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/**
 * Reads the caller's session the way the sign-in library does, without its
 * per-request overhead (a web-crypto key import for every signature it checks):
 * the signed session cookie, or an unsigned bearer token, checked with one HMAC,
 * then the session and its person in one statement. It never writes; anything
 * the library would act on is handed back to it. See
 * docs/decisions/020-session-reader.md.
 */
export function createSessionReader(db: Db, rules: () => Promise<SessionCookieRules>) {
  const byToken = db
    .select({
      id: sessions.id,
      token: sessions.token,
      expiresAt: sessions.expiresAt,
      userId: users.id,
      email: users.email,
      name: users.name,
      image: users.image,
      role: users.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .limit(1);
  const lookup = compiled(byToken);
  let known: Promise<SessionCookieRules> | null = null;

  /**
   * `cookies`: the request's cookies as @fastify/cookie parsed them, which is how the library
   * reads them too (the first of a name, unquoted, percent-decoded).
   */
  return async function readSession(req: {
    headers: { authorization?: string | undefined };
    cookies: Record<string, string | undefined>;
  }): Promise<SessionVerdict> {
    const { cookieName, secret, expiresIn, updateAge } = await (known ??= rules());
    let token: string | null = null;
    const authorization = req.headers.authorization;
    if (authorization && authorization.slice(0, 7).toLowerCase() === 'bearer ') {
      const bearer = authorization.slice(7).trim();
      // A signed bearer token, or one with escapes in it, is the library's to read;
      // a plain one is the session token itself.
      if (bearer.includes('.') || bearer.includes('%')) return LIBRARY;
      if (bearer) token = bearer;
    }
    if (token === null) {
      const signed = req.cookies[cookieName];
      if (!signed) return NOBODY;
      token = verifiedToken(signed, secret);
      if (token === null) return NOBODY;
    }

    const [row] = await lookup.execute({ token });
    if (!row) return NOBODY;
    const expiresAt = row.expiresAt.getTime();
    const now = Date.now();
    // Expired (the library deletes it) or due to be extended (the library writes the new expiry).
    if (expiresAt < now || expiresAt - expiresIn * 1000 + updateAge * 1000 <= now) return LIBRARY;
    return {
      kind: 'signed-in',
      found: {
        session: { id: row.id, token: row.token, expiresAt: row.expiresAt },
        user: { id: row.userId, email: row.email, name: row.name, image: row.image, role: row.role },
      },
    };
  };
}

export type SessionReader = ReturnType<typeof createSessionReader>;
