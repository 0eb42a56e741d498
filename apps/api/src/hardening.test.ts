import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { signUp, type SignedIn } from '../test/auth.js';
import { createCatalogBasics, createProduct } from '../test/factories.js';

// Like TEST_DATABASE_URL: CI sets it; without it (no Redis server) the shared-budget test does not run.
const REDIS_URL = process.env.TEST_REDIS_URL;

/** A distinct client address per test, so budgets never carry over between tests or runs. */
const randomIp = () => `10.${[1, 2, 3].map(() => randomBytes(1)[0]! % 250).join('.')}`;

let t: TestApp;
let me: SignedIn;
let productId: string;
beforeAll(async () => {
  t = await createTestApp({ corsOrigins: ['https://partner.example'] });
  await createCatalogBasics(t.db);
  productId = (await createProduct(t.db)).id;
  me = await signUp(t);
});
afterAll(async () => t.close());

describe('security headers', () => {
  it('send a strict content security policy and the usual protections', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'));
    expect(scriptSrc).toBeDefined();
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Plain http (development): no HSTS, which would lock browsers out of the local address.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('add HSTS and secure cookies when the shop is served over https', async () => {
    const secure = await createTestApp({ publicUrl: 'https://shop.example' });
    try {
      const health = await secure.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      const res = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: 'https://shop.example', 'content-type': 'application/json' },
        payload: { name: 'Secure Buyer', email: 'secure-buyer@example.test', password: 'Test#pass2025' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const cookies = [res.headers['set-cookie']].flat().filter((c): c is string => Boolean(c));
      const session = cookies.find((c) => c.includes('medibazaar.session_token='));
      expect(session).toBeDefined();
      expect(session).toMatch(/;\s*Secure/i);
      expect(session).toMatch(/;\s*HttpOnly/i);
      expect(session).toMatch(/;\s*SameSite=Lax/i);
    } finally {
      await secure.close();
    }
  });

  it('keep the session cookie away from scripts and other sites over http too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: t.config.publicUrl, 'content-type': 'application/json' },
      payload: { name: 'Plain Buyer', email: 'plain-buyer@example.test', password: 'Test#pass2025' },
    });
    const session = [res.headers['set-cookie']].flat().find((c) => c?.includes('medibazaar.session_token='));
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(session).toMatch(/;\s*SameSite=Lax/i);
    expect(session).not.toMatch(/;\s*Secure/i);
  });
});

describe('CORS', () => {
  it('answers a configured origin', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/products',
      headers: { origin: 'https://partner.example', 'access-control-request-method': 'GET' },
    });
    expect(res.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
  });

  it('gives any other origin nothing', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('is off when no origin is configured', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({
        method: 'GET',
        url: '/api/products',
        headers: { origin: 'https://partner.example' },
      });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});

describe('cross-site requests', () => {
  const addToCart = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/carts',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: { menuId: productId, quantity: 1 },
    });

  it('refuses a state-changing request from a foreign origin, even with a valid session', async () => {
    const res = await addToCart({ cookie: me.headers.cookie, origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
    const cart = await t.app.inject({ method: 'GET', url: `/api/carts?email=${me.email}`, headers: me.headers });
    expect(cart.json()).toEqual([]);
  });

  it('refuses one the browser marks cross-site, and an opaque origin', async () => {
    const marked = await addToCart({ cookie: me.headers.cookie, 'sec-fetch-site': 'cross-site' });
    expect(marked.statusCode).toBe(403);
    expect(marked.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
    const opaque = await addToCart({ cookie: me.headers.cookie, origin: 'null' });
    expect(opaque.statusCode).toBe(403);
  });

  it('refuses a cross-site sign-in attempt', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: { email: me.email, password: 'Test#pass2025' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
  });

  it('accepts the shop itself, a configured origin, and reads from anywhere', async () => {
    expect((await addToCart({ cookie: me.headers.cookie, origin: t.config.publicUrl })).statusCode).toBeLessThan(300);
    const partner = await addToCart({
      cookie: me.headers.cookie,
      origin: 'https://partner.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(partner.statusCode).toBeLessThan(300);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(read.statusCode).toBe(200);
  });

  it('lets an API client with a bearer token and no Origin change its cart', async () => {
    const jwt = await t.app.inject({ method: 'POST', url: '/api/jwt', headers: me.headers });
    expect(jwt.statusCode, jwt.body).toBe(200);
    const { token } = jwt.json() as { token: string };
    const other = await createProduct(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/carts',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: { menuId: other.id, quantity: 2 },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
  });

  it('still accepts the payment provider calling its webhook from its own servers', async () => {
    const stripe = await createTestApp({
      payments: {
        provider: 'stripe',
        secretKey: 'sk_test_hardening',
        publishableKey: 'pk_test_hardening',
        webhookSecret: 'whsec_hardening',
        apiBase: 'http://127.0.0.1:9',
      },
    });
    try {
      const res = await stripe.app.inject({
        method: 'POST',
        url: '/api/webhooks/stripe',
        headers: {
          origin: 'https://stripe.example',
          'sec-fetch-site': 'cross-site',
          'content-type': 'application/json',
          'stripe-signature': 't=1,v1=bad',
        },
        payload: '{"id":"evt_1"}',
      });
      // Reached the handler, which checks the signature itself.
      expect(res.json()).not.toMatchObject({ code: 'CROSS_SITE_REQUEST' });
      expect(res.statusCode).toBe(400);
    } finally {
      await stripe.close();
    }
  });
});

describe('request limits', () => {
  it('refuses a JSON body over 1 MB with 413 and a readable error', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/carts',
      headers: { ...me.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ menuId: productId, quantity: 1, padding: 'x'.repeat(1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ statusCode: 413, message: expect.stringMatching(/too large/i) });
  });

  it('answers malformed JSON with 400, not a crash', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/carts',
      headers: { ...me.headers, 'content-type': 'application/json' },
      payload: '{"menuId": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('message');
  });
});

describe('the API request budget', () => {
  it('answers 429 past the budget, with when to retry, but never limits the health check', async () => {
    const limited = await createTestApp({ rateLimit: { enabled: true, max: 3, windowSeconds: 60, redisUrl: null } });
    try {
      const ip = randomIp();
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.app.inject({ method: 'GET', url: '/api/category', remoteAddress: ip });
        statuses.push(res.statusCode);
        if (i === 3) {
          expect(res.json()).toMatchObject({ code: 'RATE_LIMITED', statusCode: 429 });
          expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        }
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      const health = await limited.app.inject({ method: 'GET', url: '/api/health', remoteAddress: ip });
      expect(health.statusCode).toBe(200);
      // Another address has its own budget.
      const other = await limited.app.inject({ method: 'GET', url: '/api/category', remoteAddress: randomIp() });
      expect(other.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it.runIf(REDIS_URL)('is shared by two instances through Redis', async () => {
    const probe = new Redis(REDIS_URL!, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 2000 });
    await probe.connect().catch((err: unknown) => {
      throw new Error(`Redis is required at ${REDIS_URL} for this test (set TEST_REDIS_URL): ${String(err)}`);
    });
    await probe.quit();
    const rateLimit = { enabled: true, max: 4, windowSeconds: 60, redisUrl: REDIS_URL! };
    const [a, b] = await Promise.all([createTestApp({ rateLimit }), createTestApp({ rateLimit })]);
    try {
      const ip = randomIp();
      const statuses: number[] = [];
      for (const app of [a, b, a, b, a, b]) {
        const res = await app.app.inject({ method: 'GET', url: '/api/category', remoteAddress: ip });
        statuses.push(res.statusCode);
      }
      // Four in all, whichever instance served them; each alone would have allowed six.
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('is off with NODE_ENV=test unless asked for, so the suites run unthrottled', () => {
    expect(t.config.rateLimit.enabled).toBe(false);
  });
});
