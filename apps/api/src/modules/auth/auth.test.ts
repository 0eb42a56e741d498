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
  it("does not exist: roles change only through the shop's user management", async () => {
    const boss = await signUp(t, { role: 'admin' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/set-role',
      headers: { ...boss.headers, 'content-type': 'application/json' },
      payload: { userId: boss.id, role: 'user' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
  });
});

describe('access rules', () => {
  it('every API route declares one, and the app keeps the table', () => {
    const table = t.app.accessTable;
    expect(table).toContainEqual({ method: 'POST', url: '/api/jwt', access: 'signed-in' });
    expect(table).toContainEqual({ method: 'GET', url: '/api/users', access: 'admin' });
    expect(table).toContainEqual({ method: 'GET', url: '/api/prescriptions/pending', access: 'pharmacist' });
    expect(
      table.every((r) => ['public', 'signed-in', 'owner', 'seller', 'pharmacist', 'admin'].includes(r.access)),
    ).toBe(true);
  });

  it('refuses to start when a route declares none', async () => {
    const { buildApp } = await import('../../app.js');
    const app = await buildApp(t.config, { database: t.database });
    await expect(
      (async () => {
        app.get('/api/forgotten', async () => ({ secret: true }));
        await app.ready();
      })(),
    ).rejects.toThrow('Route GET /api/forgotten declares no access rule (config.access)');
    await app.close().catch(() => {});
  });
});

describe('pages and the pop-up sign-in', () => {
  it('let a pop-up window keep its link to the shop (opener policy same-origin-allow-popups)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('offer no pop-up provider when none is configured', async () => {
    const { publicClientConfig } = await import('../../core/client-config.js');
    expect(publicClientConfig(t.config).signInProvider).toBeNull();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/auth/oauth-popup/start?provider=google&popupOrigin=${encodeURIComponent(t.config.publicUrl)}`,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('sign-in configuration', () => {
  const base = { NODE_ENV: 'test', AUTH_SECRET: 'test-secret-test-secret-test-secret-0000', DATA_DIR: '/tmp' } as const;

  it('offers Google or an OpenID Connect issuer, never half-configured or both', async () => {
    const { loadConfig } = await import('../../core/config.js');
    expect(loadConfig({ ...base }).signInProvider).toBeNull();
    expect(loadConfig({ ...base, GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 's' }).signInProvider).toMatchObject({
      id: 'google',
      name: 'Google',
    });
    expect(
      loadConfig({
        ...base,
        OIDC_ISSUER: 'https://id.example.com/realms/shop/',
        OIDC_CLIENT_ID: 'c',
        OIDC_CLIENT_SECRET: 's',
        OIDC_PROVIDER_NAME: 'Shop ID',
      }).signInProvider,
    ).toMatchObject({ id: 'oidc', name: 'Shop ID', issuer: 'https://id.example.com/realms/shop' });
    expect(() => loadConfig({ ...base, GOOGLE_CLIENT_ID: 'g' })).toThrow(/GOOGLE_CLIENT_SECRET/);
    expect(() => loadConfig({ ...base, OIDC_ISSUER: 'https://id.example.com' })).toThrow(/OIDC_CLIENT_ID/);
    expect(() =>
      loadConfig({
        ...base,
        GOOGLE_CLIENT_ID: 'g',
        GOOGLE_CLIENT_SECRET: 's',
        OIDC_ISSUER: 'https://id.example.com',
        OIDC_CLIENT_ID: 'c',
        OIDC_CLIENT_SECRET: 's',
      }),
    ).toThrow(/not both/);
  });

  it('limits attempts by default, except in tests unless asked', async () => {
    const { loadConfig } = await import('../../core/config.js');
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).authRateLimit.enabled).toBe(true);
    expect(loadConfig({ ...base }).authRateLimit.enabled).toBe(false);
    expect(loadConfig({ ...base, AUTH_RATE_LIMIT: 'on' }).authRateLimit.enabled).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'production', AUTH_RATE_LIMIT: 'off' }).authRateLimit.enabled).toBe(false);
  });
});

describe('POST /api/users from an API client', () => {
  it('registers without a browser origin header', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: {
        name: 'Script Client',
        email: `script-${Date.now()}@example.test`,
        password: 'Script2025x',
        role: 'user',
      },
    });
    expect(res.statusCode).toBe(201);
  });
});
