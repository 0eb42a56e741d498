import { randomUUID } from 'node:crypto';
import { PHONE_CODE_RULES } from '@medibazaar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signUp, type SignedIn } from '../../../test/auth.js';
import { createCatalogBasics, createProduct } from '../../../test/factories.js';
import { codeIn, startSmsGateway } from '../../../test/sms-gateway.js';
import { loadConfig } from '../../core/config.js';
import { seedDeliveryZones } from '../orders/delivery.repository.js';
import { addToCart } from '../payments/payments.test-helpers.js';

type Gateway = Awaited<ReturnType<typeof startSmsGateway>>;

/** A fresh Bangladeshi mobile number per call, so the per-number limit of one test never meets another's. */
let serial = 0;
const freshNumber = () => `0181${String(process.pid % 1000).padStart(3, '0')}${String(++serial).padStart(4, '0')}`;
const international = (national: string) => `+88${national}`;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe('a mobile number proved by a code, and order news by text message', () => {
  let gateway: Gateway;
  let t: TestApp;
  beforeAll(async () => {
    gateway = await startSmsGateway();
    const base = loadConfig({ NODE_ENV: 'test', SMS_URL: gateway.url, SMS_TOKEN: gateway.token });
    t = await createTestApp({
      notifications: { ...base.notifications, pollSeconds: 0.5, retryDelaySeconds: 1, retryLimit: 1 },
    });
    await createCatalogBasics(t.db);
    await seedDeliveryZones(t.db, 'USD');
  });
  afterAll(async () => {
    await t?.close();
    await gateway?.close();
  });

  const askCode = (who: SignedIn, phone: string) =>
    t.app.inject({ method: 'POST', url: '/api/users/me/phone', headers: who.headers, payload: { phone } });
  const enter = (who: SignedIn, code: string) =>
    t.app.inject({ method: 'POST', url: '/api/users/me/phone/verify', headers: who.headers, payload: { code } });
  const saveSwitches = (who: SignedIn, switches: Partial<Record<'orderSms' | 'marketingSms', boolean>> = {}) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/users/me/notifications',
      headers: who.headers,
      payload: { orderEmail: true, orderSms: false, marketingEmail: false, marketingSms: false, ...switches },
    });
  /** Lets the next code be asked for at once, as if the minute between codes had passed. */
  const aMinuteLater = async (who: SignedIn) => {
    await t.db.execute(
      sql`update phone_verifications set sent_at = now() - interval '61 seconds' where user_id = ${who.id}`,
    );
    await t.db.execute(
      sql`update rate_limits set last_request = ${Date.now() - 1000} where key like ${'%:phone-code-minute-%'}`,
    );
  };

  it('sends a 6-digit code through the gateway, keeps only its hash, and the right code verifies the number', async () => {
    const me = await signUp(t);
    const phone = freshNumber();
    // No switch by text message before the number is proved.
    const early = await saveSwitches(me, { orderSms: true });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'PHONE_NOT_VERIFIED', field: 'orderSms' });

    const asked = await askCode(me, `+88 ${phone.slice(0, 5)}-${phone.slice(5)}`);
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json()).toMatchObject({
      smsPhone: null,
      phoneCode: { phone, attemptsLeft: PHONE_CODE_RULES.attempts },
    });
    const minutes = (Date.parse(asked.json().phoneCode.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(PHONE_CODE_RULES.minutes - 1);
    expect(minutes).toBeLessThanOrEqual(PHONE_CODE_RULES.minutes);

    const [sms] = await gateway.waitFor(international(phone));
    expect(sms!.authorization).toBe(`Bearer ${gateway.token}`);
    expect(sms!.message).toMatch(/^MediBazaar: your code is \d{6}\. It works for 10 minutes\./);
    expect(sms!.reference).toMatch(/^[0-9a-f-]{36}$/);
    const code = codeIn(sms!)!;

    // At rest: a keyed hash, never the code.
    const [stored] = rowsOf<{ code_hash: string }>(
      await t.db.execute(sql`select code_hash from phone_verifications where user_id = ${me.id}`),
    );
    expect(stored!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.code_hash).not.toContain(code);

    const verified = await enter(me, code);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ smsPhone: phone, phoneCode: null });
    expect(verified.json().smsPhoneVerifiedAt).not.toBeNull();
    // The code worked once.
    expect((await enter(me, code)).json().code).toBe('NO_PHONE_CODE');
    // The same number again is already proved.
    expect((await askCode(me, phone)).json().code).toBe('PHONE_ALREADY_VERIFIED');

    const on = await saveSwitches(me, { orderSms: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ orderSms: true, smsPhone: phone });
  });

  it('a wrong code costs a try; after five the code stops working; an expired code does not work', async () => {
    const me = await signUp(t);
    const phone = freshNumber();
    expect((await askCode(me, phone)).statusCode).toBe(202);
    const code = codeIn((await gateway.waitFor(international(phone)))[0]!)!;
    const wrong = code === '000000' ? '000001' : '000000';
    for (let left = PHONE_CODE_RULES.attempts - 1; left >= 1; left--) {
      const res = await enter(me, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'PHONE_CODE_WRONG', field: 'code' });
      expect(res.json().message).toContain(left === 1 ? 'One more try' : `${left} more tries`);
    }
    const last = await enter(me, wrong);
    expect(last.json().code).toBe('PHONE_CODE_USED_UP');
    // Not even the right code works now.
    expect((await enter(me, code)).json().code).toBe('NO_PHONE_CODE');

    await aMinuteLater(me);
    expect((await askCode(me, phone)).statusCode).toBe(202);
    const second = codeIn((await gateway.waitFor(international(phone), 2))[1]!)!;
    await t.db.execute(
      sql`update phone_verifications set expires_at = now() - interval '1 second' where user_id = ${me.id}`,
    );
    const late = await enter(me, second);
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('PHONE_CODE_EXPIRED');
    const settings = await t.app.inject({ method: 'GET', url: '/api/users/me/notifications', headers: me.headers });
    expect(settings.json()).toMatchObject({ smsPhone: null, phoneCode: null });

    // Not six digits: refused before anything is counted.
    const bad = await enter(me, '12ab');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('code');
    expect((await askCode(me, '12345')).json().field).toBe('phone');
  });

  it('codes are rate-limited: one a minute per account, five an hour per account and per number', async () => {
    const me = await signUp(t);
    const phone = freshNumber();
    expect((await askCode(me, phone)).statusCode).toBe(202);
    const soon = await askCode(me, phone);
    expect(soon.statusCode).toBe(429);
    expect(soon.json().code).toBe('PHONE_CODE_TOO_SOON');
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(soon.headers['retry-after'])).toBeLessThanOrEqual(PHONE_CODE_RULES.resendSeconds);
    for (let i = 2; i <= PHONE_CODE_RULES.perHour; i++) {
      await aMinuteLater(me);
      expect((await askCode(me, phone)).statusCode).toBe(202);
    }
    await aMinuteLater(me);
    const hourly = await askCode(me, freshNumber());
    expect(hourly.statusCode).toBe(429);
    expect(hourly.json().code).toBe('TOO_MANY_PHONE_CODES');
    expect(Number(hourly.headers['retry-after'])).toBeGreaterThan(60);

    // The number itself has had its five, whoever asks for it now.
    const stranger = await signUp(t);
    const refused = await askCode(stranger, phone);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('TOO_MANY_PHONE_CODES');
    expect(await gateway.waitFor(international(phone), PHONE_CODE_RULES.perHour)).toHaveLength(
      PHONE_CODE_RULES.perHour,
    );
  });

  it('removing the number and adding it again does not get round the minute between codes', async () => {
    const me = await signUp(t);
    const phone = freshNumber();
    expect((await askCode(me, phone)).statusCode).toBe(202);
    const removeNumber = () => t.app.inject({ method: 'DELETE', url: '/api/users/me/phone', headers: me.headers });
    for (const number of [phone, freshNumber()]) {
      expect((await removeNumber()).statusCode).toBe(200);
      const again = await askCode(me, number);
      expect(again.statusCode).toBe(429);
      expect(again.json().code).toBe('PHONE_CODE_TOO_SOON');
    }
    // The number's own minute holds for anyone asking for it.
    const other = await signUp(t);
    const forSameNumber = await askCode(other, phone);
    expect(forSameNumber.statusCode).toBe(429);
    expect(forSameNumber.json().code).toBe('PHONE_CODE_TOO_SOON');
    expect(await gateway.waitFor(international(phone))).toHaveLength(1);
  });

  it('order news goes by text message to the verified number, once per move, in the buyer’s language', async () => {
    const seller = await signUp(t, { role: 'seller' });
    const buyer = await signUp(t);
    await t.db.execute(sql`update users set locale = 'bn' where id = ${buyer.id}`);
    const phone = freshNumber();
    await askCode(buyer, phone);
    const code = codeIn((await gateway.waitFor(international(phone)))[0]!)!;
    expect(code).toMatch(/^\d{6}$/);
    expect((await enter(buyer, code)).statusCode).toBe(200);
    expect((await saveSwitches(buyer, { orderSms: true })).statusCode).toBe(200);

    const address = await t.app.inject({
      method: 'POST',
      url: '/api/addresses',
      headers: buyer.headers,
      payload: { name: 'Rahim Uddin', phone, line1: 'House 4', area: 'Dhanmondi', district: 'dhaka' },
    });
    const product = await createProduct(t.db, { priceCents: 2000, stock: 10, sellerId: seller.id });
    await addToCart(t, buyer, product.id, 1);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...buyer.headers, 'idempotency-key': randomUUID() },
      payload: { addressId: address.json().id, paymentMethod: 'cod' },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const number = placed.json().orders[0].number as string;
    const shipped = async (to: string, note?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/orders/${number}/transitions`,
        headers: seller.headers,
        payload: { to, ...(note ? { note } : {}) },
      });
    expect((await shipped('confirmed')).statusCode).toBe(200);

    const news = (await gateway.waitFor(international(phone), 3)).slice(1);
    expect(news.map((m) => m.message).sort()).toEqual(
      [`MediBazaar: আপনার অর্ডার ${number} গ্রহণ করা হয়েছে।`, `MediBazaar: আপনার অর্ডার ${number} নিশ্চিত হয়েছে।`].sort(),
    );

    // The number removed: no more text messages, and the switch is off.
    const removed = await t.app.inject({ method: 'DELETE', url: '/api/users/me/phone', headers: buyer.headers });
    expect(removed.json()).toMatchObject({ smsPhone: null, orderSms: false, smsPhoneVerifiedAt: null });
    expect((await shipped('packed')).statusCode).toBe(200);
    const queued = rowsOf<{ n: string | number }>(
      await t.db.execute(
        sql`select count(*) as n from pgboss.job where name in ('sms', 'account-sms') and data->>'to' = ${phone}`,
      ),
    );
    expect(Number(queued[0]!.n)).toBe(3);
  });

  it('a failing gateway: tried again, then a dead letter admins see; sent again once it works', async () => {
    const admin = await signUp(t, { role: 'admin' });
    const me = await signUp(t);
    const phone = freshNumber();
    gateway.state.failing = true;
    const before = gateway.state.refused;
    expect((await askCode(me, phone)).statusCode).toBe(202);
    let letter: { id: string; channel: string; to: string; template: string; tries: number; error: string } | undefined;
    for (let i = 0; i < 80 && !letter; i++) {
      await new Promise((r) => setTimeout(r, 250));
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/notifications/dead-letters',
        headers: admin.headers,
      });
      letter = list.json().items.find((d: { to: string }) => d.to === phone);
    }
    expect(letter).toMatchObject({ channel: 'sms', template: 'phone-code', tries: 2 });
    expect(letter!.error).toContain('503');
    expect(gateway.state.refused - before).toBeGreaterThanOrEqual(2);
    gateway.state.failing = false;
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/dead-letters/${letter!.id}/retry`,
      headers: admin.headers,
    });
    expect(retry.statusCode).toBe(202);
    const [sms] = await gateway.waitFor(international(phone));
    expect((await enter(me, codeIn(sms!)!)).statusCode).toBe(200);
  });
});

describe('text messages without a gateway', () => {
  it('the log-only sandbox stands in: the code is not sent anywhere, and the queue marks it done', async () => {
    const t = await createTestApp({
      notifications: { ...loadConfig({ NODE_ENV: 'test' }).notifications, pollSeconds: 0.5 },
    });
    try {
      expect(t.app.notifications.smsProvider.describe).toBe('log only');
      const me = await signUp(t);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/me/phone',
        headers: me.headers,
        payload: { phone: freshNumber() },
      });
      expect(res.statusCode).toBe(202);
      let state = '';
      for (let i = 0; i < 60 && state !== 'completed'; i++) {
        await new Promise((r) => setTimeout(r, 250));
        const rows = rowsOf<{ state: string }>(
          await t.db.execute(
            sql`select state from pgboss.job where name = 'account-sms' order by created_on desc limit 1`,
          ),
        );
        state = rows[0]?.state ?? '';
      }
      expect(state).toBe('completed');
    } finally {
      await t.close();
    }
  });
});
