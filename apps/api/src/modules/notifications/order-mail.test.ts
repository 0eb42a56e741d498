import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { signUp } from '../../../test/auth.js';
import { createCatalogBasics, createProduct } from '../../../test/factories.js';
import { addToCart } from '../payments/payments.test-helpers.js';
import { seedDeliveryZones } from '../orders/delivery.repository.js';
import { linkIn, startSmtpServer, createMailingTestApp } from '../../../test/smtp.js';

describe('order mails', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createMailingTestApp(smtp);
    await createCatalogBasics(t.db);
    await seedDeliveryZones(t.db, 'USD');
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('tells the buyer, in their language, when an order is placed and when it moves, each once', async () => {
    const seller = await signUp(t, { role: 'seller' });
    const buyer = await signUp(t);
    await t.db.execute(sql`update users set locale = 'bn' where id = ${buyer.id}`);
    const address = await t.app.inject({
      method: 'POST',
      url: '/api/addresses',
      headers: buyer.headers,
      payload: { name: 'Rahim Uddin', phone: '+8801712345678', line1: 'House 4', area: 'Dhanmondi', district: 'dhaka' },
    });
    expect(address.statusCode, address.body).toBe(201);
    const product = await createProduct(t.db, { priceCents: 2000, stock: 10, sellerId: seller.id });
    await addToCart(t, buyer, product.id, 1);
    const key = randomUUID();
    const place = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { ...buyer.headers, 'idempotency-key': key },
        payload: { addressId: address.json().id, paymentMethod: 'cod' },
      });
    const placed = await place();
    expect(placed.statusCode, placed.body).toBe(201);
    const number = placed.json().orders[0].number as string;
    // The same placement sent again answers the same order and queues nothing more.
    expect((await place()).statusCode).toBe(200);

    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${number}/transitions`,
      headers: seller.headers,
      payload: { to: 'confirmed' },
    });
    expect(moved.statusCode, moved.body).toBe(200);

    // Two mails besides the sign-up's confirmation: placed, then confirmed.
    const mails = (await smtp.waitFor(buyer.email, 3)).filter((m) => m.subject.includes(number));
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.received.filter((m) => m.to.includes(buyer.email) && m.subject.includes(number))).toHaveLength(2);
    expect(mails.map((m) => m.subject).sort()).toEqual(
      [`আপনার MediBazaar অর্ডার ${number} গ্রহণ করা হয়েছে`, `আপনার MediBazaar অর্ডার ${number} নিশ্চিত হয়েছে`].sort(),
    );
    expect(linkIn(mails[0]!, `${t.config.publicUrl}/dashboard/orders/`)).toBe(
      `${t.config.publicUrl}/dashboard/orders/${number}`,
    );
  });

  it('a move refused leaves no mail behind: the mail is written in the move’s own transaction', async () => {
    const before = Number(
      (
        (await t.db.execute(
          sql`select count(*) as n from pgboss.job where name in ('mail', 'account-mail')`,
        )) as unknown as {
          rows: { n: string | number }[];
        }
      ).rows[0]!.n,
    );
    const buyer = await signUp(t);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...buyer.headers, 'idempotency-key': randomUUID() },
      payload: { addressId: randomUUID(), paymentMethod: 'cod' },
    });
    expect(refused.statusCode).toBe(404);
    const after = Number(
      (
        (await t.db.execute(
          sql`select count(*) as n from pgboss.job where name in ('mail', 'account-mail')`,
        )) as unknown as {
          rows: { n: string | number }[];
        }
      ).rows[0]!.n,
    );
    // Only the sign-up's confirmation was added.
    expect(after - before).toBe(1);

    // A change that fails after queuing its mail takes the mail with it.
    await expect(
      t.db.transaction(async (tx) => {
        await t.app.notifications.mail(
          {
            event: `rolled-back:${randomUUID()}`,
            to: buyer.email,
            language: 'en',
            template: 'password-changed',
            values: { name: 'x', when: 'now' },
          },
          tx,
        );
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const last = Number(
      (
        (await t.db.execute(
          sql`select count(*) as n from pgboss.job where name in ('mail', 'account-mail')`,
        )) as unknown as {
          rows: { n: string | number }[];
        }
      ).rows[0]!.n,
    );
    expect(last).toBe(after);
  });

  it('message settings: defaults, a text message needs a verified number, and no order mail once turned off', async () => {
    const me = await signUp(t);
    const get = await t.app.inject({ method: 'GET', url: '/api/users/me/notifications', headers: me.headers });
    expect(get.json()).toEqual({
      orderEmail: true,
      orderSms: false,
      marketingEmail: false,
      marketingSms: false,
      smsPhone: null,
      smsPhoneVerifiedAt: null,
      phoneCode: null,
    });
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/users/me/notifications', headers: me.headers, payload });
    const unverified = await put({ orderEmail: true, orderSms: false, marketingEmail: false, marketingSms: true });
    expect(unverified.statusCode).toBe(409);
    expect(unverified.json()).toMatchObject({ code: 'PHONE_NOT_VERIFIED', field: 'marketingSms' });
    // A number is not saved here: only a code sent to it proves it (POST /api/users/me/phone).
    const number = await put({
      orderEmail: true,
      orderSms: false,
      marketingEmail: false,
      marketingSms: false,
      smsPhone: '01712345678',
    });
    expect(number.statusCode).toBe(400);
    const saved = await put({ orderEmail: false, orderSms: false, marketingEmail: true, marketingSms: false });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      orderEmail: false,
      orderSms: false,
      marketingEmail: true,
      marketingSms: false,
      smsPhone: null,
      smsPhoneVerifiedAt: null,
      phoneCode: null,
    });

    // Order news by mail is off: placing an order queues nothing for this buyer.
    const seller = await signUp(t, { role: 'seller' });
    const address = await t.app.inject({
      method: 'POST',
      url: '/api/addresses',
      headers: me.headers,
      payload: { name: 'Rahim Uddin', phone: '+8801712345678', line1: 'House 4', area: 'Dhanmondi', district: 'dhaka' },
    });
    const product = await createProduct(t.db, { priceCents: 1500, stock: 5, sellerId: seller.id });
    await addToCart(t, me, product.id, 1);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...me.headers, 'idempotency-key': randomUUID() },
      payload: { addressId: address.json().id, paymentMethod: 'cod' },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const queued = (await t.db.execute(
      sql`select count(*) as n from pgboss.job where name = 'mail' and data->>'template' = 'order-status' and data->>'to' = ${me.email}`,
    )) as unknown as { rows: { n: string | number }[] };
    expect(Number(queued.rows[0]!.n)).toBe(0);
  });
});
