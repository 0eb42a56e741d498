import { ProductListQuery, type ProductPage } from '@medibazaar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signUp, type SignedIn } from '../../../test/auth.js';
import { createCatalogBasics, createMedicine, createProduct, createUser } from '../../../test/factories.js';
import { keptLists, KEPT_BESIDE_PAGES } from '../../../test/kept-lists.js';
import { until } from '../../../test/until.js';
import type { DbOrTx } from '../../db/client.js';
import { makeImage, tempUploadsDir, uploadRequest } from '../uploads/uploads.test-helpers.js';
import { listProducts, type ProductFilter } from './catalog.repository.js';
import type { KeptOrder } from './product-pages-cache.js';
import { idsOfPage, type KeptOrders } from './search-order.js';

/**
 * A search's matched order kept per query, filters and sort (decision 081), as the app uses it.
 * Pages are not kept here (their time is 0), so every request runs its SQL; orders and counts live
 * ten minutes, so an order that shows a change was told of it, not timed out. The header
 * `x-sql-match-counts` says whether a request ranked the matches (1) or read its page from a kept
 * order (0); `x-sql-statements` how many statements it ran.
 */
let t: TestApp;
let admin: SignedIn;
const zolvex: Record<string, string> = {};

const lists = keptLists(() => t);
const { behind } = lists;
/** The list's answer to `query`, with the statements it ran and whether it ranked matches (see keptLists). */
const list = (query: string) => lists.list(`/api/products?${query}`);

/** The filter the route makes of `query`. */
function filterOf(query: string): ProductFilter {
  const { email, ...rest } = ProductListQuery.parse(Object.fromEntries(new URLSearchParams(query)));
  return { ...rest, sellerEmail: email };
}

/** The page as the full search shows it: ranked and counted by its own statement, nothing kept. */
const searched = (query: string) => listProducts(t.db, filterOf(query));

/**
 * The test's database, with a change of products told to the app while its first statement runs (as
 * a notice can land while a read is under way), and not again. Statements go through the pool's
 * `query` on PostgreSQL and through PGlite's `execProtocol` (prepared.ts), or the ORM's `execute`.
 */
function changingWhileRead(): DbOrTx {
  let told = false;
  const changed = () => {
    if (!told) t.app.productPages.changed(['Dental Care']);
    told = true;
  };
  // Other methods are bound to the object itself: PGlite's read its private fields.
  const during = <T extends object>(target: T, methods: readonly string[]) =>
    new Proxy(target, {
      get(on, prop) {
        const value: unknown = Reflect.get(on, prop, on);
        if (typeof value !== 'function') return value;
        if (typeof prop !== 'string' || !methods.includes(prop)) return (value as () => unknown).bind(on);
        return (...args: unknown[]) => {
          changed();
          return (value as (...a: unknown[]) => unknown).apply(on, args);
        };
      },
    });
  const db = t.db as unknown as { $client: object };
  // node-postgres's pool runs a named statement by `query`, PGlite by `execProtocol` (decision 082).
  const client = during(db.$client, ['query', 'execProtocol']);
  return new Proxy(during(db, ['execute']), {
    get: (on, prop, receiver) => (prop === '$client' ? client : Reflect.get(on, prop, receiver)),
  }) as unknown as DbOrTx;
}

/** Until the order of `query` is ranked once and then kept: asked again, it ranks nothing. */
const kept = (query: string) => lists.kept(`/api/products?${query}`);

/** Until every notice sent so far has been heard (see keptLists): a Dental Care notice drops every search's order. */
const settled = () => lists.settled('/api/products?q=dentafloss&limit=1');

const ZOLVEX = 'q=zolvex';
const namesOf = (page: ProductPage) => page.items.map((p) => p.name);

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
  const seller = await createUser(t.db, { role: 'seller' });
  // Matches across categories, prices, discounts and stock, two of them medicines (a unit price).
  const made = [
    await createProduct(t.db, { name: 'Zolvex Gel', priceCents: 450, stock: 0 }),
    await createProduct(t.db, { name: 'Zolvex Spray', priceCents: 900, discountPercent: 20 }),
    await createProduct(t.db, { name: 'Zolvex Wipes', category: 'Baby Care', priceCents: 300 }),
    await createProduct(t.db, { name: 'Zolvex Cream', category: 'Baby Care', priceCents: 650, discountPercent: 5 }),
    await createProduct(t.db, { name: 'Zolvex Monitor', category: 'Devices', priceCents: 9_900 }),
    await createProduct(t.db, { name: 'Zolvex Drops', priceCents: 120, sellerId: seller.id }),
    await createProduct(t.db, { name: 'Zolvex Patch', priceCents: 700, stock: 3 }),
    await createProduct(t.db, { name: 'Zolvex Kids', category: 'Baby Care', priceCents: 300, stock: 0 }),
    await createMedicine(t.db, { name: 'Zolvex 500 mg', dispensingClass: 'otc', priceCents: 800 }),
    await createMedicine(t.db, { name: 'Zolvex Forte 250 mg', dispensingClass: 'otc', priceCents: 500 }),
  ];
  for (const p of made) zolvex[p.name] = p.id;
  await createProduct(t.db, { name: 'Dentafloss', category: 'Dental Care' });
  await createProduct(t.db, { name: 'Quintor Balm', priceCents: 400 });
});
afterAll(async () => t.close());

describe("a search's matched order kept per query, filters and sort", () => {
  it.each([
    ['every match', 'best', ''],
    ['every match', 'price', ''],
    ['every match', 'unit-price', ''],
    ['every match', 'name', ''],
    ['a category', 'best', '&category=Baby%20Care'],
    ['discounted', 'price', '&discounted=true'],
    ['in stock', 'best', '&inStock=true'],
    ['in stock in a category', 'name', '&inStock=true&category=OTC%20Medicine'],
  ])('serves the later pages (%s, sorted by %s) from the order, as the full search shows them', async (_, sort, f) => {
    await settled();
    const query = `${ZOLVEX}${f}&sort=${sort}`;
    const first = await kept(`${query}&limit=4`);
    expect(first.page).toEqual(await searched(`${query}&limit=4`));
    const pages = Math.ceil(first.page.total / 4);
    for (let page = 2; page <= pages + 1; page++) {
      const r = await list(`${query}&limit=4&page=${page}`);
      expect(r.counted, `page ${page}`).toBe(0);
      // One statement for the page's rows; none past the last match (the order knows the count).
      expect(r.statements, `page ${page}`).toBe(page <= pages ? 1 : 0);
      expect(r.page, `page ${page}`).toEqual(await searched(`${query}&limit=4&page=${page}`));
    }
    // The whole order in pages is every match once.
    const all = await list(`${query}&limit=50`);
    expect(all.page.items).toHaveLength(first.page.total);
  });

  it('shows a product added, renamed, repriced or removed through this instance at once', async () => {
    await settled();
    const query = `${ZOLVEX}&sort=price&limit=50`;
    const before = (await kept(query)).page;

    const upload = await t.app.inject(
      await uploadRequest(admin.headers, { name: 'pack.png', type: 'image/png', bytes: await makeImage('png') }),
    );
    expect(upload.statusCode, upload.body).toBe(201);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: admin.headers,
      payload: {
        name: 'Zolvex Nebulizer',
        category: 'Devices',
        price: 1.05,
        image: upload.json().data.display_url,
        des: 'A nebulizer.',
        stock: 4,
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    const withAdded = (await list(query)).page;
    expect(withAdded.total).toBe(before.total + 1);
    expect(namesOf(withAdded)[0]).toBe('Zolvex Nebulizer');

    await patchThroughApi(zolvex['Zolvex Patch']!, { name: 'Quintor Patch' });
    expect(namesOf((await list(query)).page)).not.toContain('Quintor Patch');
    await patchThroughApi(zolvex['Zolvex Patch']!, { name: 'Zolvex Patch' });
    expect(namesOf((await list(query)).page)).toContain('Zolvex Patch');

    // The dearest product made the cheapest: the price shown and the order follow at once.
    await patchThroughApi(zolvex['Zolvex Monitor']!, { price: 0.5 });
    const repriced = (await list(query)).page;
    expect(repriced.items[0]).toMatchObject({ name: 'Zolvex Monitor', price: 0.5 });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${added.json().insertedId}`,
      headers: admin.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const after = (await list(query)).page;
    expect(after.total).toBe(before.total);
    expect(namesOf(after)).not.toContain('Zolvex Nebulizer');
    expect(after).toEqual(await searched(query));
  });

  it('drops the order when another instance changes a product, once its notice is heard', async () => {
    await settled();
    const query = `${ZOLVEX}&limit=50`;
    const before = (await kept(query)).page;
    // A product the search did not find, renamed so it does: only ranking again can show it.
    const quintor = (await searched('q=quintor%20balm')).items[0]!._id;
    await behind('update products set name = $1 where id = $2', ['Zolvex Balm', quintor]);
    const after = await until(
      async () => (await list(query)).page,
      (page) => page.total === before.total + 1,
      'finding the renamed product',
    );
    expect(namesOf(after)).toContain('Zolvex Balm');
    expect(after).toEqual(await searched(query));
    await behind('update products set name = $1 where id = $2', ['Quintor Balm', quintor]);
  });

  it('keeps and uses no order while changes cannot be heard, and keeps them again once they can', async () => {
    await settled();
    const query = `${ZOLVEX}&limit=4`;
    await kept(query);
    t.app.productPages.listening(false);
    try {
      // Searched as without orders: each page ranks and counts its matches.
      expect((await list(query)).counted).toBe(1);
      expect((await list(`${query}&page=2`)).counted).toBe(1);
    } finally {
      t.app.productPages.listening(true);
    }
    expect((await list(query)).counted).toBe(1);
    expect((await list(`${query}&page=2`)).counted).toBe(0);
  });

  it('does not keep an order read while products changed', async () => {
    await settled();
    const orders = t.app.productPages.orders;
    const query = `${ZOLVEX}&sort=name&limit=4`;
    t.app.productPages.changed();
    const page = await listProducts(changingWhileRead(), filterOf(query), undefined, undefined, orders);
    expect(page).toEqual(await searched(query));
    expect((await list(`${query}&page=2`)).counted).toBe(1);
    // A read no change crossed is kept (under the name the route's request looks for).
    await listProducts(t.db, filterOf(`${query}&category=Baby%20Care`), undefined, undefined, orders);
    expect((await list(`${query}&category=Baby%20Care&page=2`)).counted).toBe(0);
  });

  it('reads a kept page fresh: a product no longer on sale or matching drops out, a new price shows', async () => {
    await settled();
    const query = `${ZOLVEX}&inStock=true&limit=50`;
    let recorded: KeptOrder | undefined;
    const recording: KeptOrders = {
      get: () => undefined,
      begin: (category) => t.app.productPages.orders.begin(category),
      keep: (reading, key, value) => {
        recorded = value;
        t.app.productPages.orders.keep(reading, key, value);
      },
      abandon: (reading) => t.app.productPages.orders.abandon(reading),
    };
    const before = await listProducts(t.db, filterOf(query), undefined, undefined, recording);
    expect(recorded).toBeDefined();
    // The order as it was kept, served as if the changes' notices were still on their way.
    const stale: KeptOrders = { get: () => recorded, begin: () => null, keep: () => {}, abandon: () => {} };

    await behind(`update seller_licences set expires_on = (now() at time zone 'Asia/Dhaka')::date - 1`, []);
    await behind('update products set stock = 0 where id = $1', [zolvex['Zolvex Patch']]);
    await behind('update products set price_cents = 111 where id = $1', [zolvex['Zolvex Spray']]);
    await behind('delete from products where id = $1', [zolvex['Zolvex Cream']]);
    const gone = ['Zolvex Drops', 'Zolvex Patch', 'Zolvex Cream'];

    const after = await listProducts(t.db, filterOf(query), undefined, undefined, stale);
    expect(namesOf(before)).toEqual(expect.arrayContaining(gone));
    expect(namesOf(after)).toEqual(namesOf(before).filter((n) => !gone.includes(n)));
    expect(after.items.find((p) => p.name === 'Zolvex Spray')).toMatchObject({ price: 1.11 });
    // The count is the kept order's until the notices drop it.
    expect(after.total).toBe(before.total);
    // Once they are heard, the search ranks and counts again.
    await until(
      async () => (await list(query)).page.total,
      (total) => total === before.total - gone.length,
      'counting the changes',
    );
  });
});

describe('idsOfPage', () => {
  const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
  const order: KeptOrder = { ids: [1, 2, 3, 4, 5].map(id).join(','), count: { total: 5, cap: 101, saturated: false } };

  it('cuts a page out of the kept ids, a short last page and nothing past the end', () => {
    expect(idsOfPage(order, 0, 2)).toBe(`${id(1)},${id(2)}`);
    expect(idsOfPage(order, 2, 2)).toBe(`${id(3)},${id(4)}`);
    expect(idsOfPage(order, 4, 2)).toBe(id(5));
    expect(idsOfPage(order, 6, 2)).toBe('');
    expect(idsOfPage({ ...order, ids: '' }, 0, 12)).toBe('');
  });
});
