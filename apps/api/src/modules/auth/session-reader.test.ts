import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signUp, type SignedIn } from '../../../test/auth.js';
import { sessions } from '../../../test/tables.js';
import { toHeaders } from './sessions.plugin.js';
import { verifiedToken } from './session-reader.js';

const SECRET = 'a-secret-for-signing-cookies';
const sign = (token: string, secret = SECRET) =>
  `${token}.${createHmac('sha256', secret).update(token).digest('base64')}`;

describe('reading a signed session cookie', () => {
  it('gives the token only when its signature holds', () => {
    expect(verifiedToken(sign('abc'), SECRET)).toBe('abc');
    expect(verifiedToken(sign('a.b.c'), SECRET)).toBe('a.b.c');
    expect(verifiedToken(sign('abc', 'another-secret'), SECRET)).toBeNull();
    expect(verifiedToken(sign('abc').replace('abc', 'abd'), SECRET)).toBeNull();
    expect(verifiedToken('abc', SECRET)).toBeNull();
    expect(verifiedToken('.' + sign('abc').split('.')[1], SECRET)).toBeNull();
    // The library's own shape only: padded base64 of 32 bytes.
    const unpadded = sign('abc').replace(/=$/, '');
    expect(verifiedToken(unpadded, SECRET)).toBeNull();
    expect(verifiedToken(`abc.${'A'.repeat(43)}=`, SECRET)).toBeNull();
    // The same bytes in the URL-safe alphabet are not the library's spelling.
    const signature = sign('z').split('.')[1]!;
    const urlSafe = signature.replace(/\+/g, '-').replace(/\//g, '_');
    expect(urlSafe).not.toBe(signature);
    expect(verifiedToken(`z.${signature}`, SECRET)).toBe('z');
    expect(verifiedToken(`z.${urlSafe}`, SECRET)).toBeNull();
  });
});

describe.each([
  ['over http', 'http://127.0.0.1:3000', 'medibazaar.session_token'],
  ['behind https', 'https://shop.example.test', '__Secure-medibazaar.session_token'],
])('signed-in requests %s read the same person the sign-in library does', (_where, publicUrl, cookieName) => {
  let t: TestApp;
  let me: SignedIn;
  let token: string;
  let signedCookie: string;

  beforeAll(async () => {
    t = await createTestApp({ publicUrl });
    me = await signUp(t);
    signedCookie = t.app.parseCookie(me.headers.cookie)[cookieName]!;
    expect(signedCookie, me.headers.cookie).toBeTruthy();
    token = signedCookie.slice(0, signedCookie.lastIndexOf('.'));
  });
  afterAll(async () => t.close());

  /** The session token the shop sees for these headers, beside the library's answer. */
  async function both(headers: Record<string, string>) {
    const res = await t.app.inject({ method: 'POST', url: '/api/jwt', headers: { origin: publicUrl, ...headers } });
    const shop = res.statusCode === 200 ? (res.json() as { token: string }).token : null;
    if (res.statusCode !== 200) expect(res.statusCode).toBe(401);
    const fake = { headers: { ...headers }, ip: '127.0.0.1' } as unknown as Parameters<typeof toHeaders>[0];
    const library = await t.app.auth.api.getSession({ headers: toHeaders(fake) });
    return { shop, library: library?.session.token ?? null, statements: Number(res.headers['x-sql-statements']) };
  }

  it('reads cookies as the library does: the first of a name, unquoted, percent-decoded', () => {
    // `req.cookies`, which the session reader reads, comes from this parser.
    const read = (header: string) => t.app.parseCookie(header)[cookieName];
    expect(read(`a=1; ${cookieName}=x%2By; ${cookieName}=z`)).toBe('x+y');
    expect(read(`${cookieName}="q"`)).toBe('q');
    expect(read(`${cookieName}=%E0%A4`)).toBe('%E0%A4');
    expect(read('other=1')).toBeUndefined();
  });

  it('a valid cookie, as sent and unescaped: one statement, without asking the library', async () => {
    const asked = vi.spyOn(t.app.auth.api, 'getSession');
    const res = await t.app.inject({ method: 'POST', url: '/api/jwt', headers: me.headers });
    expect(res.json()).toMatchObject({ token });
    expect(asked).not.toHaveBeenCalled();
    asked.mockRestore();
    // The session and its person, then nothing else: /api/jwt answers from the session.
    expect(Number(res.headers['x-sql-statements'])).toBe(1);
    expect(await both({ cookie: me.headers.cookie })).toMatchObject({ shop: token, library: token });
    expect(await both({ cookie: `${cookieName}=${signedCookie}` })).toMatchObject({ shop: token, library: token });
  });

  it('a cookie whose token or signature was changed, or under the other name, is nobody', async () => {
    const signature = signedCookie.slice(signedCookie.lastIndexOf('.') + 1);
    // Another live session's token under this one's signature.
    const other = await signUp(t);
    const otherToken = t.app.parseCookie(other.headers.cookie)[cookieName]!.split('.')[0]!;
    const flipped = `${signature.slice(0, 5)}${signature[5] === 'A' ? 'B' : 'A'}${signature.slice(6)}`;
    for (const cookie of [
      `${cookieName}=${encodeURIComponent(`${otherToken}.${signature}`)}`,
      `${cookieName}=${encodeURIComponent(`${token}.${flipped}`)}`,
      `${cookieName}=${token}`,
      `${cookieName.startsWith('__Secure-') ? cookieName.slice(9) : `__Secure-${cookieName}`}=${encodeURIComponent(signedCookie)}`,
    ]) {
      expect(await both({ cookie })).toMatchObject({ shop: null, library: null });
    }
  });

  it('a bearer token, plain or signed, and a bearer that is not a session', async () => {
    expect(await both({ authorization: `Bearer ${token}` })).toMatchObject({ shop: token, library: token });
    expect(await both({ authorization: `bearer ${signedCookie}` })).toMatchObject({ shop: token, library: token });
    expect(await both({ authorization: 'Bearer not-a-session' })).toMatchObject({ shop: null, library: null });
    // A bearer that names no session wins over a good cookie, as in the library.
    expect(await both({ authorization: 'Bearer not-a-session', cookie: me.headers.cookie })).toMatchObject({
      shop: null,
      library: null,
    });
    // An empty bearer or another scheme leaves the cookie to speak.
    expect(await both({ authorization: 'Bearer ', cookie: me.headers.cookie })).toMatchObject({
      shop: token,
      library: token,
    });
    expect(await both({ authorization: 'Basic abc', cookie: me.headers.cookie })).toMatchObject({
      shop: token,
      library: token,
    });
  });

  it('a session due to be extended is extended by the library', async () => {
    const someone = await signUp(t);
    const theirs = t.app.parseCookie(someone.headers.cookie)[cookieName]!.split('.')[0]!;
    const twoDaysOld = new Date(Date.now() + 5 * 86_400_000);
    await t.db.update(sessions).set({ expiresAt: twoDaysOld }).where(eq(sessions.token, theirs));
    const asked = vi.spyOn(t.app.auth.api, 'getSession');
    const res = await t.app.inject({ method: 'POST', url: '/api/jwt', headers: someone.headers });
    expect(asked).toHaveBeenCalledTimes(1);
    asked.mockRestore();
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.token, theirs));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
  });

  it('an expired session is nobody, and the library removes it', async () => {
    const someone = await signUp(t);
    const theirs = t.app.parseCookie(someone.headers.cookie)[cookieName]!.split('.')[0]!;
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.token, theirs));
    const res = await t.app.inject({ method: 'POST', url: '/api/jwt', headers: someone.headers });
    expect(res.statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.token, theirs))).toHaveLength(0);
  });

  it('a signed-out session is nobody', async () => {
    const someone = await signUp(t);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...someone.headers, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(out.statusCode).toBe(200);
    expect(await both({ cookie: someone.headers.cookie })).toMatchObject({ shop: null, library: null });
  });
});
