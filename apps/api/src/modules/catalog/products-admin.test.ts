import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signUp, type SignedIn } from '../../../test/auth.js';
import { createCatalogBasics, createPaidOrder, createProduct } from '../../../test/factories.js';
import { cartItems, paymentItems, products, uploads } from '../../../test/tables.js';
import { makeImage, tempUploadsDir, uploadRequest } from '../uploads/uploads.test-helpers.js';

let t: TestApp;
let dir: string;
let seller: SignedIn;
let otherSeller: SignedIn;
let admin: SignedIn;
let shopper: SignedIn;

beforeAll(async () => {
  dir = tempUploadsDir();
  t = await createTestApp({ storage: { kind: 'local', dir } });
  await createCatalogBasics(t.db);
  [seller, otherSeller, admin, shopper] = await Promise.all([
    signUp(t, { role: 'seller' }),
    signUp(t, { role: 'seller' }),
    signUp(t, { role: 'admin' }),
    signUp(t),
  ]);
});
afterAll(async () => t.close());

/** Uploads a picture as `who` and returns its display_url. */
async function uploadAs(who: SignedIn): Promise<string> {
  const res = await t.app.inject(
    await uploadRequest(who.headers, { name: 'pack.png', type: 'image/png', bytes: await makeImage('png') }),
  );
  expect(res.statusCode).toBe(201);
  return res.json().data.display_url;
}

const fileOf = (url: string) => path.join(dir, url.replace(/^\/uploads\//, ''));

const validBody = (image: string) => ({
  name: 'Napa Extra 500 mg',
  category: 'OTC Medicine',
  price: 12.5,
  image,
  des: 'Paracetamol with caffeine, 10 tablets.',
  discount: 10,
  stock: 40,
});

async function addProduct(who: SignedIn, overrides: Record<string, unknown> = {}) {
  const image = (overrides.image as string | undefined) ?? (await uploadAs(who));
  return t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: who.headers,
    payload: { ...validBody(image), ...overrides },
  });
}

async function getProduct(id: string) {
  return t.app.inject({ method: 'GET', url: `/api/products/${id}` });
}

describe('POST /api/products', () => {
  it("adds a seller's product, owned by the signed-in seller whatever email is posted", async () => {
    const image = await uploadAs(seller);
    const res = await addProduct(seller, { image, email: admin.email });
    expect(res.statusCode).toBe(201);
    const { insertedId } = res.json();
    const product = (await getProduct(insertedId)).json();
    expect(product).toMatchObject({
      _id: insertedId,
      name: 'Napa Extra 500 mg',
      category: 'OTC Medicine',
      price: 12.5,
      des: 'Paracetamol with caffeine, 10 tablets.',
      image,
      email: seller.email,
      discount: 10,
      discount_percentage: 10,
      discounted_price: 11.25,
      stock: 40,
    });
    const [row] = await t.db.select().from(uploads).where(eq(uploads.url, image));
    expect(row?.productId).toBe(insertedId);
  });

  it("makes an admin's product shop-owned (no seller email)", async () => {
    const res = await addProduct(admin);
    expect(res.statusCode).toBe(201);
    const product = (await getProduct(res.json().insertedId)).json();
    expect(product.email).toBeUndefined();
  });

  it('takes discount and stock as 0 when left out', async () => {
    const image = await uploadAs(seller);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: seller.headers,
      payload: { name: 'Plain', category: 'Devices', price: 3, image, des: 'A device.' },
    });
    expect(res.statusCode).toBe(201);
    expect((await getProduct(res.json().insertedId)).json()).toMatchObject({ discount: 0, stock: 0 });
  });

  it.each([
    ['an empty name', { name: '   ' }, 'name'],
    ['a 121-character name', { name: 'x'.repeat(121) }, 'name'],
    ['a 2001-character description', { des: 'd'.repeat(2001) }, 'des'],
    ['a price of 0', { price: 0 }, 'price'],
    ['a negative price', { price: -5 }, 'price'],
    ['a price above 100000', { price: 100000.01 }, 'price'],
    ['a price with three decimals', { price: 12.345 }, 'price'],
    ['a price sent as text', { price: '12' }, 'price'],
    ['an unknown category', { category: 'Snacks' }, 'category'],
    ['a 91 % discount', { discount: 91 }, 'discount'],
    ['a fractional discount', { discount: 2.5 }, 'discount'],
    ['a negative stock', { stock: -1 }, 'stock'],
    ['a fractional stock', { stock: 1.5 }, 'stock'],
    ['an unknown field', { sellerId: 'someone' }, undefined],
  ])('refuses %s with a clear 400', async (_label, overrides, field) => {
    const before = await t.db.$count(products);
    const res = await addProduct(seller, overrides);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    if (field) expect(body.field).toBe(field);
    expect(body.message.length).toBeGreaterThan(10);
    expect(await t.db.$count(products)).toBe(before);
  });

  it('refuses a price the discount takes below one cent, naming the discount', async () => {
    for (const [price, discount] of [
      [0.01, 60],
      [0.04, 90],
      [0.01, 90],
    ] as const) {
      const before = await t.db.$count(products);
      const res = await addProduct(seller, { price, discount });
      expect(res.statusCode, `${price} less ${discount} %`).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'discount' });
      expect(res.json().message).toMatch(/less than 0\.01, the smallest amount that can be charged/);
      expect(await t.db.$count(products)).toBe(before);
    }
    // Half a cent and more is charged as a whole cent.
    expect((await addProduct(seller, { price: 0.05, discount: 90 })).statusCode).toBe(201);
    expect((await addProduct(seller, { price: 0.01, discount: 0 })).statusCode).toBe(201);
  });

  it('accepts the limits themselves', async () => {
    const res = await addProduct(seller, {
      name: 'n'.repeat(120),
      des: 'd'.repeat(2000),
      price: 100000,
      discount: 90,
      stock: 0,
    });
    expect(res.statusCode).toBe(201);
  });

  it('refuses an image that is not a fresh upload of the caller', async () => {
    const othersUpload = await uploadAs(otherSeller);
    const used = await uploadAs(seller);
    expect((await addProduct(seller, { image: used })).statusCode).toBe(201);
    for (const image of [
      'https://i.ibb.co/abc/picture.png',
      '/images/products/napa-extra-500mg-10.webp',
      '/uploads/ab/00000000-0000-0000-0000-000000000000.webp',
      othersUpload,
      used,
    ]) {
      const res = await addProduct(seller, { image });
      expect(res.statusCode, image).toBe(400);
      expect(res.json()).toMatchObject({ code: 'IMAGE_NOT_UPLOADED', field: 'image' });
    }
    // An admin may give a product an image a seller uploaded.
    expect((await addProduct(admin, { image: othersUpload })).statusCode).toBe(201);
  });

  it('is for sellers and admins only', async () => {
    const image = await uploadAs(seller);
    const visitor = await t.app.inject({ method: 'POST', url: '/api/products', payload: validBody(image) });
    expect(visitor.statusCode).toBe(401);
    const user = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: shopper.headers,
      payload: validBody(image),
    });
    expect(user.statusCode).toBe(403);
  });
});

describe('PATCH /api/products/:id', () => {
  async function patch(who: SignedIn | null, id: string, payload: Record<string, unknown>) {
    return t.app.inject({
      method: 'PATCH',
      url: `/api/products/${id}`,
      headers: who?.headers ?? {},
      payload,
    });
  }

  it('lets the seller change their own product and counts an identical update as 0', async () => {
    const { insertedId: id } = (await addProduct(seller)).json();
    const res = await patch(seller, id, { name: 'Napa Extend', price: 15, des: 'Longer relief.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ modifiedCount: 1 });
    expect((await getProduct(id)).json()).toMatchObject({
      name: 'Napa Extend',
      price: 15,
      des: 'Longer relief.',
      stock: 40,
    });

    const same = await patch(seller, id, { name: 'Napa Extend', price: 15, category: 'OTC Medicine' });
    expect(same.json()).toEqual({ modifiedCount: 0 });
  });

  it("lets an admin change any seller's product, and keeps its seller", async () => {
    const { insertedId: id } = (await addProduct(seller)).json();
    const res = await patch(admin, id, { stock: 7, discount: 0 });
    expect(res.json()).toEqual({ modifiedCount: 1 });
    const product = (await getProduct(id)).json();
    expect(product).toMatchObject({ stock: 7, discount: 0, email: seller.email });
    expect(product.discounted_price).toBeUndefined();
  });

  it("refuses another seller's product with 403 and changes nothing", async () => {
    const { insertedId: id } = (await addProduct(seller)).json();
    const res = await patch(otherSeller, id, { name: 'Taken over' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('NOT_PRODUCT_OWNER');
    expect((await getProduct(id)).json().name).toBe('Napa Extra 500 mg');
  });

  it('answers 404 for an unknown or malformed id, 401 and 403 to visitors and shoppers', async () => {
    expect((await patch(admin, '0b7c1f0e-8d7a-4c39-9f7e-111111111111', { stock: 1 })).statusCode).toBe(404);
    expect((await patch(admin, 'not-an-id', { stock: 1 })).statusCode).toBe(404);
    const { insertedId: id } = (await addProduct(seller)).json();
    expect((await patch(null, id, { stock: 1 })).statusCode).toBe(401);
    expect((await patch(shopper, id, { stock: 1 })).statusCode).toBe(403);
  });

  it('validates like POST', async () => {
    const { insertedId: id } = (await addProduct(seller)).json();
    const res = await patch(seller, id, { price: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('price');
  });

  it('refuses a change that leaves a unit priced below one cent, naming the field changed', async () => {
    const { insertedId: cheap } = (await addProduct(seller, { price: 0.02, discount: 0 })).json();
    const moreOff = await patch(seller, cheap, { discount: 80 });
    expect(moreOff.statusCode).toBe(400);
    expect(moreOff.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'discount' });

    const { insertedId: discounted } = (await addProduct(seller, { price: 20, discount: 90 })).json();
    const lower = await patch(seller, discounted, { price: 0.04 });
    expect(lower.statusCode).toBe(400);
    expect(lower.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'price' });
    expect(lower.json().message).toMatch(/less than 0\.01, the smallest amount that can be charged/);
    const both = await patch(seller, discounted, { price: 0.01, discount: 60 });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'discount' });

    expect((await getProduct(cheap)).json()).toMatchObject({ price: 0.02, discount: 0 });
    expect((await getProduct(discounted)).json()).toMatchObject({ price: 20, discount: 90 });
    expect((await patch(seller, discounted, { price: 0.05 })).statusCode).toBe(200);
  });

  it('replaces an uploaded image and removes the old file', async () => {
    const first = await uploadAs(seller);
    const { insertedId: id } = (await addProduct(seller, { image: first })).json();
    const second = await uploadAs(seller);
    expect(existsSync(fileOf(first))).toBe(true);
    const res = await patch(seller, id, { image: second });
    expect(res.json()).toEqual({ modifiedCount: 1 });
    expect((await getProduct(id)).json().image).toBe(second);
    expect(existsSync(fileOf(first))).toBe(false);
    expect(existsSync(fileOf(second))).toBe(true);
    expect(await t.db.select().from(uploads).where(eq(uploads.url, first))).toEqual([]);
    // The old image cannot come back: it is gone.
    expect((await patch(seller, id, { image: first })).statusCode).toBe(400);
  });

  it('keeps a seeded image when it is sent unchanged, and refuses a seeded image it did not have', async () => {
    const seeded = await createProduct(t.db, { sellerId: seller.id });
    const same = await patch(seller, seeded.id, { image: seeded.image, name: 'Renamed' });
    expect(same.json()).toEqual({ modifiedCount: 1 });
    const other = await patch(seller, seeded.id, { image: '/images/products/napa-extra-500mg-10.webp' });
    expect(other.statusCode).toBe(400);
    expect(other.json().code).toBe('IMAGE_NOT_UPLOADED');
  });
});

describe('DELETE /api/products/:id', () => {
  const del = (who: SignedIn | null, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/products/${id}`, headers: who?.headers ?? {} });

  it('lets the seller delete their own product and removes its uploaded image', async () => {
    const image = await uploadAs(seller);
    const { insertedId: id } = (await addProduct(seller, { image })).json();
    await t.db.insert(cartItems).values({ userId: shopper.id, productId: id, quantity: 1 });
    const res = await del(seller, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedCount: 1 });
    expect((await getProduct(id)).statusCode).toBe(404);
    expect(existsSync(fileOf(image))).toBe(false);
    expect(await t.db.select().from(uploads).where(eq(uploads.url, image))).toEqual([]);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.productId, id))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: image })).statusCode).toBe(404);
  });

  it("refuses another seller's product with 403; an admin may delete it", async () => {
    const { insertedId: id } = (await addProduct(seller)).json();
    expect((await del(otherSeller, id)).statusCode).toBe(403);
    expect((await getProduct(id)).statusCode).toBe(200);
    expect((await del(admin, id)).json()).toEqual({ deletedCount: 1 });
  });

  it('never touches a seeded image', async () => {
    const seeded = await createProduct(t.db);
    const res = await del(admin, seeded.id);
    expect(res.json()).toEqual({ deletedCount: 1 });
    // Seeded images live in the web app's public files, not in the uploads: no upload row was involved.
    expect(await t.db.select().from(uploads).where(eq(uploads.url, seeded.image))).toEqual([]);
  });

  it('keeps the payment lines of a deleted product', async () => {
    const { insertedId: id } = (await addProduct(seller)).json();
    const [product] = await t.db.select().from(products).where(eq(products.id, id));
    const { items } = await createPaidOrder(t.db, { lines: [{ product: product!, unitPriceCents: 1125 }] });
    expect((await del(seller, id)).statusCode).toBe(200);
    const [line] = await t.db.select().from(paymentItems).where(eq(paymentItems.id, items[0]!.id));
    expect(line).toMatchObject({ productId: null, sellerId: seller.id, productName: 'Napa Extra 500 mg' });
  });

  it('answers 404 for unknown and malformed ids, 401 and 403 to visitors and shoppers', async () => {
    expect((await del(admin, '0b7c1f0e-8d7a-4c39-9f7e-111111111111')).statusCode).toBe(404);
    expect((await del(admin, 'foo')).statusCode).toBe(404);
    const { insertedId: id } = (await addProduct(seller)).json();
    expect((await del(null, id)).statusCode).toBe(401);
    expect((await del(shopper, id)).statusCode).toBe(403);
    expect((await del(seller, id)).statusCode).toBe(200);
    expect((await del(seller, id)).statusCode).toBe(404);
  });
});

describe('GET /api/products/mine', () => {
  it("lists only the caller's products, newest first, with units sold in succeeded payments", async () => {
    const me = await signUp(t, { role: 'seller' });
    const older = await createProduct(t.db, { sellerId: me.id, name: 'Older', createdAt: new Date('2025-01-01') });
    const newer = await createProduct(t.db, { sellerId: me.id, name: 'Newer', createdAt: new Date('2025-02-01') });
    await createProduct(t.db, { sellerId: otherSeller.id, name: 'Not mine' });
    await createPaidOrder(t.db, {
      lines: [
        { product: older, quantity: 2, unitPriceCents: 1000 },
        { product: newer, quantity: 1, unitPriceCents: 500 },
      ],
    });
    await createPaidOrder(t.db, { lines: [{ product: older, quantity: 3, unitPriceCents: 1000 }] });
    await createPaidOrder(t.db, { status: 'failed', lines: [{ product: older, quantity: 50, unitPriceCents: 1000 }] });

    const res = await t.app.inject({ method: 'GET', url: '/api/products/mine', headers: me.headers });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ total: 2, page: 1, limit: 10 });
    expect(page.items.map((p: { name: string; unitsSold: number }) => [p.name, p.unitsSold])).toEqual([
      ['Newer', 1],
      ['Older', 5],
    ]);
  });

  it('pages on the server with a constant number of statements', async () => {
    const me = await signUp(t, { role: 'seller' });
    const one = await createProduct(t.db, { sellerId: me.id });
    await createPaidOrder(t.db, { lines: [{ product: one, unitPriceCents: 100 }] });
    const small = await t.app.inject({ method: 'GET', url: '/api/products/mine?limit=20', headers: me.headers });
    for (let i = 0; i < 14; i++) {
      const p = await createProduct(t.db, { sellerId: me.id });
      await createPaidOrder(t.db, { lines: [{ product: p, unitPriceCents: 100, quantity: 2 }] });
    }
    const large = await t.app.inject({ method: 'GET', url: '/api/products/mine?limit=20', headers: me.headers });
    expect(large.json().items).toHaveLength(15);
    expect(large.headers['x-sql-statements']).toBe(small.headers['x-sql-statements']);

    const second = await t.app.inject({
      method: 'GET',
      url: '/api/products/mine?page=2&limit=10',
      headers: me.headers,
    });
    expect(second.json()).toMatchObject({ total: 15, page: 2 });
    expect(second.json().items).toHaveLength(5);
  });

  it("shows an admin the shop's own products", async () => {
    const shopOwned = await createProduct(t.db, {
      sellerId: null,
      name: 'Shop item',
      createdAt: new Date('2099-01-01'),
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/products/mine?limit=1', headers: admin.headers });
    expect(res.json().items[0]).toMatchObject({ _id: shopOwned.id });
    expect(res.json().items[0].email).toBeUndefined();
  });

  it('is for sellers and admins', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/products/mine' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/products/mine', headers: shopper.headers })).statusCode,
    ).toBe(403);
  });
});
