import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { signUp, type SignedIn } from '../test/auth.js';
import { createCatalogBasics, createProduct, createProducts } from '../test/factories.js';
import {
  addToCart,
  cardBody,
  confirm,
  openCheckout,
  placeCardOrders,
} from './modules/payments/payments.test-helpers.js';

/**
 * SQL statements per request on the hot paths, read from the `x-sql-statements`
 * header. A signed-in request pays for its session lookup; beyond that the count
 * must not depend on how many rows the page, the cart or the history holds. The
 * signed-in budgets include the one statement of the session lookup (the session
 * and its person are read in one joined statement).
 */
const BUDGET = {
  list: 3,
  detail: 3,
  cartList: 2,
  // The cart locked, then the line written: on PostgreSQL begin and commit count too (5; PGlite counts 3).
  addToCart: 5,
  // The orders to pay read, their lines with their stock, the intent created, then the cart locked, an open
  // checkout superseded, the new one written and the orders locked and pointed at it. On PostgreSQL the
  // transaction's begin and commit are statements too (11; PGlite counts 9).
  checkout: 11,
  paymentHistory: 4,
  // Paying with the sandbox records the payment in the same transaction: the intent, checkout and
  // orders locked, the orders' lines read, stock and the cart's lines locked, the payment and all its
  // lines written, stock and cart lowered set-based, the products checked against their low-stock
  // threshold, the orders, checkout and intent marked paid. On PostgreSQL begin and commit count too
  // (18; PGlite counts 16).
  confirm: 18,
  // Recording a payment the confirmation already wrote reads the checkout, the payment and its lines.
  record: 4,
} as const;
/** Lines in the larger cart of the payment budgets (the smaller has one). */
const PAID_LINES = 20;

let t: TestApp;
let buyer: SignedIn;
let productIds: string[];

beforeAll(async () => {
  t = await createTestApp();
  await createCatalogBasics(t.db);
  productIds = (await createProducts(t.db, 30, { category: 'Personal Care' })).map((p) => p.id);
  buyer = await signUp(t);
});
afterAll(async () => t.close());

async function statements(request: InjectOptions) {
  const res = await t.app.inject(request);
  expect(res.statusCode, res.body).toBeLessThan(300);
  const header = res.headers['x-sql-statements'];
  expect(header, 'the x-sql-statements header').toBeDefined();
  return Number(header);
}

describe('statement budgets', () => {
  it(`GET /api/products (a category page, a search): at most ${BUDGET.list}, whatever the page size`, async () => {
    const small = await statements({ method: 'GET', url: '/api/products?category=Personal%20Care&limit=2' });
    const large = await statements({ method: 'GET', url: '/api/products?category=Personal%20Care&limit=24' });
    const search = await statements({ method: 'GET', url: '/api/products?q=Bulk&limit=24' });
    // Each asked once: read from the database, not served from the pages kept in memory.
    expect(small).toBeGreaterThan(0);
    expect(small).toBeLessThanOrEqual(BUDGET.list);
    expect(large).toBe(small);
    expect(search).toBeLessThanOrEqual(BUDGET.list);
  });

  it(`GET /api/products/:id: at most ${BUDGET.detail}`, async () => {
    expect(await statements({ method: 'GET', url: `/api/products/${productIds[0]}` })).toBeLessThanOrEqual(
      BUDGET.detail,
    );
  });

  it(`GET /api/carts and POST /api/carts: at most ${BUDGET.cartList} and ${BUDGET.addToCart}, whatever the cart holds`, async () => {
    const me = await signUp(t);
    const add = (id: string) =>
      statements({ method: 'POST', url: '/api/carts', headers: me.headers, payload: { menuId: id, quantity: 1 } });
    const list = () => statements({ method: 'GET', url: `/api/carts?email=${me.email}`, headers: me.headers });
    const firstAdd = await add(productIds[0]!);
    const oneLine = await list();
    for (const id of productIds.slice(1, 12)) await add(id);
    const laterAdd = await add(productIds[12]!);
    const manyLines = await list();
    expect(firstAdd).toBeLessThanOrEqual(BUDGET.addToCart);
    expect(laterAdd).toBe(firstAdd);
    expect(oneLine).toBeLessThanOrEqual(BUDGET.cartList);
    expect(manyLines).toBe(oneLine);
  });

  it(`POST /api/create-checkout-session: at most ${BUDGET.checkout}, whatever the orders hold`, async () => {
    const few = await signUp(t);
    const many = await signUp(t);
    await addToCart(t, few, productIds[20]!);
    for (const id of productIds.slice(20, 30)) await addToCart(t, many, id);
    await placeCardOrders(t, few);
    await placeCardOrders(t, many);
    const count = (who: SignedIn) =>
      statements({ method: 'POST', url: '/api/create-checkout-session', headers: who.headers, payload: {} });
    const one = await count(few);
    const ten = await count(many);
    expect(one).toBeLessThanOrEqual(BUDGET.checkout);
    expect(ten).toBe(one);
  });

  it(`GET /api/payments/:email: at most ${BUDGET.paymentHistory}, whatever the history holds`, async () => {
    const history = () => statements({ method: 'GET', url: `/api/payments/${buyer.email}`, headers: buyer.headers });
    const product = await createProduct(t.db, { stock: 100 });
    const pay = async () => {
      await addToCart(t, buyer, product.id);
      const session = await openCheckout(t, buyer);
      const res = await confirm(t, buyer, session.clientSecret);
      expect(res.statusCode, res.body).toBe(200);
    };
    await pay();
    const afterOne = await history();
    await pay();
    await pay();
    const afterThree = await history();
    expect(afterOne).toBeLessThanOrEqual(BUDGET.paymentHistory);
    expect(afterThree).toBe(afterOne);
  });

  it(`POST /api/sandbox/confirm and POST /api/payments: at most ${BUDGET.confirm} and ${BUDGET.record}, whatever the cart holds`, async () => {
    const lines = await createProducts(t.db, PAID_LINES + 1, { category: 'Baby Care', namePrefix: 'Paid item' });
    /** Prices a new buyer's cart of these products, pays it, records it: the statements of the last two steps. */
    const pay = async (productIds: string[]) => {
      const who = await signUp(t);
      for (const id of productIds) await addToCart(t, who, id, 2);
      const session = await openCheckout(t, who);
      expect(session.items).toHaveLength(productIds.length);
      const confirm = await statements({
        method: 'POST',
        url: '/api/sandbox/confirm',
        headers: who.headers,
        payload: cardBody(session.clientSecret),
      });
      const record = await statements({
        method: 'POST',
        url: '/api/payments',
        headers: who.headers,
        payload: { transactionId: session.clientSecret.split('_secret_')[0] },
      });
      // Every line was paid for and left the cart.
      const cart = await t.app.inject({ method: 'GET', url: '/api/carts', headers: who.headers });
      expect(cart.json()).toEqual([]);
      return { confirm, record };
    };
    const one = await pay([lines[0]!.id]);
    const many = await pay(lines.slice(1).map((p) => p.id));
    expect(one.confirm).toBeLessThanOrEqual(BUDGET.confirm);
    expect(many.confirm).toBe(one.confirm);
    expect(one.record).toBeLessThanOrEqual(BUDGET.record);
    expect(many.record).toBe(one.record);
  });
});
