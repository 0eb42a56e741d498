import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { createCatalogBasics, createMedicine } from '../../../test/factories.js';
import type { Db } from '../../db/client.js';
import { listProducts, type ProductFilter } from './catalog.repository.js';
import { compiledStatements } from './prepared.js';

/**
 * A search's statements compiled once per kind, filters set and sort, and run with each request's
 * values (decision 085). Called without kept counts or orders, so every call runs its statements.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await createCatalogBasics(t.db);
  await createMedicine(t.db, { name: 'Quorvex 500 mg', dispensingClass: 'otc', priceCents: 800 });
  await createMedicine(t.db, { name: 'Quorvex Forte 250 mg', dispensingClass: 'otc', priceCents: 500 });
  await createMedicine(t.db, { name: 'Brimodal 20 mg', dispensingClass: 'otc', priceCents: 300 });
});

afterAll(async () => {
  await t?.close();
});

const search = (f: Partial<ProductFilter>, db: Db = t.db) =>
  listProducts(db, { page: 1, limit: 12, ...f } as ProductFilter);
const names = (page: Awaited<ReturnType<typeof search>>) => page.items.map((p) => p.name).sort();

describe('a search compiled once', () => {
  it('runs a second query with the same filters and sort from the text compiled for the first', async () => {
    compiledStatements.fromNothing();
    expect(names(await search({ q: 'quorvex' }))).toEqual(['Quorvex 500 mg', 'Quorvex Forte 250 mg']);
    const compiled = compiledStatements.count();
    expect(compiled).toBe(1);
    const other = await search({ q: 'brimodal' });
    expect(names(other)).toEqual(['Brimodal 20 mg']);
    expect(other.total).toBe(1);
    expect(compiledStatements.count()).toBe(compiled);
  });

  it('compiles another text for another filter or sort, and runs each with its own values', async () => {
    compiledStatements.fromNothing();
    await search({ q: 'quorvex' });
    const compiled = compiledStatements.count();
    const cheapest = await search({ q: 'quorvex', sort: 'price' });
    expect(cheapest.items.map((p) => p.name)).toEqual(['Quorvex Forte 250 mg', 'Quorvex 500 mg']);
    expect(compiledStatements.count()).toBe(compiled + 1);
    expect(names(await search({ q: 'quorvex', category: 'OTC Medicine' }))).toHaveLength(2);
    expect(await search({ q: 'quorvex', category: 'Devices' })).toMatchObject({ items: [], total: 0 });
    expect(compiledStatements.count()).toBe(compiled + 2);
  });

  it('answers as the same search built with its values, run inside a transaction', async () => {
    const filters: Partial<ProductFilter>[] = [
      { q: 'quorvex' },
      { q: 'quorvex', page: 2, limit: 1 },
      { q: 'brimodal', sort: 'name', inStock: true },
      { q: 'quorvex', category: 'OTC Medicine', form: 'capsule' },
      { q: 'no such medicine' },
    ];
    for (const f of filters) {
      const compiled = await search(f);
      // A transaction runs no named statement: the statement is built with the values in it.
      const built = await t.db.transaction((tx) => search(f, tx as unknown as Db));
      expect(compiled, JSON.stringify(f)).toEqual(built);
    }
  });
});
