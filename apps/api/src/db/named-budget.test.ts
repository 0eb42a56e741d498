import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createCatalogBasics, createMedicine, createProduct } from '../../test/factories.js';
import { listProducts } from '../modules/catalog/catalog.repository.js';
import { rowsOf } from './client.js';
import { databaseOf, mayName, NAMED_STATEMENTS_PER_DATABASE } from './named-budget.js';

/**
 * The bound on named statements per database (decision 086): past it, a statement not named before
 * runs unnamed, with the same answer.
 */
describe('mayName', () => {
  it('names a database’s statements up to the bound, then only those named before', () => {
    const database = {};
    for (let i = 0; i < NAMED_STATEMENTS_PER_DATABASE; i++) expect(mayName(database, `s${i}`)).toBe(true);
    expect(mayName(database, 'one more')).toBe(false);
    expect(mayName(database, 's0')).toBe(true);
    // Another database has a bound of its own.
    expect(mayName({}, 'one more')).toBe(true);
  });
});

describe('past the bound', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await createCatalogBasics(t.db);
    await createProduct(t.db, { name: 'Thermometer', category: 'Devices', priceCents: 900 });
    await createProduct(t.db, { name: 'Pulse Oximeter', category: 'Devices', priceCents: 2500 });
    await createMedicine(t.db, { name: 'Quorvex 500 mg', dispensingClass: 'otc', priceCents: 800 });
  });

  afterAll(async () => {
    await t?.close();
  });

  /**
   * The names of the statements the database keeps: on PGlite, its one session's; on PostgreSQL, those
   * node-postgres has parsed on any of the pool's connections (its own record, per connection).
   */
  const prepared = async (): Promise<string[]> => {
    if (process.env.TEST_DB !== 'postgres')
      return rowsOf<{ name: string }>(await t.db.execute(sql`select name from pg_prepared_statements`)).map(
        (r) => r.name,
      );
    const pool = databaseOf(t.db) as { _clients: { connection: { parsedStatements: Record<string, string> } }[] };
    return pool._clients.flatMap((c) => Object.keys(c.connection.parsedStatements));
  };

  it('answers a list and a search as before, unnamed', async () => {
    const named = {
      devices: await listProducts(t.db, { category: 'Devices', sort: 'price', page: 1, limit: 7 }),
      search: await listProducts(t.db, { q: 'quorvex', sort: 'name', page: 1, limit: 7 }),
    };
    // Every name the database may still take, taken.
    for (let i = 0; i < NAMED_STATEMENTS_PER_DATABASE; i++) mayName(databaseOf(t.db), `filler ${i}`);
    const unnamed = {
      devices: await listProducts(t.db, { category: 'Devices', sort: 'price', page: 1, limit: 9 }),
      search: await listProducts(t.db, { q: 'quorvex', sort: 'name', page: 1, limit: 9, inStock: true }),
    };
    expect(unnamed.devices.items.map((p) => p.name)).toEqual(['Thermometer', 'Pulse Oximeter']);
    expect({ ...unnamed.devices, limit: 7 }).toEqual(named.devices);
    expect(unnamed.search.items.map((p) => p.name)).toEqual(['Quorvex 500 mg']);
    expect(unnamed.search.total).toBe(named.search.total);
    const names = await prepared();
    expect(names).toContain('mb_list_rows_ch_price_7_o0');
    expect(names).not.toContain('mb_list_rows_ch_price_9_o0');
  });
});
