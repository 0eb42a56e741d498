import { randomUUID } from 'node:crypto';
import type { AdminStats, Order, OrderPage, SellerStats } from '@medibazaar/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { signUp, type SignedIn } from '../../../test/auth.js';
import { createCatalogBasics, createProduct } from '../../../test/factories.js';
import { createMailingTestApp, startSmtpServer } from '../../../test/smtp.js';
import { auditLog, orders } from '../../../test/tables.js';
import {
  addToCart,
  CARDS,
  confirm,
  dhakaAddress,
  reopenCheckout,
} from '../../modules/payments/payments.test-helpers.js';

/** Issue 33, "orders that tell the truth" (decision 065): one order per checkout attempt, zeros, counts. */

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let admin: SignedIn;
let seller: SignedIn;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createMailingTestApp(smtp);
  await createCatalogBasics(t.db);
  [admin, seller] = await Promise.all([signUp(t, { role: 'admin' }), signUp(t, { role: 'seller' })]);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

async function place(who: SignedIn, paymentMethod: 'card' | 'cod', key: string = randomUUID()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...who.headers, 'idempotency-key': key },
    payload: { addressId: await dhakaAddress(t, who), paymentMethod },
  });
}

async function placed(who: SignedIn, paymentMethod: 'card' | 'cod') {
  const res = await place(who, paymentMethod);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().orders as Order[];
}

/** The buyer's orders that still count: neither cancelled nor gone. */
async function liveOrders(who: SignedIn) {
  const rows = await t.db.select().from(orders).where(eq(orders.buyerId, who.id));
  return rows.filter((o) => o.status !== 'cancelled');
}

/** The order mails queued for an order (its order-received message among them). */
async function mailsOf(number: string) {
  const result = (await t.db.execute(
    sql`select data from pgboss.job where name = 'mail' and data->'values'->>'number' = ${number}`,
  )) as unknown as { rows: { data: { template: string; values: Record<string, unknown> } }[] };
  return result.rows.map((r) => r.data);
}

async function buyerWithCart(quantity = 1, priceCents = 1500) {
  const buyer = await signUp(t);
  const product = await createProduct(t.db, { priceCents, stock: 20, sellerId: seller.id });
  await addToCart(t, buyer, product.id, quantity);
  return { buyer, product };
}

const get = (who: SignedIn, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });

describe('one checkout attempt makes one order', () => {
  it('a declined card, then cash on delivery: one order, one order-received mail, the unpaid one audited', async () => {
    const { buyer } = await buyerWithCart(2);
    const [card] = await placed(buyer, 'card');
    // Nothing is real yet: no "We have received your order" for an unpaid card order.
    expect(await mailsOf(card!.number)).toEqual([]);
    const session = await reopenCheckout(t, buyer, { orders: [card!.number] });
    const declined = await confirm(t, buyer, session.clientSecret, CARDS.declined);
    expect(declined.statusCode).toBeGreaterThanOrEqual(400);

    const [cash] = await placed(buyer, 'cod');
    expect((await liveOrders(buyer)).map((o) => o.number)).toEqual([cash!.number]);
    // Gone for the shopper and for the admin, in the lists and by its number.
    const mine = (await get(buyer, '/api/orders')).json() as OrderPage;
    expect(mine.items.map((o) => o.number)).toEqual([cash!.number]);
    const all = (await get(admin, '/api/orders?scope=all&limit=50')).json() as OrderPage;
    expect(all.items.map((o) => o.number)).not.toContain(card!.number);
    expect((await get(buyer, `/api/orders/${card!.number}`)).statusCode).toBe(404);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.replaced'), eq(auditLog.objectId, card!.number)));
    expect(audit?.after).toEqual({ replacedBy: [cash!.number], paymentMethod: 'cod' });
    // A payment still made on the replaced checkout is not recorded for any order.
    const late = await confirm(t, buyer, session.clientSecret);
    expect(late.statusCode).toBeGreaterThanOrEqual(400);

    expect(await mailsOf(card!.number)).toEqual([]);
    const received = (await mailsOf(cash!.number)).filter((m) => m.template === 'order-status');
    expect(received).toHaveLength(1);
    expect(received[0]!.values).toMatchObject({
      status: 'placed',
      receipt: {
        lines: [{ name: cash!.lines[0]!.name, quantity: 2, lineTotal: 30 }],
        itemsTotal: 30,
        total: cash!.total,
        address: { district: 'dhaka' },
        minDays: cash!.minDays,
        maxDays: cash!.maxDays,
        paymentMethod: 'cod',
      },
    });
  });

  it('double clicks and two tabs at once leave exactly one live order', async () => {
    const { buyer } = await buyerWithCart(1);
    await placed(buyer, 'card');
    const key = randomUUID();
    // Cash twice with one key (a double click) and once with another (a second tab), all at once.
    const answers = await Promise.all([place(buyer, 'cod', key), place(buyer, 'cod', key), place(buyer, 'cod')]);
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    // The other tab finds the cart already ordered.
    for (const a of answers) expect([200, 201, 400]).toContain(a.statusCode);
    const live = await liveOrders(buyer);
    expect(live).toHaveLength(1);
    expect(live[0]!.paymentMethod).toBe('cod');

    // Two tabs both choosing card: the later placement replaces the earlier one.
    const other = await buyerWithCart(1);
    const both = await Promise.all([place(other.buyer, 'card'), place(other.buyer, 'card')]);
    expect(both.map((b) => b.statusCode)).toEqual([201, 201]);
    expect(await liveOrders(other.buyer)).toHaveLength(1);
  });
});

describe('a cancelled order owes nothing', () => {
  it('answers zero items and total on its page and in the lists, keeping what was ordered', async () => {
    const { buyer } = await buyerWithCart(3, 1000);
    const [order] = await placed(buyer, 'cod');
    expect(order!.total).toBeGreaterThan(0);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order!.number}/cancel`,
      headers: buyer.headers,
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const page = (await get(buyer, `/api/orders/${order!.number}`)).json() as Order;
    expect(page).toMatchObject({ status: 'cancelled', itemsTotal: 0, deliveryFee: 0, tax: 0, total: 0 });
    expect(page.lines[0]).toMatchObject({ quantity: 0, orderedQuantity: 3, lineTotal: 0 });
    const list = (await get(buyer, '/api/orders')).json() as OrderPage;
    expect(list.items.find((o) => o.number === order!.number)).toMatchObject({ itemsTotal: 0, total: 0 });
  });
});

describe('Admin Home and seller figures count orders, and revenue from every paid order', () => {
  it('counts every order and adds up card payments and cash collected at delivery', async () => {
    const before = (await get(admin, '/api/admin-stats')).json() as AdminStats;
    const sellerBefore = (
      await get(seller, `/api/admin-stats-seller/${encodeURIComponent(seller.email)}`)
    ).json() as SellerStats;

    // Paid by card.
    const a = await buyerWithCart(1, 1200);
    const [card] = await placed(a.buyer, 'card');
    const session = await reopenCheckout(t, a.buyer, { orders: [card!.number] });
    const paid = await confirm(t, a.buyer, session.clientSecret);
    expect(paid.statusCode, paid.body).toBe(200);
    // Cash, delivered: the cash collected is revenue.
    const b = await buyerWithCart(2, 800);
    const [cash] = await placed(b.buyer, 'cod');
    for (const to of ['confirmed', 'packed', 'shipped', 'delivered'] as const) {
      const moved = await t.app.inject({
        method: 'POST',
        url: `/api/orders/${cash!.number}/transitions`,
        headers: admin.headers,
        payload: { to },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    // Cash, not delivered yet: an order, no revenue.
    const c = await buyerWithCart(1, 500);
    await placed(c.buyer, 'cod');

    const after = (await get(admin, '/api/admin-stats')).json() as AdminStats;
    expect(after.orders - before.orders).toBe(3);
    expect(Math.round((after.revenue - before.revenue) * 100)).toBe(Math.round((card!.total + cash!.total) * 100));
    const sellerAfter = (
      await get(seller, `/api/admin-stats-seller/${encodeURIComponent(seller.email)}`)
    ).json() as SellerStats;
    expect(sellerAfter.orders - sellerBefore.orders).toBe(3);
    expect(Math.round((sellerAfter.revenue - sellerBefore.revenue) * 100)).toBe(
      Math.round((card!.total + cash!.total) * 100),
    );
  });
});
