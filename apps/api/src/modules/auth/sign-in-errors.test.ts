import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppConfig } from '../../core/config.js';
import { AUTH_RATE_LIMITS } from '../../core/config-auth.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signUp, TEST_PASSWORD, type SignedIn } from '../../../test/auth.js';

function signInWith(t: TestApp, origin: string, email: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin, 'content-type': 'application/json' },
    payload: { email, password },
  });
}

/** The shop's own port, as the loopback addresses spell it. */
const loopbacks = (port: number) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://[::1]:${port}`];

describe('sign-in in development, opened at any loopback address of the shop', () => {
  let t: TestApp;
  let me: SignedIn;
  beforeAll(async () => {
    t = await createTestApp({ env: 'development' });
    me = await signUp(t);
  });
  afterAll(async () => t.close());

  it('signs in with the right password, and the session works for writes from there', async () => {
    expect(t.config.publicUrl).toBe(`http://localhost:${t.config.port}`);
    for (const origin of loopbacks(t.config.port)) {
      const res = await signInWith(t, origin, me.email, TEST_PASSWORD);
      expect(res.statusCode, `${origin}: ${res.body}`).toBe(200);
      const cookie = [res.headers['set-cookie']]
        .flat()
        .find((c) => c?.includes('session_token'))!
        .split(';')[0]!;
      const write = await t.app.inject({ method: 'POST', url: '/api/jwt', headers: { origin, cookie } });
      expect(write.statusCode, `${origin}: ${write.body}`).toBe(200);
    }
  });

  it('trusts the loopback addresses of a development front end on its own port too', async () => {
    const proxied = await createTestApp({ env: 'development', publicUrl: 'http://localhost:5173' });
    try {
      const someone = await signUp(proxied);
      for (const origin of loopbacks(5173)) {
        expect((await signInWith(proxied, origin, someone.email, TEST_PASSWORD)).statusCode, origin).toBe(200);
      }
    } finally {
      await proxied.close();
    }
  });

  it('still refuses another site, naming the address to use', async () => {
    const res = await signInWith(t, 'http://evil.localhost:3000', me.email, TEST_PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
    expect(res.json().message).toContain(t.config.publicUrl);
  });
});

describe('sign-in in production, opened at an address other than the shop’s', () => {
  let t: TestApp;
  let me: SignedIn;
  beforeAll(async () => {
    t = await createTestApp({ env: 'production', publicUrl: 'https://shop.example' });
    me = await signUp(t, { email: `prod-${Date.now()}@example.test` });
  });
  afterAll(async () => t.close());

  it('refuses it as another site (403 CROSS_SITE_REQUEST), naming the shop’s address', async () => {
    for (const origin of ['http://127.0.0.1:3000', 'http://localhost:3000']) {
      const res = await signInWith(t, origin, me.email, TEST_PASSWORD);
      expect(res.statusCode, origin).toBe(403);
      expect(res.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
      expect(res.json().message).toContain('https://shop.example');
    }
    expect((await signInWith(t, 'https://shop.example', me.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('gives the same answer when the library itself finds the origin wrong', async () => {
    // No Origin, so the shop's own check lets it by; the library reads the Referer.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: {
        ...{ cookie: me.headers.cookie },
        referer: 'https://evil.example/page',
        'content-type': 'application/json',
      },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
    expect(res.json().message).toContain('https://shop.example');
  });
});

describe('POST /api/auth/sign-in/email answers each failure with its own status and code', () => {
  it('401 INVALID_EMAIL_OR_PASSWORD for a wrong password or an unknown email', async () => {
    const t = await createTestApp();
    try {
      const me = await signUp(t);
      for (const [email, password] of [
        [me.email, 'Wrong#2025pass'],
        ['nobody@example.test', TEST_PASSWORD],
      ] as const) {
        const res = await signInWith(t, t.config.publicUrl, email, password);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD' });
      }
    } finally {
      await t.close();
    }
  });

  it.each<{ limits: string; overrides: Partial<AppConfig> }>([
    { limits: 'limits off', overrides: {} },
    { limits: 'limits on', overrides: { authRateLimit: { enabled: true, ...AUTH_RATE_LIMITS } } },
  ])('503 SERVICE_UNAVAILABLE when the database is down ($limits)', async ({ overrides }) => {
    const t = await createTestApp(overrides);
    const me = await signUp(t);
    await t.database.close();
    try {
      for (const password of [TEST_PASSWORD, 'Wrong#2025pass']) {
        const res = await signInWith(t, t.config.publicUrl, me.email, password);
        expect(res.statusCode, res.body).toBe(503);
        expect(res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
        expect(res.json().message).not.toMatch(/password/i);
      }
    } finally {
      await t.close();
    }
  });
});
