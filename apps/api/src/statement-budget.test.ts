import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { signUp, type SignedIn } from '../test/auth.js';
import { createCatalogBasics, createProduct, createProducts } from '../test/factories.js';
import { addToCart, confirm, openCheckout } from './modules/payments/payments.test-helpers.js';

/**
 * SQL statements per request on the hot paths, read from the `x-sql-statements`
 * header. A signed-in request pays for its session lookup; beyond that the count
 * must not depend on how many rows the page, the cart or the history holds. The
 * signed-in budgets include the two statements of the session lookup.
 */
const BUDGET = {
  list: 3,
  detail: 3,
  cartList: 3,
  addToCart: 3,
  // On PostgreSQL the transaction's begin and commit are statements too (8; PGlite counts 6).
  checkout: 8,
  paymentHistory: 5,
} as const;

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

  it(`POST /api/create-checkout-session: at most ${BUDGET.checkout}, whatever the cart holds`, async () => {
    const few = await signUp(t);
    const many = await signUp(t);
    await addToCart(t, few, productIds[20]!);
    for (const id of productIds.slice(20, 30)) await addToCart(t, many, id);
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
});
