import { readFileSync } from 'node:fs';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signUp } from '../../../test/auth.js';
import { createCatalogBasics, createMedicine, createPrescription, createProduct } from '../../../test/factories.js';
import { SslcommerzStandIn } from '../../../test/servers/sslcommerz.js';
import { orders, payments, products } from '../../../test/tables.js';
import { addToCart, checkout, dhakaAddress, placeCardOrders } from '../../modules/payments/payments.test-helpers.js';
import { SslcommerzProvider } from '../../modules/payments/processors/sslcommerz.js';

const PUBLIC_URL = 'http://shop.test';

let standIn: SslcommerzStandIn;
let t: TestApp;

beforeAll(async () => {
  standIn = new SslcommerzStandIn();
  await standIn.start();
  t = await createTestApp({ currency: 'BDT', publicUrl: PUBLIC_URL, sslcommerz: standIn.sslcommerzConfig() });
  await createCatalogBasics(t.db);
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

/** A buyer's cart placed for online payment, and its payment opened with SSLCommerz. */
async function sslCheckout(quantity = 1, priceCents = 25_000) {
  const me = await signUp(t);
  const product = await createProduct(t.db, { priceCents, stock: 10 });
  await addToCart(t, me, product.id, quantity);
  const placed = await placeCardOrders(t, me);
  const res = await checkout(t, me, { orders: placed.map((o) => o.number), method: 'sslcommerz' });
  expect(res.statusCode, res.body).toBe(200);
  const session = res.json() as { clientSecret: string; redirectUrl: string; amount: number };
  const tranId = standIn.calls.filter((c) => c.path === '/gwprocess/v4/api.php').at(-1)!.fields.tran_id!;
  return { me, product, session, tranId, numbers: placed.map((o) => o.number) };
}

/** SSLCommerz posting its form: the IPN, or the browser coming back to success, fail or cancel. */
const post = (path: string, form: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/sslcommerz/${path}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://sandbox.sslcommerz.com' },
    payload: new URLSearchParams(form).toString(),
  });

const paymentsOf = (tranId: string) => t.db.select().from(payments).where(eq(payments.transactionId, tranId));
const orderRows = (numbers: string[]) =>
  t.db
    .select({ paymentStatus: orders.paymentStatus, status: orders.status })
    .from(orders)
    .where(inArray(orders.number, numbers));
const stockOf = async (id: string) =>
  (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;

describe('SSLCommerz: opening the session', () => {
  it('opens a session for the orders’ total in BDT, tran_id the checkout, and sends the buyer to GatewayPageURL', async () => {
    const { session, tranId } = await sslCheckout(2);
    const sent = standIn.sessions.get(tranId)!;
    expect(sent).toMatchObject({
      total_amount: session.amount.toFixed(2),
      currency: 'BDT',
      ipn_url: `${PUBLIC_URL}/api/sslcommerz/ipn`,
      success_url: `${PUBLIC_URL}/api/sslcommerz/success`,
      fail_url: `${PUBLIC_URL}/api/sslcommerz/fail`,
      cancel_url: `${PUBLIC_URL}/api/sslcommerz/cancel`,
      cus_country: 'Bangladesh',
    });
    expect(sent.cus_phone).toMatch(/^01/);
    expect(session.redirectUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/EasyCheckOut\//);
    expect(standIn.calls.at(-1)!.fields).not.toHaveProperty('store_passwd');
  });

  it('refuses an order a pharmacist checks first: SSLCommerz cannot hold the money', async () => {
    const me = await signUp(t);
    const medicine = await createMedicine(t.db, { priceCents: 12_000, stock: 10 });
    await addToCart(t, me, medicine.id, 1);
    const prescription = await createPrescription(t.db, me.id, { status: 'approved' });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...me.headers, 'idempotency-key': `rx-ssl-${medicine.id}` },
      payload: { addressId: await dhakaAddress(t, me), paymentMethod: 'card', prescriptionId: prescription.id },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const res = await checkout(t, me, { method: 'sslcommerz' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PAYMENT_METHOD_NOT_OFFERED');
  });
});

describe('SSLCommerz: the IPN and the buyer’s return', () => {
  it('records the payment once when the IPN comes first, then the return, then the IPN again', async () => {
    const { me, product, tranId, numbers } = await sslCheckout(2);
    const form = standIn.pay(tranId);
    expect((await post('ipn', form)).statusCode).toBe(200);
    const back = await post('success', form);
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe(`/dashboard/orders/${numbers[0]}?paid=sslcommerz`);
    expect((await post('ipn', form)).statusCode).toBe(200);
    const rows = await paymentsOf(tranId);
    expect(rows).toMatchObject([{ provider: 'sslcommerz', status: 'succeeded', providerReference: form.bank_tran_id }]);
    expect(await stockOf(product.id)).toBe(8);
    expect(await orderRows(numbers)).toMatchObject([{ paymentStatus: 'paid' }]);
    const order = await t.app.inject({ method: 'GET', url: `/api/orders/${numbers[0]}`, headers: me.headers });
    expect(order.json().payment).toMatchObject({ provider: 'sslcommerz', reference: form.bank_tran_id });
  });

  it('records it once when the return and the IPN arrive at the same moment', async () => {
    const { tranId, numbers } = await sslCheckout(1);
    const form = standIn.pay(tranId);
    const answers = await Promise.all([post('success', form), post('ipn', form), post('ipn', form)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 302]);
    expect(await paymentsOf(tranId)).toHaveLength(1);
    expect(await orderRows(numbers)).toMatchObject([{ paymentStatus: 'paid' }]);
  });

  it('records nothing for an IPN whose amount was altered: the validation API says what was paid', async () => {
    const { tranId, numbers } = await sslCheckout(1);
    standIn.pay(tranId);
    const tx = [...standIn.transactions.values()].find((x) => x.tran_id === tranId)!;
    tx.amount = '10.00';
    const res = await post('ipn', { tran_id: tranId, val_id: tx.val_id, status: 'VALID', amount: '250.00' });
    expect(res.statusCode).toBe(200);
    expect(await paymentsOf(tranId)).toEqual([]);
    expect(await orderRows(numbers)).toMatchObject([{ paymentStatus: 'awaiting' }]);
  });

  it('records nothing when the validation API says INVALID, nor for a notice naming another checkout', async () => {
    const { tranId } = await sslCheckout(1);
    const form = standIn.pay(tranId);
    standIn.invalid.add(form.val_id!);
    const back = await post('success', form);
    expect(back.headers.location).toContain('sslcommerz=failure');
    expect(await paymentsOf(tranId)).toEqual([]);
    const other = await sslCheckout(1);
    const otherForm = standIn.pay(other.tranId);
    expect((await post('ipn', { ...otherForm, tran_id: tranId })).statusCode).toBe(200);
    expect(await paymentsOf(tranId)).toEqual([]);
    expect(await paymentsOf(other.tranId)).toEqual([]);
  });

  it('sends the buyer back to pay after a failed or cancelled payment, and records nothing', async () => {
    for (const [way, status] of [
      ['fail', 'FAILED'],
      ['cancel', 'CANCELLED'],
    ] as const) {
      const { tranId, numbers } = await sslCheckout(1);
      const back = await post(way, standIn.pay(tranId, status));
      const outcome = status === 'FAILED' ? 'failure' : 'cancel';
      expect(back.headers.location).toBe(
        `/dashboard/payments?orders=${numbers[0]}&method=sslcommerz&sslcommerz=${outcome}`,
      );
      expect(await paymentsOf(tranId)).toEqual([]);
    }
  });

  it('keeps a payment SSLCommerz finds risky pending, its orders unpaid, for an admin', async () => {
    const { tranId, numbers } = await sslCheckout(1);
    const form = standIn.pay(tranId, 'VALID', { risk: 1 });
    const back = await post('success', form);
    expect(back.headers.location).toBe(`/dashboard/orders/${numbers[0]}?paid=review`);
    expect(await paymentsOf(tranId)).toMatchObject([{ status: 'pending' }]);
    expect(await orderRows(numbers)).toMatchObject([{ paymentStatus: 'awaiting' }]);
  });

  it('answers 400 to a form without tran_id', async () => {
    expect((await post('ipn', { status: 'VALID' })).statusCode).toBe(400);
  });
});

describe('SSLCommerz: refunds', () => {
  it('refunds a cancelled order through the refund API, and the refund’s status can be asked', async () => {
    const { me, tranId, numbers, session } = await sslCheckout(1);
    const form = standIn.pay(tranId);
    await post('ipn', form);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${numbers[0]}/cancel`,
      headers: me.headers,
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ paymentStatus: 'refunded' });
    const tx = standIn.transactions.get(form.val_id!)!;
    expect(tx.refunds.map((r) => r.amount)).toEqual([session.amount.toFixed(2)]);
    const provider = new SslcommerzProvider({ config: standIn.sslcommerzConfig(), publicUrl: PUBLIC_URL });
    expect(await provider.refundStatus(tx.refunds[0]!.refund_ref_id)).toBe('refunded');
  });
});

describe('the stand-in speaks SSLCommerz’s published examples', () => {
  const fixture = (name: string) =>
    JSON.parse(
      readFileSync(new URL(`../../../test/fixtures/sslcommerz/${name}.json`, import.meta.url), 'utf8'),
    ) as Record<string, unknown>;
  const shape = (json: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(json).map(([k, v]) => [k, Array.isArray(v) ? 'array' : typeof v]));

  it('answers the session, the validation and posts the IPN with the published fields', async () => {
    const { tranId } = await sslCheckout(1);
    const store = standIn.sslcommerzConfig();
    const session = await fetch(`${store.apiUrl}/gwprocess/v4/api.php`, {
      method: 'POST',
      body: new URLSearchParams({ ...standIn.sessions.get(tranId)!, tran_id: `${tranId}-x` }),
    }).then((r) => r.json() as Promise<Record<string, unknown>>);
    expect(shape(session)).toEqual(shape(fixture('session')));
    const ipn = standIn.pay(tranId);
    expect(shape(ipn)).toEqual(shape(fixture('ipn')));
    const query = new URLSearchParams({
      val_id: ipn.val_id!,
      store_id: store.storeId,
      store_passwd: store.storePassword,
      v: '1',
      format: 'json',
    });
    const validation = await fetch(`${store.apiUrl}/validator/api/validationserverAPI.php?${query}`).then(
      (r) => r.json() as Promise<Record<string, unknown>>,
    );
    expect(shape(validation)).toEqual(shape(fixture('validation')));
    expect(validation.status).toBe('VALID');
    const again = await fetch(`${store.apiUrl}/validator/api/validationserverAPI.php?${query}`).then(
      (r) => r.json() as Promise<Record<string, unknown>>,
    );
    expect(again.status).toBe('VALIDATED');
  });
});
