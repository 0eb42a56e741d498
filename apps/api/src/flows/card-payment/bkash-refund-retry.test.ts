import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signUp, type SignedIn } from '../../../test/auth.js';
import { createCatalogBasics, createProduct } from '../../../test/factories.js';
import { BkashStandIn } from '../../../test/servers/bkash.js';
import { orders as ordersTable, refunds } from '../../../test/tables.js';
import { addToCart, checkout, placeCardOrders } from '../../modules/payments/payments.test-helpers.js';

let standIn: BkashStandIn;
let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  standIn = new BkashStandIn();
  await standIn.start();
  t = await createTestApp({ currency: 'BDT', publicUrl: 'http://shop.test', bkash: standIn.bkashConfig() });
  await createCatalogBasics(t.db);
  admin = await signUp(t, { role: 'admin' });
}, 120_000);
afterAll(async () => {
  await t.close();
  await standIn.close();
});
beforeEach(() => {
  standIn.loseRefundAnswers = 0;
  standIn.failRefunds = false;
});

/** A buyer's orders (one per seller) paid with bKash. */
async function paidWithBkash(prices: number[]) {
  const me = await signUp(t);
  for (const priceCents of prices) {
    const seller = await signUp(t, { role: 'seller' });
    await addToCart(t, me, (await createProduct(t.db, { priceCents, stock: 10, sellerId: seller.id })).id, 1);
  }
  const placed = await placeCardOrders(t, me);
  const paymentID = (await checkout(t, me, { method: 'bkash' })).json().clientSecret as string;
  const back = await t.app.inject({ method: 'GET', url: standIn.buyer(paymentID, 'approve') });
  expect(back.statusCode, back.body).toBe(302);
  return { me, paymentID, orders: placed };
}

const cancel = (who: SignedIn, number: string) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${number}/cancel`, headers: who.headers, payload: {} });
const retry = (number: string) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${number}/refund`, headers: admin.headers });
const refundedAtBkash = (paymentID: string) => standIn.payments.get(paymentID)!.refunds.map((r) => r.amount);

describe('a bKash refund whose answer was lost', () => {
  it('is not made twice when an admin tries it again: bKash’s refund status shows it was made', async () => {
    const { me, paymentID, orders } = await paidWithBkash([18_000]);
    standIn.loseRefundAnswers = 1;
    const cancelled = await cancel(me, orders[0]!.number);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'refund_failed' });
    // bKash made it; the shop never heard.
    expect(refundedAtBkash(paymentID)).toEqual([orders[0]!.total.toFixed(2)]);

    const retried = await retry(orders[0]!.number);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ paymentStatus: 'refunded' });
    expect(refundedAtBkash(paymentID)).toEqual([orders[0]!.total.toFixed(2)]);
    const rows = await t.db
      .select({ status: refunds.status, attempts: refunds.attempts })
      .from(refunds)
      .innerJoin(ordersTable, eq(refunds.orderId, ordersTable.id))
      .where(eq(ordersTable.number, orders[0]!.number));
    expect(rows).toEqual([{ status: 'succeeded', attempts: 2 }]);
    expect((await retry(orders[0]!.number)).json().code).toBe('REFUND_NOT_RETRYABLE');
  });

  it('is recognised even after another order of the same payment was refunded meanwhile', async () => {
    const { me, paymentID, orders } = await paidWithBkash([18_000, 18_000]);
    expect(orders).toHaveLength(2);
    const [first, second] = orders as [(typeof orders)[0], (typeof orders)[0]];
    standIn.loseRefundAnswers = 1;
    expect((await cancel(me, first.number)).json()).toMatchObject({ paymentStatus: 'refund_failed' });
    // The second order's refund, of the same amount, goes through in between.
    expect((await cancel(me, second.number)).json()).toMatchObject({ paymentStatus: 'refunded' });
    expect(refundedAtBkash(paymentID)).toHaveLength(2);

    expect((await retry(first.number)).json()).toMatchObject({ paymentStatus: 'refunded' });
    expect(refundedAtBkash(paymentID)).toEqual([first.total.toFixed(2), second.total.toFixed(2)]);
  });

  it('is made on the retry when bKash never made it', async () => {
    const { me, paymentID, orders } = await paidWithBkash([16_000]);
    standIn.failRefunds = true;
    expect((await cancel(me, orders[0]!.number)).json()).toMatchObject({ paymentStatus: 'refund_failed' });
    expect(refundedAtBkash(paymentID)).toEqual([]);
    standIn.failRefunds = false;
    expect((await retry(orders[0]!.number)).json()).toMatchObject({ paymentStatus: 'refunded' });
    expect(refundedAtBkash(paymentID)).toEqual([orders[0]!.total.toFixed(2)]);
  });
});
