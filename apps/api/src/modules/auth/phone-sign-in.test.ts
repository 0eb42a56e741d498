import { PHONE_CODE_RULES } from '@medibazaar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../core/config.js';
import { AUTH_RATE_LIMITS } from '../../core/config-auth.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { sessionCookie, signIn, signUp } from '../../../test/auth.js';
import { codeIn, startSmsGateway } from '../../../test/sms-gateway.js';

type Gateway = Awaited<ReturnType<typeof startSmsGateway>>;

/** A fresh number per call, so the per-number limits of one test never meet another's. */
let serial = 0;
const freshNumber = () => `0191${String(process.pid % 1000).padStart(3, '0')}${String(++serial).padStart(4, '0')}`;
const international = (national: string) => `+88${national}`;
const BANGLA = '০১২৩৪৫৬৭৮৯';
const inBangla = (digits: string) => digits.replace(/\d/g, (d) => BANGLA[Number(d)]!);
/** A fresh caller address per test: the per-address limits are the shop's real ones here. */
let block = 0;
const freshAddress = () => `10.77.${Math.floor(++block / 250)}.${(block % 250) + 1}`;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe('signing in and up with a mobile number and a code by text message', () => {
  let gateway: Gateway;
  let t: TestApp;
  beforeAll(async () => {
    gateway = await startSmsGateway();
    const base = loadConfig({ NODE_ENV: 'test', SMS_URL: gateway.url, SMS_TOKEN: gateway.token });
    t = await createTestApp({
      authRateLimit: { enabled: true, ...AUTH_RATE_LIMITS },
      notifications: { ...base.notifications, pollSeconds: 0.5, retryDelaySeconds: 1, retryLimit: 1 },
    });
  });
  afterAll(async () => {
    await t?.close();
    await gateway?.close();
  });

  const post = (url: string, payload: object, ip: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress: ip,
      headers: { origin: t.config.publicUrl, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      payload,
    });
  const askCode = (phoneNumber: string, ip: string, extra: object = {}, cookie?: string) =>
    post('/api/auth/phone-number/send-otp', { phoneNumber, ...extra }, ip, cookie);
  const enter = (phoneNumber: string, code: string, ip: string, extra: object = {}, cookie?: string) =>
    post('/api/auth/phone-number/verify', { phoneNumber, code, ...extra }, ip, cookie);
  const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });
  /** The n-th code sent to `phone` (1 = the first). */
  const nthCode = async (phone: string, n = 1) => codeIn((await gateway.waitFor(international(phone), n))[n - 1]!)!;
  /** As if the minute between two codes had passed. */
  const aMinuteLater = () =>
    t.db.execute(
      sql`update rate_limits set last_request = ${Date.now() - 1000} where key like ${'%:phone-code-minute-%'}`,
    );
  /** A phone account, signed up through the real endpoints. */
  async function phoneAccount(name?: string) {
    const phone = freshNumber();
    const ip = freshAddress();
    expect((await askCode(phone, ip)).statusCode).toBe(200);
    const res = await enter(phone, await nthCode(phone), ip, name ? { name } : {});
    expect(res.statusCode, res.body).toBe(200);
    return { phone, ip, cookie: sessionCookie(res.headers['set-cookie']) };
  }

  it('signs up with a number typed in Bangla digits, keeps only a hash of the code, and GET /api/users/me answers the account', async () => {
    const phone = freshNumber();
    const ip = freshAddress();
    const asked = await askCode(inBangla(`+88 ${phone.slice(0, 5)}-${phone.slice(5)}`), ip, { language: 'bn' });
    expect(asked.statusCode, asked.body).toBe(200);
    const [sms] = await gateway.waitFor(international(phone));
    const code = codeIn(sms!)!;
    expect(code).toMatch(/^\d{6}$/);

    const [stored] = rowsOf<{ value: string }>(
      await t.db.execute(sql`select value from verifications where identifier = ${`phone-number-otp-${phone}`}`),
    );
    expect(stored!.value).toMatch(/^[0-9a-f]{64}:0$/);
    expect(stored!.value).not.toContain(code);

    const res = await enter(inBangla(phone), inBangla(code), ip, { name: 'Rahima Khatun' });
    expect(res.statusCode, res.body).toBe(200);
    const cookie = sessionCookie(res.headers['set-cookie']);
    const account = await me(cookie);
    expect(account.statusCode).toBe(200);
    expect(account.json()).toEqual({ id: expect.any(String), name: 'Rahima Khatun', email: null, phone, role: 'user' });
    // The code worked once.
    expect((await enter(phone, code, ip)).json()).toMatchObject({ code: 'NO_PHONE_CODE', field: 'code' });
  });

  it('signs in to the same account with a new code, and answers 401 at /api/users/me when signed out', async () => {
    const first = await phoneAccount();
    const id = (await me(first.cookie)).json().id;
    await aMinuteLater();
    expect((await askCode(first.phone, first.ip)).statusCode).toBe(200);
    const res = await enter(first.phone, await nthCode(first.phone, 2), first.ip);
    expect(res.statusCode, res.body).toBe(200);
    expect((await me(sessionCookie(res.headers['set-cookie']))).json()).toMatchObject({ id, phone: first.phone });
    const nobody = await t.app.inject({ method: 'GET', url: '/api/users/me' });
    expect(nobody.statusCode).toBe(401);
  });

  it('refuses a number that is not Bangladeshi and a code that is not six digits, naming the field', async () => {
    const ip = freshAddress();
    expect((await askCode('12345', ip)).json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'phoneNumber' });
    expect((await askCode('12345', ip)).statusCode).toBe(400);
    const bad = await enter(freshNumber(), '12ab', ip);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'code' });
  });

  it('counts wrong codes: five and the code stops working; an expired code does not work', async () => {
    const phone = freshNumber();
    const ip = freshAddress();
    await askCode(phone, ip);
    const code = await nthCode(phone);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let left = PHONE_CODE_RULES.attempts - 1; left >= 1; left--) {
      const res = await enter(phone, wrong, ip);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'PHONE_CODE_WRONG', field: 'code' });
      expect(res.json().message).toContain(left === 1 ? 'One more try' : `${left} more tries`);
    }
    expect((await enter(phone, wrong, ip)).json().code).toBe('PHONE_CODE_USED_UP');
    expect((await enter(phone, code, ip)).json().code).toBe('NO_PHONE_CODE');

    await aMinuteLater();
    await askCode(phone, ip);
    const second = await nthCode(phone, 2);
    await t.db.execute(
      sql`update verifications set expires_at = now() - interval '1 second' where identifier = ${`phone-number-otp-${phone}`}`,
    );
    const late = await enter(phone, second, ip);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 'PHONE_CODE_EXPIRED', field: 'code' });
  });

  it('spaces codes a minute apart and sends at most five an hour to one number', async () => {
    const phone = freshNumber();
    const ip = freshAddress();
    expect((await askCode(phone, ip)).statusCode).toBe(200);
    const soon = await askCode(phone, ip);
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toMatchObject({ code: 'PHONE_CODE_TOO_SOON', field: 'phoneNumber' });
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    for (let sent = 1; sent < PHONE_CODE_RULES.perHour; sent++) {
      await aMinuteLater();
      expect((await askCode(phone, freshAddress())).statusCode).toBe(200);
    }
    await aMinuteLater();
    const over = await askCode(phone, ip);
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('TOO_MANY_PHONE_CODES');
    await gateway.waitFor(international(phone), PHONE_CODE_RULES.perHour);
  });

  it('holds back one address after the sign-in limit of wrong codes, even with the right code', async () => {
    const account = await phoneAccount();
    const ip = freshAddress();
    const points = AUTH_RATE_LIMITS.signInPerAccountAndIp.points;
    let sent = 1;
    for (let wrongs = 0; wrongs < points; wrongs++) {
      if (wrongs % PHONE_CODE_RULES.attempts === 0) {
        await aMinuteLater();
        expect((await askCode(account.phone, ip)).statusCode).toBe(200);
        sent += 1;
      }
      const code = await nthCode(account.phone, sent);
      const res = await enter(account.phone, code === '000000' ? '000001' : '000000', ip);
      expect(res.statusCode).toBe(400);
    }
    await aMinuteLater();
    await askCode(account.phone, ip);
    const right = await nthCode(account.phone, sent + 1);
    const held = await enter(account.phone, right, ip);
    expect(held.statusCode).toBe(429);
    expect(held.json().code).toBe('TOO_MANY_ATTEMPTS');
    // The owner's own address still signs in.
    const own = await enter(account.phone, right, account.ip);
    expect(own.statusCode, own.body).toBe(200);
  });

  it('links a number to an email account, and refuses a number another account signs in with', async () => {
    const shopper = await signUp(t);
    const phone = freshNumber();
    const ip = freshAddress();
    expect((await askCode(phone, ip, {}, shopper.headers.cookie)).statusCode).toBe(200);
    const linked = await enter(phone, await nthCode(phone), ip, { updatePhoneNumber: true }, shopper.headers.cookie);
    expect(linked.statusCode, linked.body).toBe(200);
    expect((await me(shopper.headers.cookie)).json()).toMatchObject({ email: shopper.email, phone });

    // The number now signs in to the email account.
    await aMinuteLater();
    await askCode(phone, ip);
    const byCode = await enter(phone, await nthCode(phone, 2), ip);
    expect((await me(sessionCookie(byCode.headers['set-cookie']))).json()).toMatchObject({ id: shopper.id });

    const other = await phoneAccount();
    const second = await signUp(t);
    await askCode(other.phone, other.ip, {}, second.headers.cookie).catch(() => null);
    const taken = await enter(other.phone, '123456', other.ip, { updatePhoneNumber: true }, second.headers.cookie);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'PHONE_TAKEN', field: 'phoneNumber' });
  });

  it('links an email and a password to a phone account, once, never one another account has', async () => {
    const account = await phoneAccount('Karim Uddin');
    const email = `linked-${Date.now().toString(36)}@example.test`;
    const linkEmail = (payload: object, cookie = account.cookie) =>
      post('/api/auth/link-email', payload, account.ip, cookie);

    const weak = await linkEmail({ email, password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().field).toBe('password');
    const someone = await signUp(t);
    const taken = await linkEmail({ email: someone.email, password: 'Linked#pass1' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'EMAIL_TAKEN', field: 'email' });

    const linked = await linkEmail({ email, password: 'Linked#pass1' });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toMatchObject({ name: 'Karim Uddin', email, phone: account.phone, role: 'user' });
    const byPassword = await signIn(t, email, 'Linked#pass1');
    expect(byPassword.res.statusCode, byPassword.res.body).toBe(200);
    expect((await me(byPassword.headers.cookie)).json()).toMatchObject({ email, phone: account.phone });

    const again = await linkEmail({ email: `other-${email}`, password: 'Linked#pass1' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('EMAIL_ALREADY_LINKED');
    const signedOut = await post('/api/auth/link-email', { email, password: 'Linked#pass1' }, account.ip);
    expect(signedOut.statusCode).toBe(401);
  });
});
