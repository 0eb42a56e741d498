import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signIn, signUp } from '../../../test/auth.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('POST /api/jwt', () => {
  it('refuses a caller who is not signed in, whatever email is posted', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/jwt', payload: { email: 'admin@medibazaar.test' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).not.toHaveProperty('token');
  });

  it("returns a token for the caller's own session", async () => {
    const me = await signUp(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/jwt',
      headers: me.headers,
      payload: { email: me.email },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toEqual(expect.any(String));
  });

  it("refuses a token for someone else's email", async () => {
    const me = await signUp(t);
    const other = await signUp(t, { role: 'admin' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/jwt',
      headers: me.headers,
      payload: { email: other.email },
    });
    expect(res.statusCode).toBe(403);
  });

  it('issues a token that works as Authorization: Bearer on its own', async () => {
    const me = await signUp(t);
    const { token } = (await t.app.inject({ method: 'POST', url: '/api/jwt', headers: me.headers })).json();
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/jwt',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(again.statusCode).toBe(200);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/jwt',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(forged.statusCode).toBe(401);
  });
});

describe('POST /api/auth/sign-in/email', () => {
  it('signs in with the right password and refuses a wrong one', async () => {
    const me = await signUp(t);
    expect((await signIn(t, me.email)).res.statusCode).toBe(200);
    expect((await signIn(t, me.email, 'wrong-password-1')).res.statusCode).toBe(401);
  });

  it('sets an httpOnly, SameSite=Lax session cookie', async () => {
    const me = await signUp(t);
    const { res } = await signIn(t, me.email);
    const cookie = [res.headers['set-cookie']].flat().find((c) => String(c).includes('session_token'));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });
});

describe('/api/auth/admin/*', () => {
  it("is closed: roles change only through the shop's user management", async () => {
    const boss = await signUp(t, { role: 'admin' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/set-role',
      headers: { ...boss.headers, 'content-type': 'application/json' },
      payload: { userId: boss.id, role: 'user' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('access rules', () => {
  it('every API route declares one', () => {
    const routes = t.app.printRoutes({ commonPrefix: false, includeHooks: false });
    expect(routes).toContain('/api/jwt');
    // buildApp refuses to start when a route has none; this proves the check runs.
  });
});
