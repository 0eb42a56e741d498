import { randomUUID } from 'node:crypto';
import type { Order } from '@medibazaar/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signUp, type SignedIn } from '../../../test/auth.js';
import { createCatalogBasics, createProduct, createUser } from '../../../test/factories.js';
import {
  auditLog,
  checkouts,
  orderEvents,
  orders,
  paymentItems,
  payments,
  products,
  sandboxPaymentIntents,
} from '../../../test/tables.js';
import {
  addToCart,
  buyCart,
  cardBody,
  CARDS,
  changeCartLine,
  checkout,
  confirm,
  getCart,
  openCheckout,
  placeCardOrders,
  placeOrders,
  recordPayment,
  reopenCheckout,
} from './payments.test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createCatalogBasics(t.db);
});
afterAll(async () => t.close());

const stockOf = async (id: string) =>
  (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const paymentsOf = (userId: string) =>
  t.db.select({ id: payments.id, status: payments.status }).from(payments).where(eq(payments.userId, userId));
const checkoutsOf = (userId: string) =>
  t.db
    .select({ intentId: checkouts.intentId, status: checkouts.status })
    .from(checkouts)
    .where(eq(checkouts.userId, userId));
const intentCount = async () => t.db.$count(sandboxPaymentIntents);
const intentOf = (secret: string) => secret.split('_secret_')[0]!;
const ordersNamed = (numbers: string[]) =>
  t.db
    .select({
      number: orders.number,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      paymentId: orders.paymentId,
      stockTaken: orders.stockTaken,
    })
    .from(orders)
    .where(inArray(orders.number, numbers))
    .orderBy(orders.number);
const getOrder = async (who: SignedIn, number: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/orders/${number}`, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Order;
};
const cancel = (who: SignedIn, number: string) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${number}/cancel`, headers: who.headers, payload: {} });

describe('POST /api/create-checkout-session', () => {
  it('refuses a visitor', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/create-checkout-session', payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it('answers 409 when no card order waits for payment: a cart is ordered at checkout first', async () => {
    const me = await signUp(t);
    await addToCart(t, me, (await createProduct(t.db)).id);
    const res = await checkout(t, me);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('NO_ORDER_TO_PAY');
    // A cash order is not one to pay by card.
    expect((await placeOrders(t, me, 'cod')).statusCode).toBe(201);
    expect((await checkout(t, me)).json().code).toBe('NO_ORDER_TO_PAY');
  });

  it("charges the orders' totals as placed, delivery fee included, whatever price the client posts", async () => {
    const me = await signUp(t);
    const plain = await createProduct(t.db, { priceCents: 1000 });
    const discounted = await createProduct(t.db, { priceCents: 1999, discountPercent: 15 });
    const small = await createProduct(t.db, { priceCents: 500, sellerId: (await createUser(t.db)).id });
    await addToCart(t, me, plain.id, 2);
    await addToCart(t, me, discounted.id, 1);
    await addToCart(t, me, small.id, 1);
    const placed = await placeCardOrders(t, me);
    expect(placed).toHaveLength(2);
    expect(placed.map((o) => o.paymentStatus)).toEqual(['awaiting', 'awaiting']);
    // A price changed after placing changes nothing: the order keeps what it was placed at.
    await t.db.update(products).set({ priceCents: 9999 }).where(eq(products.id, plain.id));

    const res = await checkout(t, me, { price: 0.01 });
    expect(res.statusCode, res.body).toBe(200);
    const session = res.json();
    // 2 × $10.00 + ($19.99 less 15% = $16.99): free delivery in Dhaka from $8.33; $5.00 + $0.50 delivery.
    expect(session.amount).toBe(42.49);
    expect(session.clientSecret).toMatch(/^pi_sbx_[0-9a-f]+_secret_/);
    expect(session.provider).toBe('sandbox');
    expect(session.orders).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ itemsTotal: 36.99, deliveryFee: 0, total: 36.99 }),
        expect.objectContaining({ itemsTotal: 5, deliveryFee: 0.5, total: 5.5 }),
      ]),
    );
    expect(session.orders.map((o: { number: string }) => o.number).sort()).toEqual(placed.map((o) => o.number).sort());
    expect(session.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ menuId: plain.id, quantity: 2, unitPrice: 10, lineTotal: 20 }),
        expect.objectContaining({ menuId: discounted.id, quantity: 1, unitPrice: 16.99, lineTotal: 16.99 }),
      ]),
    );
    const [row] = await t.db
      .select({ amountCents: checkouts.amountCents })
      .from(checkouts)
      .where(eq(checkouts.userId, me.id));
    expect(row!.amountCents).toBe(4249);
    const [intent] = await t.db
      .select({ amountCents: sandboxPaymentIntents.amountCents, metadata: sandboxPaymentIntents.metadata })
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, intentOf(session.clientSecret)));
    expect(intent!.amountCents).toBe(4249);
    expect(intent!.metadata.orders!.split(',').sort()).toEqual(placed.map((o) => o.number).sort());
  });

  it('pays the orders named, and only orders of the caller still waiting for a card payment', async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    await addToCart(t, other, (await createProduct(t.db)).id);
    const [theirs] = await placeCardOrders(t, other);
    expect((await checkout(t, me, { orders: [theirs!.number] })).statusCode).toBe(404);
    expect((await checkout(t, me, { orders: ['MB-00-000000'] })).json().code).toBe('ORDER_NOT_FOUND');

    await addToCart(t, me, (await createProduct(t.db)).id);
    const [cash] = (await placeOrders(t, me, 'cod')).json().orders as { number: string }[];
    const refused = await checkout(t, me, { orders: [cash!.number] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ORDER_NOT_AWAITING_PAYMENT' });
    expect(refused.json().message).toContain(cash!.number);

    await addToCart(t, me, (await createProduct(t.db, { priceCents: 2500 })).id);
    const [byCard] = await placeCardOrders(t, me);
    const session = await reopenCheckout(t, me, { orders: [byCard!.number] });
    expect(session.amount).toBe(25);
    expect((await confirm(t, me, session.clientSecret)).statusCode).toBe(200);
    const paid = await checkout(t, me, { orders: [byCard!.number] });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().code).toBe('ORDER_NOT_AWAITING_PAYMENT');
  });

  it('cancels an order whose units sold out since it was placed, and charges nothing', async () => {
    const me = await signUp(t);
    const product = await createProduct(t.db, { name: 'Insulin pen needles', stock: 5 });
    await addToCart(t, me, product.id, 4);
    const [order] = await placeCardOrders(t, me);
    // A card order takes no stock until it is paid.
    expect(await stockOf(product.id)).toBe(5);
    await t.db.update(products).set({ stock: 2 }).where(eq(products.id, product.id));
    const intentsBefore = await intentCount();
    const res = await checkout(t, me);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('OUT_OF_STOCK');
    expect(res.json().message).toContain('Insulin pen needles');
    expect(res.json().message).toContain(`Order ${order!.number} was cancelled; nothing was charged.`);
    expect(await intentCount()).toBe(intentsBefore);
    const got = await getOrder(me, order!.number);
    expect(got).toMatchObject({ status: 'cancelled', paymentStatus: 'void', allowedNext: [] });
    expect(got.events.at(-1)).toMatchObject({ to: 'cancelled', by: 'system' });
    expect(got.events.at(-1)!.note).toContain('Insulin pen needles');
    expect(await stockOf(product.id)).toBe(2);
    // The audit trail has the buyer's placing, then the shop's cancellation, by no one signed in.
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.objectId, order!.number)).orderBy(auditLog.id);
    expect(entries.map((e) => [e.action, e.actorId])).toEqual([
      ['order.placed', me.id],
      ['order.status_changed', null],
    ]);
    expect(entries[1]!.after).toMatchObject({ status: 'cancelled', paymentStatus: 'void' });
  });
});

describe('placing by card: units priced below one cent', () => {
  // Such prices can no longer be saved, but products written before may still carry them.
  it('refuses a cart of only such units with a 409 naming the product, and opens no payment', async () => {
    const me = await signUp(t);
    const free = await createProduct(t.db, { name: 'Cotton swab', priceCents: 1, discountPercent: 90 });
    await addToCart(t, me, free.id, 3);
    const intentsBefore = await intentCount();
    const res = await placeOrders(t, me, 'card');
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe('PRICE_BELOW_ONE_CENT');
    expect(res.json().message).toContain('Cotton swab');
    expect(await intentCount()).toBe(intentsBefore);
    expect(await checkoutsOf(me.id)).toEqual([]);
  });

  it('never sells such units for $0.00 next to a priced product', async () => {
    const me = await signUp(t);
    const priced = await createProduct(t.db, { priceCents: 1000 });
    const free = await createProduct(t.db, { name: 'Tongue depressor', priceCents: 4, discountPercent: 90 });
    await addToCart(t, me, priced.id, 1);
    await addToCart(t, me, free.id, 5);
    const res = await placeOrders(t, me, 'card');
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PRICE_BELOW_ONE_CENT' });
    expect(res.json().message).toContain('Tongue depressor');
    expect(await stockOf(free.id)).toBe(50);
  });
});

describe('one open payment page per buyer', () => {
  it('replaces the older page: confirming it answers 409 and charges nothing, the newer one pays once', async () => {
    const me = await signUp(t);
    const product = await createProduct(t.db, { stock: 10 });
    await addToCart(t, me, product.id, 2);
    const older = await openCheckout(t, me);
    const newer = await reopenCheckout(t, me);
    expect(newer.orders).toEqual(older.orders);

    const stale = await confirm(t, me, older.clientSecret);
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().code).toBe('CHECKOUT_SUPERSEDED');
    expect(stale.json().message).toMatch(/replaced by a newer one/);
    expect(await paymentsOf(me.id)).toEqual([]);
    expect(await stockOf(product.id)).toBe(10);

    const paid = await confirm(t, me, newer.clientSecret);
    expect(paid.statusCode, paid.body).toBe(200);
    const again = await confirm(t, me, older.clientSecret);
    expect(again.statusCode).toBe(409);
    expect(await paymentsOf(me.id)).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(8);

    const byIntent = new Map((await checkoutsOf(me.id)).map((c) => [c.intentId, c.status]));
    expect(byIntent.get(intentOf(older.clientSecret))).toBe('superseded');
    expect(byIntent.get(intentOf(newer.clientSecret))).toBe('paid');
    const [olderIntent] = await t.db
      .select({ status: sandboxPaymentIntents.status })
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, intentOf(older.clientSecret)));
    expect(olderIntent!.status).toBe('canceled');
    const recorded = await recordPayment(t, me, intentOf(older.clientSecret));
    expect(recorded.statusCode).toBe(409);
    expect(recorded.json().code).toBe('CHECKOUT_SUPERSEDED');
  });

  it('keeps one open page when several are opened at the same moment, and takes one payment', async () => {
    const me = await signUp(t);
    const product = await createProduct(t.db, { stock: 20 });
    await addToCart(t, me, product.id, 3);
    await placeCardOrders(t, me);
    const sessions = await Promise.all(Array.from({ length: 6 }, () => checkout(t, me)));
    expect(sessions.map((s) => s.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await checkoutsOf(me.id)).filter((c) => c.status === 'open')).toHaveLength(1);

    const results = await Promise.all(sessions.map((s) => confirm(t, me, s.json().clientSecret)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((res) => res.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().code).toBe('CHECKOUT_SUPERSEDED');
    }
    expect(await paymentsOf(me.id)).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(17);
  });

  it('refuses to charge for an order cancelled after the page was opened', async () => {
    const me = await signUp(t);
    const seller = await createUser(t.db, { role: 'seller' });
    const kept = await createProduct(t.db, { priceCents: 1000, stock: 10 });
    const dropped = await createProduct(t.db, {
      name: 'Hot water bottle',
      priceCents: 2500,
      stock: 10,
      sellerId: seller.id,
    });
    await addToCart(t, me, kept.id, 1);
    await addToCart(t, me, dropped.id, 1);
    const session = await openCheckout(t, me);
    const droppedOrder = session.orders.find((o) => o.total === 25)!;
    expect((await cancel(me, droppedOrder.number)).statusCode).toBe(200);

    const res = await confirm(t, me, session.clientSecret);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe('ORDERS_CHANGED');
    expect(res.json().message).toContain(droppedOrder.number);
    expect(await paymentsOf(me.id)).toEqual([]);
    expect(await stockOf(dropped.id)).toBe(10);
    expect(await stockOf(kept.id)).toBe(10);
    expect(await getCart(t, me)).toHaveLength(2);

    // A new page pays the order still waiting, and only it.
    const fresh = await reopenCheckout(t, me);
    expect(fresh.amount).toBe(10);
    expect((await confirm(t, me, fresh.clientSecret)).statusCode).toBe(200);
    expect(await stockOf(kept.id)).toBe(9);
    expect(await stockOf(dropped.id)).toBe(10);
  });
});

describe('POST /api/sandbox/confirm', () => {
  it('pays with 4242…: one payment with the lines, the orders paid, the cart emptied, stock lowered', async () => {
    const me = await signUp(t);
    const seller = await createUser(t.db, { role: 'seller' });
    const a = await createProduct(t.db, { name: 'Alpha', priceCents: 500, stock: 10, sellerId: seller.id });
    const b = await createProduct(t.db, { name: 'Beta', priceCents: 2000, discountPercent: 25, stock: 4 });
    await addToCart(t, me, a.id, 3);
    await addToCart(t, me, b.id, 1);
    const session = await openCheckout(t, me);
    expect(session.orders).toHaveLength(2);
    const res = await confirm(t, me, session.clientSecret);
    expect(res.statusCode, res.body).toBe(200);
    const intent = res.json().paymentIntent;
    expect(intent).toMatchObject({ status: 'succeeded', amount: 30, card: { brand: 'visa', last4: '4242' } });

    const recorded = await recordPayment(t, me, intent.id);
    expect(recorded.statusCode).toBe(200);
    const payment = recorded.json().payment;
    expect(payment).toMatchObject({
      email: me.email,
      price: 30,
      transactionId: intent.id,
      status: 'succeeded',
      cardBrand: 'visa',
      cardLast4: '4242',
    });
    expect(payment.menuId.sort()).toEqual([a.id, b.id].sort());
    expect(payment.cardId).toHaveLength(2);
    expect(new Date(payment.date).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const lines = await t.db
      .select({
        productId: paymentItems.productId,
        sellerId: paymentItems.sellerId,
        quantity: paymentItems.quantity,
        unit: paymentItems.unitPriceCents,
      })
      .from(paymentItems)
      .where(eq(paymentItems.paymentId, payment._id));
    expect(lines).toEqual(
      expect.arrayContaining([
        { productId: a.id, sellerId: seller.id, quantity: 3, unit: 500 },
        { productId: b.id, sellerId: null, quantity: 1, unit: 1500 },
      ]),
    );
    expect(await ordersNamed(session.orders.map((o) => o.number))).toEqual(
      session.orders
        .map((o) => o.number)
        .sort()
        .map((number) => ({
          number,
          status: 'placed',
          paymentStatus: 'paid',
          paymentId: payment._id,
          stockTaken: true,
        })),
    );
    expect(await getCart(t, me)).toEqual([]);
    expect(await stockOf(a.id)).toBe(7);
    expect(await stockOf(b.id)).toBe(3);
    // Paid, the seller may move it on.
    const sellerOrder = session.orders.find((o) => o.total === 15)!;
    expect((await getOrder(me, sellerOrder.number)).allowedNext).toEqual(['cancelled']);
  });

  it('shows the reason of a declined card, records nothing and leaves the orders waiting', async () => {
    const me = await signUp(t);
    const product = await createProduct(t.db, { stock: 10 });
    await addToCart(t, me, product.id, 2);
    const session = await openCheckout(t, me);
    const declined = await confirm(t, me, session.clientSecret, CARDS.declined);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ code: 'card_declined', message: 'Your card was declined.' });
    const poor = await confirm(t, me, session.clientSecret, CARDS.insufficientFunds);
    expect(poor.statusCode).toBe(402);
    expect(poor.json()).toMatchObject({ code: 'insufficient_funds', message: 'Your card has insufficient funds.' });

    expect(await paymentsOf(me.id)).toEqual([]);
    expect(await getCart(t, me)).toMatchObject([{ menuId: product.id, quantity: 2 }]);
    expect(await stockOf(product.id)).toBe(10);
    expect(await ordersNamed(session.orders.map((o) => o.number))).toMatchObject([
      { status: 'placed', paymentStatus: 'awaiting', paymentId: null, stockTaken: false },
    ]);

    // The same intent can still be paid with a good card.
    const retry = await confirm(t, me, session.clientSecret);
    expect(retry.statusCode).toBe(200);
    expect(await paymentsOf(me.id)).toHaveLength(1);
  });

  it('declines a card number that is not a test card', async () => {
    const me = await signUp(t);
    await addToCart(t, me, (await createProduct(t.db)).id);
    const session = await openCheckout(t, me);
    const res = await confirm(t, me, session.clientSecret, '4111 1111 1111 1111');
    expect(res.statusCode).toBe(402);
    expect(res.json().code).toBe('test_mode_live_card');
  });

  it('validates the card on the server: Luhn, expiry in the future, CVC length', async () => {
    const me = await signUp(t);
    await addToCart(t, me, (await createProduct(t.db)).id);
    const session = await openCheckout(t, me);
    const cases = [
      cardBody(session.clientSecret, '4242 4242 4242 4241'),
      cardBody(session.clientSecret, CARDS.succeeds, { expMonth: 1, expYear: 2020 }),
      cardBody(session.clientSecret, CARDS.succeeds, { cvc: '12' }),
      cardBody(session.clientSecret, CARDS.succeeds, { cvc: '1234' }),
      cardBody(session.clientSecret, CARDS.succeeds, { expMonth: 13 }),
    ];
    for (const payload of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/sandbox/confirm', headers: me.headers, payload });
      expect(res.statusCode, JSON.stringify(payload.card)).toBe(400);
    }
    expect(await paymentsOf(me.id)).toEqual([]);
  });

  it("cannot pay someone else's checkout, nor guess a client secret", async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    await addToCart(t, other, (await createProduct(t.db)).id);
    const session = await openCheckout(t, other);
    const res = await confirm(t, me, session.clientSecret);
    expect(res.statusCode).toBe(404);
    const forged = await confirm(t, other, session.clientSecret.replace(/_secret_.*/, '_secret_guess'));
    expect(forged.statusCode).toBe(404);
    expect(await paymentsOf(other.id)).toEqual([]);
    expect(await getCart(t, other)).toHaveLength(1);
  });

  it('pays an order once when the same intent is confirmed twice at once and recorded again', async () => {
    const me = await signUp(t);
    const product = await createProduct(t.db, { stock: 10 });
    await addToCart(t, me, product.id, 2);
    const session = await openCheckout(t, me);
    const [first, second] = await Promise.all([
      confirm(t, me, session.clientSecret),
      confirm(t, me, session.clientSecret),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const intentId = first.json().paymentIntent.id as string;
    expect(second.json().paymentIntent.id).toBe(intentId);
    const recorded = await Promise.all([recordPayment(t, me, intentId), recordPayment(t, me, intentId)]);
    expect(recorded.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await confirm(t, me, session.clientSecret)).statusCode).toBe(200);

    expect(await paymentsOf(me.id)).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(8);
    const [order] = await ordersNamed(session.orders.map((o) => o.number));
    expect(order).toMatchObject({ paymentStatus: 'paid', paymentId: recorded[0]!.json().insertedId, stockTaken: true });
    // Paying is no move of the order: its timeline still holds the one placing.
    const events = await t.db
      .select({ to: orderEvents.toStatus })
      .from(orderEvents)
      .innerJoin(orders, eq(orders.id, orderEvents.orderId))
      .where(eq(orders.number, order!.number));
    expect(events).toEqual([{ to: 'placed' }]);
  });

  it('cancels the order and charges nothing when stock ran out after the page opened', async () => {
    const me = await signUp(t);
    const product = await createProduct(t.db, { name: 'Pulse oximeter', stock: 3 });
    await addToCart(t, me, product.id, 2);
    const session = await openCheckout(t, me);
    await t.db.update(products).set({ stock: 1 }).where(eq(products.id, product.id));
    const res = await confirm(t, me, session.clientSecret);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('OUT_OF_STOCK');
    expect(res.json().message).toContain('Pulse oximeter');
    expect(res.json().message).toContain('nothing was charged');
    expect(await paymentsOf(me.id)).toEqual([]);
    expect(await stockOf(product.id)).toBe(1);
    expect(await getCart(t, me)).toHaveLength(1);
    expect(await ordersNamed(session.orders.map((o) => o.number))).toMatchObject([
      { status: 'cancelled', paymentStatus: 'void', paymentId: null },
    ]);
    const record = await recordPayment(t, me, intentOf(session.clientSecret));
    expect(record.statusCode).toBe(409);
  });

  it('never takes stock below zero when two buyers race for the last unit', async () => {
    const [one, two] = await Promise.all([signUp(t), signUp(t)]);
    const product = await createProduct(t.db, { stock: 1 });
    await addToCart(t, one, product.id);
    await addToCart(t, two, product.id);
    const [s1, s2] = [await openCheckout(t, one), await openCheckout(t, two)];
    const results = await Promise.all([confirm(t, one, s1.clientSecret), confirm(t, two, s2.clientSecret)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(product.id)).toBe(0);
    const sold = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(paymentItems)
      .where(eq(paymentItems.productId, product.id));
    expect(sold[0]!.n).toBe(1);
  });

  it('pays for the orders only when the cart changed afterwards', async () => {
    const me = await signUp(t);
    const ordered = await createProduct(t.db, { priceCents: 1000 });
    const later = await createProduct(t.db, { priceCents: 5000 });
    await addToCart(t, me, ordered.id, 1);
    const session = await openCheckout(t, me);
    await addToCart(t, me, ordered.id, 2); // now 3 in the cart, 1 ordered
    await addToCart(t, me, later.id, 1);
    const res = await confirm(t, me, session.clientSecret);
    expect(res.statusCode).toBe(200);
    const payment = (await recordPayment(t, me, res.json().paymentIntent.id)).json().payment;
    expect(payment.price).toBe(10);
    expect(payment.menuId).toEqual([ordered.id]);
    const cart = await getCart(t, me);
    expect(cart.map((i) => [i.menuId, i.quantity]).sort()).toEqual(
      [
        [ordered.id, 2],
        [later.id, 1],
      ].sort(),
    );
  });

  it('pays the orders even when the buyer emptied the cart meanwhile', async () => {
    const me = await signUp(t);
    const product = await createProduct(t.db, { priceCents: 1200, stock: 10 });
    await addToCart(t, me, product.id, 2);
    const session = await openCheckout(t, me);
    await changeCartLine(t, me, product.id, 0);
    expect((await confirm(t, me, session.clientSecret)).statusCode).toBe(200);
    expect(await stockOf(product.id)).toBe(8);
    expect(await ordersNamed(session.orders.map((o) => o.number))).toMatchObject([{ paymentStatus: 'paid' }]);
  });

  it('refuses an expired checkout', async () => {
    const me = await signUp(t);
    await addToCart(t, me, (await createProduct(t.db)).id);
    const session = await openCheckout(t, me);
    await t.db
      .update(checkouts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(checkouts.userId, me.id));
    const res = await confirm(t, me, session.clientSecret);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CHECKOUT_EXPIRED');
  });

  it('never stores the card number', async () => {
    const me = await signUp(t);
    await addToCart(t, me, (await createProduct(t.db)).id);
    await buyCart(t, me);
    for (const table of ['sandbox_payment_intents', 'payments', 'checkouts', 'orders']) {
      const res = await t.db.execute(
        sql.raw(`select count(*)::int as n from ${table} t where row_to_json(t)::text like '%4242424242424242%'`),
      );
      expect((res as unknown as { rows: { n: number }[] }).rows[0]!.n, table).toBe(0);
    }
  });
});

describe('cancelling an order paid by card', () => {
  it('refunds its own share of a payment that paid two orders, once, even when cancelled twice at once', async () => {
    const me = await signUp(t);
    const seller = await createUser(t.db, { role: 'seller' });
    const mine = await createProduct(t.db, { priceCents: 1500, stock: 10 });
    const theirs = await createProduct(t.db, { priceCents: 500, stock: 10, sellerId: seller.id });
    await addToCart(t, me, mine.id, 2);
    await addToCart(t, me, theirs.id, 1);
    const paid = await buyCart(t, me);
    expect(paid.price).toBe(35.5);
    const both = await Promise.all(paid.orders.map((n) => getOrder(me, n)));
    expect(both.map((o) => o.total).sort()).toEqual([30, 5.5]);
    const target = both.find((o) => o.total === 5.5)!;

    const [a, b] = await Promise.all([cancel(me, target.number), cancel(me, target.number)]);
    expect([a.statusCode, b.statusCode]).toContain(200);
    const after = await getOrder(me, target.number);
    expect(after).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(after.refunds).toEqual([expect.objectContaining({ amount: 5.5, status: 'succeeded' })]);
    expect(await stockOf(theirs.id)).toBe(10);
    expect(await stockOf(mine.id)).toBe(8);
    const [intent] = await t.db
      .select({ status: sandboxPaymentIntents.status, refunds: sandboxPaymentIntents.refunds })
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, paid.transactionId));
    expect(intent).toMatchObject({ status: 'succeeded', refunds: [expect.objectContaining({ amountCents: 550 })] });

    // The other order stays paid; cancelling it too gives back the rest, and the payment is refunded in full.
    const other = paid.orders.find((n) => n !== target.number)!;
    expect((await getOrder(me, other)).paymentStatus).toBe('paid');
    expect((await cancel(me, other)).json()).toMatchObject({ paymentStatus: 'refunded' });
    const [whole] = await t.db
      .select({ status: sandboxPaymentIntents.status, refunds: sandboxPaymentIntents.refunds })
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, paid.transactionId));
    expect(whole!.status).toBe('refunded');
    expect(whole!.refunds.map((r) => r.amountCents).sort()).toEqual([3000, 550]);
  });

  it('cannot be moved on by its seller while it waits for its payment, only cancelled by its buyer', async () => {
    const me = await signUp(t);
    const seller = await signUp(t, { role: 'seller' });
    await addToCart(t, me, (await createProduct(t.db, { sellerId: seller.id })).id);
    const [order] = await placeCardOrders(t, me);
    const asSeller = await getOrder(seller, order!.number);
    expect(asSeller.allowedNext).toEqual([]);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order!.number}/transitions`,
      headers: seller.headers,
      payload: { to: 'confirmed' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('ORDER_AWAITING_PAYMENT');
    expect((await getOrder(me, order!.number)).allowedNext).toEqual(['cancelled']);
    const cancelled = await cancel(me, order!.number);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'void', refunds: [] });
  });
});

describe('POST /api/payments', () => {
  it('refuses an intent the provider has not confirmed: nothing is recorded', async () => {
    const me = await signUp(t);
    await addToCart(t, me, (await createProduct(t.db)).id);
    const session = await openCheckout(t, me);
    const res = await recordPayment(t, me, intentOf(session.clientSecret), { price: 9999, status: 'succeeded' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PAYMENT_NOT_COMPLETED');
    expect(await paymentsOf(me.id)).toEqual([]);
    expect(await getCart(t, me)).toHaveLength(1);
  });

  it("answers 404 for someone else's intent or one that does not exist", async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    await addToCart(t, other, (await createProduct(t.db)).id);
    const paid = await buyCart(t, other);
    expect((await recordPayment(t, me, paid.transactionId)).statusCode).toBe(404);
    expect((await recordPayment(t, me, 'pi_sbx_nothing')).statusCode).toBe(404);
  });

  it('returns the same payment however often it is called, at once too; amounts in the body are ignored', async () => {
    const me = await signUp(t);
    await addToCart(t, me, (await createProduct(t.db, { priceCents: 1234 })).id);
    const session = await openCheckout(t, me);
    const intentId = (await confirm(t, me, session.clientSecret)).json().paymentIntent.id;
    const answers = await Promise.all([
      recordPayment(t, me, intentId, { price: 0.01 }),
      recordPayment(t, me, intentId, { price: 5, menuId: ['x'] }),
      recordPayment(t, me, intentId),
    ]);
    const ids = new Set(answers.map((a) => a.json().insertedId));
    expect(ids.size).toBe(1);
    expect(answers.map((a) => a.json().payment.price)).toEqual([12.34, 12.34, 12.34]);
    expect(await paymentsOf(me.id)).toHaveLength(1);
  });
});

describe('GET /api/payments/:email', () => {
  it("lists the caller's own payments, newest first, paginated", async () => {
    const me = await signUp(t);
    const product = await createProduct(t.db, { priceCents: 700, stock: 100 });
    await addToCart(t, me, product.id, 1);
    const first = await buyCart(t, me);
    // $7.00 and the delivery fee below the free-delivery threshold.
    expect(first.price).toBe(7.5);
    await addToCart(t, me, product.id, 2);
    const second = await buyCart(t, me);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/payments/${encodeURIComponent(me.email)}?limit=1`,
      headers: me.headers,
    });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ total: 2, page: 1, limit: 1 });
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ _id: second._id, price: 14, status: 'succeeded' });
    expect(page.items[0].items).toEqual([
      { menuId: product.id, name: product.name, category: product.category, quantity: 2, unitPrice: 7, lineTotal: 14 },
    ]);
    const next = await t.app.inject({
      method: 'GET',
      url: `/api/payments/${encodeURIComponent(me.email)}?limit=1&page=2`,
      headers: me.headers,
    });
    expect(next.json().items[0]._id).toBe(first._id);
  });

  it("is own-only: another user's history is refused, an admin may read anyone's", async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    const admin = await signUp(t, { role: 'admin' });
    await addToCart(t, other, (await createProduct(t.db)).id);
    await buyCart(t, other);
    const url = `/api/payments/${encodeURIComponent(other.email)}`;
    const refused = await t.app.inject({ method: 'GET', url, headers: me.headers });
    expect(refused.statusCode).toBe(403);
    const byAdmin = await t.app.inject({ method: 'GET', url, headers: admin.headers });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().total).toBe(1);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('runs the same number of statements for a page of 1 payment as for a page of 10', async () => {
    const few = await signUp(t);
    const many = await signUp(t);
    const product = await createProduct(t.db, { stock: 1000 });
    await addToCart(t, few, product.id);
    await buyCart(t, few);
    for (let i = 0; i < 10; i++) {
      await addToCart(t, many, product.id);
      await addToCart(t, many, (await createProduct(t.db)).id);
      await buyCart(t, many);
    }
    const count = async (who: typeof few) =>
      Number(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/payments/${encodeURIComponent(who.email)}`,
            headers: who.headers,
          })
        ).headers['x-sql-statements'],
      );
    expect(await count(many)).toBe(await count(few));
  });
});

describe('GET /api/payments', () => {
  it('shows a seller the lines of their own products only, and an admin every line', async () => {
    const buyer = await signUp(t);
    const seller = await signUp(t, { role: 'seller' });
    const otherSeller = await signUp(t, { role: 'seller' });
    const admin = await signUp(t, { role: 'admin' });
    const mine = await createProduct(t.db, { name: 'Mine', priceCents: 300, sellerId: seller.id });
    const theirs = await createProduct(t.db, { name: 'Theirs', priceCents: 900, sellerId: otherSeller.id });
    await addToCart(t, buyer, mine.id, 2);
    await addToCart(t, buyer, theirs.id, 1);
    const payment = await buyCart(t, buyer);

    const asSeller = await t.app.inject({ method: 'GET', url: '/api/payments', headers: seller.headers });
    expect(asSeller.statusCode).toBe(200);
    expect(asSeller.json()).toMatchObject({ total: 1, page: 1 });
    expect(asSeller.json().items).toEqual([
      expect.objectContaining({
        paymentId: payment._id,
        transactionId: payment.transactionId,
        buyerEmail: buyer.email,
        menuId: mine.id,
        productName: 'Mine',
        sellerEmail: seller.email,
        quantity: 2,
        unitPrice: 3,
        amount: 6,
        status: 'succeeded',
      }),
    ]);
    const asOther = await t.app.inject({ method: 'GET', url: '/api/payments', headers: otherSeller.headers });
    expect(asOther.json().items.map((l: { productName: string }) => l.productName)).toEqual(['Theirs']);

    const asAdmin = await t.app.inject({ method: 'GET', url: '/api/payments?limit=100', headers: admin.headers });
    const names = asAdmin.json().items.map((l: { productName: string }) => l.productName);
    expect(names).toEqual(expect.arrayContaining(['Mine', 'Theirs']));
  });

  it('refuses a plain user and a visitor', async () => {
    const user = await signUp(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/payments', headers: user.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/payments' })).statusCode).toBe(401);
  });
});

describe('what a card payment tells sellers', () => {
  /** Mail jobs queued for `to` with `template` (sent or not). */
  const queued = async (to: string, template: string) =>
    (
      (await t.db.execute(
        sql`select data from pgboss.job where name = 'mail' and data->>'to' = ${to} and data->>'template' = ${template}`,
      )) as unknown as { rows: { data: { values: Record<string, unknown> } }[] }
    ).rows;

  it("tells the order's seller of an order to fulfil once it is paid, not when it is placed, and once", async () => {
    const me = await signUp(t);
    const seller = await signUp(t, { role: 'seller' });
    const product = await createProduct(t.db, { priceCents: 1500, stock: 10, sellerId: seller.id });
    await addToCart(t, me, product.id, 2);
    const session = await openCheckout(t, me);
    expect(await queued(seller.email, 'seller-new-order')).toEqual([]);

    const confirmed = await confirm(t, me, session.clientSecret);
    expect(confirmed.statusCode).toBe(200);
    await recordPayment(t, me, confirmed.json().paymentIntent.id);
    await recordPayment(t, me, confirmed.json().paymentIntent.id);
    const mails = await queued(seller.email, 'seller-new-order');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.data.values).toMatchObject({
      number: session.orders[0]!.number,
      units: 2,
      total: 30,
      paymentMethod: 'card',
    });
  });
});

describe('an Idempotency-Key retried after a card placement', () => {
  it('answers the same orders and opens one payment for them', async () => {
    const me = await signUp(t);
    await addToCart(t, me, (await createProduct(t.db, { priceCents: 2000 })).id);
    const key = randomUUID();
    const [first, again] = [await placeOrders(t, me, 'card', key), await placeOrders(t, me, 'card', key)];
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().orders.map((o: Order) => o.number)).toEqual(first.json().orders.map((o: Order) => o.number));
    const session = await reopenCheckout(t, me);
    expect(session.amount).toBe(20);
  });
});
