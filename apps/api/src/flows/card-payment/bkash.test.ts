import { readFileSync } from 'node:fs';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signUp, type SignedIn } from '../../../test/auth.js';
import { createCatalogBasics, createMedicine, createPrescription, createProduct } from '../../../test/factories.js';
import { BkashStandIn } from '../../../test/servers/bkash.js';
import { orders, payments, products } from '../../../test/tables.js';
import {
  addToCart,
  checkout,
  dhakaAddress,
  placeCardOrders,
  recordPayment,
} from '../../modules/payments/payments.test-helpers.js';

const PUBLIC_URL = 'http://shop.test';

let standIn: BkashStandIn;
let t: TestApp;

beforeAll(async () => {
  standIn = new BkashStandIn();
  await standIn.start();
  t = await createTestApp({ currency: 'BDT', publicUrl: PUBLIC_URL, bkash: standIn.bkashConfig() });
  await createCatalogBasics(t.db);
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});
beforeEach(() => {
  standIn.failRefunds = false;
  standIn.onExecuted = null;
});

/** A buyer's cart placed for online payment, and its payment opened with bKash. */
async function bkashCheckout(quantity = 1, priceCents = 15_000) {
  const me = await signUp(t);
  const product = await createProduct(t.db, { priceCents, stock: 10 });
  await addToCart(t, me, product.id, quantity);
  const placed = await placeCardOrders(t, me);
  const res = await checkout(t, me, { orders: placed.map((o) => o.number), method: 'bkash' });
  expect(res.statusCode, res.body).toBe(200);
  const session = res.json() as { clientSecret: string; redirectUrl: string; amount: number; provider: string };
  return { me, product, session, paymentID: session.clientSecret, numbers: placed.map((o) => o.number) };
}

/** The buyer's browser arriving at the callback address bKash sent it to. */
async function back(paymentID: string, choice: Parameters<BkashStandIn['buyer']>[1]) {
  const res = await t.app.inject({ method: 'GET', url: standIn.buyer(paymentID, choice) });
  expect(res.statusCode, res.body).toBe(302);
  return res.headers.location as string;
}

const paymentsOf = (paymentID: string) => t.db.select().from(payments).where(eq(payments.transactionId, paymentID));
const orderRows = (numbers: string[]) =>
  t.db
    .select({ number: orders.number, status: orders.status, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(inArray(orders.number, numbers))
    .orderBy(orders.number);
const stockOf = async (id: string) =>
  (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const callsTo = (path: string) => standIn.calls.filter((c) => c.path === path);

describe('bKash: opening the payment', () => {
  it('creates a tokenized payment (mode 0011, BDT, sale) for the orders’ total and sends the buyer to bkashURL', async () => {
    const { session, numbers } = await bkashCheckout(2);
    const created = callsTo('/tokenized/checkout/create').at(-1)!.body;
    expect(created).toMatchObject({
      mode: '0011',
      currency: 'BDT',
      intent: 'sale',
      amount: session.amount.toFixed(2),
      merchantInvoiceNumber: numbers.join(','),
      callbackURL: `${PUBLIC_URL}/api/bkash/callback`,
    });
    expect(session.provider).toBe('bkash');
    expect(session.redirectUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1\.2\.0-beta\/checkout-page\?paymentId=TR0011/);
  });

  // A second app of its own: slow to start on a loaded machine, hence the longer budget.
  it('refuses a way to pay the shop does not offer with 409', async () => {
    const plain = await createTestApp();
    try {
      const me = await signUp(plain);
      await createCatalogBasics(plain.db);
      await addToCart(plain, me, (await createProduct(plain.db, { priceCents: 1500, stock: 5 })).id, 1);
      await placeCardOrders(plain, me);
      const res = await checkout(plain, me, { method: 'bkash' });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().code).toBe('PAYMENT_METHOD_NOT_OFFERED');
      expect(
        (await plain.app.inject({ method: 'GET', url: '/api/bkash/callback?paymentID=x&status=success' })).statusCode,
      ).toBe(404);
    } finally {
      await plain.close();
    }
  }, 120_000);
});

describe('bKash: the buyer comes back', () => {
  it('executes an approved payment, records it with bKash’s TrxID and shows the paid order', async () => {
    const { me, product, paymentID, numbers, session } = await bkashCheckout(3);
    const location = await back(paymentID, 'approve');
    expect(location).toBe(`/dashboard/orders/${numbers[0]}?paid=bkash`);
    const trxID = standIn.payments.get(paymentID)!.trxID!;
    expect(await paymentsOf(paymentID)).toMatchObject([
      {
        provider: 'bkash',
        status: 'succeeded',
        providerReference: trxID,
        amountCents: Math.round(session.amount * 100),
      },
    ]);
    expect(await stockOf(product.id)).toBe(7);
    expect(await orderRows(numbers)).toMatchObject([{ paymentStatus: 'paid' }]);
    const order = await t.app.inject({ method: 'GET', url: `/api/orders/${numbers[0]}`, headers: me.headers });
    expect(order.json().payment).toEqual({ provider: 'bkash', transactionId: paymentID, reference: trxID });
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/payments/${encodeURIComponent(me.email)}`,
      headers: me.headers,
    });
    expect(history.json().items[0]).toMatchObject({ provider: 'bkash', providerReference: trxID });
  });

  it('records a duplicate callback once: the second execute is refused as done, nothing changes', async () => {
    const { product, paymentID, numbers } = await bkashCheckout(1);
    const first = await back(paymentID, 'approve');
    const again = await t.app.inject({ method: 'GET', url: standIn.buyer(paymentID, 'approve') });
    expect(again.headers.location).toBe(first);
    expect(await paymentsOf(paymentID)).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(9);
    expect(await orderRows(numbers)).toMatchObject([{ paymentStatus: 'paid' }]);
  });

  it('records nothing when the buyer cancels, or the payment fails, and sends them back to pay', async () => {
    for (const choice of ['cancel', 'failure'] as const) {
      const { product, paymentID, numbers } = await bkashCheckout(1);
      const executes = callsTo('/tokenized/checkout/execute').length;
      const location = await back(paymentID, choice);
      const reason = choice === 'failure' ? '&reason=declined' : '';
      expect(location).toBe(`/dashboard/payments?orders=${numbers[0]}&method=bkash&bkash=${choice}${reason}`);
      expect(callsTo('/tokenized/checkout/execute')).toHaveLength(executes);
      expect(await paymentsOf(paymentID)).toEqual([]);
      expect(await stockOf(product.id)).toBe(10);
      expect(await orderRows(numbers)).toMatchObject([{ paymentStatus: 'awaiting' }]);
    }
  });

  it('says so when the wallet has not enough balance, and records nothing', async () => {
    const { paymentID, numbers } = await bkashCheckout(1);
    const location = await back(paymentID, 'insufficient');
    expect(location).toBe(
      `/dashboard/payments?orders=${numbers[0]}&method=bkash&bkash=failure&reason=insufficient_balance`,
    );
    expect(await paymentsOf(paymentID)).toEqual([]);
    expect(await orderRows(numbers)).toMatchObject([{ paymentStatus: 'awaiting' }]);
  });

  it('trusts no callback: a success for a payment nobody approved records nothing', async () => {
    const { paymentID, numbers } = await bkashCheckout(1);
    const res = await t.app.inject({ method: 'GET', url: `/api/bkash/callback?paymentID=${paymentID}&status=success` });
    expect(res.headers.location).toBe(
      `/dashboard/payments?orders=${numbers[0]}&method=bkash&bkash=failure&reason=declined`,
    );
    expect(await paymentsOf(paymentID)).toEqual([]);
  });

  it('refuses a callback without a payment id with 400, and sends an unknown payment to the orders', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/bkash/callback?status=success' })).statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/bkash/callback?paymentID=TR0011nope&status=success',
    });
    expect(unknown.headers.location).toBe('/dashboard/orders');
  });

  it('finishes a payment whose callback never came when the order page asks (POST /api/payments)', async () => {
    const { me, paymentID, numbers } = await bkashCheckout(1);
    standIn.buyer(paymentID, 'approve');
    const res = await recordPayment(t, me, paymentID);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payment).toMatchObject({ provider: 'bkash', status: 'succeeded' });
    expect(await orderRows(numbers)).toMatchObject([{ paymentStatus: 'paid' }]);
    // Not approved (yet): nothing to record.
    const other = await bkashCheckout(1);
    const pending = await recordPayment(t, other.me, other.paymentID);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().code).toBe('PAYMENT_NOT_COMPLETED');
  });

  it('refuses a payment whose amount at bKash differs from the orders’', async () => {
    const { me, paymentID } = await bkashCheckout(1);
    standIn.buyer(paymentID, 'approve');
    standIn.payments.get(paymentID)!.amount = '1.00';
    const res = await recordPayment(t, me, paymentID);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PAYMENT_MISMATCH');
    expect(await paymentsOf(paymentID)).toEqual([]);
  });
});

describe('bKash: the token', () => {
  it('is granted once and reused, and granted anew when bKash says it expired', async () => {
    await bkashCheckout(1);
    const grants = standIn.grants;
    await bkashCheckout(1);
    expect(standIn.grants).toBe(grants);
    standIn.expireTokens();
    const { paymentID } = await bkashCheckout(1);
    expect(standIn.grants).toBe(grants + 1);
    expect(standIn.payments.has(paymentID)).toBe(true);
  });
});

describe('bKash: orders a pharmacist reviews (authorization, then capture or void)', () => {
  async function prescriptionCheckout(quantity = 2) {
    const me = await signUp(t);
    const medicine = await createMedicine(t.db, { priceCents: 12_000, stock: 10 });
    await addToCart(t, me, medicine.id, quantity);
    const prescription = await createPrescription(t.db, me.id, { status: 'approved' });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...me.headers, 'idempotency-key': `rx-${medicine.id}` },
      payload: { addressId: await dhakaAddress(t, me), paymentMethod: 'card', prescriptionId: prescription.id },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().orders[0] as { number: string; total: number; lines: { id: string }[] };
    const session = await checkout(t, me, { orders: [order.number], method: 'bkash' });
    expect(session.statusCode, session.body).toBe(200);
    const paymentID = session.json().clientSecret as string;
    expect(callsTo('/tokenized/checkout/create').at(-1)!.body.intent).toBe('authorization');
    await back(paymentID, 'approve');
    expect(standIn.payments.get(paymentID)!.transactionStatus).toBe('Authorized');
    return { me, medicine, order, paymentID };
  }
  const review = async (number: string, lines: unknown[]) =>
    t.app.inject({
      method: 'POST',
      url: `/api/orders/${number}/review`,
      headers: (await signUp(t, { role: 'pharmacist' })).headers,
      payload: { lines },
    });

  it('holds the money until the pharmacist approves, then captures it', async () => {
    const { order, paymentID } = await prescriptionCheckout();
    expect(await paymentsOf(paymentID)).toMatchObject([{ status: 'authorized' }]);
    expect(await orderRows([order.number])).toMatchObject([{ paymentStatus: 'authorized' }]);
    const res = await review(order.number, [{ lineId: order.lines[0]!.id, decision: 'approve' }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(standIn.payments.get(paymentID)!.transactionStatus).toBe('Completed');
    expect(standIn.payments.get(paymentID)!.refunds).toEqual([]);
    expect(await paymentsOf(paymentID)).toMatchObject([
      { status: 'succeeded', amountCents: Math.round(order.total * 100) },
    ]);
    expect(await orderRows([order.number])).toMatchObject([{ status: 'confirmed', paymentStatus: 'paid' }]);
  });

  it('captures the whole authorization and gives back what the pharmacist did not approve', async () => {
    const { order, paymentID } = await prescriptionCheckout(2);
    const res = await review(order.number, [{ lineId: order.lines[0]!.id, decision: 'approve', quantity: 1 }]);
    expect(res.statusCode, res.body).toBe(200);
    const approved = Math.round((res.json() as { total: number }).total * 100);
    const held = standIn.payments.get(paymentID)!;
    expect(held.transactionStatus).toBe('Completed');
    expect(held.refunds.map((r) => r.amount)).toEqual([((Math.round(order.total * 100) - approved) / 100).toFixed(2)]);
    expect(await paymentsOf(paymentID)).toMatchObject([{ status: 'succeeded', amountCents: approved }]);
  });

  it('voids the authorization when the pharmacist rejects the order', async () => {
    const { medicine, order, paymentID } = await prescriptionCheckout();
    const res = await review(order.number, [
      { lineId: order.lines[0]!.id, decision: 'reject', reason: 'interaction', note: 'Takes warfarin' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(standIn.payments.get(paymentID)!.transactionStatus).toBe('Cancelled');
    expect(await paymentsOf(paymentID)).toMatchObject([{ status: 'voided', amountCents: 0 }]);
    expect(await stockOf(medicine.id)).toBe(10);
  });
});

describe('bKash: refunds', () => {
  const cancel = (who: SignedIn, number: string) =>
    t.app.inject({ method: 'POST', url: `/api/orders/${number}/cancel`, headers: who.headers, payload: {} });

  it('gives one order’s share of a payment back through bKash’s refund, the rest stays paid', async () => {
    const me = await signUp(t);
    const seller = await signUp(t, { role: 'seller' });
    await addToCart(t, me, (await createProduct(t.db, { priceCents: 15_000, stock: 10 })).id, 2);
    await addToCart(t, me, (await createProduct(t.db, { priceCents: 20_000, stock: 10, sellerId: seller.id })).id, 1);
    const placed = await placeCardOrders(t, me);
    const session = await checkout(t, me, { method: 'bkash' });
    const paymentID = session.json().clientSecret as string;
    await back(paymentID, 'approve');
    expect(placed).toHaveLength(2);
    const target = placed[1]!;
    const res = await cancel(me, target.number);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    const refundCall = callsTo('/tokenized/checkout/payment/refund').at(-1)!.body;
    expect(refundCall).toMatchObject({
      paymentID,
      trxID: standIn.payments.get(paymentID)!.trxID,
      amount: target.total.toFixed(2),
    });
    const other = placed.find((o) => o.number !== target.number)!;
    expect(await orderRows([other.number])).toMatchObject([{ paymentStatus: 'paid' }]);
  });

  it('keeps a refund bKash could not make for an admin, whose retry makes it once', async () => {
    const { me, paymentID, numbers, session } = await bkashCheckout(1);
    await back(paymentID, 'approve');
    standIn.failRefunds = true;
    const res = await cancel(me, numbers[0]!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'refund_failed' });
    expect(standIn.payments.get(paymentID)!.refunds).toEqual([]);
    standIn.failRefunds = false;
    const admin = await signUp(t, { role: 'admin' });
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${numbers[0]}/refund`,
      headers: admin.headers,
    });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ paymentStatus: 'refunded' });
    expect(standIn.payments.get(paymentID)!.refunds.map((r) => r.amount)).toEqual([session.amount.toFixed(2)]);
  });
});

describe('the stand-in speaks bKash’s published examples', () => {
  const fixture = (name: string) =>
    JSON.parse(readFileSync(new URL(`../../../test/fixtures/bkash/${name}.json`, import.meta.url), 'utf8')) as Record<
      string,
      unknown
    >;
  const shape = (json: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(json).map(([k, v]) => [k, typeof v])) as Record<string, string>;

  it('answers each call with the fields, and kinds of values, of the published example', async () => {
    const { paymentID } = await bkashCheckout(1);
    const token = await fetch(`${standIn.url}/tokenized/checkout/token/grant`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        username: standIn.config.username,
        password: standIn.config.password,
      },
      body: JSON.stringify({ app_key: standIn.config.appKey, app_secret: standIn.config.appSecret }),
    }).then((r) => r.json() as Promise<Record<string, unknown>>);
    expect(shape(token)).toEqual(shape(fixture('grant-token')));
    const call = (path: string, body: unknown) =>
      fetch(`${standIn.url}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: String(token.id_token),
          'x-app-key': standIn.config.appKey,
        },
        body: JSON.stringify(body),
      }).then((r) => r.json() as Promise<Record<string, unknown>>);
    const created = await call('/tokenized/checkout/create', {
      mode: '0011',
      payerReference: 'ref',
      callbackURL: 'https://example.com/callback',
      amount: '10',
      currency: 'BDT',
      intent: 'sale',
      merchantInvoiceNumber: 'INV-1',
    });
    expect(shape(created)).toEqual(shape(fixture('create-payment')));
    standIn.buyer(String(created.paymentID), 'approve');
    expect(shape(await call('/tokenized/checkout/execute', { paymentID: created.paymentID }))).toEqual(
      shape(fixture('execute-payment')),
    );
    const status = await call('/tokenized/checkout/payment/status', { paymentID: created.paymentID });
    expect(shape(status)).toEqual(shape(fixture('payment-status')));
    const refund = await call('/tokenized/checkout/payment/refund', {
      paymentID: created.paymentID,
      trxID: status.trxID,
      amount: '10.00',
      sku: 'order',
      reason: 'test',
    });
    expect(shape(refund)).toEqual(shape(fixture('refund')));
    const insufficient = standIn.payments.get(paymentID)!;
    standIn.buyer(insufficient.paymentID, 'insufficient');
    expect(await call('/tokenized/checkout/execute', { paymentID })).toEqual(fixture('insufficient-balance'));
    standIn.expireTokens();
    const expired = await fetch(`${standIn.url}/tokenized/checkout/payment/status`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: String(token.id_token),
        'x-app-key': standIn.config.appKey,
      },
      body: JSON.stringify({ paymentID }),
    });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual(fixture('token-expired'));
  });
});
