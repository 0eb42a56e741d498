import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { AUTH_RATE_LIMITS } from '../../core/config-auth.js';
import { users, verifications } from '../../../test/tables.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signUp, TEST_PASSWORD } from '../../../test/auth.js';

/** The shop's real limits, switched on (they are off by default in tests). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ authRateLimit: { enabled: true, ...AUTH_RATE_LIMITS } });
});
afterAll(async () => t.close());

const PAIR = AUTH_RATE_LIMITS.signInPerAccountAndIp;
const ACCOUNT = AUTH_RATE_LIMITS.signInPerAccount;
const ADDRESS = AUTH_RATE_LIMITS.signInPerIp;

let seq = 0;
const json = { 'content-type': 'application/json' };
/** A fresh block of addresses, so tests do not share the per-address budget. */
let block = 0;
const addresses = () => {
  block += 1;
  return (i: number) => `10.${block}.${Math.floor(i / 250)}.${(i % 250) + 1}`;
};

function signInFrom(app: TestApp['app'], ip: string, email: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: ip,
    headers: { origin: t.config.publicUrl, ...json },
    payload: { email, password },
  });
}

/** A fresh account, each signed up from an address of its own (new accounts per address are limited too). */
async function account() {
  const n = seq++;
  const email = `limited-${Date.now().toString(36)}-${n}@example.test`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    remoteAddress: `10.240.${Math.floor(n / 250)}.${(n % 250) + 1}`,
    headers: { origin: t.config.publicUrl, ...json },
    payload: { name: 'Limited', email, password: TEST_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { email };
}

describe('POST /api/auth/sign-in/email, one address against one account', () => {
  it(`is refused after ${PAIR.points} wrong passwords in a row, even with the right one`, async () => {
    const victim = await account();
    const ip = addresses()(0);
    for (let i = 0; i < PAIR.points; i++) {
      expect((await signInFrom(t.app, ip, victim.email, `Wrong${i}pass`)).statusCode).toBe(401);
    }
    const right = await signInFrom(t.app, ip, victim.email, TEST_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect(right.json().message).toMatch(/^Too many sign-in attempts\. Please wait \d+ minutes? and try again\.$/);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(right.headers['retry-after'])).toBeLessThanOrEqual(PAIR.blockSeconds);
  });

  it('counts only failures in a row: a success starts the count again', async () => {
    const me = await account();
    const ip = addresses()(0);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < PAIR.points - 1; i++) {
        expect((await signInFrom(t.app, ip, me.email, 'Typo2025x')).statusCode).toBe(401);
      }
      expect((await signInFrom(t.app, ip, me.email, TEST_PASSWORD)).statusCode).toBe(200);
    }
  });

  it('cannot be bypassed by sending many attempts at once', async () => {
    const victim = await account();
    const ip = addresses()(0);
    const burst = await Promise.all(
      Array.from({ length: PAIR.points + 6 }, () => signInFrom(t.app, ip, victim.email, 'Burst2025x')),
    );
    expect(burst.filter((r) => r.statusCode === 401).length).toBe(PAIR.points);
    expect(burst.filter((r) => r.statusCode === 429).length).toBe(6);
  });
});

describe("POST /api/auth/sign-in/email, strangers against someone's account", () => {
  it("lets the owner in from their own address after a stranger's 100 failures from other addresses", async () => {
    const owner = await account();
    const ownAddress = addresses()(0);
    expect((await signInFrom(t.app, ownAddress, owner.email, TEST_PASSWORD)).statusCode).toBe(200);

    const stranger = addresses();
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) {
      statuses.push((await signInFrom(t.app, stranger(i), owner.email, `Guess${i}pass`)).statusCode);
    }
    // The stranger is slowed: the account's free failures, then waits.
    expect(statuses.filter((s) => s === 401).length).toBe(ACCOUNT.points);
    expect(statuses.slice(ACCOUNT.points).every((s) => s === 429)).toBe(true);
    // A new address has to wait too, even with the right password...
    const elsewhere = await signInFrom(t.app, stranger(100), owner.email, TEST_PASSWORD);
    expect(elsewhere.statusCode).toBe(429);
    expect(Number(elsewhere.headers['retry-after'])).toBeLessThanOrEqual(ACCOUNT.firstBlockSeconds);
    // ...but the owner, from the address they signed in from, gets in at once.
    expect((await signInFrom(t.app, ownAddress, owner.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('makes strangers wait twice as long each time the account is held back', async () => {
    // Fewer free failures than the shop's, so the test checks fewer passwords.
    const rule = { ...ACCOUNT, points: 3 };
    const small = await createTestApp({
      authRateLimit: { enabled: true, ...AUTH_RATE_LIMITS, signInPerAccount: rule },
    });
    try {
      const owner = await signUp(small);
      const stranger = addresses();
      let next = 0;
      const guess = () => signInFrom(small.app, stranger(next++), owner.email, 'Guess2025x');
      const waits: number[] = [];
      for (let round = 0; round < 3; round++) {
        for (let i = 0; i < rule.points; i++) expect((await guess()).statusCode).toBe(401);
        const held = await guess();
        expect(held.statusCode).toBe(429);
        waits.push(Number(held.headers['retry-after']));
        // Another try while it lasts does not make it longer.
        expect(Number((await guess()).headers['retry-after'])).toBeLessThanOrEqual(waits.at(-1)!);
        // The wait runs out (its end moved to the past, as time would).
        await small.db.execute(
          sql`update rate_limits set last_request = ${Date.now() - 1000} where key = ${`login-fail-account:${owner.email}`}`,
        );
      }
      expect(waits).toEqual([rule.firstBlockSeconds, rule.firstBlockSeconds * 2, rule.firstBlockSeconds * 4]);
    } finally {
      await small.close();
    }
  });

  it('holds across instances sharing the database', async () => {
    const second = await buildApp(t.config, { database: t.database });
    try {
      const victim = await account();
      const ip = addresses()(0);
      const apps = [t.app, second];
      const statuses: number[] = [];
      for (let i = 0; i < PAIR.points + 1; i++) {
        statuses.push((await signInFrom(apps[i % 2]!, ip, victim.email, 'Nope2025x')).statusCode);
      }
      expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await second.close();
    }
  });
});

describe('a password reset by mail', () => {
  /** Asks for a reset link from `ip` and sets `newPassword` with its token, as the mail's reader would. */
  async function resetFrom(ip: string, email: string, newPassword: string) {
    const headers = { origin: t.config.publicUrl, ...json };
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      remoteAddress: ip,
      headers,
      payload: { email, redirectTo: '/reset-password' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const [pending] = await t.db
      .select({ identifier: verifications.identifier })
      .from(verifications)
      .where(and(eq(verifications.value, user!.id), like(verifications.identifier, 'reset-password:%')));
    const token = pending!.identifier.slice('reset-password:'.length);
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      remoteAddress: ip,
      headers,
      payload: { token, newPassword },
    });
    expect(set.statusCode, set.body).toBe(200);
  }

  it("lifts the account's locks: the owner signs in at once, from the locked address and from a new one", async () => {
    const owner = await account();
    const home = addresses()(0);
    for (let i = 0; i < PAIR.points; i++) {
      expect((await signInFrom(t.app, home, owner.email, `Forgot${i}pass`)).statusCode).toBe(401);
    }
    const stranger = addresses();
    for (let i = 0; i <= ACCOUNT.points; i++) await signInFrom(t.app, stranger(i), owner.email, `Guess${i}pass`);
    expect((await signInFrom(t.app, home, owner.email, TEST_PASSWORD)).statusCode).toBe(429);
    expect((await signInFrom(t.app, stranger(50), owner.email, TEST_PASSWORD)).statusCode).toBe(429);

    await resetFrom(home, owner.email, 'Recovered2026pass');

    expect((await signInFrom(t.app, home, owner.email, 'Recovered2026pass')).statusCode).toBe(200);
    expect((await signInFrom(t.app, addresses()(0), owner.email, 'Recovered2026pass')).statusCode).toBe(200);
    // The old password is gone, and wrong passwords are counted again from nothing.
    expect((await signInFrom(t.app, home, owner.email, TEST_PASSWORD)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/sign-in/email, one address against many accounts', () => {
  // A smaller daily budget than the shop's, so the test checks fewer passwords.
  const budget = { ...ADDRESS, points: 20 };
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ authRateLimit: { enabled: true, ...AUTH_RATE_LIMITS, signInPerIp: budget } });
  });
  afterAll(async () => small.close());

  it('refuses an address past its daily failures, whichever accounts it tries', async () => {
    const ip = addresses()(0);
    const statuses: number[] = [];
    for (let i = 0; i < budget.points + 1; i++) {
      statuses.push((await signInFrom(small.app, ip, `nobody-${i}-${seq++}@example.test`, 'Guess1234')).statusCode);
    }
    expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Its own accounts too, with the right password.
    const me = await signUp(small);
    const mine = await signInFrom(small.app, ip, me.email, TEST_PASSWORD);
    expect(mine.statusCode).toBe(429);
    expect(Number(mine.headers['retry-after'])).toBeGreaterThan(budget.blockSeconds - 60);
    // Another address still signs in.
    expect((await signInFrom(small.app, addresses()(0), me.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it(`allows ${ADDRESS.points} failures a day by default`, () => {
    expect(ADDRESS).toEqual({ points: 100, durationSeconds: 24 * 60 * 60, blockSeconds: 24 * 60 * 60 });
  });
});

/**
 * How the sign-in library reads a body: JSON, or a form, under any spelling of the
 * content type it accepts. Each one's failures must count like JSON's, or be refused.
 */
const BODIES: { name: string; type: string; body: (email: string, password: string) => string }[] = [
  { name: 'JSON', type: 'application/json', body: (email, password) => JSON.stringify({ email, password }) },
  {
    name: 'JSON with a charset',
    type: 'application/json; charset=utf-8',
    body: (email, password) => JSON.stringify({ email, password }),
  },
  {
    name: 'JSON, upper case',
    type: 'Application/JSON',
    body: (email, password) => JSON.stringify({ email, password }),
  },
  {
    name: 'JSON with a byte order mark',
    type: 'application/json',
    body: (email, password) => `\uFEFF${JSON.stringify({ email, password })}`,
  },
  {
    name: 'JSON with the email spelt in capitals and escapes',
    type: 'application/json',
    body: (email, password) =>
      `{"email":"${[...email.toUpperCase()].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}","password":${JSON.stringify(password)}}`,
  },
  {
    name: 'a form',
    type: 'application/x-www-form-urlencoded',
    body: (email, password) => new URLSearchParams({ email, password }).toString(),
  },
  {
    name: 'a form with a charset',
    type: 'application/x-www-form-urlencoded;charset=UTF-8',
    body: (email, password) => new URLSearchParams({ email, password }).toString(),
  },
  {
    name: 'a form, upper case',
    type: 'APPLICATION/X-WWW-FORM-URLENCODED',
    body: (email, password) => new URLSearchParams({ email, password }).toString(),
  },
  {
    name: 'a multipart form',
    type: 'multipart/form-data; boundary=XyZ',
    body: (email, password) =>
      `--XyZ\r\nContent-Disposition: form-data; name="email"\r\n\r\n${email}\r\n` +
      `--XyZ\r\nContent-Disposition: form-data; name="password"\r\n\r\n${password}\r\n--XyZ--\r\n`,
  },
  { name: 'plain text', type: 'text/plain', body: (email, password) => JSON.stringify({ email, password }) },
];

describe('POST /api/auth/sign-in/email, however the body is sent', () => {
  it.each(BODIES)('counts failures sent as $name against the account, or refuses them', async ({ type, body }) => {
    const victim = await account();
    const from = addresses();
    const statuses: number[] = [];
    for (let i = 0; i < ACCOUNT.points + 3; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: from(i),
        headers: { origin: t.config.publicUrl, 'content-type': type },
        payload: body(victim.email, `Wrong${i}pass`),
      });
      statuses.push(res.statusCode);
    }
    const checked = statuses.filter((s) => s === 401).length;
    expect(checked, statuses.join(' ')).toBeLessThanOrEqual(ACCOUNT.points);
    expect(statuses.every((s) => s === 401 || s === 429 || s === 415)).toBe(true);
  });

  it('accepts only JSON, and says so', async () => {
    const me = await account();
    for (const { type, body } of BODIES) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: addresses()(0),
        headers: { origin: t.config.publicUrl, 'content-type': type },
        payload: body(me.email, TEST_PASSWORD),
      });
      if (type.toLowerCase().startsWith('application/json')) expect(res.statusCode, type).toBe(200);
      else {
        expect(res.statusCode, type).toBe(415);
        expect(res.json()).toMatchObject({ code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' });
      }
    }
  });
});

describe('sign-up limits', () => {
  it('throttles new accounts per address, across POST /api/users and the library endpoint', async () => {
    const ip = addresses()(0);
    const statuses: number[] = [];
    for (let i = 0; i < AUTH_RATE_LIMITS.signUpPerIp.points + 1; i++) {
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
      remoteAddress: addresses()(0),
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
      for (let i = 0; i < PAIR.points + 3; i++) {
        const res = await signInFrom(relaxed.app, '10.250.0.1', me.email, 'Wrong2025x');
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
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', remoteAddress: '10.251.0.1' });
      expect(res.statusCode).toBe(200);
    }
    const statuses: number[] = [];
    const retryAfter: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        remoteAddress: '10.251.0.2',
        headers: { origin: t.config.publicUrl, ...json },
        payload: { currentPassword: 'Guess2025x', newPassword: 'Other2025x' },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
        retryAfter.push(String(res.headers['retry-after']));
      }
    }
    expect(statuses.at(-1)).toBe(429);
    expect(Number(retryAfter[0])).toBeGreaterThan(0);
  });
});
