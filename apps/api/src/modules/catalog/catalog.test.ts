import { CATEGORIES, type Product, type ProductPage } from '@medibazaar/contract';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { createCatalogBasics, createProduct, createProducts, createUser } from '../../../test/factories.js';
import { listProducts } from './catalog.repository.js';
import type { KeptCounts } from './list-counts.js';

let t: TestApp;
const day = (n: number) => new Date(Date.UTC(2025, 0, 1 + n));

let napa: Awaited<ReturnType<typeof createProduct>>;
let glucometer: Awaited<ReturnType<typeof createProduct>>;
let sellerEmail: string;

beforeAll(async () => {
  t = await createTestApp();
  await createCatalogBasics(t.db);
  const seller = await createUser(t.db, { role: 'seller', email: 'shafiq@example.test' });
  sellerEmail = seller.email;
  napa = await createProduct(t.db, {
    name: 'Paracetamol 500 mg',
    description: 'Pain and fever relief, 10 tablets per strip.',
    priceCents: 1000,
    discountPercent: 25,
    category: 'OTC Medicine',
    sellerId: seller.id,
    createdAt: day(1),
  });
  glucometer = await createProduct(t.db, {
    name: 'Glucometer Starter Kit',
    description: 'Blood sugar meter with 10 strips and a lancing device.',
    priceCents: 2599,
    category: 'Diabetic Care',
    stock: 0,
    createdAt: day(2),
  });
  await createProduct(t.db, {
    name: 'Vitamin C 250 mg',
    description: 'Chewable orange tablets; 100% daily value_per tablet.',
    priceCents: 350,
    category: 'OTC Medicine',
    createdAt: day(3),
  });
  // Twelve plain Devices, so Devices spans two pages of ten.
  for (let i = 0; i < 12; i++) {
    await createProduct(t.db, { name: `Thermometer model ${i + 1}`, category: 'Devices', createdAt: day(10 + i) });
  }
});
afterAll(async () => t.close());

async function list(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/products${query}` });
  return { res, body: res.json() as ProductPage };
}

describe('GET /api/category', () => {
  it('lists the eight categories in display order with their images', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/category' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { _id: string; category: string; categoryImage: string }[];
    expect(body.map((c) => c.category)).toEqual([...CATEGORIES]);
    expect(body[0]).toMatchObject({ categoryImage: '/images/categories/otc-medicine.webp' });
    expect(body[0]!._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['x-sql-statements']).toBe('1');
  });
});

describe('GET /api/products', () => {
  it('answers the first ten products, newest first, with the total', async () => {
    const { res, body } = await list('');
    expect(res.statusCode).toBe(200);
    expect(body).toMatchObject({ page: 1, limit: 10, total: 15, totalExact: true });
    expect(body.items).toHaveLength(10);
    expect(body.items[0]!.name).toBe('Thermometer model 12');
  });

  it('carries the legacy fields (docs/api.md), with discount fields only on discounted products', async () => {
    const { body } = await list('?category=OTC%20Medicine');
    const para = body.items.find((p) => p._id === napa.id)!;
    expect(para).toEqual({
      _id: napa.id,
      name: 'Paracetamol 500 mg',
      nameBn: null,
      category: 'OTC Medicine',
      price: 10,
      des: 'Pain and fever relief, 10 tablets per strip.',
      image: '/images/products/test.webp',
      email: sellerEmail,
      discount: 25,
      discount_percentage: 25,
      discounted_price: 7.5,
      stock: 50,
      medicine: null,
    } satisfies Product);
    const vitamin = body.items.find((p) => p.name === 'Vitamin C 250 mg')!;
    expect(vitamin).not.toHaveProperty('discount_percentage');
    expect(vitamin).not.toHaveProperty('discounted_price');
    expect(vitamin).not.toHaveProperty('email');
    expect(vitamin.discount).toBe(0);
  });

  it('filters by category on the server', async () => {
    const { body } = await list('?category=Diabetic%20Care');
    expect(body.total).toBe(1);
    expect(body.items.map((p) => p._id)).toEqual([glucometer.id]);
  });

  it('filters to discounted products', async () => {
    const { body } = await list('?discounted=true');
    expect(body.total).toBe(1);
    expect(body.items[0]!._id).toBe(napa.id);
  });

  it("filters by the seller's email, case-insensitively, and finds nothing for an unknown seller", async () => {
    expect((await list(`?email=${encodeURIComponent('Shafiq@Example.test')}`)).body.items.map((p) => p._id)).toEqual([
      napa.id,
    ]);
    const { res, body } = await list('?email=nobody%40example.test');
    expect(res.statusCode).toBe(200);
    expect(body).toMatchObject({ items: [], total: 0 });
  });

  it('combines filters', async () => {
    expect((await list('?category=Devices&discounted=true')).body.total).toBe(0);
    expect((await list('?category=OTC%20Medicine&q=vitamin')).body.items.map((p) => p.name)).toEqual([
      'Vitamin C 250 mg',
    ]);
  });

  describe('search', () => {
    it('matches words of the name, not of the description', async () => {
      expect((await list('?q=glucometer')).body.items.map((p) => p._id)).toEqual([glucometer.id]);
      expect((await list('?q=lancing')).body.items).toEqual([]);
    });

    it('tolerates a typo', async () => {
      const { body } = await list('?q=paracetamole');
      expect(body.items[0]?._id).toBe(napa.id);
      expect((await list('?q=glucomter')).body.items[0]?._id).toBe(glucometer.id);
    });

    it('treats LIKE wildcards and SQL as plain text', async () => {
      expect((await list('?q=%25')).body.total).toBe(0);
      expect((await list('?q=__')).body.total).toBe(0);
      expect((await list('?q=vitamin%25')).body.items.map((p) => p.name)).toEqual(['Vitamin C 250 mg']);
      const injection = await list(`?q=${encodeURIComponent("'; drop table products; --")}`);
      expect(injection.res.statusCode).toBe(200);
      expect(injection.body.total).toBe(0);
      expect((await list('?q=%5C')).res.statusCode).toBe(200);
      expect((await list('')).body.total).toBe(15);
    });

    it('ignores a query of spaces only', async () => {
      expect((await list('?q=%20%20%20')).body.total).toBe(15);
    });
  });

  describe('paging', () => {
    it('splits a category into pages of the asked size', async () => {
      const first = await list('?category=Devices');
      const second = await list('?category=Devices&page=2');
      expect(first.body.items).toHaveLength(10);
      expect(second.body.items).toHaveLength(2);
      expect(second.body).toMatchObject({ page: 2, total: 12 });
      const ids = [...first.body.items, ...second.body.items].map((p) => p._id);
      expect(new Set(ids).size).toBe(12);
    });

    it('answers an empty page past the end', async () => {
      const { res, body } = await list('?page=50');
      expect(res.statusCode).toBe(200);
      expect(body).toMatchObject({ items: [], page: 50, total: 15 });
    });

    it('honours limit 1 and limit 100', async () => {
      expect((await list('?limit=1')).body.items).toHaveLength(1);
      expect((await list('?limit=100')).body.items).toHaveLength(15);
    });
  });

  describe('bad input', () => {
    it.each([
      ['page 0', '?page=0', 'page'],
      ['a negative page', '?page=-1', 'page'],
      ['a page that is not a number', '?page=two', 'page'],
      ['limit 0', '?limit=0', 'limit'],
      ['limit 10000', '?limit=10000', 'limit'],
      ['a fractional limit', '?limit=2.5', 'limit'],
      ['an unknown category', '?category=Sweets', 'category'],
      ['a query that is too long', `?q=${'a'.repeat(101)}`, 'q'],
      ['a query with a NUL character', '?q=a%00b', 'q'],
      ['an email with a NUL character', '?email=a%00b', 'email'],
      ['a discounted flag that is not a boolean', '?discounted=maybe', 'discounted'],
      ['an unknown sort', '?sort=cheapest', 'sort'],
      ['a sort in capitals', '?sort=PRICE', 'sort'],
    ])('answers 400 naming the field for %s', async (_name, query, field) => {
      const { res } = await list(query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR', field });
      expect(res.json().message).toContain(`'${field}'`);
    });

    it('answers 400 to an unknown parameter and to a repeated one', async () => {
      expect((await list('?order=price')).res.statusCode).toBe(400);
      expect((await list('?page=1&page=2')).res.statusCode).toBe(400);
      expect((await list('?q=a&q=b')).res.statusCode).toBe(400);
    });
  });

  describe('statement budget', () => {
    it.each(['?limit=1', '?limit=100', '?category=Devices', '?q=paracetamole', '?email=shafiq%40example.test'])(
      'runs at most 3 SQL statements for %s',
      async (query) => {
        // Nothing kept from an earlier test (a search's order would serve its page 3): all its statements run.
        t.app.productPages.changed();
        const { res } = await list(`${query}&page=3`);
        expect(res.statusCode).toBe(200);
        expect(Number(res.headers['x-sql-statements'])).toBeGreaterThan(0);
        expect(Number(res.headers['x-sql-statements'])).toBeLessThanOrEqual(3);
      },
    );

    it('runs as many statements for limit 100 as for limit 1: one, its rows carrying the count', async () => {
      const one = Number((await list('?limit=1&page=2&sort=price')).res.headers['x-sql-statements']);
      const hundred = Number((await list('?limit=100&page=1&sort=price')).res.headers['x-sql-statements']);
      expect(one).toBe(1);
      expect(hundred).toBe(one);
    });

    // On PostgreSQL each pooled connection holds its own named statements, so only PGlite's one session is asked.
    it.runIf(process.env.TEST_DB !== 'postgres')(
      'names a page’s and a search’s statements on PGlite, planned once per database (decision 082)',
      async () => {
        t.app.productPages.changed();
        await list('?category=Devices&limit=5&sort=price');
        await list('?category=Devices&limit=5&sort=price&page=2');
        await list('?q=paracetamole&limit=5');
        const named = rowsOf<{ name: string }>(
          await t.db.execute(sql`select name from pg_prepared_statements where name like 'mb\\_%'`),
        ).map((r) => r.name);
        expect(named).toContain('mb_list_rows_ch_price_5_o0');
        expect(named.some((n) => /^mb_[0-9a-f]{24}$/.test(n))).toBe(true);
      },
    );

    it('plans a first page of a kept count once, its size and offset in its text; a deeper page per request (decision 084)', async () => {
      // A filter whose count is kept: its pages run the statement without the count.
      const counts: KeptCounts = {
        get: () => ({ total: 15, cap: 1001, saturated: false }),
        begin: () => null,
        keep: () => {},
        abandon: () => {},
      };
      type Prepared = {
        name: string;
        statement: string;
        generic_plans: number | string;
        custom_plans: number | string;
      };
      // PostgreSQL keeps named statements per connection: one transaction holds one. PGlite names them
      // outside transactions only (decision 082), and has one session.
      const onOneConnection = <T>(read: (db: Db) => Promise<T>) =>
        process.env.TEST_DB === 'postgres' ? t.db.transaction((tx) => read(tx as unknown as Db)) : read(t.db);
      const statements = await onOneConnection(async (db) => {
        for (let i = 0; i < 8; i++) {
          await listProducts(db, { category: 'Devices', page: 2, limit: 5 }, counts);
          await listProducts(db, { category: 'Devices', page: 9, limit: 5 }, counts);
        }
        return rowsOf<Prepared>(
          await db.execute(
            sql`select name, statement, generic_plans, custom_plans from pg_prepared_statements where name like 'mb\_list\_page\_ch\_best\_5%'`,
          ),
        );
      });
      const second = statements.find((s) => s.name === 'mb_list_page_ch_best_5_o5');
      expect(second?.statement).toMatch(/limit 5 offset 5$/);
      // Planned with its values five times, then once for all: PostgreSQL chose the plan without them.
      expect(Number(second?.generic_plans)).toBeGreaterThan(0);
      expect(Number(second?.custom_plans)).toBeLessThanOrEqual(5);
      // Page 9 is past the first five: its offset is a parameter.
      const ninth = statements.find((s) => s.name === 'mb_list_page_ch_best_5');
      expect(ninth?.statement).toMatch(/limit 5 offset \$\d+$/);
    });

    it('counts a page past the last match with one statement more, and still tells the total', async () => {
      // No count kept (an earlier test counted this filter): the page has no row to carry one.
      t.app.productPages.changed();
      const { res, body } = await list('?limit=100&page=2&sort=price');
      expect(body).toMatchObject({ items: [], total: 15, totalExact: true });
      expect(Number(res.headers['x-sql-statements'])).toBe(2);
      expect(Number(res.headers['x-sql-match-counts'])).toBe(2);
    });
  });
});

describe('GET /api/products/:id', () => {
  it('answers one product', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${glucometer.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: glucometer.id, name: 'Glucometer Starter Kit', price: 25.99, stock: 0 });
    expect(Number(res.headers['x-sql-statements'])).toBeLessThanOrEqual(3);
  });

  it.runIf(process.env.TEST_DB !== 'postgres')('reads it by a named statement on PGlite (decision 082)', async () => {
    await t.app.inject({ method: 'GET', url: `/api/products/${napa.id}` });
    const statements = rowsOf<{ statement: string }>(
      await t.db.execute(sql`select statement from pg_prepared_statements where name like 'mb\_%'`),
    ).map((r) => r.statement);
    expect(statements.some((text) => text.includes("to_char(l.expires_on, 'YYYY-MM')"))).toBe(true);
  });

  it.each([
    ['an unknown id', '/api/products/00000000-0000-4000-8000-000000000000'],
    ['a malformed id', '/api/products/foo'],
    ['an id with SQL in it', `/api/products/${encodeURIComponent("1' or '1'='1")}`],
    ['a very long id', `/api/products/${'f'.repeat(150)}`],
  ])('answers 404 JSON for %s', async (_name, url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'PRODUCT_NOT_FOUND', message: 'Product not found' });
  });

  it('answers 400 JSON naming the id when it holds the NUL character', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/%00' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'NUL_CHARACTER', field: 'id' });
  });
});

describe('GET /api/products over a large catalogue', () => {
  let big: TestApp;
  beforeAll(async () => {
    big = await createTestApp();
    await createCatalogBasics(big.db);
    await createProducts(big.db, 1050, { category: 'Diapers' });
    await createProducts(big.db, 3, { category: 'Dental Care', discountPercent: 10 });
  });
  afterAll(async () => big.close());

  const get = async (query: string) =>
    (await big.app.inject({ method: 'GET', url: `/api/products${query}` })).json() as ProductPage;

  it('counts up to the ceiling and says the total is not exact past it', async () => {
    expect(await get('')).toMatchObject({ total: 1001, totalExact: false });
    expect(await get('?category=Diapers')).toMatchObject({ total: 1001, totalExact: false });
  });

  it('counts exactly below the ceiling', async () => {
    expect(await get('?category=Dental%20Care')).toMatchObject({ total: 3, totalExact: true });
    expect(await get('?discounted=1')).toMatchObject({ total: 3, totalExact: true });
  });

  it('counts past the ceiling when the page asked for lies beyond it', async () => {
    const deep = await get('?category=Diapers&page=104&limit=10');
    expect(deep).toMatchObject({ total: 1041, totalExact: false });
    expect(deep.items).toHaveLength(10);
    const last = await get('?category=Diapers&page=105&limit=10');
    expect(last).toMatchObject({ total: 1050, totalExact: true });
    expect(last.items.map((p) => p.name)).toEqual(expect.arrayContaining([expect.stringMatching(/ 1$/)]));
  });

  it('says a search that finds more names than it reads is not counted exactly', async () => {
    // A search reads the products of the nearest names (docs/decisions/034-medicine-search.md).
    const res = await big.app.inject({ method: 'GET', url: '/api/products?q=bulk&category=Diapers&limit=5' });
    expect(res.json()).toMatchObject({ totalExact: false });
    expect(res.json().total).toBeGreaterThan(5);
    expect(res.json().items).toHaveLength(5);
  });

  it('still reports the total of a search on a page past its last match', async () => {
    await createProducts(big.db, 3, { category: 'Dental Care', namePrefix: 'Floss pick' });
    const res = await big.app.inject({ method: 'GET', url: '/api/products?q=floss&category=Dental%20Care&page=9' });
    expect(res.json()).toMatchObject({ items: [], total: 3, totalExact: true, page: 9 });
  });

  it('keeps a page to its statement budget', async () => {
    for (const url of ['/api/products?limit=99', '/api/products?q=bulk&limit=99', '/api/products?q=bulk&page=499']) {
      // Nothing kept from an earlier request (a search's order serves its deeper pages): all its statements run.
      big.app.productPages.changed();
      const res = await big.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(Number(res.headers['x-sql-statements'])).toBeGreaterThan(0);
      expect(Number(res.headers['x-sql-statements'])).toBeLessThanOrEqual(3);
    }
  });
});
