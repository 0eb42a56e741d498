import type { CartItem } from '@medibazaar/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signUp } from '../../../test/auth.js';
import { createCatalogBasics, createMedicine, createProduct, createUser } from '../../../test/factories.js';
import { cartItems, products } from '../../../test/tables.js';
import { addToCart, getCart } from '../payments/payments.test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createCatalogBasics(t.db);
});
afterAll(async () => t.close());

describe('GET /api/carts', () => {
  it('refuses a visitor', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/carts' });
    expect(res.statusCode).toBe(401);
  });

  it('starts empty', async () => {
    const me = await signUp(t);
    expect(await getCart(t, me)).toEqual([]);
  });

  it("lists the caller's items with the legacy fields (docs/api.md), priced from the product, discount applied", async () => {
    const me = await signUp(t);
    const seller = await createUser(t.db, { role: 'seller' });
    const product = await createProduct(t.db, {
      name: 'Omeprazole 20 mg',
      priceCents: 1999,
      discountPercent: 15,
      category: 'OTC Medicine',
      sellerId: seller.id,
    });
    const added = await addToCart(t, me, product.id, 2);
    const [item, ...rest] = await getCart(t, me);
    expect(rest).toEqual([]);
    expect(item).toEqual({
      _id: added.insertedId,
      menuId: product.id,
      email: me.email,
      name: 'Omeprazole 20 mg',
      nameBn: null,
      image: product.image,
      price: 19.99,
      category: 'OTC Medicine',
      discount: 15,
      quantity: 2,
      requiresPrescription: false,
      available: true,
      // 19.99 less 15% = 16.9915, charged as $16.99 a unit
      unitPrice: 16.99,
      lineTotal: 33.98,
      stock: product.stock,
      pack: null,
    });
  });

  it("says what a medicine's line holds: its strength, form and pack", async () => {
    const me = await signUp(t);
    const medicine = await createMedicine(t.db, { dispensingClass: 'otc' });
    await addToCart(t, me, medicine.id, 1);
    const [item] = (await getCart(t, me)) as unknown as CartItem[];
    expect(item!.pack).toEqual({
      strength: '500 mg',
      form: 'capsule',
      packSize: 10,
      packLabel: '10 capsules',
      packLabelBn: null,
    });
  });

  it('accepts ?email= with the caller’s own email only', async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/carts?email=${encodeURIComponent(me.email)}`,
      headers: me.headers,
    });
    expect(own.statusCode).toBe(200);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/carts?email=${encodeURIComponent(other.email)}`,
      headers: me.headers,
    });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().code).toBe('CART_OF_OTHER_ACCOUNT');
  });

  it("never shows someone else's items", async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    const product = await createProduct(t.db);
    await addToCart(t, other, product.id);
    expect(await getCart(t, me)).toEqual([]);
  });

  it('runs the same number of statements for 1 item as for 25', async () => {
    const few = await signUp(t);
    const many = await signUp(t);
    const first = await createProduct(t.db);
    await addToCart(t, few, first.id);
    for (let i = 0; i < 25; i++) await addToCart(t, many, (await createProduct(t.db)).id);
    const a = await t.app.inject({ method: 'GET', url: '/api/carts', headers: few.headers });
    const b = await t.app.inject({ method: 'GET', url: '/api/carts', headers: many.headers });
    expect(b.json()).toHaveLength(25);
    expect(Number(b.headers['x-sql-statements'])).toBe(Number(a.headers['x-sql-statements']));
    expect(Number(b.headers['x-sql-statements'])).toBeLessThanOrEqual(4);
  });

  it('drops the items of a product that is deleted', async () => {
    const me = await signUp(t);
    const product = await createProduct(t.db);
    await addToCart(t, me, product.id);
    await t.db.delete(products).where(eq(products.id, product.id));
    expect(await getCart(t, me)).toEqual([]);
  });
});

describe('POST /api/carts', () => {
  it('adds a product and answers acknowledged with the new id', async () => {
    const me = await signUp(t);
    const product = await createProduct(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/carts',
      headers: me.headers,
      payload: { menuId: product.id },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ acknowledged: true, insertedId: expect.any(String), quantity: 1 });
  });

  it('raises the quantity when the product is already in the cart', async () => {
    const me = await signUp(t);
    const product = await createProduct(t.db);
    const first = await addToCart(t, me, product.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/carts',
      headers: me.headers,
      payload: { menuId: product.id, quantity: 2 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ acknowledged: true, insertedId: first.insertedId, quantity: 3 });
    expect(await getCart(t, me)).toHaveLength(1);
  });

  it("accepts the legacy extra fields (docs/api.md) but shows and charges the product's own values", async () => {
    const me = await signUp(t);
    const product = await createProduct(t.db, { name: 'Cetirizine 10 mg', priceCents: 450 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/carts',
      headers: me.headers,
      payload: {
        menuId: product.id,
        email: 'someone-else@example.test',
        name: 'Free stuff',
        image: 'https://evil.example/x.png',
        price: 0.01,
        category: 'Devices',
        discount: 90,
      },
    });
    expect(res.statusCode).toBe(201);
    const [item] = await getCart(t, me);
    expect(item).toMatchObject({
      name: 'Cetirizine 10 mg',
      email: me.email,
      price: 4.5,
      unitPrice: 4.5,
      discount: 0,
      category: 'OTC Medicine',
      image: product.image,
    });
  });

  it('rejects fields the call does not know', async () => {
    const me = await signUp(t);
    const product = await createProduct(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/carts',
      headers: me.headers,
      payload: { menuId: product.id, userId: 'someone' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers 404 for an unknown or malformed product id', async () => {
    const me = await signUp(t);
    for (const menuId of ['00000000-0000-4000-8000-000000000000', 'foo']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/carts', headers: me.headers, payload: { menuId } });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('PRODUCT_NOT_FOUND');
    }
  });

  it('refuses an out-of-stock product', async () => {
    const me = await signUp(t);
    const product = await createProduct(t.db, { name: 'Glucose strips', stock: 0 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/carts',
      headers: me.headers,
      payload: { menuId: product.id },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'OUT_OF_STOCK', message: 'Glucose strips is out of stock.' });
    expect(await getCart(t, me)).toEqual([]);
  });

  it('never lets the quantity exceed the stock', async () => {
    const me = await signUp(t);
    const product = await createProduct(t.db, { stock: 3 });
    await addToCart(t, me, product.id, 2);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/carts',
      headers: me.headers,
      payload: { menuId: product.id, quantity: 2 },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('NOT_ENOUGH_STOCK');
    expect((await getCart(t, me))[0]!.quantity).toBe(2);
  });

  it('caps one line at 99 units', async () => {
    const me = await signUp(t);
    const product = await createProduct(t.db, { stock: 500 });
    await addToCart(t, me, product.id, 99);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/carts',
      headers: me.headers,
      payload: { menuId: product.id },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('QUANTITY_LIMIT');
    const tooMany = await t.app.inject({
      method: 'POST',
      url: '/api/carts',
      headers: me.headers,
      payload: { menuId: product.id, quantity: 100 },
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('holds at most 50 different products', async () => {
    const me = await signUp(t);
    const many = await Promise.all(Array.from({ length: 51 }, () => createProduct(t.db)));
    await t.db.insert(cartItems).values(many.slice(0, 50).map((p) => ({ userId: me.id, productId: p.id })));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/carts',
      headers: me.headers,
      payload: { menuId: many[50]!.id },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CART_FULL');
    // More of a product already there is still fine.
    const more = await t.app.inject({
      method: 'POST',
      url: '/api/carts',
      headers: me.headers,
      payload: { menuId: many[0]!.id },
    });
    expect(more.statusCode).toBe(200);
  });

  it('holds at most 50 different products when many are added at the same moment', async () => {
    const many = await Promise.all(Array.from({ length: 70 }, () => createProduct(t.db)));
    // Several rounds: a single one may by chance run its adds one after another.
    for (let round = 0; round < 4; round++) {
      const me = await signUp(t);
      // Nearly full already: the adds that race are the ones for the last free lines.
      await t.db.insert(cartItems).values(many.slice(0, 45).map((p) => ({ userId: me.id, productId: p.id })));
      const answers = await Promise.all(
        many
          .slice(45)
          .map((p) =>
            t.app.inject({ method: 'POST', url: '/api/carts', headers: me.headers, payload: { menuId: p.id } }),
          ),
      );
      expect(await t.db.$count(cartItems, eq(cartItems.userId, me.id))).toBe(50);
      expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(5);
      const refused = answers.filter((a) => a.statusCode !== 201);
      expect(refused).toHaveLength(20);
      for (const r of refused) expect(r.json().code).toBe('CART_FULL');
      expect(await getCart(t, me)).toHaveLength(50);
    }
  });

  it('refuses a visitor', async () => {
    const product = await createProduct(t.db);
    const res = await t.app.inject({ method: 'POST', url: '/api/carts', payload: { menuId: product.id } });
    expect(res.statusCode).toBe(401);
  });
});

describe('PATCH /api/carts/:id', () => {
  it('changes the quantity and answers the repriced item', async () => {
    const me = await signUp(t);
    const product = await createProduct(t.db, { priceCents: 1000, discountPercent: 10 });
    const { insertedId } = await addToCart(t, me, product.id);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/carts/${insertedId}`,
      headers: me.headers,
      payload: { quantity: 4 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ modifiedCount: 1, item: { quantity: 4, unitPrice: 9, lineTotal: 36 } });
  });

  it('refuses a quantity above the stock or outside 1–99', async () => {
    const me = await signUp(t);
    const product = await createProduct(t.db, { stock: 5 });
    const { insertedId } = await addToCart(t, me, product.id);
    const over = await t.app.inject({
      method: 'PATCH',
      url: `/api/carts/${insertedId}`,
      headers: me.headers,
      payload: { quantity: 6 },
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('NOT_ENOUGH_STOCK');
    for (const quantity of [0, 100, 1.5]) {
      const bad = await t.app.inject({
        method: 'PATCH',
        url: `/api/carts/${insertedId}`,
        headers: me.headers,
        payload: { quantity },
      });
      expect(bad.statusCode).toBe(400);
    }
    expect((await getCart(t, me))[0]!.quantity).toBe(1);
  });

  it("cannot change someone else's item (404, and the item stays as it was)", async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    const product = await createProduct(t.db);
    const { insertedId } = await addToCart(t, other, product.id);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/carts/${insertedId}`,
      headers: me.headers,
      payload: { quantity: 3 },
    });
    expect(res.statusCode).toBe(404);
    expect((await getCart(t, other))[0]!.quantity).toBe(1);
  });

  it('answers 404 for a malformed id', async () => {
    const me = await signUp(t);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/carts/foo',
      headers: me.headers,
      payload: { quantity: 2 },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('DELETE /api/carts/:id', () => {
  it('removes the item and answers deletedCount', async () => {
    const me = await signUp(t);
    const product = await createProduct(t.db);
    const { insertedId } = await addToCart(t, me, product.id);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/carts/${insertedId}`, headers: me.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedCount: 1 });
    expect(await getCart(t, me)).toEqual([]);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/carts/${insertedId}`, headers: me.headers });
    expect(again.statusCode).toBe(404);
  });

  it("cannot remove someone else's item", async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    const product = await createProduct(t.db);
    const { insertedId } = await addToCart(t, other, product.id);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/carts/${insertedId}`, headers: me.headers });
    expect(res.statusCode).toBe(404);
    expect(await getCart(t, other)).toHaveLength(1);
  });

  it('answers 404 for a malformed id and 401 to a visitor', async () => {
    const me = await signUp(t);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/carts/foo', headers: me.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/carts/foo' })).statusCode).toBe(401);
  });
});
