import { randomUUID } from 'node:crypto';
import type { Order } from '@medibazaar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { signUp, type SignedIn } from '../../../test/auth.js';
import { createCatalogBasics, createProduct } from '../../../test/factories.js';
import { createMailingTestApp, startSmtpServer } from '../../../test/smtp.js';
import { addToCart, confirm, dhakaAddress, reopenCheckout } from '../payments/payments.test-helpers.js';
import { queueReceivedMails } from './received-mails.js';

/** Decision 065: an online order's order-received mail goes once its payment is recorded, never before. */

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createMailingTestApp(smtp);
  await createCatalogBasics(t.db);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const run = () =>
  queueReceivedMails({
    db: t.db,
    currency: t.config.currency,
    mail: { notifications: t.app.notifications, publicUrl: t.config.publicUrl },
  });

async function receivedMailsOf(number: string) {
  const result = (await t.db.execute(
    sql`select data from pgboss.job where name = 'mail' and data->>'template' = 'order-status'
          and data->'values'->>'status' in ('placed', 'awaiting_prescription') and data->'values'->>'number' = ${number}`,
  )) as unknown as { rows: { data: { values: Record<string, unknown> } }[] };
  return result.rows.map((r) => r.data.values);
}

async function cardOrder(who: SignedIn): Promise<Order> {
  const product = await createProduct(t.db, { priceCents: 1500, stock: 20 });
  await addToCart(t, who, product.id, 2);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...who.headers, 'idempotency-key': randomUUID() },
    payload: { addressId: await dhakaAddress(t, who), paymentMethod: 'card' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json().orders as Order[])[0]!;
}

describe('the order-received mail of an online order', () => {
  it('waits for the payment, then goes once with the items, totals, address and days', async () => {
    const buyer = await signUp(t);
    const order = await cardOrder(buyer);
    await run();
    // Not paid: not real yet, no "We have received your order".
    expect(await receivedMailsOf(order.number)).toEqual([]);

    const session = await reopenCheckout(t, buyer, { orders: [order.number] });
    const paid = await confirm(t, buyer, session.clientSecret);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await run()).toContain(order.number);
    expect(await run()).not.toContain(order.number);
    const mails = await receivedMailsOf(order.number);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      status: 'placed',
      receipt: {
        lines: [{ name: order.lines[0]!.name, quantity: 2, lineTotal: 30 }],
        itemsTotal: 30,
        total: order.total,
        address: { district: 'dhaka' },
        minDays: order.minDays,
        maxDays: order.maxDays,
        paymentMethod: 'card',
      },
    });
  });

  it('never goes for an order cancelled before it was paid', async () => {
    const buyer = await signUp(t);
    const order = await cardOrder(buyer);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.number}/cancel`,
      headers: buyer.headers,
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await run();
    expect(await receivedMailsOf(order.number)).toEqual([]);
  });
});
