import type { ProductListParams } from '@medibazaar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { keptLists, KEPT_BESIDE_PAGES } from '../../../test/kept-lists.js';
import { until } from '../../../test/until.js';
import { signUp, type SignedIn } from '../../../test/auth.js';
import { createCatalogBasics, createProduct } from '../../../test/factories.js';
import { makeImage, tempUploadsDir, uploadRequest } from '../uploads/uploads.test-helpers.js';
import { listProducts } from './catalog.repository.js';
import { countFromKept, type KeptCounts } from './list-counts.js';

/**
 * The product list's counts kept per filter (decision 067), as the app uses them. Pages are not
 * kept here (their time is 0), so every request runs its SQL and only the count can be kept;
 * counts live ten minutes, so a count that shows a change was told of it, not timed out. The
 * header `x-sql-match-counts` says how many of a request's statements counted matches.
 */
let t: TestApp;
let admin: SignedIn;

/** Devices in stock, one to a page: its pages and sorts share one count. */
const DEVICES = '/api/products?category=Devices&inStock=true&limit=1';
const BABY_CARE = '/api/products?category=Baby%20Care&inStock=true&limit=1';
/** Every category's products in stock. */
const EVERYTHING = '/api/products?inStock=true&limit=1';

const { list, behind, kept, settled: settledAfter } = keptLists(() => t);
/** Until every notice sent so far has been heard (see keptLists). */
const settled = () => settledAfter('/api/products?category=Dental%20Care&limit=1');

/** The counts of these filters kept, once earlier writes have all been heard. */
async function keepCounts(...urls: string[]) {
  await settled();
  for (const url of urls) await kept(url);
}

const totalOf = async (url: string) => (await list(url)).page.total;

async function addDeviceThroughApi(stock: number): Promise<string> {
  const upload = await t.app.inject(
    await uploadRequest(admin.headers, { name: 'pack.png', type: 'image/png', bytes: await makeImage('png') }),
  );
  expect(upload.statusCode, upload.body).toBe(201);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: admin.headers,
    payload: {
      name: 'Nebulizer',
      category: 'Devices',
      price: 40,
      image: upload.json().data.display_url,
      des: 'A compressor nebulizer.',
      stock,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().insertedId;
}

async function patchThroughApi(id: string, payload: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'PATCH', url: `/api/products/${id}`, headers: admin.headers, payload });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp({
    storage: { kind: 'local', dir: tempUploadsDir() },
    catalogCache: KEPT_BESIDE_PAGES,
  });
  await createCatalogBasics(t.db);
  admin = await signUp(t, { role: 'admin' });
  await createProduct(t.db, { name: 'Digital Thermometer', category: 'Devices', stock: 5 });
  await createProduct(t.db, { name: 'Pulse Oximeter', category: 'Devices', stock: 5 });
  await createProduct(t.db, { name: 'Glucometer', category: 'Devices', stock: 0 });
  await createProduct(t.db, { name: 'Baby Lotion', category: 'Baby Care', stock: 5 });
});
afterAll(async () => t.close());

describe("the product list's count kept per filter", () => {
  it('counts a filter once: its other pages and sorts run without counting and tell the same total', async () => {
    await settled();
    t.app.productPages.changed();
    const first = await list(`${DEVICES}&page=1`);
    expect(first.counted).toBe(1);
    expect(first.page).toMatchObject({ total: 2, totalExact: true });
    const second = await list(`${DEVICES}&page=2&sort=price`);
    expect(second).toMatchObject({ statements: 1, counted: 0 });
    expect(second.page).toMatchObject({ total: 2, totalExact: true });
    expect(second.page.items).toHaveLength(1);
    expect(second.page.items[0]!._id).not.toBe(first.page.items[0]!._id);
    // Past the last match there is no row to carry a count: a kept one spares the count alone.
    const past = await list(`${DEVICES}&page=9`);
    expect(past).toMatchObject({ statements: 1, counted: 0 });
    expect(past.page).toMatchObject({ items: [], total: 2, totalExact: true });
    // Another filter has a count of its own.
    expect((await list(BABY_CARE)).counted).toBe(1);
  });

  it('keeps a search’s count too, with its matched order (one per sort), and a seller’s list’s', async () => {
    await settled();
    const search = '/api/products?q=thermometer&limit=1';
    await kept(search);
    // The order holds every match: the page past the last one needs no statement at all.
    const again = await list(`${search}&page=2`);
    expect(again).toMatchObject({ counted: 0, statements: 0 });
    expect(again.page).toMatchObject({ items: [], total: 1, totalExact: true });
    // Another sort ranks the matches its own way, once.
    expect(await list(`${search}&sort=name`)).toMatchObject({ counted: 1, statements: 2 });
    expect(await list(`${search}&sort=name`)).toMatchObject({ counted: 0, statements: 1 });
    const seller = await signUp(t, { role: 'seller' });
    await createProduct(t.db, { name: 'Seller Thermometer', category: 'Devices', sellerId: seller.id });
    // The product's notice heard first: arriving after the count is kept, it would drop it.
    await settled();
    const own = `/api/products?email=${encodeURIComponent(seller.email)}&limit=1`;
    await kept(own);
    expect((await list(`${own}&page=2`)).counted).toBe(0);
  });

  describe('is right after each kind of change', () => {
    it('a product added through this instance: its category and every category counted again, others kept', async () => {
      await keepCounts(DEVICES, BABY_CARE, EVERYTHING);
      const [devices, everything] = [await totalOf(DEVICES), await totalOf(EVERYTHING)];
      await addDeviceThroughApi(3);
      const after = await list(`${DEVICES}&page=2`);
      expect(after.counted).toBe(1);
      expect(after.page.total).toBe(devices + 1);
      expect(await totalOf(EVERYTHING)).toBe(everything + 1);
      expect((await list(BABY_CARE)).counted).toBe(0);
    });

    it('its stock going to 0, for a filter of products in stock', async () => {
      const id = await addDeviceThroughApi(2);
      await keepCounts(DEVICES);
      const before = await totalOf(DEVICES);
      await patchThroughApi(id, { stock: 0 });
      expect(await totalOf(`${DEVICES}&page=2`)).toBe(before - 1);
    });

    it('moved to another category: both categories counted again', async () => {
      const id = await addDeviceThroughApi(4);
      await keepCounts(DEVICES, BABY_CARE);
      const [devices, babyCare] = [await totalOf(DEVICES), await totalOf(BABY_CARE)];
      await patchThroughApi(id, { category: 'Baby Care' });
      expect(await totalOf(DEVICES)).toBe(devices - 1);
      expect(await totalOf(BABY_CARE)).toBe(babyCare + 1);
    });

    it('deleted', async () => {
      const id = await addDeviceThroughApi(1);
      await keepCounts(DEVICES, EVERYTHING);
      const [devices, everything] = [await totalOf(DEVICES), await totalOf(EVERYTHING)];
      const res = await t.app.inject({ method: 'DELETE', url: `/api/products/${id}`, headers: admin.headers });
      expect(res.statusCode, res.body).toBe(200);
      expect(await totalOf(DEVICES)).toBe(devices - 1);
      expect(await totalOf(EVERYTHING)).toBe(everything - 1);
    });

    it('a change another instance commits, told by the engine’s notice', async () => {
      const product = await createProduct(t.db, { name: 'Ear Thermometer', category: 'Devices', stock: 6 });
      await keepCounts(DEVICES, BABY_CARE);
      const before = await totalOf(DEVICES);
      await behind('update products set stock = 0 where id = $1', [product.id]);
      await until(
        () => totalOf(`${DEVICES}&page=3`),
        (n) => n === before - 1,
        'counting the sold-out product out',
      );
      // The notice named Devices: Baby Care's count is still kept.
      expect((await list(BABY_CARE)).counted).toBe(0);
    });
  });

  it('keeps and uses nothing while changes cannot be heard, and keeps counts again once they can', async () => {
    await keepCounts(DEVICES);
    t.app.productPages.listening(false);
    try {
      expect((await list(DEVICES)).counted).toBe(1);
      expect((await list(`${DEVICES}&page=2`)).counted).toBe(1);
    } finally {
      t.app.productPages.listening(true);
    }
    await list(DEVICES);
    expect((await list(`${DEVICES}&page=2`)).counted).toBe(0);
  });

  it('does not keep a count read while a change to its category was made', async () => {
    const counts = t.app.productPages.counts;
    const filter: ProductListParams & { page: number; limit: number } = {
      category: 'Devices',
      inStock: true,
      page: 1,
      limit: 1,
    };
    await settled();
    t.app.productPages.changed(['Devices', 'Baby Care']);
    // The change lands after the read began, before its count is kept (as a notice can).
    const changedMidRead: KeptCounts = {
      get: (key) => counts.get(key),
      begin: (category) => {
        const reading = counts.begin(category);
        t.app.productPages.changed(['Devices']);
        return reading;
      },
      keep: (reading, key, value) => counts.keep(reading, key, value),
      abandon: (reading) => counts.abandon(reading),
    };
    const page = await listProducts(t.db, filter, changedMidRead);
    expect(page.total).toBeGreaterThan(0);
    expect((await list(`${DEVICES}&page=2`)).counted).toBe(1);
    // A read no change crossed is kept (the route's filter has the same name among the counts).
    await listProducts(t.db, { ...filter, category: 'Baby Care' }, counts);
    expect((await list(`${BABY_CARE}&page=2`)).counted).toBe(0);
  });
});

describe('countFromKept', () => {
  it('gives an exact count to any page, capped as that page counts', () => {
    const exact = { total: 1_500, cap: 2_401, saturated: false };
    expect(countFromKept(exact, 1_001)).toEqual({ total: 1_001, cap: 1_001, saturated: false });
    expect(countFromKept(exact, 5_001)).toEqual({ total: 1_500, cap: 5_001, saturated: false });
  });

  it('gives a count that reached its cap only to pages that count no further', () => {
    const atCap = { total: 1_001, cap: 1_001, saturated: false };
    expect(countFromKept(atCap, 1_001)).toEqual(atCap);
    expect(countFromKept(atCap, 1_201)).toBeUndefined();
    expect(countFromKept({ total: 101, cap: 101, saturated: true }, 101)).toEqual({
      total: 101,
      cap: 101,
      saturated: true,
    });
    expect(countFromKept(undefined, 1_001)).toBeUndefined();
  });
});
