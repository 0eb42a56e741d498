import { SEARCH_QUERY_MAX, SEARCHED_QUERY_LENGTH } from '@medibazaar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { createCatalogBasics, createProduct } from '../../../test/factories.js';
import { productListQueries } from './catalog.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createCatalogBasics(t.db);
});
afterAll(async () => t.close());

/** The text values a statement is given. */
const textParams = (statement: { toSQL(): { params: unknown[] } }) =>
  statement.toSQL().params.filter((p): p is string => typeof p === 'string');

/** A brand name exactly as long as the part of a query a search reads. */
const LONG_NAME = 'Zentrovix Hydroxy Complex Extended Release Capsules 250 mg Pack'.padEnd(SEARCHED_QUERY_LENGTH, 'S');

describe('a search longer than the part it reads', () => {
  it('hands its statements at most SEARCHED_QUERY_LENGTH characters, the beginning of the query', () => {
    const q = 'paracetamol 500 mg tablets for fever and pain, strip of ten, made by a well known maker in Dhaka'
      .padEnd(SEARCH_QUERY_MAX, '.')
      .slice(0, SEARCH_QUERY_MAX);
    const list = productListQueries(t.db, { q, page: 1, limit: 12 });
    if (!list.search) throw new Error('a query makes a search');
    for (const statement of [list.rows, list.count]) {
      const texts = textParams(statement);
      expect(texts).toContain(q.slice(0, SEARCHED_QUERY_LENGTH).trimEnd());
      expect(Math.max(...texts.map((p) => p.length))).toBeLessThanOrEqual(SEARCHED_QUERY_LENGTH);
    }
  });

  it('cuts between letters, never inside one', () => {
    const q = `${'a'.repeat(SEARCHED_QUERY_LENGTH - 1)}😀${'b'.repeat(10)}`;
    const list = productListQueries(t.db, { q, page: 1, limit: 12 });
    if (!list.search) throw new Error('a query makes a search');
    expect(textParams(list.rows)).toContain(`${'a'.repeat(SEARCHED_QUERY_LENGTH - 1)}😀`);
  });

  it('finds a product by a query that begins with its whole name and goes on past what is read', async () => {
    expect(LONG_NAME).toHaveLength(SEARCHED_QUERY_LENGTH);
    const product = await createProduct(t.db, { name: LONG_NAME });
    const q = `${LONG_NAME} and whatever else was typed after it`.slice(0, SEARCH_QUERY_MAX);

    const list = await t.app.inject({ method: 'GET', url: '/api/products', query: { q } });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items[0]).toMatchObject({ _id: product.id, name: LONG_NAME });

    const suggestions = await t.app.inject({ method: 'GET', url: '/api/search/suggest', query: { q } });
    expect(suggestions.statusCode, suggestions.body).toBe(200);
    expect(suggestions.json().items[0]).toMatchObject({ kind: 'brand', label: LONG_NAME });
  });

  it(`still refuses a query over ${SEARCH_QUERY_MAX} characters with 400, naming the field`, async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/products',
      query: { q: 'a'.repeat(SEARCH_QUERY_MAX + 1) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'q' });
  });
});
