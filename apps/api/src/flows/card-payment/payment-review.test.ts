import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { type SignedIn, signUp } from '../../../test/auth.js';
import { createCatalogBasics, createProduct } from '../../../test/factories.js';
import { SslcommerzStandIn } from '../../../test/servers/sslcommerz.js';
import { auditLog, orderEvents, orders, payments, products, refunds } from '../../../test/tables.js';
import { addToCart, checkout, placeCardOrders } from '../../modules/payments/payments.test-helpers.js';

const PUBLIC_URL = 'http://shop.test';

let standIn: SslcommerzStandIn;
let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  standIn = new SslcommerzStandIn();
  await standIn.start();
  t = await createTestApp({ currency: 'BDT', publicUrl: PUBLIC_URL, sslcommerz: standIn.sslcommerzConfig() });
  await createCatalogBasics(t.db);
  admin = await signUp(t, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

/** A buyer's cart paid on SSLCommerz's page, and SSLCommerz finding the payment risky (`risk_level` 1). */
async function riskyPayment(quantity = 2) {
  const me = await signUp(t);
  const product = await createProduct(t.db, { priceCents: 25_000, stock: 10 });
  await addToCart(t, me, product.id, quantity);
  const placed = await placeCardOrders(t, me);
  const numbers = placed.map((o) => o.number);
  const res = await checkout(t, me, { orders: numbers, method: 'sslcommerz' });
  expect(res.statusCode, res.body).toBe(200);
  const tranId = standIn.calls.filter((c) => c.path === '/gwprocess/v4/api.php').at(-1)!.fields.tran_id!;
  const form = standIn.pay(tranId, 'VALID', { risk: 1 });
  const back = await post('success', form);
  expect(back.headers.location).toBe(`/dashboard/orders/${numbers[0]}?paid=review`);
  const [payment] = await t.db.select().from(payments).where(eq(payments.transactionId, tranId));
  expect(payment).toMatchObject({ status: 'pending' });
  return { me, product, tranId, form, numbers, paymentId: payment!.id };
}

const post = (path: string, form: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/sslcommerz/${path}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://sandbox.sslcommerz.com' },
    payload: new URLSearchParams(form).toString(),
  });

const decide = (who: SignedIn, paymentId: string, decision: 'accept' | 'refuse', payload: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/sslcommerz/reviews/${paymentId}/${decision}`,
    headers: who.headers,
    payload,
  });

const listed = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/sslcommerz/reviews', headers: admin.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payments as { paymentId: string; orders: string[]; amount: number; reference: string | null }[];
};
const orderRows = (numbers: string[]) =>
  t.db
    .select({ status: orders.status, paymentStatus: orders.paymentStatus, stockTaken: orders.stockTaken })
    .from(orders)
    .where(inArray(orders.number, numbers));
const stockOf = async (id: string) =>
  (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const auditsOf = (paymentId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.objectType, 'payment'), eq(auditLog.objectId, paymentId)));
const mailsTo = async (email: string, template: string) =>
  (
    (await t.db.execute(
      sql`select data->'values' as "values" from pgboss.job where name = 'mail' and data->>'to' = ${email} and data->>'template' = ${template}`,
    )) as unknown as { rows: { values: Record<string, unknown> }[] }
  ).rows.map((r) => r.values);

describe('payments SSLCommerz found risky: the admin’s list', () => {
  it('lists a risky payment with its orders, amount and SSLCommerz’s bank transaction id, for admins only', async () => {
    const { paymentId, numbers, form, me } = await riskyPayment(2);
    const row = (await listed()).find((p) => p.paymentId === paymentId);
    expect(row).toMatchObject({
      orders: numbers,
      amount: Number(form.amount),
      currency: 'bdt',
      provider: 'sslcommerz',
      reference: form.bank_tran_id,
      buyerEmail: me.email.toLowerCase(),
    });
    const asBuyer = await t.app.inject({ method: 'GET', url: '/api/sslcommerz/reviews', headers: me.headers });
    expect(asBuyer.statusCode).toBe(403);
  });
});

describe('accepting a risky payment', () => {
  it('pays its orders as a validated payment would, once, under two clicks at the same moment, audited', async () => {
    const { paymentId, numbers, product, form } = await riskyPayment(2);
    expect(await stockOf(product.id)).toBe(8);
    const answers = await Promise.all([
      decide(admin, paymentId, 'accept', { note: 'Called the buyer.' }),
      decide(admin, paymentId, 'accept', { note: 'Called the buyer.' }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers[0]!.json()).toMatchObject({ paymentId, decision: 'accepted', status: 'succeeded', orders: numbers });
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment).toMatchObject({ status: 'succeeded', providerReference: form.bank_tran_id });
    expect(await orderRows(numbers)).toEqual([{ status: 'placed', paymentStatus: 'paid', stockTaken: true }]);
    expect(await stockOf(product.id)).toBe(8);
    const audits = await auditsOf(paymentId);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'payment.review_accepted',
      actorId: admin.id,
      actorRole: 'admin',
      after: { status: 'succeeded', orders: numbers, note: 'Called the buyer.' },
    });
    expect((await listed()).some((p) => p.paymentId === paymentId)).toBe(false);
    // SSLCommerz's notice coming again changes nothing.
    expect((await post('ipn', form)).statusCode).toBe(200);
    expect(await t.db.select().from(payments).where(eq(payments.id, paymentId))).toMatchObject([
      { status: 'succeeded' },
    ]);
  });

  it('refuses to refuse a payment already accepted, and answers 404 for a payment that is not SSLCommerz’s', async () => {
    const { paymentId } = await riskyPayment(1);
    expect((await decide(admin, paymentId, 'accept')).statusCode).toBe(200);
    const late = await decide(admin, paymentId, 'refuse', { reason: 'Looks stolen.' });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('PAYMENT_REVIEW_DECIDED');
    const unknown = await decide(admin, '00000000-0000-4000-8000-000000000000', 'accept');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('PAYMENT_NOT_FOUND');
    expect((await decide(admin, 'not-a-payment', 'accept')).statusCode).toBe(400);
  });
});

describe('refusing a risky payment', () => {
  it('cancels its orders with their stock back, refunds through SSLCommerz once and tells the buyer', async () => {
    const { me, paymentId, numbers, product, form } = await riskyPayment(2);
    const answers = await Promise.all([
      decide(admin, paymentId, 'refuse', { reason: 'Card reported stolen by the bank.' }),
      decide(admin, paymentId, 'refuse', { reason: 'Card reported stolen by the bank.' }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers[0]!.json()).toMatchObject({ decision: 'refused', status: 'voided', orders: numbers });
    expect(await stockOf(product.id)).toBe(10);
    expect(await orderRows(numbers)).toEqual([{ status: 'cancelled', paymentStatus: 'refunded', stockTaken: false }]);
    const tx = standIn.transactions.get(form.val_id!)!;
    expect(tx.refunds.map((r) => r.amount)).toEqual([form.amount]);
    const [order] = await t.db.select().from(orders).where(eq(orders.number, numbers[0]!));
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, order!.id))).toMatchObject([
      { status: 'succeeded', provider: 'sslcommerz', paymentId },
    ]);
    expect(await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, order!.id))).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ toStatus: 'cancelled', actorRole: 'admin', reason: 'payment_refused' }),
      ]),
    );
    expect(await mailsTo(me.email.toLowerCase(), 'order-payment-refused')).toEqual([
      expect.objectContaining({ number: numbers[0] }),
    ]);
    const audits = await auditsOf(paymentId);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'payment.review_refused',
      actorId: admin.id,
      after: { status: 'voided', orders: numbers, reason: 'Card reported stolen by the bank.' },
    });
    // A late notice of the same payment records nothing: the buyer is sent to the payment page.
    const back = await post('success', form);
    expect(back.headers.location).toContain('sslcommerz=error');
    expect(await orderRows(numbers)).toEqual([{ status: 'cancelled', paymentStatus: 'refunded', stockTaken: false }]);
    const buyerView = await t.app.inject({ method: 'GET', url: `/api/orders/${numbers[0]}`, headers: me.headers });
    expect(buyerView.json().events.at(-1)).toMatchObject({ to: 'cancelled', reason: 'payment_refused' });
  });

  it('needs a reason, and refuses to accept a payment already refused', async () => {
    const { paymentId } = await riskyPayment(1);
    const bare = await decide(admin, paymentId, 'refuse', { reason: '   ' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().field).toBe('reason');
    expect((await decide(admin, paymentId, 'refuse', { reason: 'Not the card holder.' })).statusCode).toBe(200);
    const late = await decide(admin, paymentId, 'accept');
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('PAYMENT_REVIEW_DECIDED');
  });
});
