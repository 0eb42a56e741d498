import type { CashToHandIn, Order, OrderStatus } from '@medibazaar/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signUp, type SignedIn } from '../../../test/auth.js';
import { createCatalogBasics, createProduct } from '../../../test/factories.js';
import { orderHelpers } from '../../../test/orders.js';
import { auditLog } from '../../../test/tables.js';
import { seedDeliveryZones } from '../orders/delivery.repository.js';
import { addToCart } from './payments.test-helpers.js';

let t: TestApp;
let admin: SignedIn;
let otherAdmin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  await createCatalogBasics(t.db);
  await seedDeliveryZones(t.db, 'USD');
  [admin, otherAdmin] = await Promise.all([signUp(t, { role: 'admin' }), signUp(t, { role: 'admin' })]);
});
afterAll(async () => t.close());

const { addAddress, placeCod } = orderHelpers(() => t);

const move = (who: SignedIn, number: string, to: OrderStatus, extra: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${number}/transitions`,
    headers: who.headers,
    payload: { to, ...extra },
  });

/** A shop-owned cash order of `priceCents`, moved up to shipped by an admin. */
async function shippedCodOrder(priceCents: number): Promise<Order> {
  const buyer = await signUp(t);
  const address = await addAddress(buyer);
  const product = await createProduct(t.db, { priceCents, stock: 5, sellerId: null });
  await addToCart(t, buyer, product.id, 1);
  const [order] = await placeCod(buyer, address.id);
  for (const to of ['confirmed', 'packed', 'shipped'] as const) {
    expect((await move(admin, order!.number, to)).statusCode).toBe(200);
  }
  return order!;
}

const toHandIn = async (who = admin) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/cash-collections', headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CashToHandIn;
};

const handIn = (paymentIds: unknown, who = admin) =>
  t.app.inject({
    method: 'POST',
    url: '/api/cash-collections/hand-in',
    headers: who.headers,
    payload: { paymentIds },
  });

describe('cash on delivery, reconciled', () => {
  it('records who collected how much at delivery, lists it per collector, and takes it in once, audited', async () => {
    const first = await shippedCodOrder(3000);
    const second = await shippedCodOrder(4500);
    const third = await shippedCodOrder(1000);
    // A rider named at delivery holds two orders' cash; the admin who marks the third delivered holds its own.
    expect((await move(admin, first.number, 'delivered', { collectedBy: 'Rider Karim' })).statusCode).toBe(200);
    expect((await move(admin, second.number, 'delivered', { collectedBy: 'Rider Karim' })).statusCode).toBe(200);
    expect((await move(admin, third.number, 'delivered')).statusCode).toBe(200);

    const before = await toHandIn();
    const karim = before.collectors.find((c) => c.collector.name === 'Rider Karim')!;
    expect(karim.collector.id).toBeNull();
    expect(karim.collections.map((c) => c.orderNumber)).toEqual([first.number, second.number]);
    // Each delivered order's total (items and delivery) is what was collected.
    const totals = [first.total, second.total];
    expect(karim.collections.map((c) => c.amount)).toEqual(totals);
    expect(karim.outstanding).toBeCloseTo(totals[0]! + totals[1]!, 2);
    const own = before.collectors.find((c) => c.collector.id === admin.id)!;
    expect(own.collections.map((c) => c.orderNumber)).toEqual([third.number]);
    // The largest sum first.
    expect(before.collectors[0]!.collector.name).toBe('Rider Karim');

    const taken = await handIn(karim.collections.map((c) => c.paymentId));
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toEqual({ received: 2, amount: karim.outstanding });
    const after = await toHandIn();
    expect(after.collectors.map((c) => c.collector.name)).not.toContain('Rider Karim');
    expect(after.outstanding).toBeCloseTo(before.outstanding - karim.outstanding, 2);

    // Another admin counting the same cash a moment later is told, and nothing changes.
    const again = await handIn([karim.collections[0]!.paymentId], otherAdmin);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CASH_ALREADY_HANDED_IN');
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'cash.handed_in'), eq(auditLog.objectId, first.number)));
    expect(audited).toHaveLength(1);
    expect(audited[0]!.actorId).toBe(admin.id);
    expect(audited[0]!.before).toMatchObject({ collectedBy: 'Rider Karim', amount: first.total });
  });

  it('refuses a hand-in naming an unknown collection, all or none', async () => {
    const order = await shippedCodOrder(2000);
    expect((await move(admin, order.number, 'delivered')).statusCode).toBe(200);
    const mine = (await toHandIn()).collectors.find((c) => c.collector.id === admin.id)!;
    const known = mine.collections.find((c) => c.orderNumber === order.number)!.paymentId;
    const res = await handIn([known, '00000000-0000-4000-8000-000000000000']);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('CASH_COLLECTION_NOT_FOUND');
    const still = (await toHandIn()).collectors.find((c) => c.collector.id === admin.id)!;
    expect(still.collections.map((c) => c.paymentId)).toContain(known);
  });

  it('answers bad input with a 400 naming the field', async () => {
    for (const ids of [[], ['not-a-uuid'], 'x', Array(201).fill('00000000-0000-4000-8000-000000000000')]) {
      const res = await handIn(ids);
      expect(res.statusCode, JSON.stringify(ids).slice(0, 40)).toBe(400);
    }
    const dup = '00000000-0000-4000-8000-000000000001';
    expect((await handIn([dup, dup])).statusCode).toBe(400);
    const order = await shippedCodOrder(1500);
    // A name only when a cash order is delivered; and a name of sensible length.
    expect((await move(admin, order.number, 'returned', { collectedBy: 'Rider Karim' })).statusCode).toBe(400);
    expect((await move(admin, order.number, 'delivered', { collectedBy: 'K' })).statusCode).toBe(400);
    expect((await move(admin, order.number, 'delivered', { collectedBy: 'Rider\u0007' })).statusCode).toBe(400);
  });
});
