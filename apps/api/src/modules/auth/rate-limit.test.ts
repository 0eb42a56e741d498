import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { AUTH_RATE_LIMITS } from '../../config.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signUp, TEST_PASSWORD } from '../../../test/auth.js';

/** The shop's real limits, switched on (they are off by default in tests). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ authRateLimit: { enabled: true, ...AUTH_RATE_LIMITS } });
});
afterAll(async () => t.close());

let seq = 0;
const json = { 'content-type': 'application/json' };

function signInFrom(app: TestApp['app'], ip: string, email: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: ip,
    headers: { origin: t.config.publicUrl, ...json },
    payload: { email, password },
  });
}

/** A fresh account made without touching the sign-up limit of the test's own addresses. */
async function account() {
  return signUp(t, { email: `limited-${Date.now().toString(36)}-${seq++}@example.test` });
}

describe('POST /api/auth/sign-in/email limits', () => {
  it('refuses an account after repeated wrong passwords, from any address, even with the right one', async () => {
    const victim = await account();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      statuses.push((await signInFrom(t.app, `10.1.0.${i + 1}`, victim.email, `Wrong${i}pass`)).statusCode);
    }
    expect(statuses.indexOf(429)).toBeGreaterThan(0);
    expect(statuses.indexOf(429)).toBeLessThan(20);
    expect(statuses.slice(0, statuses.indexOf(429)).every((s) => s === 401)).toBe(true);

    const right = await signInFrom(t.app, '10.1.1.1', victim.email, TEST_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect(right.json().message).toMatch(/^Too many sign-in attempts\. Please wait \d+ minutes? and try again\.$/);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(right.headers['retry-after'])).toBeLessThanOrEqual(AUTH_RATE_LIMITS.signInPerAccount.windowSeconds);

    // Another account is not affected.
    const other = await account();
    expect((await signInFrom(t.app, '10.1.1.2', other.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses one address guessing across many accounts before 20 tries', async () => {
    const ip = '10.2.0.1';
    let firstRefusal = 0;
    for (let i = 1; i <= 20; i++) {
      const res = await signInFrom(t.app, ip, `nobody-${i}-${seq++}@example.test`, 'Guess1234');
      if (res.statusCode === 429) {
        firstRefusal = i;
        break;
      }
      expect(res.statusCode).toBe(401);
    }
    expect(firstRefusal).toBeGreaterThan(1);
    expect(firstRefusal).toBeLessThan(20);
    // Another address still signs in.
    const me = await account();
    expect((await signInFrom(t.app, '10.2.0.2', me.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("does not count an owner's successful sign-ins against them", async () => {
    const me = await account();
    const ip = '10.3.0.1';
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < AUTH_RATE_LIMITS.signInPerAccount.max - 1; i++) {
        expect((await signInFrom(t.app, ip, me.email, 'Typo2025x')).statusCode).toBe(401);
      }
      expect((await signInFrom(t.app, ip, me.email, TEST_PASSWORD)).statusCode).toBe(200);
    }
  });

  it('holds across instances sharing the database', async () => {
    const second = await buildApp(t.config, { database: t.database });
    try {
      const victim = await account();
      const ip = '10.4.0.1';
      const apps = [t.app, second];
      const statuses: number[] = [];
      for (let i = 0; i < AUTH_RATE_LIMITS.signInPerAccount.max + 1; i++) {
        statuses.push((await signInFrom(apps[i % 2]!, ip, victim.email, 'Nope2025x')).statusCode);
      }
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('cannot be bypassed by sending many attempts at once', async () => {
    const victim = await account();
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signInFrom(t.app, `10.5.0.${i + 1}`, victim.email, 'Burst2025x')),
    );
    const wrongPasswordAnswers = burst.filter((r) => r.statusCode === 401).length;
    expect(wrongPasswordAnswers).toBe(AUTH_RATE_LIMITS.signInPerAccount.max);
  });
});

describe('sign-up limits', () => {
  it('throttles new accounts per address, across POST /api/users and the library endpoint', async () => {
    const ip = '10.6.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < AUTH_RATE_LIMITS.signUpPerIp.max + 1; i++) {
      const email = `burst-${Date.now().toString(36)}-${seq++}@example.test`;
      const res =
        i % 2 === 0
          ? await t.app.inject({
              method: 'POST',
              url: '/api/users',
              remoteAddress: ip,
              headers: { origin: t.config.publicUrl, ...json },
              payload: { name: 'Burst', email, password: 'Burst2025x', role: 'user' },
            })
          : await t.app.inject({
              method: 'POST',
              url: '/api/auth/sign-up/email',
              remoteAddress: ip,
              headers: { origin: t.config.publicUrl, ...json },
              payload: { name: 'Burst', email, password: 'Burst2025x' },
            });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, -1).every((s) => s === 200 || s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      remoteAddress: '10.6.0.2',
      headers: { origin: t.config.publicUrl, ...json },
      payload: { name: 'Else', email: `else-${seq++}@example.test`, password: 'Burst2025x', role: 'user' },
    });
    expect(elsewhere.statusCode).toBe(201);
  });
});

describe('with limits off (the default in tests)', () => {
  it('lets repeated wrong passwords through as 401', async () => {
    const relaxed = await createTestApp();
    try {
      const me = await signUp(relaxed);
      for (let i = 0; i < AUTH_RATE_LIMITS.signInPerAccount.max + 3; i++) {
        const res = await signInFrom(relaxed.app, '10.7.0.1', me.email, 'Wrong2025x');
        expect(res.statusCode).toBe(401);
      }
    } finally {
      await relaxed.close();
    }
  });
});

describe("the sign-in library's other endpoints", () => {
  it('limit repeated calls per address, but never the session check every page makes', async () => {
    for (let i = 0; i < 120; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', remoteAddress: '10.8.0.1' });
      expect(res.statusCode).toBe(200);
    }
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/social',
        remoteAddress: '10.8.0.2',
        headers: { origin: t.config.publicUrl, ...json },
        payload: { provider: 'oidc' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
