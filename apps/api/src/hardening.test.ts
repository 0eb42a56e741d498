import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { ConfigError, loadConfig } from './core/config.js';
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
    // Pictures come from the shop alone: a photo address cannot make a page load a tracking pixel.
    const imgSrc = csp.split(';').find((d) => d.trim().startsWith('img-src'));
    expect(imgSrc?.trim()).toBe("img-src 'self' data: blob:");
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

describe('what the server tells about itself', () => {
  it('counts SQL statements in a header for the tests only, never in development or production', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/category' })).headers['x-sql-statements']).toBeDefined();
    for (const env of ['development', 'production'] as const) {
      const other = await createTestApp({ env });
      try {
        const res = await other.app.inject({ method: 'GET', url: '/api/category' });
        expect(res.statusCode).toBe(200);
        expect(res.headers['x-sql-statements'], env).toBeUndefined();
      } finally {
        await other.close();
      }
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

  it('refuses text holding the NUL character with 400 naming the field, before the database sees it', async () => {
    const rename = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: { ...me.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'Nul\u0000Name' }),
    });
    expect(rename.statusCode, rename.body).toBe(400);
    expect(rename.json()).toMatchObject({ statusCode: 400, code: 'NUL_CHARACTER', field: 'name' });
    const query = await t.app.inject({ method: 'GET', url: '/api/carts?email=a%00b', headers: me.headers });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({ code: 'NUL_CHARACTER', field: 'email' });
    const nested = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/confirm',
      headers: { ...me.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({
        clientSecret: 'pi_x_secret_y',
        card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' },
        billingDetails: { name: 'Card\u0000Holder', email: 'holder@example.test' },
      }),
    });
    expect(nested.json()).toMatchObject({ statusCode: 400, code: 'NUL_CHARACTER', field: 'billingDetails.name' });
    const [self] = (
      await t.app.inject({ method: 'GET', url: `/api/users/${me.email}`, headers: me.headers })
    ).json() as { name: string }[];
    expect(self!.name).toBe(me.name);
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

describe('request timeouts', () => {
  /** Small, so slow clients are cut off within the test; the shop's default is 30 s (REQUEST_TIMEOUT_MS). */
  const REQUEST_MS = 300;
  /** Node checks for late requests four times per timeout (see app.ts): a client is cut off by then. */
  const CUT_OFF_WITHIN_MS = REQUEST_MS + REQUEST_MS / 4 + 700;

  let slow: TestApp;
  let port: number;
  beforeAll(async () => {
    slow = await createTestApp({ timeouts: { requestMs: REQUEST_MS, connectionMs: 5_000, headersMs: REQUEST_MS } });
    port = await listenOnLoopback(slow);
  });
  afterAll(async () => slow.close());

  const health = async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).status;

  it('answer 408 to a client that sends its headers but never finishes the body, and keep serving others', async () => {
    const client = connect(port);
    client.socket.write(
      'POST /api/carts HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"menuId":',
    );
    // Others are served while that request hangs.
    expect(await health()).toBe(200);
    const closedAfter = await within(5_000, 'closing the connection', client.closed).finally(() =>
      client.socket.destroy(),
    );
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfter).toBeGreaterThanOrEqual(REQUEST_MS - 50);
    expect(closedAfter).toBeLessThan(CUT_OFF_WITHIN_MS);
    expect(await health()).toBe(200);
  });

  it('cut off a client that trickles its headers a byte at a time (slowloris)', async () => {
    const client = connect(port);
    client.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    // A byte every 20 ms keeps the connection from ever being idle; the headers never end.
    const trickle = setInterval(() => client.socket.writable && client.socket.write('x'), 20);
    try {
      const closedAfter = await within(5_000, 'closing the connection', client.closed);
      expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
      expect(closedAfter).toBeLessThan(CUT_OFF_WITHIN_MS);
    } finally {
      clearInterval(trickle);
      client.socket.destroy();
    }
    expect(await health()).toBe(200);
  });

  it('do not let keep-alive connections hold up a graceful shutdown, idle or answering', async () => {
    // Connections may stay open far longer than the test waits: only the shutdown can close these.
    const closing = await createTestApp({ timeouts: { requestMs: 30_000, connectionMs: 60_000, headersMs: 10_000 } });
    const closingPort = await listenOnLoopback(closing);
    const idle = connect(closingPort);
    idle.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
    await idle.answered;
    expect(idle.received()).toMatch(/^HTTP\/1\.1 200 [^]*\r\nconnection: keep-alive/i);
    // Another is in the middle of sending a request when the shutdown begins.
    const busy = connect(closingPort);
    const body = JSON.stringify({ menuId: 'x', quantity: 1 });
    busy.socket.write(
      'POST /api/carts HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n' +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));

    const started = performance.now();
    const closed = closing.close();
    try {
      await within(2_000, 'closing the idle connection', idle.closed);
      busy.socket.write(body.slice(5));
      await within(2_000, 'closing the answered connection', busy.closed);
    } finally {
      idle.socket.destroy();
      busy.socket.destroy();
    }
    await closed;
    // It got its answer (it is not signed in), told to close the connection.
    expect(busy.received()).toMatch(/^HTTP\/1\.1 401 [^]*\r\nconnection: close\r\n/i);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('are read from REQUEST_TIMEOUT_MS, CONNECTION_TIMEOUT_MS and HEADERS_TIMEOUT_MS, within sane bounds', () => {
    const env = { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'mb-timeouts-')), AUTH_SECRET: 'x'.repeat(40) };
    expect(loadConfig(env).timeouts).toEqual({ requestMs: 30_000, connectionMs: 60_000, headersMs: 10_000 });
    expect(loadConfig({ ...env, REQUEST_TIMEOUT_MS: '5000', CONNECTION_TIMEOUT_MS: '120000' }).timeouts).toEqual({
      requestMs: 5_000,
      connectionMs: 120_000,
      headersMs: 5_000,
    });
    expect(loadConfig({ ...env, HEADERS_TIMEOUT_MS: '3000' }).timeouts.headersMs).toBe(3_000);
    expect(() => loadConfig({ ...env, HEADERS_TIMEOUT_MS: '10' })).toThrow(/HEADERS_TIMEOUT_MS/);
    for (const bad of ['0', '10', '-1', '1.5', 'soon', '600001']) {
      expect(() => loadConfig({ ...env, REQUEST_TIMEOUT_MS: bad }), bad).toThrow(ConfigError);
      expect(() => loadConfig({ ...env, REQUEST_TIMEOUT_MS: bad }), bad).toThrow(/REQUEST_TIMEOUT_MS/);
    }
    expect(() => loadConfig({ ...env, CONNECTION_TIMEOUT_MS: '999' })).toThrow(/CONNECTION_TIMEOUT_MS/);
  });
});

/** The promise's value, or a failure naming what did not happen in time. */
async function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Starts the app on a free port of 127.0.0.1 only (closed with the app). */
async function listenOnLoopback(app: TestApp): Promise<number> {
  await app.app.listen({ host: '127.0.0.1', port: 0 });
  return (app.app.server.address() as net.AddressInfo).port;
}

/**
 * A raw connection: what it received, when the first whole JSON answer arrived, and
 * when the server closed it (ms after connecting).
 */
function connect(port: number) {
  const socket = net.connect({ host: '127.0.0.1', port });
  const start = performance.now();
  let received = '';
  socket.setEncoding('utf8');
  socket.on('error', () => {});
  const answered = new Promise<void>((resolve) =>
    socket.on('data', (chunk: string) => {
      received += chunk;
      if (/\r\n\r\n\{.*\}$/s.test(received)) resolve();
    }),
  );
  const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(performance.now() - start)));
  return { socket, answered, closed, received: () => received };
}
