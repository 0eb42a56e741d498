import { formatAmount, ORDER_STATUSES, ORDER_TRANSITIONS, type Order, type OrderStatus } from '@medibazaar/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { DHAKA_ADDRESS, orderHelpers } from '../../../test/orders.js';
import { signUp, type SignedIn } from '../../../test/auth.js';
import { createCatalogBasics, createProduct } from '../../../test/factories.js';
import { orders, payments, refunds, sandboxPaymentIntents, sellerLicences } from '../../../test/tables.js';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../core/config.js';
import {
  addToCart,
  buyCart,
  confirm,
  dhakaAddress,
  placeCardOrders,
  reopenCheckout,
} from '../payments/payments.test-helpers.js';
import { seedDeliveryZones } from './delivery.repository.js';
import { latinTextOf, placedTextOf } from './pdf.test-helpers.js';

const TEST_ENV = { NODE_ENV: 'test', LOG_LEVEL: 'silent', AUTH_SECRET: 'test-secret-test-secret-test-secret-0000' };

let t: TestApp;
let admin: SignedIn;
let seller: SignedIn;
let otherSeller: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  await createCatalogBasics(t.db);
  await seedDeliveryZones(t.db, 'USD');
  [admin, seller, otherSeller] = await Promise.all([
    signUp(t, { role: 'admin' }),
    signUp(t, { role: 'seller' }),
    signUp(t, { role: 'seller' }),
  ]);
});
afterAll(async () => t.close());

const dhaka = DHAKA_ADDRESS;
const { stockOf, addAddress, placeCod } = orderHelpers(() => t);

const move = (who: SignedIn, number: string, to: OrderStatus, note?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${number}/transitions`,
    headers: who.headers,
    payload: { to, ...(note ? { note } : {}) },
  });

/** An order's timeline, as an admin reads it. */
const eventsOf = async (number: string) =>
  ((await t.app.inject({ method: 'GET', url: `/api/orders/${number}`, headers: admin.headers })).json() as Order)
    .events;

/** A buyer with an address in Dhaka and a one-product order, cash on delivery. */
async function codOrder(opts: { sellerOf?: SignedIn | null; quantity?: number; stock?: number } = {}) {
  const buyer = await signUp(t);
  const address = await addAddress(buyer);
  const product = await createProduct(t.db, {
    priceCents: 2000,
    stock: opts.stock ?? 10,
    sellerId: opts.sellerOf === null ? null : (opts.sellerOf ?? seller).id,
  });
  await addToCart(t, buyer, product.id, opts.quantity ?? 2);
  const [order] = await placeCod(buyer, address.id);
  return { buyer, address, product, order: order! };
}

describe('address book', () => {
  it('checks the phone and district, naming the field, and makes the first address the default', async () => {
    const me = await signUp(t);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/addresses',
      headers: me.headers,
      payload: { ...dhaka, phone: '01212345678' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('phone');
    const first = await addAddress(me);
    expect(first).toMatchObject({ isDefault: true, phone: '01712345678', division: 'dhaka' });
    const second = await addAddress(me, { ...dhaka, district: 'sylhet', isDefault: true });
    expect(second.isDefault).toBe(true);
    const list = (await t.app.inject({ method: 'GET', url: '/api/addresses', headers: me.headers })).json();
    expect(list.filter((a: { isDefault: boolean }) => a.isDefault)).toHaveLength(1);
    expect(list[0].id).toBe(second.id);
  });

  it('nobody else reads, changes or deletes an address', async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    const mine = await addAddress(me);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/addresses/${mine.id}`,
      headers: other.headers,
      payload: dhaka,
    });
    expect(put.statusCode).toBe(404);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/addresses/${mine.id}`, headers: admin.headers });
    expect(del.statusCode).toBe(404);
    const theirs = (await t.app.inject({ method: 'GET', url: '/api/addresses', headers: other.headers })).json();
    expect(theirs).toEqual([]);
  });
});

describe('the order lifecycle', () => {
  it('refuses every move not in the table, answering the allowed next states', async () => {
    for (const from of ORDER_STATUSES) {
      const { order } = await codOrder();
      await t.db.update(orders).set({ status: from }).where(eq(orders.number, order.number));
      for (const to of ORDER_STATUSES) {
        if (ORDER_TRANSITIONS[from][to]) continue;
        const res = await move(admin, order.number, to);
        expect(res.statusCode, `${from} → ${to}`).toBe(409);
        expect(res.json()).toMatchObject({
          code: 'ORDER_TRANSITION_NOT_ALLOWED',
          allowed: Object.keys(ORDER_TRANSITIONS[from]),
        });
      }
    }
  });

  it('the buyer cannot move an order forward; another seller cannot see it; the seller and admin can', async () => {
    const { buyer, order } = await codOrder();
    const forward = await move(buyer, order.number, 'confirmed');
    expect(forward.statusCode).toBe(409);
    expect(forward.json().allowed).toEqual(['cancelled']);
    expect((await move(otherSeller, order.number, 'confirmed')).statusCode).toBe(404);
    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.number}`,
      headers: otherSeller.headers,
    });
    expect(peek.statusCode).toBe(404);
    for (const to of ['confirmed', 'packed', 'shipped'] as const) {
      const res = await move(seller, order.number, to);
      expect(res.statusCode, res.body).toBe(200);
    }
    const sellerDelivers = await move(seller, order.number, 'delivered');
    expect(sellerDelivers.statusCode).toBe(409);
    expect(sellerDelivers.json().allowed).toEqual([]);
    const delivered = await move(admin, order.number, 'delivered', 'Handed to Rahim');
    expect(delivered.statusCode).toBe(200);
    const body = delivered.json() as Order;
    expect(body.events.map((e) => [e.from, e.to, e.by])).toEqual([
      [null, 'placed', 'buyer'],
      ['placed', 'confirmed', 'seller'],
      ['confirmed', 'packed', 'seller'],
      ['packed', 'shipped', 'seller'],
      ['shipped', 'delivered', 'admin'],
    ]);
    expect(body.events.at(-1)!.note).toBe('Handed to Rahim');
  });

  it('cash on delivery: delivered records the cash collected as a payment, once', async () => {
    const { buyer, order } = await codOrder();
    for (const to of ['confirmed', 'packed', 'shipped', 'delivered'] as const) {
      expect((await move(admin, order.number, to)).statusCode).toBe(200);
    }
    const got = (
      await t.app.inject({ method: 'GET', url: `/api/orders/${order.number}`, headers: buyer.headers })
    ).json() as Order;
    expect(got.paymentStatus).toBe('paid');
    const rows = await t.db
      .select()
      .from(payments)
      .where(eq(payments.transactionId, `cod-${order.number}`));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ provider: 'cod', status: 'succeeded', amountCents: Math.round(order.total * 100) });
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/payments/${encodeURIComponent(buyer.email)}`,
      headers: buyer.headers,
    });
    expect(history.statusCode, history.body).toBe(200);
    expect(JSON.stringify(history.json())).toContain(`cod-${order.number}`);
  });

  it('cancelling returns the stock once, even when sent twice at the same time', async () => {
    const { buyer, product, order } = await codOrder({ quantity: 4, stock: 10 });
    expect(await stockOf(product.id)).toBe(6);
    const [a, b] = await Promise.all([
      t.app.inject({ method: 'POST', url: `/api/orders/${order.number}/cancel`, headers: buyer.headers, payload: {} }),
      t.app.inject({ method: 'POST', url: `/api/orders/${order.number}/cancel`, headers: buyer.headers, payload: {} }),
    ]);
    expect([a!.statusCode, b!.statusCode].every((s) => s === 200 || s === 409)).toBe(true);
    expect(await stockOf(product.id)).toBe(10);
    const got = (
      await t.app.inject({ method: 'GET', url: `/api/orders/${order.number}`, headers: buyer.headers })
    ).json() as Order;
    expect(got).toMatchObject({ status: 'cancelled', paymentStatus: 'void', allowedNext: [] });
    expect(got.events.filter((e) => e.to === 'cancelled')).toHaveLength(1);
  });

  it('a packed order cancelled while it is shipped moves once, and its stock comes back only if cancelled', async () => {
    const { product, order } = await codOrder({ quantity: 3, stock: 10 });
    for (const to of ['confirmed', 'packed'] as const)
      expect((await move(seller, order.number, to)).statusCode).toBe(200);
    const [cancel, ship] = await Promise.all([
      move(admin, order.number, 'cancelled'),
      move(seller, order.number, 'shipped'),
    ]);
    expect([cancel.statusCode, ship.statusCode].sort()).toEqual([200, 409]);
    expect(await stockOf(product.id)).toBe(cancel.statusCode === 200 ? 10 : 7);
    const moves = await eventsOf(order.number);
    expect(moves.filter((e) => e.to === 'cancelled' || e.to === 'shipped')).toHaveLength(1);
  });

  it('a delivered cash order returned twice at the same time puts its stock back and records the cash given back, once', async () => {
    const { product, order } = await codOrder({ quantity: 3, stock: 10 });
    for (const to of ['confirmed', 'packed', 'shipped', 'delivered'] as const) {
      expect((await move(admin, order.number, to)).statusCode).toBe(200);
    }
    expect(await stockOf(product.id)).toBe(7);
    const answers = await Promise.all([move(admin, order.number, 'returned'), move(admin, order.number, 'returned')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(product.id)).toBe(10);
    expect((await eventsOf(order.number)).filter((e) => e.to === 'returned')).toHaveLength(1);
    // The cash collected at the door is recorded as given back, once.
    const [row] = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.number, order.number));
    const back = await t.db.select().from(refunds).where(eq(refunds.orderId, row!.id));
    expect(back).toHaveLength(1);
    expect(back[0]).toMatchObject({ provider: 'cod', status: 'succeeded', amountCents: Math.round(order.total * 100) });
    const got = (
      await t.app.inject({ method: 'GET', url: `/api/orders/${order.number}`, headers: admin.headers })
    ).json() as Order;
    expect(got.paymentStatus).toBe('refunded');
  });

  it('the buyer cannot cancel once packed', async () => {
    const { buyer, order } = await codOrder();
    await move(seller, order.number, 'confirmed');
    await move(seller, order.number, 'packed');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.number}/cancel`,
      headers: buyer.headers,
      payload: {},
    });
    expect(res.statusCode).toBe(409);
  });

  it('cancelling a paid card order refunds it through the provider exactly once, even sent twice at once', async () => {
    const { buyer, product, order, intentId, paymentId } = await cardPaidOrder();
    expect(order).toMatchObject({ paymentMethod: 'card', paymentStatus: 'paid', allowedNext: ['cancelled'] });
    expect(await stockOf(product.id)).toBe(8);
    const [a, b] = await Promise.all([
      t.app.inject({ method: 'POST', url: `/api/orders/${order.number}/cancel`, headers: buyer.headers, payload: {} }),
      t.app.inject({ method: 'POST', url: `/api/orders/${order.number}/cancel`, headers: buyer.headers, payload: {} }),
    ]);
    expect([a!.statusCode, b!.statusCode]).toContain(200);
    const rows = await t.db.select().from(refunds).where(eq(refunds.paymentId, paymentId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'succeeded', attempts: 1, amountCents: 4000 });
    const [intent] = await t.db
      .select({ status: sandboxPaymentIntents.status, refunds: sandboxPaymentIntents.refunds })
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, intentId));
    expect(intent).toMatchObject({ status: 'refunded', refunds: [expect.objectContaining({ amountCents: 4000 })] });
    expect(await stockOf(product.id)).toBe(10);
    const got = (
      await t.app.inject({ method: 'GET', url: `/api/orders/${order.number}`, headers: buyer.headers })
    ).json() as Order;
    expect(got.paymentStatus).toBe('refunded');
    expect(got.refunds).toEqual([expect.objectContaining({ status: 'succeeded', amount: order.total })]);
    expect(got.events.filter((e) => e.to === 'cancelled')).toHaveLength(1);
  });

  it('a refund the provider refuses leaves the order cancelled, refund failed, for an admin to retry', async () => {
    const { buyer, order, intentId } = await cardPaidOrder();
    // The money went back outside the shop (at the processor): nothing is left to refund.
    await t.db
      .update(sandboxPaymentIntents)
      .set({ status: 'refunded', refunds: [{ key: null, amountCents: 4000 }] })
      .where(eq(sandboxPaymentIntents.id, intentId));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.number}/cancel`,
      headers: buyer.headers,
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'refund_failed' });
    expect(res.json().refunds[0]).toMatchObject({ status: 'failed' });
    const failedList = await t.app.inject({ method: 'GET', url: '/api/orders?scope=all', headers: admin.headers });
    expect(
      failedList.json().items.some((o: Order) => o.number === order.number && o.paymentStatus === 'refund_failed'),
    ).toBe(true);
    const notYours = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.number}/refund`,
      headers: buyer.headers,
    });
    expect(notYours.statusCode).toBe(403);
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.number}/refund`,
      headers: admin.headers,
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().refunds[0]).toMatchObject({ status: 'failed' });

    // Once the processor has the money again, the retry goes through, once.
    await t.db
      .update(sandboxPaymentIntents)
      .set({ status: 'succeeded', refunds: [] })
      .where(eq(sandboxPaymentIntents.id, intentId));
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.number}/refund`,
      headers: admin.headers,
    });
    expect(done.json()).toMatchObject({ paymentStatus: 'refunded', refunds: [{ status: 'succeeded' }] });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.number}/refund`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('REFUND_NOT_RETRYABLE');
    const [intent] = await t.db
      .select({ refunds: sandboxPaymentIntents.refunds })
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, intentId));
    expect(intent!.refunds).toHaveLength(1);
  });
});

describe('listing orders', () => {
  it('buyers see their own, sellers theirs to fulfil, admins all with filters', async () => {
    const { buyer, order } = await codOrder();
    const mine = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: buyer.headers })).json();
    expect(mine.items.map((o: Order) => o.number)).toEqual([order.number]);
    const selling = (
      await t.app.inject({ method: 'GET', url: '/api/orders?scope=selling', headers: seller.headers })
    ).json();
    expect(selling.items.some((o: Order) => o.number === order.number)).toBe(true);
    const others = (
      await t.app.inject({ method: 'GET', url: '/api/orders?scope=selling', headers: otherSeller.headers })
    ).json();
    expect(others.items.some((o: Order) => o.number === order.number)).toBe(false);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/orders?scope=all', headers: seller.headers })).statusCode,
    ).toBe(403);
    const filtered = (
      await t.app.inject({
        method: 'GET',
        url: `/api/orders?scope=all&status=placed&paymentMethod=cod&zone=${order.zone.id}`,
        headers: admin.headers,
      })
    ).json();
    expect(filtered.items.some((o: Order) => o.number === order.number)).toBe(true);
    const cardOnly = (
      await t.app.inject({ method: 'GET', url: '/api/orders?scope=all&paymentMethod=card', headers: admin.headers })
    ).json();
    expect(cardOnly.items.some((o: Order) => o.number === order.number)).toBe(false);
  });
});

describe('the invoice', () => {
  it('is a PDF for the buyer, the seller and admins, in English or Bangla', async () => {
    const { buyer, order } = await codOrder();
    for (const who of [buyer, seller, admin]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${order.number}/invoice.pdf`,
        headers: who.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(res.rawPayload.toString('latin1')).toContain(order.number);
    }
    const bn = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.number}/invoice.pdf?lang=bn`,
      headers: buyer.headers,
    });
    expect(bn.statusCode).toBe(200);
    // Bangla in the Bangla font; the order number and the phone still drawn, in a Latin one.
    expect(bn.rawPayload.toString('latin1')).toMatch(/NotoSansBengali/);
    expect(latinTextOf(bn.rawPayload)).toContain(order.number);
    expect(latinTextOf(bn.rawPayload)).toContain('01712345678');
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.number}/invoice.pdf`,
      headers: otherSeller.headers,
    });
    expect(other.statusCode).toBe(404);
  });

  it('draws each amount of the Bangla invoice readably: its digits and its currency side by side, never on top', async () => {
    const { buyer, order } = await codOrder();
    const bn = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.number}/invoice.pdf?lang=bn`,
      headers: buyer.headers,
    });
    const placed = await placedTextOf(bn.rawPayload);
    const total = formatAmount(order.total, t.config.currency, 'bn');
    // What a reader extracts holds the amount as the shop writes it, e.g. "৪০.০০ US$" (a reader
    // may split it into pieces: spaces between them are not compared).
    const text = placed.map((p) => p.str).join('');
    expect(text.replace(/\s+/g, '')).toContain(total.replace(/\s+/g, ''));
    // On each line with an amount, no piece is drawn over another (a shaped Bangla word may
    // extract as overlapping glyphs of its own: lines without an amount are not compared).
    const lines = new Map<number, typeof placed>();
    for (const p of placed) lines.set(Math.round(p.y), [...(lines.get(Math.round(p.y)) ?? []), p]);
    const withAmounts = [...lines.values()].filter((pieces) => pieces.some((p) => p.str.includes('US$')));
    expect(withAmounts.length).toBeGreaterThanOrEqual(4);
    for (const pieces of withAmounts) {
      const sorted = pieces.sort((a, b) => a.x - b.x);
      for (let i = 1; i < sorted.length; i++) {
        const before = sorted[i - 1]!;
        expect(sorted[i]!.x, `"${before.str}" then "${sorted[i]!.str}"`).toBeGreaterThanOrEqual(
          before.x + before.width - 0.5,
        );
      }
    }
  });

  it('is a cash memo: the shop and the seller’s pharmacy with their addresses, drug licences and pharmacist', async () => {
    const { buyer, order } = await codOrder();
    const [licence] = await t.db.select().from(sellerLicences).where(eq(sellerLicences.sellerId, seller.id));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.number}/invoice.pdf`,
      headers: buyer.headers,
    });
    const text = latinTextOf(res.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain(`Cash memo · ${order.number}`);
    // The shop: its address and licence (the test configuration's demo ones).
    expect(text).toContain(t.config.shopAddress);
    expect(text).toContain(`Drug licence: ${t.config.shopDrugLicence}`);
    // The seller's pharmacy as its licence in force names it.
    expect(text).toContain(`Sold by: ${licence!.pharmacyName}`);
    expect(text).toContain(licence!.pharmacyAddress);
    expect(text).toContain(
      `Drug licence: ${licence!.licenceNumber} · Responsible pharmacist: ${licence!.pharmacistName} (BPC ${licence!.pharmacistRegistration})`,
    );
  });

  it('names the shop as the seller of its own products', async () => {
    const { buyer, order } = await codOrder({ sellerOf: null });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.number}/invoice.pdf`,
      headers: buyer.headers,
    });
    const text = latinTextOf(res.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain(`Sold by: ${t.config.shopName} (the pharmacy above)`);
    expect(text).not.toContain('Responsible pharmacist');
  });
});

describe('a shop that charges tax (TAX_RATE_PERCENT=7.5)', () => {
  let taxed: TestApp;
  beforeAll(async () => {
    taxed = await createTestApp({ taxRateBasisPoints: 750 });
    await createCatalogBasics(taxed.db);
  });
  afterAll(async () => taxed.close());

  it('adds the tax on the items (not the delivery) to the quote, the order, its card payment and its invoice', async () => {
    const buyer = await signUp(taxed);
    // $4.99 × 3 = $14.97: free delivery in Dhaka; 7.5% of it is $1.12275, so $1.12.
    const product = await createProduct(taxed.db, { priceCents: 499, stock: 10 });
    await addToCart(taxed, buyer, product.id, 3);
    const addressId = await dhakaAddress(taxed, buyer);
    const quote = await taxed.app.inject({
      method: 'POST',
      url: '/api/orders/quote',
      headers: buyer.headers,
      payload: { addressId },
    });
    expect(quote.json()).toMatchObject({ itemsTotal: 14.97, deliveryFee: 0, tax: 1.12, taxRate: 7.5, total: 16.09 });
    expect(quote.json().groups[0]).toMatchObject({ tax: 1.12, total: 16.09 });

    const [order] = await placeCardOrders(taxed, buyer);
    expect(order).toMatchObject({ tax: 1.12, taxRate: 7.5, total: 16.09 });
    const session = await reopenCheckout(taxed, buyer);
    expect(session.amount).toBe(16.09);
    expect((await confirm(taxed, buyer, session.clientSecret)).statusCode).toBe(200);

    const invoice = await taxed.app.inject({
      method: 'GET',
      url: `/api/orders/${order!.number}/invoice.pdf`,
      headers: buyer.headers,
    });
    expect(invoice.statusCode).toBe(200);
    const text = latinTextOf(invoice.rawPayload);
    expect(text).toContain('Tax (7.5%)');
    expect(text).toContain('$1.12');
    expect(text).toContain('$16.09');
  });

  it('keeps the rate an order was placed at when the shop changes it', async () => {
    const buyer = await signUp(taxed);
    await addToCart(taxed, buyer, (await createProduct(taxed.db, { priceCents: 2000, stock: 10 })).id, 1);
    const [order] = await placeCardOrders(taxed, buyer);
    const later = await buildApp(loadConfig(TEST_ENV, { taxRateBasisPoints: 0 }), { database: taxed.database });
    try {
      const res = await later.inject({ method: 'GET', url: `/api/orders/${order!.number}`, headers: buyer.headers });
      expect(res.json()).toMatchObject({ itemsTotal: 20, tax: 1.5, taxRate: 7.5, total: 21.5 });
    } finally {
      await later.close();
    }
  });
});

/** A buyer's card order of two units of the seller's $20 product, paid with the sandbox's test card. */
async function cardPaidOrder() {
  const buyer = await signUp(t);
  const product = await createProduct(t.db, { priceCents: 2000, stock: 10, sellerId: seller.id });
  await addToCart(t, buyer, product.id, 2);
  const paid = await buyCart(t, buyer);
  const res = await t.app.inject({ method: 'GET', url: `/api/orders/${paid.orders[0]}`, headers: buyer.headers });
  expect(res.statusCode, res.body).toBe(200);
  return { buyer, product, order: res.json() as Order, intentId: paid.transactionId, paymentId: paid._id };
}
