import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signUp } from '../../../test/auth.js';
import { createCatalogBasics, createProduct } from '../../../test/factories.js';
import { BkashStandIn } from '../../../test/servers/bkash.js';
import { checkouts, orders, payments } from '../../../test/tables.js';
import { addToCart, checkout, placeCardOrders } from '../../modules/payments/payments.test-helpers.js';
import { type CheckoutContext, checkoutContextOf } from './card-payment-context.js';
import { finishLostBkashPayments, LOST_AFTER_MINUTES, LOST_BKASH_PAYMENTS_JOB } from './lost-payments.js';

let standIn: BkashStandIn;
let t: TestApp;
let ctx: CheckoutContext;

beforeAll(async () => {
  standIn = new BkashStandIn();
  await standIn.start();
  t = await createTestApp({ currency: 'BDT', publicUrl: 'http://shop.test', bkash: standIn.bkashConfig() });
  ctx = checkoutContextOf(t.app);
  await createCatalogBasics(t.db);
}, 120_000);
afterAll(async () => {
  await t.close();
  await standIn.close();
});

/** A buyer sent to bKash's page for their placed orders. */
async function sentToBkash() {
  const me = await signUp(t);
  const product = await createProduct(t.db, { priceCents: 12_000, stock: 10 });
  await addToCart(t, me, product.id, 2);
  const placed = await placeCardOrders(t, me);
  const res = await checkout(t, me, { orders: placed.map((o) => o.number), method: 'bkash' });
  expect(res.statusCode, res.body).toBe(200);
  const paymentID = (res.json() as { clientSecret: string }).clientSecret;
  return { paymentID, numbers: placed.map((o) => o.number) };
}

/** The job as it runs `minutes` after now. */
const runAfter = (minutes: number) => finishLostBkashPayments(ctx, new Date(Date.now() + minutes * 60_000));
const callsFor = (path: string, paymentID: string) =>
  standIn.calls.filter((c) => c.path === path && c.body.paymentID === paymentID).length;
const checkoutOf = async (paymentID: string) =>
  (await t.db.select().from(checkouts).where(eq(checkouts.intentId, paymentID)))[0]!;
const paymentStatuses = async (numbers: string[]) =>
  (await t.db.select({ s: orders.paymentStatus }).from(orders).where(inArray(orders.number, numbers))).map((o) => o.s);

describe('bKash payments whose callback was lost', () => {
  it('are left alone while the buyer may still be on bKash’s page', async () => {
    const { paymentID } = await sentToBkash();
    standIn.buyer(paymentID, 'approve');
    const outcome = await runAfter(LOST_AFTER_MINUTES - 1);
    expect(outcome.recorded).not.toContain((await checkoutOf(paymentID)).id);
    expect(callsFor('/tokenized/checkout/execute', paymentID)).toBe(0);
    // Finished by a later run, so it does not linger for the other tests.
    await runAfter(LOST_AFTER_MINUTES + 1);
  });

  it('are executed and recorded once by the job, run twice at once, and the late callback finds them paid', async () => {
    const { paymentID, numbers } = await sentToBkash();
    // The buyer approves on bKash's page; the browser never comes back.
    const callback = standIn.buyer(paymentID, 'approve');
    const [first, second] = await Promise.all([runAfter(LOST_AFTER_MINUTES + 1), runAfter(LOST_AFTER_MINUTES + 1)]);
    const id = (await checkoutOf(paymentID)).id;
    expect([...first.recorded, ...second.recorded].filter((c) => c === id).length).toBeGreaterThanOrEqual(1);
    expect(standIn.payments.get(paymentID)!.transactionStatus).toBe('Completed');
    const rows = await t.db.select().from(payments).where(eq(payments.transactionId, paymentID));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      provider: 'bkash',
      status: 'succeeded',
      providerReference: standIn.payments.get(paymentID)!.trxID,
    });
    expect(await paymentStatuses(numbers)).toEqual(numbers.map(() => 'paid'));
    expect((await checkoutOf(paymentID)).status).toBe('paid');

    // Once recorded it is not asked about again.
    const statusCalls = callsFor('/tokenized/checkout/payment/status', paymentID);
    await runAfter(LOST_AFTER_MINUTES + 2);
    expect(callsFor('/tokenized/checkout/payment/status', paymentID)).toBe(statusCalls);

    const late = await t.app.inject({ method: 'GET', url: callback });
    expect(late.headers.location).toBe(`/dashboard/orders/${numbers[0]}?paid=bkash`);
    expect(await t.db.$count(payments, eq(payments.transactionId, paymentID))).toBe(1);
  });

  it('are closed when bKash says the buyer cancelled, and not asked about again', async () => {
    const { paymentID, numbers } = await sentToBkash();
    standIn.buyer(paymentID, 'cancel');
    const outcome = await runAfter(LOST_AFTER_MINUTES + 1);
    const row = await checkoutOf(paymentID);
    expect(outcome.closed).toContain(row.id);
    expect(row.status).toBe('failed');
    expect(await t.db.$count(payments, eq(payments.transactionId, paymentID))).toBe(0);
    expect(await paymentStatuses(numbers)).toEqual(numbers.map(() => 'awaiting'));
    const asked = callsFor('/tokenized/checkout/payment/status', paymentID);
    await runAfter(LOST_AFTER_MINUTES + 2);
    expect(callsFor('/tokenized/checkout/payment/status', paymentID)).toBe(asked);
  });

  it('stay open while bKash says the buyer has not decided, and are asked about again', async () => {
    const { paymentID } = await sentToBkash();
    await runAfter(LOST_AFTER_MINUTES + 1);
    expect((await checkoutOf(paymentID)).status).toBe('open');
    const asked = callsFor('/tokenized/checkout/payment/status', paymentID);
    expect(asked).toBeGreaterThan(0);
    await runAfter(LOST_AFTER_MINUTES + 2);
    expect(callsFor('/tokenized/checkout/payment/status', paymentID)).toBeGreaterThan(asked);
    standIn.buyer(paymentID, 'cancel');
    await runAfter(LOST_AFTER_MINUTES + 3);
    expect((await checkoutOf(paymentID)).status).toBe('failed');
  });

  it('the job is on the queue’s schedule, every minute', async () => {
    const { rows } = (await t.db.execute(
      sql`select cron from pgboss.schedule where name = ${LOST_BKASH_PAYMENTS_JOB}`,
    )) as unknown as { rows: { cron: string }[] };
    expect(rows).toEqual([{ cron: '* * * * *' }]);
  });
});
