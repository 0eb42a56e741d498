import type { ProductPage } from '@medibazaar/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { createCatalogBasics, createProduct } from '../../../test/factories.js';
import { takeStock } from '../payments/payments.repository.js';

/**
 * Product pages kept in memory (ProductPagesCache) as the app uses them: a page asked
 * again costs no SQL, and no change to products is ever hidden behind a kept page.
 * Kept pages live ten minutes here, so whatever shows a change within the test was
 * told of it, not timed out.
 */
let t: TestApp;
let first: Awaited<ReturnType<typeof createProduct>>;

const PAGE = '/api/products?category=Devices&limit=5';

async function list(url = PAGE) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return { page: res.json() as ProductPage, body: res.body, statements: Number(res.headers['x-sql-statements']) };
}

/** Asks until `done` holds (the listening connection opens and notices arrive on their own time). */
async function until<T>(ask: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await ask();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`still not ${what} after 10 s`);
    await new Promise((r) => setTimeout(r, 50));
  }
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

beforeAll(async () => {
  t = await createTestApp({ catalogCache: { ttlMs: 600_000, maxChars: 1024 * 1024 } });
  await createCatalogBasics(t.db);
  first = await createProduct(t.db, { name: 'Digital Thermometer', category: 'Devices', stock: 20 });
  await keeping();
});
afterAll(async () => t.close());

describe('product pages kept in memory', () => {
  it('answers a page asked again without SQL, with the very same JSON', async () => {
    const fresh = await list('/api/products?category=Devices&limit=7');
    expect(fresh.statements).toBeGreaterThan(0);
    const again = await list('/api/products?category=Devices&limit=7');
    expect(again.statements).toBe(0);
    expect(again.body).toBe(fresh.body);
    expect(again.page.items.map((p) => p.name)).toContain('Digital Thermometer');
  });

  it('shows a product added through this instance at once', async () => {
    await list();
    await createProduct(t.db, { name: 'Pulse Oximeter', category: 'Devices' });
    const after = await list();
    expect(after.statements).toBeGreaterThan(0);
    expect(after.page.items.map((p) => p.name)).toContain('Pulse Oximeter');
  });

  it('shows the stock a payment took at once', async () => {
    const stockOf = async () => (await list()).page.items.find((p) => p._id === first.id)?.stock;
    const before = await stockOf();
    expect(await stockOf()).toBe(before);
    await takeStock(t.db, [{ productId: first.id, quantity: 3 }]);
    expect(await stockOf()).toBe(before! - 3);
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
      // Changed while nobody listens: the notice is lost, the change must still show.
      await other.query('update products set name = $1 where id = $2', ['Infrared Thermometer', first.id]);
      const meanwhile = await list();
      expect(meanwhile.page.items.find((p) => p._id === first.id)?.name).toBe('Infrared Thermometer');
      await keeping();
      expect(await nameShown()).toBe('Infrared Thermometer');
    });
  });
});
