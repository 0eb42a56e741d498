import type { Product, ProductPage } from '@medibazaar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signUp, type SignedIn } from '../../../test/auth.js';
import { createCatalogBasics, createMedicine, createProduct, createUser } from '../../../test/factories.js';
import { until } from '../../../test/until.js';
import type { DbOrTx } from '../../db/client.js';
import { CatalogNames } from './catalog-names.js';

/**
 * The names of generics and makers a list shows, kept in memory (decision 077), while its rows are
 * read fresh. Pages and counts are not kept here, so every list request runs its statement; the
 * header `x-sql-statements` says whether the page also read names (2) or had them kept (1).
 */
let t: TestApp;
let admin: SignedIn;
let combination: { id: string; first: string; second: string };
let sellerProduct: string;

const PRESCRIPTION = '/api/products?category=Prescription%20Medicine&limit=50';
const DEVICES = '/api/products?category=Devices&limit=50';

async function list(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return { page: res.json() as ProductPage, statements: Number(res.headers['x-sql-statements']) };
}

const itemOf = async (url: string, id: string) => (await list(url)).page.items.find((p) => p._id === id)!;

/** Runs SQL on the engine directly, past the app's services, as another instance or a script would. */
async function behind(text: string, params: unknown[]) {
  const client = (t.db as unknown as { $client: { query(text: string, params: unknown[]): Promise<unknown> } }).$client;
  await client.query(text, params);
}

beforeAll(async () => {
  t = await createTestApp({
    catalogCache: {
      ttlMs: 0,
      maxBytes: 1024 * 1024,
      maxPages: 100,
      countTtlMs: 0,
      maxCounts: 1_000,
      maxSearchOrders: 100,
    },
  });
  await createCatalogBasics(t.db);
  admin = await signUp(t, { role: 'admin' });
  // A combination: two generics, the label naming the second-created one first.
  const medicine = await createMedicine(t.db);
  const other = await createMedicine(t.db);
  const second = medicine.genericSet!;
  const otherGeneric = other.genericSet!;
  await behind(`insert into product_generics (product_id, generic_id, position) values ($1, $2, 1)`, [
    medicine.id,
    otherGeneric,
  ]);
  const set = [second, otherGeneric].sort().join(',');
  await behind(
    `insert into medicine_references (generic_set, strength, form, dispensing_class) values ($1, '500 mg', 'capsule', 'prescription')`,
    [set],
  );
  await behind(`update products set generic_set = $1 where id = $2`, [set, medicine.id]);
  combination = { id: medicine.id, first: second, second: otherGeneric };
  const seller = await createUser(t.db, { role: 'seller', email: 'pharmacy@example.test' });
  sellerProduct = (await createProduct(t.db, { name: 'Seller thermometer', category: 'Devices', sellerId: seller.id }))
    .id;
});
afterAll(async () => t.close());

describe('the names a product list shows', () => {
  it('are those of each product’s own page, and kept: a page asked again reads no names', async () => {
    await until(
      async () => (await list(PRESCRIPTION)).statements,
      (n) => n === 1,
      'the names kept',
    );
    for (const item of (await list(PRESCRIPTION)).page.items) {
      const own = await t.app.inject({ method: 'GET', url: `/api/products/${item._id}` });
      const { medicine } = own.json() as Product;
      expect(item.medicine?.generics).toEqual(medicine?.generics);
      expect(item.medicine?.manufacturer).toEqual(medicine?.manufacturer);
    }
    const item = await itemOf(PRESCRIPTION, combination.id);
    expect(item.medicine!.generics.map((g) => g.id)).toEqual([combination.first, combination.second]);
  });

  it('show a generic renamed through this instance at once', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/generics/${combination.second}`,
      headers: admin.headers,
      payload: { name: 'Renamedmycin' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const item = await itemOf(PRESCRIPTION, combination.id);
    expect(item.medicine!.generics.map((g) => g.name)).toContain('Renamedmycin');
  });

  it('show a maker renamed by another instance once its notice is heard, and keep the new name', async () => {
    const before = await itemOf(PRESCRIPTION, combination.id);
    await behind(`update manufacturers set name = $1 where id = $2`, [
      'Elsewhere Pharma',
      before.medicine!.manufacturer.id,
    ]);
    await until(
      async () => (await itemOf(PRESCRIPTION, combination.id)).medicine!.manufacturer.name,
      (name) => name === 'Elsewhere Pharma',
      'the maker’s new name',
    );
    expect((await list(PRESCRIPTION)).statements).toBe(1);
  });

  it('are not dropped by a change of products (the rows are read fresh anyway)', async () => {
    await list(PRESCRIPTION);
    t.app.productPages.changed(['Prescription Medicine']);
    expect((await list(PRESCRIPTION)).statements).toBe(1);
  });

  it('follow a combination’s label order as it is now, read with the row', async () => {
    // One of the two orders is not the ids' sorted order (the generic set's).
    const before = await itemOf(PRESCRIPTION, combination.id);
    expect(before.medicine!.generics.map((g) => g.id)).toEqual([combination.first, combination.second]);
    await behind(`update product_generics set position = 2 - position where product_id = $1`, [combination.id]);
    const item = await itemOf(PRESCRIPTION, combination.id);
    expect(item.medicine!.generics.map((g) => g.id)).toEqual([combination.second, combination.first]);
  });

  it('show a seller’s changed address at once (it is read with the row)', async () => {
    expect((await itemOf(DEVICES, sellerProduct)).email).toBe('pharmacy@example.test');
    await behind(`update users set email = $1 where email = $2`, ['new-address@example.test', 'pharmacy@example.test']);
    expect((await itemOf(DEVICES, sellerProduct)).email).toBe('new-address@example.test');
  });

  it('are read on every page while notices cannot be heard', async () => {
    try {
      t.app.productPages.listening(false);
      expect((await list(PRESCRIPTION)).statements).toBe(2);
      expect((await list(PRESCRIPTION)).statements).toBe(2);
    } finally {
      t.app.productPages.listening(true);
    }
    await list(PRESCRIPTION);
    expect((await list(PRESCRIPTION)).statements).toBe(1);
  });
});

describe('CatalogNames', () => {
  const maker = {
    kind: 'maker',
    id: '00000000-0000-4000-8000-000000000001',
    name: 'A',
    name_bn: null,
    status: 'confirmed',
  };
  /** A database answering one maker, running `during` while it reads. */
  const answering = (during: () => void) =>
    ({
      execute: async () => {
        during();
        return { rows: [maker] };
      },
    }) as unknown as DbOrTx;

  it('does not keep a name read while a change that drops names was made', async () => {
    const names = new CatalogNames();
    names.listening(true);
    const read = await names.resolve(
      answering(() => names.changed()),
      new Set(),
      new Set([maker.id]),
    );
    expect(read.makers.get(maker.id)?.name).toBe('A');
    expect(names.size).toBe(0);
    await names.resolve(
      answering(() => names.changed(['Devices'])),
      new Set(),
      new Set([maker.id]),
    );
    expect(names.size).toBe(1);
  });

  it('keeps nothing with no time to live, or before it listens', async () => {
    const noTime = new CatalogNames(0);
    noTime.listening(true);
    const deaf = new CatalogNames();
    for (const names of [noTime, deaf]) {
      await names.resolve(
        answering(() => {}),
        new Set(),
        new Set([maker.id]),
      );
      expect(names.size).toBe(0);
    }
  });
});
