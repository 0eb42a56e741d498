import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signUp } from '../../../test/auth.js';
import { createCatalogBasics, createProduct, createUser } from '../../../test/factories.js';
import { checkouts, paymentItems, payments, products, sandboxPaymentIntents } from '../../db/schema/index.js';
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
  recordPayment,
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

describe('POST /api/create-checkout-session', () => {
  it('refuses a visitor', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/create-checkout-session', payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it('answers 400 for an empty cart', async () => {
    const me = await signUp(t);
    const res = await checkout(t, me);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('EMPTY_CART');
  });

  it("charges the server's prices with discounts applied, whatever price the client posts", async () => {
    const me = await signUp(t);
    const plain = await createProduct(t.db, { priceCents: 1000 });
    const discounted = await createProduct(t.db, { priceCents: 1999, discountPercent: 15 });
    await addToCart(t, me, plain.id, 2);
    await addToCart(t, me, discounted.id, 1);
    const res = await checkout(t, me, { price: 0.01 });
    expect(res.statusCode).toBe(200);
    const session = res.json();
    // 2 × $10.00 + 1 × ($19.99 less 15% = $16.99)
    expect(session.amount).toBe(36.99);
    expect(session.clientSecret).toMatch(/^pi_sbx_[0-9a-f]+_secret_/);
    expect(session.provider).toBe('sandbox');
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
    expect(row!.amountCents).toBe(3699);
  });

  it('refuses a cart line above the stock, naming the product', async () => {
    const me = await signUp(t);
    const product = await createProduct(t.db, { name: 'Insulin pen needles', stock: 5 });
    await addToCart(t, me, product.id, 4);
    await t.db.update(products).set({ stock: 2 }).where(eq(products.id, product.id));
    const res = await checkout(t, me);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('OUT_OF_STOCK');
    expect(res.json().message).toContain('Insulin pen needles');
  });
});

describe('POST /api/create-checkout-session: units priced below one cent', () => {
  // Such prices can no longer be saved, but products written before may still carry them.
  it('refuses a cart of only such units with a 409 naming the product, and opens no payment', async () => {
    const me = await signUp(t);
    const free = await createProduct(t.db, { name: 'Cotton swab', priceCents: 1, discountPercent: 90 });
    await addToCart(t, me, free.id, 3);
    const intentsBefore = await intentCount();
    const res = await checkout(t, me);
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
    const intentsBefore = await intentCount();
    const res = await checkout(t, me);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PRICE_BELOW_ONE_CENT' });
    expect(res.json().message).toContain('Tongue depressor');
    expect(await intentCount()).toBe(intentsBefore);
    expect(await stockOf(free.id)).toBe(50);
  });
});

describe('one open payment page per cart', () => {
  it('replaces the older page: confirming it answers 409 and charges nothing, the newer one pays once', async () => {
    const me = await signUp(t);
    const product = await createProduct(t.db, { stock: 10 });
    await addToCart(t, me, product.id, 2);
    const older = await openCheckout(t, me);
    const newer = await openCheckout(t, me);

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

  it('refuses to charge for a line removed from the cart after the page was opened', async () => {
    const me = await signUp(t);
    const kept = await createProduct(t.db, { priceCents: 1000, stock: 10 });
    const removed = await createProduct(t.db, { name: 'Hot water bottle', priceCents: 2500, stock: 10 });
    await addToCart(t, me, kept.id, 1);
    await addToCart(t, me, removed.id, 1);
    const session = await openCheckout(t, me);
    await changeCartLine(t, me, removed.id, 0);

    const res = await confirm(t, me, session.clientSecret);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe('CART_CHANGED');
    expect(res.json().message).toContain('Hot water bottle');
    expect(await paymentsOf(me.id)).toEqual([]);
    expect(await stockOf(removed.id)).toBe(10);
    expect(await stockOf(kept.id)).toBe(10);
    expect(await getCart(t, me)).toMatchObject([{ menuId: kept.id, quantity: 1 }]);

    // A new page prices the cart as it is now.
    const fresh = await openCheckout(t, me);
    expect(fresh.amount).toBe(10);
    expect((await confirm(t, me, fresh.clientSecret)).statusCode).toBe(200);
    expect(await stockOf(kept.id)).toBe(9);
    expect(await stockOf(removed.id)).toBe(10);
  });

  it('refuses to charge for more units than the cart still holds', async () => {
    const me = await signUp(t);
    const product = await createProduct(t.db, { name: 'Saline spray', stock: 10 });
    await addToCart(t, me, product.id, 4);
    const session = await openCheckout(t, me);
    await changeCartLine(t, me, product.id, 1);
    const res = await confirm(t, me, session.clientSecret);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe('CART_CHANGED');
    expect(res.json().message).toContain('Saline spray');
    expect(await paymentsOf(me.id)).toEqual([]);
    expect(await stockOf(product.id)).toBe(10);
  });
});

describe('POST /api/sandbox/confirm', () => {
  it('pays with 4242…, records the payment with its lines, empties the cart and lowers stock', async () => {
    const me = await signUp(t);
    const seller = await createUser(t.db, { role: 'seller' });
    const a = await createProduct(t.db, { name: 'Alpha', priceCents: 500, stock: 10, sellerId: seller.id });
    const b = await createProduct(t.db, { name: 'Beta', priceCents: 2000, discountPercent: 25, stock: 4 });
    await addToCart(t, me, a.id, 3);
    await addToCart(t, me, b.id, 1);
    const session = await openCheckout(t, me);
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
    expect(await getCart(t, me)).toEqual([]);
    expect(await stockOf(a.id)).toBe(7);
    expect(await stockOf(b.id)).toBe(3);
  });

  it('shows the reason of a declined card, records nothing and leaves the cart intact', async () => {
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

  it('gives exactly one payment when the same intent is confirmed twice at once', async () => {
    const me = await signUp(t);
    const product = await createProduct(t.db, { stock: 10 });
    await addToCart(t, me, product.id, 2);
    const session = await openCheckout(t, me);
    const [first, second] = await Promise.all([
      confirm(t, me, session.clientSecret),
      confirm(t, me, session.clientSecret),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json().paymentIntent.id).toBe(second.json().paymentIntent.id);
    expect(await paymentsOf(me.id)).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(8);
  });

  it('refuses to charge when stock ran out after pricing: nothing recorded, cart intact', async () => {
    const me = await signUp(t);
    const product = await createProduct(t.db, { name: 'Pulse oximeter', stock: 3 });
    await addToCart(t, me, product.id, 2);
    const session = await openCheckout(t, me);
    await t.db.update(products).set({ stock: 1 }).where(eq(products.id, product.id));
    const res = await confirm(t, me, session.clientSecret);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('OUT_OF_STOCK');
    expect(res.json().message).toContain('Pulse oximeter');
    expect(await paymentsOf(me.id)).toEqual([]);
    expect(await stockOf(product.id)).toBe(1);
    expect(await getCart(t, me)).toHaveLength(1);
    const record = await recordPayment(t, me, session.clientSecret.split('_secret_')[0]!);
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

  it('pays only for what was priced when the cart changed afterwards', async () => {
    const me = await signUp(t);
    const priced = await createProduct(t.db, { priceCents: 1000 });
    const later = await createProduct(t.db, { priceCents: 5000 });
    await addToCart(t, me, priced.id, 1);
    const session = await openCheckout(t, me);
    await addToCart(t, me, priced.id, 2); // now 3 in the cart, 1 priced
    await addToCart(t, me, later.id, 1);
    const payment = await (async () => {
      const res = await confirm(t, me, session.clientSecret);
      expect(res.statusCode).toBe(200);
      return (await recordPayment(t, me, res.json().paymentIntent.id)).json().payment;
    })();
    expect(payment.price).toBe(10);
    expect(payment.menuId).toEqual([priced.id]);
    const cart = await getCart(t, me);
    expect(cart.map((i) => [i.menuId, i.quantity]).sort()).toEqual(
      [
        [priced.id, 2],
        [later.id, 1],
      ].sort(),
    );
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
    for (const table of ['sandbox_payment_intents', 'payments', 'checkouts']) {
      const res = await t.db.execute(
        sql.raw(`select count(*)::int as n from ${table} t where row_to_json(t)::text like '%4242424242424242%'`),
      );
      expect((res as unknown as { rows: { n: number }[] }).rows[0]!.n, table).toBe(0);
    }
  });
});

describe('POST /api/payments', () => {
  it('refuses an intent the provider has not confirmed: nothing is recorded', async () => {
    const me = await signUp(t);
    await addToCart(t, me, (await createProduct(t.db)).id);
    const session = await openCheckout(t, me);
    const intentId = session.clientSecret.split('_secret_')[0]!;
    const res = await recordPayment(t, me, intentId, { price: 9999, status: 'succeeded' });
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
