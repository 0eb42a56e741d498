import type { ProductPage } from '@medibazaar/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { until } from '../../../test/until.js';
import { PRODUCTS_CHANNEL } from '../../db/client.js';
import { signUp, type SignedIn } from '../../../test/auth.js';
import { createCatalogBasics, createProduct } from '../../../test/factories.js';
import { addToCart, buyCart } from '../payments/payments.test-helpers.js';
import { KEPT_PAGES } from './catalog.routes.js';

/**
 * Product pages kept in memory (ProductPagesCache) as the app uses them: a page asked
 * again costs no SQL, and no change to products is ever hidden behind a kept page.
 * Kept pages live ten minutes here, so whatever shows a change within the test was
 * told of it, not timed out. This instance's own changes go through the API, whose
 * services say what they changed; other writers' through the engine's notices.
 */
let t: TestApp;
let first: Awaited<ReturnType<typeof createProduct>>;
let admin: SignedIn;

const PAGE = '/api/products?category=Devices&limit=5';

async function list(url = PAGE) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return { page: res.json() as ProductPage, body: res.body, statements: Number(res.headers['x-sql-statements']) };
}

/** Until the app keeps pages: the same page asked twice, the second time without SQL. */
const keeping = () =>
  until(
    async () => {
      await list();
      return (await list()).statements;
    },
    (n) => n === 0,
    'keeping pages',
  );

/** A change made through this instance's API, as a seller's or admin's edit is. */
async function renameThroughApi(id: string, name: string) {
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/products/${id}`,
    headers: admin.headers,
    payload: { name },
  });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp({
    catalogCache: {
      ttlMs: 600_000,
      maxBytes: 4 * 1024 * 1024,
      maxPages: 1_000,
      countTtlMs: 600_000,
      maxCounts: 1_000,
      maxSearchOrders: 100,
    },
  });
  await createCatalogBasics(t.db);
  admin = await signUp(t, { role: 'admin' });
  first = await createProduct(t.db, { name: 'Digital Thermometer', category: 'Devices', stock: 20 });
  await keeping();
});
afterAll(async () => t.close());

describe('product pages kept in memory', () => {
  it('answers a page asked again without SQL, with the very same JSON', async () => {
    const url = '/api/products?category=Devices&limit=7';
    const fresh = await list(url);
    expect(fresh.statements).toBeGreaterThan(0);
    // On PostgreSQL the notice of a product written before this test can still be on its way, and
    // drops what was kept when it lands: asked again until kept, the page must then cost no SQL.
    const again = await until(
      () => list(url),
      (r) => r.statements === 0,
      'keeping the page',
    );
    expect(again.body).toBe(fresh.body);
    expect(again.page.items.map((p) => p.name)).toContain('Digital Thermometer');
  });

  it('shows a product changed through this instance at once, on either engine', async () => {
    const product = await createProduct(t.db, { name: 'Pulse Oximeter', category: 'Devices' });
    await keeping();
    await renameThroughApi(product.id, 'Fingertip Pulse Oximeter');
    const after = await list();
    expect(after.statements).toBeGreaterThan(0);
    expect(after.page.items.map((p) => p.name)).toContain('Fingertip Pulse Oximeter');
  });

  it('shows the stock a payment took at once, on either engine', async () => {
    const stockOf = async () => (await list()).page.items.find((p) => p._id === first.id)?.stock;
    await keeping();
    const before = await stockOf();
    expect(await stockOf()).toBe(before);
    const shopper = await signUp(t);
    await addToCart(t, shopper, first.id, 3);
    await buyCart(t, shopper);
    expect(await stockOf()).toBe(before! - 3);
  });

  it('reads each time, without keeping, pages few visitors share: deep pages, long searches, a seller’s list', async () => {
    await keeping();
    const rare = [
      `/api/products?category=Devices&limit=5&page=${KEPT_PAGES.maxPage + 1}`,
      `/api/products?q=${'thermometer '.repeat(4)}x`,
      `/api/products?email=${encodeURIComponent(admin.email)}`,
    ];
    for (const url of rare) {
      await list(url);
      expect((await list(url)).statements, url).toBeGreaterThan(0);
    }
    const kept = `/api/products?category=Devices&limit=5&page=${KEPT_PAGES.maxPage}`;
    await list(kept);
    expect((await list(kept)).statements).toBe(0);
  });

  describe('changes the engine tells of (a notice naming the categories they touched)', () => {
    /** Runs SQL on the engine directly, past the app's statement watch, as another writer would. */
    const behind = async (text: string, params: unknown[]) => {
      const client = (t.db as unknown as { $client: { query(text: string, params: unknown[]): Promise<unknown> } })
        .$client;
      await client.query(text, params);
    };
    const BABY_CARE = '/api/products?category=Baby%20Care&limit=5';
    const EVERYTHING = '/api/products?limit=50';
    const DENTAL_CARE = '/api/products?category=Dental%20Care&limit=5';
    let lotion: Awaited<ReturnType<typeof createProduct>>;
    let moved: Awaited<ReturnType<typeof createProduct>>;
    beforeAll(async () => {
      lotion = await createProduct(t.db, { name: 'Baby Lotion', category: 'Baby Care' });
      moved = await createProduct(t.db, { name: 'Blood Pressure Monitor', category: 'Devices' });
    });

    const names = async (url: string) => (await list(url)).page.items.map((p) => p.name);
    /** Until the Baby Care page shows `name` (a notice from the engine arrives on its own time). */
    const untilBabyCareLists = (name: string) =>
      until(
        () => names(BABY_CARE),
        (n) => n.includes(name),
        `showing ${name} among Baby Care`,
      );
    /**
     * Until every notice sent so far has been heard. The engine hands notices over in
     * commit order, so a marker naming Dental Care (a category no test here writes),
     * sent now, is heard after them: its page is then read again.
     */
    const settled = async () => {
      const twice = async () => {
        await list(DENTAL_CARE);
        return (await list(DENTAL_CARE)).statements;
      };
      await until(twice, (n) => n === 0, 'keeping the Dental Care page');
      await behind('select pg_notify($1, $2)', [PRODUCTS_CHANNEL, JSON.stringify(['Dental Care'])]);
      await until(
        async () => (await list(DENTAL_CARE)).statements,
        (n) => n > 0,
        'the marker notice arriving',
      );
    };
    /** Every page asked twice, so each is kept, once earlier writes have all been heard. */
    const keepAll = async () => {
      // Heard first, kept after: a late notice of an earlier test's write must not drop a page once kept.
      await settled();
      await keeping();
      for (const url of [BABY_CARE, EVERYTHING]) {
        await list(url);
        expect((await list(url)).statements).toBe(0);
      }
    };

    it('drops the pages of the changed category and of every category, and keeps the others', async () => {
      await keepAll();
      await behind('update products set name = $1 where id = $2', ['Baby Lotion Plus', lotion.id]);
      await untilBabyCareLists('Baby Lotion Plus');
      expect(await names(EVERYTHING)).toContain('Baby Lotion Plus');
      // A Devices page shows no Baby Care product: still kept.
      expect((await list()).statements).toBe(0);
    });

    it('drops the pages of both categories when a product moves between them', async () => {
      await keepAll();
      await behind('update products set category = $1 where id = $2', ['Baby Care', moved.id]);
      await untilBabyCareLists('Blood Pressure Monitor');
      expect(await names(PAGE)).not.toContain('Blood Pressure Monitor');
    });

    it("drops only the pages this instance's own write touched, at once, before any notice arrives", async () => {
      await keepAll();
      await renameThroughApi(lotion.id, 'Baby Lotion Gentle');
      expect(await names(BABY_CARE)).toContain('Baby Lotion Gentle');
      expect(await names(EVERYTHING)).toContain('Baby Lotion Gentle');
      expect((await list()).statements).toBe(0);
    });

    it('drops every page when the change names no category', async () => {
      await keepAll();
      await behind('select pg_notify($1, $2)', [PRODUCTS_CHANNEL, '']);
      await until(
        async () => (await list()).statements,
        (n) => n > 0,
        'reading the Devices page again',
      );
      expect((await list(BABY_CARE)).statements).toBeGreaterThan(0);
    });
  });

  describe.runIf(process.env.TEST_DB === 'postgres')('with other writers on the same PostgreSQL', () => {
    let other: pg.Client;
    beforeAll(async () => {
      other = new pg.Client({ connectionString: t.databaseUrl! });
      await other.connect();
    });
    afterAll(async () => other.end());

    const nameShown = async () => (await list()).page.items.find((p) => p._id === first.id)?.name;

    it('shows a change another instance commits, once it commits', async () => {
      await keeping();
      await other.query('begin');
      await other.query('update products set name = $1 where id = $2', ['Ear Thermometer', first.id]);
      // Not committed: the kept page is still right.
      expect(await nameShown()).toBe('Digital Thermometer');
      await other.query('commit');
      await until(nameShown, (name) => name === 'Ear Thermometer', 'showing the committed name');
    });

    it('reads the database while it cannot hear changes, and keeps pages again once it can', async () => {
      await keeping();
      const { rows } = await other.query<{ pid: number }>(
        `select pg_terminate_backend(pid), pid from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen %'`,
      );
      expect(rows).toHaveLength(1);
      // The loss reaches the app as its connection's end, a moment later (a change made in that
      // moment is no different from one whose notice is on its way). Once heard, the page is read.
      await until(
        async () => (await list()).statements,
        (n) => n > 0,
        'reading the page once the listening connection is gone',
      );
      // Changed while nobody listens (it listens again only 0.5 s after the loss): the notice is
      // lost, the change must still show, read from the database.
      await other.query('update products set name = $1 where id = $2', ['Infrared Thermometer', first.id]);
      const meanwhile = await list();
      expect(meanwhile.statements).toBeGreaterThan(0);
      expect(meanwhile.page.items.find((p) => p._id === first.id)?.name).toBe('Infrared Thermometer');
      await keeping();
      expect(await nameShown()).toBe('Infrared Thermometer');
    });
  });
});
