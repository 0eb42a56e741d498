import type { Order } from '@medibazaar/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signUp, type SignedIn } from '../../../test/auth.js';
import { createCatalogBasics, createProduct } from '../../../test/factories.js';
import { orders, products, refunds, sandboxPaymentIntents } from '../../../test/tables.js';
import { addToCart, buyCart, placeOrders } from '../payments/payments.test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createCatalogBasics(t.db);
});
afterAll(async () => t.close());

const stockOf = async (id: string) =>
  (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;

const cancelTenTimesAtOnce = (who: SignedIn, number: string) =>
  Promise.all(
    Array.from({ length: 10 }, () =>
      t.app.inject({ method: 'POST', url: `/api/orders/${number}/cancel`, headers: who.headers, payload: {} }),
    ),
  );

describe('POST /api/orders/:number/cancel', () => {
  it('answers ten cancels at once with the same cancelled order, paid by card: stock back once, one refund', async () => {
    const buyer = await signUp(t);
    const product = await createProduct(t.db, { priceCents: 2000, stock: 10 });
    await addToCart(t, buyer, product.id, 2);
    const paid = await buyCart(t, buyer);
    const number = paid.orders[0]!;
    expect(await stockOf(product.id)).toBe(8);

    const answers = await cancelTenTimesAtOnce(buyer, number);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    for (const a of answers) {
      const order = a.json() as Order;
      expect(order).toMatchObject({ number, status: 'cancelled', allowedNext: [] });
      expect(order.events.filter((e) => e.to === 'cancelled')).toHaveLength(1);
    }
    expect(await stockOf(product.id)).toBe(10);
    const [row] = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.number, number));
    const given = await t.db.select().from(refunds).where(eq(refunds.orderId, row!.id));
    expect(given).toEqual([expect.objectContaining({ status: 'succeeded', attempts: 1 })]);
    const [intent] = await t.db
      .select({ refunds: sandboxPaymentIntents.refunds })
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, paid.transactionId));
    expect(intent!.refunds).toHaveLength(1);
  });

  it('answers ten cancels at once of a cash order alike, and puts its units back once', async () => {
    const buyer = await signUp(t);
    const product = await createProduct(t.db, { stock: 10 });
    await addToCart(t, buyer, product.id, 4);
    const placed = await placeOrders(t, buyer, 'cod');
    expect(placed.statusCode, placed.body).toBe(201);
    const number = (placed.json().orders as Order[])[0]!.number;
    expect(await stockOf(product.id)).toBe(6);

    const answers = await cancelTenTimesAtOnce(buyer, number);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    for (const a of answers) {
      expect(a.json()).toMatchObject({ number, status: 'cancelled', paymentStatus: 'void' });
      expect((a.json() as Order).events.filter((e) => e.to === 'cancelled')).toHaveLength(1);
    }
    expect(await stockOf(product.id)).toBe(10);
  });

  it('still answers 404 to someone who is nothing to the order, and cancels nothing', async () => {
    const buyer = await signUp(t);
    const stranger = await signUp(t);
    const product = await createProduct(t.db, { stock: 10 });
    await addToCart(t, buyer, product.id, 1);
    const placed = await placeOrders(t, buyer, 'cod');
    const number = (placed.json().orders as Order[])[0]!.number;
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${number}/cancel`,
      headers: stranger.headers,
      payload: {},
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain(buyer.email);
    expect(await stockOf(product.id)).toBe(9);
  });
});
