import type { Role } from '@medibazaar/contract';
import { eq } from 'drizzle-orm';
import { licenseSeller } from './factories.js';
import { pharmacistRegistrations, users } from './tables.js';
import type { TestApp } from './app.js';

export const TEST_PASSWORD = 'Test#pass2025';

let seq = 0;

export interface SignedIn {
  id: string;
  email: string;
  name: string;
  role: Role;
  /** Headers that make a request as this person (the session cookie). */
  headers: { cookie: string; origin: string };
}

/**
 * Signs a new person up through the real sign-up endpoint, with the given role. A seller gets an
 * approved drug licence (their products are on sale) unless `licensed: false`.
 */
export async function signUp(
  t: TestApp,
  options: {
    role?: Role;
    email?: string;
    name?: string;
    image?: string;
    /**
     * A reviewer's Pharmacy Council registration (decision 057): pharmacists and admins get one
     * unless `null` is given, since nobody reviews without one.
     */
    registration?: string | null;
    licensed?: boolean;
  } = {},
): Promise<SignedIn> {
  const mine = seq++;
  const n = `${Date.now().toString(36)}${mine.toString(36)}`;
  const email = options.email ?? `member-${n}@example.test`;
  const name = options.name ?? `Member ${n}`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: t.config.publicUrl, 'content-type': 'application/json' },
    payload: { name, email, password: TEST_PASSWORD, ...(options.image ? { image: options.image } : {}) },
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const role = options.role ?? 'user';
  if (role !== 'user') await t.db.update(users).set({ role }).where(eq(users.email, email));
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const registration = options.registration === undefined ? `A-${100_000 + mine}` : options.registration;
  if ((role === 'pharmacist' || role === 'admin') && registration) {
    await t.db.insert(pharmacistRegistrations).values({ userId: row!.id, registration });
  }
  if (role === 'seller' && options.licensed !== false) await licenseSeller(t.db, row!.id);
  return {
    id: row!.id,
    email,
    name,
    role,
    headers: { cookie: sessionCookie(res.headers['set-cookie']), origin: t.config.publicUrl },
  };
}

/** Signs in with email and password; returns the session cookie header. */
export async function signIn(t: TestApp, email: string, password = TEST_PASSWORD) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: t.config.publicUrl, 'content-type': 'application/json' },
    payload: { email, password },
  });
  return { res, headers: { cookie: sessionCookie(res.headers['set-cookie']), origin: t.config.publicUrl } };
}

export function sessionCookie(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list
    .map((c) => c.split(';')[0]!)
    .filter((c) => c.includes('session_token'))
    .join('; ');
}
