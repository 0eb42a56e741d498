import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signUp } from '../../../test/auth.js';
import { createCatalogBasics, createMedicine, createPrescription, createProduct } from '../../../test/factories.js';
import { ConfigError, loadConfig } from '../../core/config.js';
import { type PaymentsConfig } from '../../core/config-payments.js';
import { checkouts, deliveryZones, orders, payments, products, refunds } from '../../../test/tables.js';
import { publicClientConfig } from '../../core/client-config.js';
import { createPaymentProvider } from '../../modules/payments/processors/create-provider.js';
import { expirePrescriptionHolds } from '../../modules/orders/prescription-holds.js';
import {
  addToCart,
  checkout,
  dhakaAddress,
  deliveryZones as seedZones,
  getCart,
  placeCardOrders,
  placeOrders,
  recordPayment,
} from '../../modules/payments/payments.test-helpers.js';

/**
 * A local stand-in for the few Stripe endpoints the shop calls (Stripe itself
 * cannot be reached from here). It keeps intents in memory; `settle()` plays the
 * part of the browser confirming the card with Stripe.js.
 */
class StripeStandIn {
  intents = new Map<string, Record<string, unknown>>();
  refunds: string[] = [];
  /** Each refund asked for: the intent, the amount (all of it when left out) and the idempotency key. */
  refundCalls: { intent: string; amount: number | null; key: string }[] = [];
  cancels: string[] = [];
  createCalls: Record<string, string>[] = [];
  /** Each capture asked for: the intent, `amount_to_capture` and the idempotency key. */
  captureCalls: { intent: string; amount: number | null; key: string }[] = [];
  /** Set to answer the next captures with Stripe's "something went wrong" (a 500). */
  failCaptures = false;
  private captured = new Map<string, string>();
  private byIdempotencyKey = new Map<string, string>();
  private seq = 0;
  server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const form = Object.fromEntries(new URLSearchParams(body));
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++this.seq}` });
        res.end(JSON.stringify(json));
      };
      if (req.headers.authorization !== 'Bearer sk_test_standin') {
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }
      if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
        this.createCalls.push(form);
        const key = String(req.headers['idempotency-key'] ?? '');
        const known = key && this.byIdempotencyKey.get(key);
        if (known) return send(200, this.intents.get(known));
        const id = `pi_test_${++this.seq}`;
        const intent = {
          id,
          object: 'payment_intent',
          amount: Number(form.amount),
          currency: form.currency,
          status: 'requires_payment_method',
          capture_method: form.capture_method ?? 'automatic',
          amount_received: 0,
          client_secret: `${id}_secret_standin`,
          metadata: { checkoutId: form['metadata[checkoutId]'], userId: form['metadata[userId]'] },
          latest_charge: null,
        };
        this.intents.set(id, intent);
        if (key) this.byIdempotencyKey.set(key, id);
        return send(200, intent);
      }
      const match = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && match) {
        const intent = this.intents.get(decodeURIComponent(match[1]!));
        if (!intent) {
          return send(404, {
            error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' },
          });
        }
        return send(200, intent);
      }
      const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(url.pathname);
      if (req.method === 'POST' && cancel) {
        const intent = this.intents.get(decodeURIComponent(cancel[1]!));
        if (!intent) return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing' } });
        this.cancels.push(intent.id as string);
        if (intent.status === 'succeeded' || intent.status === 'processing') {
          return send(400, {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              message: `This PaymentIntent's status is ${String(intent.status)}.`,
            },
          });
        }
        intent.status = 'canceled';
        return send(200, intent);
      }
      const capture = /^\/v1\/payment_intents\/([^/]+)\/capture$/.exec(url.pathname);
      if (req.method === 'POST' && capture) {
        const intent = this.intents.get(decodeURIComponent(capture[1]!));
        if (!intent) return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing' } });
        const key = String(req.headers['idempotency-key'] ?? '');
        this.captureCalls.push({
          intent: intent.id as string,
          amount: form.amount_to_capture ? Number(form.amount_to_capture) : null,
          key,
        });
        if (this.failCaptures) return send(500, { error: { type: 'api_error', message: 'Something went wrong.' } });
        // Stripe answers a retried key with the first answer, and captures nothing more.
        if (key && this.captured.get(key) === intent.id) return send(200, intent);
        if (intent.status !== 'requires_capture') {
          return send(400, {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              message: `This PaymentIntent's status is ${String(intent.status)}.`,
            },
          });
        }
        intent.status = 'succeeded';
        intent.amount_received = form.amount_to_capture ? Number(form.amount_to_capture) : intent.amount;
        if (key) this.captured.set(key, intent.id as string);
        return send(200, intent);
      }
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        this.refunds.push(form.payment_intent!);
        this.refundCalls.push({
          intent: form.payment_intent!,
          amount: form.amount ? Number(form.amount) : null,
          key: String(req.headers['idempotency-key'] ?? ''),
        });
        return send(200, {
          id: `re_${++this.seq}`,
          object: 'refund',
          payment_intent: form.payment_intent,
          status: 'succeeded',
        });
      }
      send(404, { error: { type: 'invalid_request_error', message: `No stand-in for ${req.method} ${url.pathname}` } });
    });
  });

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** What Stripe.js confirming the card does to the intent. */
  settle(
    id: string,
    status: 'succeeded' | 'processing' | 'requires_capture' | 'requires_payment_method',
    card = { brand: 'visa', last4: '4242' },
  ) {
    const intent = this.intents.get(id)!;
    intent.status = status;
    intent.latest_charge =
      status === 'requires_payment_method'
        ? null
        : { id: `ch_${id}`, object: 'charge', payment_method_details: { type: 'card', card } };
  }
}

const WEBHOOK_SECRET = 'whsec_standin_secret';
const stripeHelpers = new Stripe('sk_test_unused');

let standIn: StripeStandIn;
let t: TestApp;
let stripeConfig: Extract<PaymentsConfig, { provider: 'stripe' }>;

beforeAll(async () => {
  standIn = new StripeStandIn();
  const apiBase = await standIn.start();
  stripeConfig = {
    provider: 'stripe',
    secretKey: 'sk_test_standin',
    publishableKey: 'pk_test_standin',
    webhookSecret: WEBHOOK_SECRET,
    apiBase,
  };
  t = await createTestApp({ payments: stripeConfig });
  await createCatalogBasics(t.db);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => standIn.server.close(resolve));
});
beforeEach(() => {
  standIn.refunds = [];
  standIn.refundCalls = [];
  standIn.cancels = [];
  standIn.captureCalls = [];
  standIn.failCaptures = false;
});

function webhook(type: string, intentId: string, options: { secret?: string; signature?: string | null } = {}) {
  const payload = JSON.stringify({
    id: `evt_${intentId}_${type}`,
    object: 'event',
    type,
    data: { object: { id: intentId, object: 'payment_intent' } },
  });
  const signature =
    options.signature === undefined
      ? stripeHelpers.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET })
      : options.signature;
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    payload,
  });
}

/** A buyer's cart placed as a card order, and its payment opened with Stripe. */
async function pricedCart(quantity = 1, priceCents = 1500, discountPercent = 0) {
  const me = await signUp(t);
  const product = await createProduct(t.db, { priceCents, discountPercent, stock: 10 });
  await addToCart(t, me, product.id, quantity);
  const placed = await placeCardOrders(t, me);
  const res = await checkout(t, me, { price: 0.5 });
  expect(res.statusCode, res.body).toBe(200);
  const intentId = (res.json().clientSecret as string).split('_secret_')[0]!;
  return { me, product, session: res.json(), intentId, numbers: placed.map((o) => o.number) };
}

const orderRows = (numbers: string[]) =>
  t.db
    .select({
      number: orders.number,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      paymentId: orders.paymentId,
      id: orders.id,
    })
    .from(orders)
    .where(inArray(orders.number, numbers))
    .orderBy(orders.number);

const paymentsFor = (transactionId: string) =>
  t.db
    .select({ id: payments.id, status: payments.status, cardLast4: payments.cardLast4 })
    .from(payments)
    .where(eq(payments.transactionId, transactionId));
const stockOf = async (id: string) =>
  (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const checkoutStatus = async (intentId: string) =>
  (await t.db.select({ status: checkouts.status }).from(checkouts).where(eq(checkouts.intentId, intentId)))[0]!.status;
const intentOf = (clientSecret: string) => clientSecret.split('_secret_')[0]!;

describe('Stripe: POST /api/create-checkout-session', () => {
  it("creates the intent with the server's amount and ties it to the checkout", async () => {
    const { session, intentId } = await pricedCart(2, 1999, 15);
    const created = standIn.createCalls.at(-1)!;
    // 2 × ($19.99 less 15% = $16.99) in cents; the client's $0.50 is ignored.
    expect(created.amount).toBe('3398');
    expect(created.currency).toBe('usd');
    expect(created['allowed_payment_method_types[0]']).toBe('card');
    const [row] = await t.db.select({ id: checkouts.id }).from(checkouts).where(eq(checkouts.intentId, intentId));
    expect(created['metadata[checkoutId]']).toBe(row!.id);
    expect(session).toMatchObject({ provider: 'stripe', amount: 33.98, clientSecret: `${intentId}_secret_standin` });
  });

  it('refuses to place a card order below the smallest charge Stripe takes with 409, before any intent is opened', async () => {
    const me = await signUp(t);
    const product = await createProduct(t.db, { priceCents: 49, stock: 10 });
    await addToCart(t, me, product.id, 1);
    await seedZones(t);
    // Delivery free for the moment, or the fee would lift the order above the minimum.
    const fees = await t.db.select({ id: deliveryZones.id, fee: deliveryZones.feeCents }).from(deliveryZones);
    await t.db.update(deliveryZones).set({ feeCents: 0 });
    try {
      const calls = standIn.createCalls.length;
      const res = await placeOrders(t, me, 'card');
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ code: 'AMOUNT_TOO_SMALL', message: expect.stringContaining('$0.50') });
      expect(standIn.createCalls).toHaveLength(calls);
      // Cash on delivery has no such floor.
      expect((await placeOrders(t, me, 'cod')).statusCode).toBe(201);
    } finally {
      for (const f of fees) await t.db.update(deliveryZones).set({ feeCents: f.fee }).where(eq(deliveryZones.id, f.id));
    }
  });

  it('has no sandbox confirmation endpoint', async () => {
    const { me, session } = await pricedCart();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/confirm',
      headers: me.headers,
      payload: { clientSecret: session.clientSecret },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('Stripe: POST /api/payments', () => {
  it('records nothing while Stripe has not confirmed the intent', async () => {
    const { me, intentId } = await pricedCart();
    const res = await recordPayment(t, me, intentId, { price: 15, status: 'succeeded' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PAYMENT_NOT_COMPLETED');
    expect(await paymentsFor(intentId)).toEqual([]);
  });

  it('records the payment once Stripe says it succeeded, with the card brand and last four digits', async () => {
    const { me, product, intentId, numbers } = await pricedCart(3);
    standIn.settle(intentId, 'succeeded', { brand: 'mastercard', last4: '4444' });
    const res = await recordPayment(t, me, intentId);
    expect(res.statusCode).toBe(200);
    expect(res.json().payment).toMatchObject({
      transactionId: intentId,
      price: 45,
      status: 'succeeded',
      provider: 'stripe',
      cardBrand: 'mastercard',
      cardLast4: '4444',
    });
    expect(await getCart(t, me)).toEqual([]);
    expect(await stockOf(product.id)).toBe(7);
    expect(await orderRows(numbers)).toMatchObject([{ paymentStatus: 'paid', paymentId: res.json().insertedId }]);
  });

  it("answers 404 for someone else's intent", async () => {
    const { intentId } = await pricedCart();
    standIn.settle(intentId, 'succeeded');
    const stranger = await signUp(t);
    expect((await recordPayment(t, stranger, intentId)).statusCode).toBe(404);
    expect(await paymentsFor(intentId)).toEqual([]);
  });

  it('refuses an intent whose amount differs from the checkout', async () => {
    const { me, intentId } = await pricedCart();
    standIn.intents.get(intentId)!.amount = 1;
    standIn.settle(intentId, 'succeeded');
    const res = await recordPayment(t, me, intentId);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PAYMENT_MISMATCH');
    expect(await paymentsFor(intentId)).toEqual([]);
  });

  it('refunds instead of overselling when stock ran out while the buyer paid, and cancels the order', async () => {
    const { me, product, intentId, numbers } = await pricedCart(2);
    await t.db.update(products).set({ stock: 1 }).where(eq(products.id, product.id));
    standIn.settle(intentId, 'succeeded');
    const res = await recordPayment(t, me, intentId);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('OUT_OF_STOCK_REFUNDED');
    expect(res.json().message).toContain(`Order ${numbers[0]} was cancelled.`);
    expect(standIn.refunds).toEqual([intentId]);
    expect(await paymentsFor(intentId)).toEqual([]);
    expect(await stockOf(product.id)).toBe(1);
    expect(await getCart(t, me)).toHaveLength(1);
    const [order] = await orderRows(numbers);
    expect(order).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', paymentId: null });
    const recorded = await t.db.select().from(refunds).where(eq(refunds.orderId, order!.id));
    expect(recorded).toMatchObject([{ status: 'succeeded', provider: 'stripe', amountCents: 3000 }]);
    // Stripe's own report of the same payment refunds nothing more.
    expect((await webhook('payment_intent.succeeded', intentId)).statusCode).toBe(200);
    expect(standIn.refunds).toEqual([intentId]);
  });

  it('answers 502 when Stripe cannot be reached, and records nothing', async () => {
    const offline = await createTestApp({ payments: { ...stripeConfig, apiBase: 'http://127.0.0.1:9' } });
    try {
      await createCatalogBasics(offline.db);
      const me = await signUp(offline);
      await addToCart(offline, me, (await createProduct(offline.db)).id);
      await placeCardOrders(offline, me);
      const res = await checkout(offline, me);
      expect(res.statusCode).toBe(502);
      expect(res.json().code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
      expect(await offline.db.select({ id: checkouts.id }).from(checkouts)).toEqual([]);
    } finally {
      await offline.close();
    }
  });
});

describe('Stripe: POST /api/webhooks/stripe', () => {
  it('records a succeeded payment the browser never reported', async () => {
    const { me, intentId } = await pricedCart();
    standIn.settle(intentId, 'succeeded');
    const res = await webhook('payment_intent.succeeded', intentId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(await paymentsFor(intentId)).toMatchObject([{ status: 'succeeded', cardLast4: '4242' }]);
    expect(await getCart(t, me)).toEqual([]);
  });

  it('gives one payment, and pays the order once, when the webhook races the browser', async () => {
    const { me, product, intentId, numbers } = await pricedCart(2);
    standIn.settle(intentId, 'succeeded');
    const [fromBrowser, fromStripe, again] = await Promise.all([
      recordPayment(t, me, intentId),
      webhook('payment_intent.succeeded', intentId),
      webhook('payment_intent.succeeded', intentId),
    ]);
    expect([fromBrowser.statusCode, fromStripe.statusCode, again.statusCode]).toEqual([200, 200, 200]);
    expect(await paymentsFor(intentId)).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(8);
    expect(await orderRows(numbers)).toMatchObject([
      { paymentStatus: 'paid', paymentId: fromBrowser.json().insertedId },
    ]);
  });

  it('refuses a delivery with a wrong or missing signature, and records nothing', async () => {
    const { intentId } = await pricedCart();
    standIn.settle(intentId, 'succeeded');
    const forged = await webhook('payment_intent.succeeded', intentId, { secret: 'whsec_somebody_else' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('INVALID_WEBHOOK_SIGNATURE');
    const unsigned = await webhook('payment_intent.succeeded', intentId, { signature: null });
    expect(unsigned.statusCode).toBe(400);
    expect(await paymentsFor(intentId)).toEqual([]);
  });

  it('keeps a processing payment pending until Stripe reports success; the order is paid then', async () => {
    const { me, intentId, numbers } = await pricedCart();
    standIn.settle(intentId, 'processing');
    const first = await recordPayment(t, me, intentId);
    expect(first.statusCode).toBe(200);
    expect(first.json().payment.status).toBe('pending');
    const [waiting] = await orderRows(numbers);
    expect(waiting).toMatchObject({ paymentStatus: 'awaiting', paymentId: first.json().insertedId });
    // A payment on its way holds the order: it can be neither moved on nor cancelled.
    const held = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${numbers[0]}/cancel`,
      headers: me.headers,
      payload: {},
    });
    expect(held.statusCode).toBe(409);
    expect(held.json().code).toBe('ORDER_AWAITING_PAYMENT');
    standIn.settle(intentId, 'succeeded');
    expect((await webhook('payment_intent.succeeded', intentId)).statusCode).toBe(200);
    expect(await paymentsFor(intentId)).toMatchObject([{ status: 'succeeded' }]);
    expect(await orderRows(numbers)).toMatchObject([{ paymentStatus: 'paid' }]);
  });

  it('fails a pending payment Stripe declines, puts its units back on the shelf, and the order waits again', async () => {
    const { me, product, intentId, numbers } = await pricedCart(2);
    standIn.settle(intentId, 'processing');
    expect((await recordPayment(t, me, intentId)).statusCode).toBe(200);
    expect(await stockOf(product.id)).toBe(8);
    standIn.settle(intentId, 'requires_payment_method');
    expect((await webhook('payment_intent.payment_failed', intentId)).statusCode).toBe(200);
    expect(await paymentsFor(intentId)).toMatchObject([{ status: 'failed' }]);
    expect(await stockOf(product.id)).toBe(10);
    expect(await orderRows(numbers)).toMatchObject([{ status: 'placed', paymentStatus: 'awaiting', paymentId: null }]);
    // It can be paid again, on a new page.
    const again = await checkout(t, me);
    expect(again.statusCode, again.body).toBe(200);
  });

  it('acknowledges events it does not act on, and intents it did not create', async () => {
    expect((await webhook('charge.refunded', 'pi_whatever')).statusCode).toBe(200);
    expect((await webhook('payment_intent.succeeded', 'pi_not_ours')).statusCode).toBe(200);
  });
});

describe('Stripe: one open payment page per cart', () => {
  it("cancels the replaced page's intent at Stripe", async () => {
    const { me, intentId: older } = await pricedCart();
    const newer = await checkout(t, me);
    expect(newer.statusCode, newer.body).toBe(200);
    expect(standIn.cancels).toEqual([older]);
    expect(standIn.intents.get(older)!.status).toBe('canceled');
    expect(await checkoutStatus(older)).toBe('superseded');
    expect(await checkoutStatus(intentOf(newer.json().clientSecret))).toBe('open');
  });

  it('refunds a payment Stripe took on a replaced page when its webhook arrives late, and records no sale', async () => {
    const { me, product, intentId: older } = await pricedCart(2);
    // The buyer paid in one tab while another tab opened a newer page.
    standIn.settle(older, 'succeeded');
    const newer = intentOf((await checkout(t, me)).json().clientSecret);
    const res = await webhook('payment_intent.succeeded', older);
    expect(res.statusCode).toBe(200);
    expect(standIn.refunds).toEqual([older]);
    expect(await paymentsFor(older)).toEqual([]);
    expect(await checkoutStatus(older)).toBe('refunded');
    expect(await stockOf(product.id)).toBe(10);
    expect(await getCart(t, me)).toMatchObject([{ menuId: product.id, quantity: 2 }]);

    // The newer page still pays for the cart, once.
    standIn.settle(newer, 'succeeded');
    const paid = await recordPayment(t, me, newer);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await stockOf(product.id)).toBe(8);
    expect(standIn.refunds).toEqual([older]);
  });

  it('answers the browser of a replaced page that Stripe charged with 409, and refunds', async () => {
    const { me, product, intentId: older } = await pricedCart(1);
    standIn.settle(older, 'succeeded');
    await checkout(t, me);
    const res = await recordPayment(t, me, older);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe('CHECKOUT_SUPERSEDED_REFUNDED');
    expect(standIn.refunds).toEqual([older]);
    expect(await paymentsFor(older)).toEqual([]);
    expect(await stockOf(product.id)).toBe(10);
    const again = await recordPayment(t, me, older);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PAYMENT_REFUNDED');
    expect(standIn.refunds).toEqual([older]);
  });

  it('refunds instead of paying an order the buyer cancelled while paying', async () => {
    const { me, product, intentId, numbers } = await pricedCart(1);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${numbers[0]}/cancel`,
      headers: me.headers,
      payload: {},
    });
    expect(cancelled.statusCode).toBe(200);
    standIn.settle(intentId, 'succeeded');

    const res = await recordPayment(t, me, intentId);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe('ORDERS_CHANGED_REFUNDED');
    expect(res.json().message).toContain(numbers[0]);
    expect(standIn.refunds).toEqual([intentId]);
    expect(await paymentsFor(intentId)).toEqual([]);
    expect(await stockOf(product.id)).toBe(10);
    expect(await orderRows(numbers)).toMatchObject([{ status: 'cancelled', paymentStatus: 'void' }]);
    expect((await webhook('payment_intent.succeeded', intentId)).statusCode).toBe(200);
    expect(standIn.refunds).toEqual([intentId]);
  });
});

describe('Stripe: orders awaiting a pharmacist (manual capture)', () => {
  /** A card order of a prescription medicine (3 × $12) with an approved prescription, its intent opened. */
  async function prescriptionCheckout() {
    const me = await signUp(t);
    const medicine = await createMedicine(t.db, { priceCents: 1200, stock: 10 });
    await addToCart(t, me, medicine.id, 3);
    const prescription = await createPrescription(t.db, me.id, { status: 'approved' });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...me.headers, 'idempotency-key': `rx-${medicine.id}` },
      payload: { addressId: await dhakaAddress(t, me), paymentMethod: 'card', prescriptionId: prescription.id },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().orders[0] as { number: string; total: number; lines: { id: string }[] };
    const session = await checkout(t, me, { orders: [order.number] });
    expect(session.statusCode, session.body).toBe(200);
    return { me, medicine, order, intentId: intentOf(session.json().clientSecret) };
  }

  const pharmacist = () => signUp(t, { role: 'pharmacist' });
  const review = (who: { headers: Record<string, string> }, number: string, lines: unknown[]) =>
    t.app.inject({ method: 'POST', url: `/api/orders/${number}/review`, headers: who.headers, payload: { lines } });
  const paymentRow = async (intentId: string) =>
    (await t.db.select().from(payments).where(eq(payments.transactionId, intentId)))[0];

  it('opens a manual-capture intent; amount_capturable_updated records an authorization, nothing charged', async () => {
    const { order, intentId } = await prescriptionCheckout();
    expect(standIn.createCalls.at(-1)!.capture_method).toBe('manual');
    standIn.settle(intentId, 'requires_capture');
    expect((await webhook('payment_intent.amount_capturable_updated', intentId)).statusCode).toBe(200);
    expect(await paymentRow(intentId)).toMatchObject({ status: 'authorized', authorizedCents: expect.any(Number) });
    expect(await orderRows([order.number])).toMatchObject([
      { status: 'awaiting_prescription', paymentStatus: 'authorized' },
    ]);
    expect(standIn.captureCalls).toEqual([]);
  });

  it('captures what the pharmacist approved, once, with the key capture:<payment>, under concurrent reviews', async () => {
    const { me, order, intentId } = await prescriptionCheckout();
    standIn.settle(intentId, 'requires_capture');
    expect((await recordPayment(t, me, intentId)).json().payment.status).toBe('authorized');
    const [a, b] = await Promise.all([pharmacist(), pharmacist()]);
    const lines = [{ lineId: order.lines[0]!.id, decision: 'approve', quantity: 1 }];
    const answers = await Promise.all([review(a, order.number, lines), review(b, order.number, lines)]);
    // The later review finds the order no longer waiting: 404, as for any order outside the review.
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    const payment = await paymentRow(intentId);
    const reviewed = answers.find((r) => r.statusCode === 200)!.json() as { total: number };
    const cents = Math.round(reviewed.total * 100);
    expect(standIn.captureCalls).toEqual([{ intent: intentId, amount: cents, key: `capture:${payment!.id}` }]);
    expect(payment).toMatchObject({
      status: 'succeeded',
      amountCents: cents,
      authorizedCents: Math.round(order.total * 100),
    });
    expect(await orderRows([order.number])).toMatchObject([{ status: 'confirmed', paymentStatus: 'paid' }]);
    // Stripe's own report of the capture changes nothing.
    expect((await webhook('payment_intent.succeeded', intentId)).statusCode).toBe(200);
    expect(await paymentRow(intentId)).toMatchObject({ status: 'succeeded', amountCents: cents });
    expect(standIn.captureCalls).toHaveLength(1);
  });

  it('voids the authorization when the pharmacist rejects every line', async () => {
    const { me, medicine, order, intentId } = await prescriptionCheckout();
    standIn.settle(intentId, 'requires_capture');
    await recordPayment(t, me, intentId);
    const res = await review(await pharmacist(), order.number, [
      { lineId: order.lines[0]!.id, decision: 'reject', reason: 'interaction', note: 'Takes warfarin' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(standIn.captureCalls).toEqual([]);
    expect(standIn.cancels).toEqual([intentId]);
    expect(standIn.intents.get(intentId)!.status).toBe('canceled');
    expect(await paymentRow(intentId)).toMatchObject({ status: 'voided', amountCents: 0 });
    expect(await stockOf(medicine.id)).toBe(10);
  });

  it('opens a manual-capture intent for the newest placement when no order is named', async () => {
    const { me } = await prescriptionCheckout();
    standIn.createCalls = [];
    const again = await checkout(t, me);
    expect(again.statusCode, again.body).toBe(200);
    expect(standIn.createCalls.at(-1)!.capture_method).toBe('manual');
  });

  it('refunds a charge Stripe made at once for an order not yet reviewed, reported by the browser', async () => {
    const { me, order, intentId } = await prescriptionCheckout();
    standIn.intents.get(intentId)!.capture_method = 'automatic';
    standIn.settle(intentId, 'succeeded');
    const res = await recordPayment(t, me, intentId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_REFUNDED' });
    expect(standIn.refunds).toEqual([intentId]);
    expect(await paymentsFor(intentId)).toEqual([]);
    expect(await orderRows([order.number])).toMatchObject([{ status: 'awaiting_prescription', paymentId: null }]);
  });

  it('refunds a charge Stripe made at once for an order not yet reviewed, and records no payment', async () => {
    const { order, intentId } = await prescriptionCheckout();
    // As if the intent had been charged without waiting for a capture.
    standIn.intents.get(intentId)!.capture_method = 'automatic';
    standIn.settle(intentId, 'succeeded');
    expect((await webhook('payment_intent.succeeded', intentId)).statusCode).toBe(200);
    expect(standIn.refunds).toEqual([intentId]);
    expect(await paymentsFor(intentId)).toEqual([]);
    expect(await orderRows([order.number])).toMatchObject([
      { status: 'awaiting_prescription', paymentStatus: 'awaiting', paymentId: null },
    ]);
  });

  it('keeps a capture Stripe failed decided, and the recurring job captures it once later', async () => {
    const { me, order, intentId } = await prescriptionCheckout();
    standIn.settle(intentId, 'requires_capture');
    await recordPayment(t, me, intentId);
    standIn.failCaptures = true;
    const res = await review(await pharmacist(), order.number, [{ lineId: order.lines[0]!.id, decision: 'approve' }]);
    // The review stands; the money is taken later.
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'confirmed', paymentStatus: 'authorized' });
    const payment = await paymentRow(intentId);
    expect(payment).toMatchObject({ status: 'authorized', captureCents: Math.round(order.total * 100) });
    standIn.failCaptures = false;
    await t.db
      .update(payments)
      .set({ updatedAt: new Date(Date.now() - 120_000) })
      .where(eq(payments.id, payment!.id));
    const ctx = {
      db: t.db,
      provider: createPaymentProvider(t.config.payments, t.db, t.config.currency),
      log: t.app.log,
      productPages: t.app.productPages,
      currency: t.config.currency,
      taxRateBasisPoints: 0,
      prescriptionHoldHours: 24,
    };
    await Promise.all([expirePrescriptionHolds(ctx), expirePrescriptionHolds(ctx)]);
    expect(await paymentRow(intentId)).toMatchObject({
      status: 'succeeded',
      amountCents: Math.round(order.total * 100),
    });
    expect(await orderRows([order.number])).toMatchObject([{ paymentStatus: 'paid' }]);
    // Every try used the same key, and Stripe captured once.
    expect(new Set(standIn.captureCalls.map((c) => c.key))).toEqual(new Set([`capture:${payment!.id}`]));
    expect(standIn.intents.get(intentId)!.amount_received).toBe(Math.round(order.total * 100));
  });
});

describe('Stripe: cancelling an order paid by card', () => {
  it("refunds the order's own share of a payment for two orders, with its own idempotency key", async () => {
    const me = await signUp(t);
    const seller = await signUp(t, { role: 'seller' });
    await addToCart(t, me, (await createProduct(t.db, { priceCents: 1500, stock: 10 })).id, 2);
    await addToCart(t, me, (await createProduct(t.db, { priceCents: 2000, stock: 10, sellerId: seller.id })).id, 1);
    const placed = await placeCardOrders(t, me);
    const session = await checkout(t, me);
    const intentId = intentOf(session.json().clientSecret);
    expect(session.json().amount).toBe(50);
    standIn.settle(intentId, 'succeeded');
    expect((await webhook('payment_intent.succeeded', intentId)).statusCode).toBe(200);

    const target = placed.find((o) => o.total === 20)!;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${target.number}/cancel`,
      headers: me.headers,
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(standIn.refundCalls).toEqual([{ intent: intentId, amount: 2000, key: expect.stringMatching(/^refund-/) }]);
    const other = placed.find((o) => o.total === 30)!;
    expect(await orderRows([other.number])).toMatchObject([{ paymentStatus: 'paid' }]);
  });
});

describe('Content-Security-Policy', () => {
  it('lets the browser load Stripe.js and its card frames only when Stripe takes the payments', async () => {
    const withStripe = (await t.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'];
    expect(withStripe).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
    expect(withStripe).toMatch(/frame-src [^;]*https:\/\/hooks\.stripe\.com/);
    expect(withStripe).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/);
    const sandbox = await createTestApp();
    try {
      const csp = (await sandbox.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'];
      expect(csp).not.toContain('stripe.com');
    } finally {
      await sandbox.close();
    }
  });
});

describe('payment configuration', () => {
  const base = {
    NODE_ENV: 'test',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0000',
    DATA_DIR: '/tmp/mb-config-test',
  };

  it('defaults to the sandbox and tells the browser so', () => {
    const config = loadConfig(base);
    expect(config.payments).toEqual({ provider: 'sandbox' });
    expect(publicClientConfig(config)).toMatchObject({ paymentProvider: 'sandbox', stripePublishableKey: null });
  });

  it('chooses Stripe when its keys are set, and gives the browser only the publishable key', () => {
    const config = loadConfig({
      ...base,
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
    });
    expect(config.payments.provider).toBe('stripe');
    const forBrowser = JSON.stringify(publicClientConfig(config));
    expect(forBrowser).toContain('pk_test_123');
    expect(forBrowser).not.toContain('sk_test_123');
    expect(forBrowser).not.toContain('whsec_123');
  });

  it('names the missing Stripe variables', () => {
    expect(() => loadConfig({ ...base, PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ ...base, PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET/,
    );
  });
});

describe('Stripe in a shop that sells in taka', () => {
  let taka: TestApp;
  beforeAll(async () => {
    taka = await createTestApp({ payments: stripeConfig, currency: 'BDT' });
    await createCatalogBasics(taka.db);
  });
  afterAll(async () => taka.close());

  it('asks Stripe for bdt, and refuses a card order below ৳100 (what Stripe takes) before asking', async () => {
    const me = await signUp(taka);
    // ৳30 and ৳60 delivery in Dhaka: ৳90.
    const small = await createProduct(taka.db, { priceCents: 30_00, stock: 10 });
    await addToCart(taka, me, small.id, 1);
    const calls = standIn.createCalls.length;
    const refused = await placeOrders(taka, me, 'card');
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'AMOUNT_TOO_SMALL',
      message: 'One card payment must be at least Tk\u00a0100.00. Add to your cart, or pay cash on delivery.',
    });
    expect(standIn.createCalls).toHaveLength(calls);

    const another = await createProduct(taka.db, { priceCents: 30_00, stock: 10 });
    await addToCart(taka, me, another.id, 1);
    await placeCardOrders(taka, me);
    const res = await checkout(taka, me);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ currency: 'bdt', amount: 120 });
    expect(standIn.createCalls.at(-1)).toMatchObject({ amount: '12000', currency: 'bdt' });
  });
});
