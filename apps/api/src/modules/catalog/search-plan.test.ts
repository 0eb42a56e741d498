import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { createCatalogBasics } from '../../../test/factories.js';
import { rowsOf } from '../../db/client.js';
import { productListQueries } from './catalog.repository.js';

/**
 * A search must find its names through the search-terms indexes and its products through
 * theirs, whatever the catalogue's size: no statement of it may read a whole table
 * (docs/decisions/034-medicine-search.md). The trigram word match keeps the real cost
 * migration 0005 gave it, so the planner does not scan where the index answers.
 */
describe('the plan of a product search', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await createCatalogBasics(t.db);
    await t.db.execute(sql`
      insert into products (name, description, price_cents, category, image, stock)
      select
        case when i <= 50 then 'Paracetamol' else (array['Aspirin','Zinc','Lancets','Face Wash','Baby Wipes'])[1 + i % 5] end
          || ' ' || (50 * (1 + i % 20)) || ' mg #' || i,
        'Catalogue product ' || i || ', ' || (array['for fast relief','gentle on skin','accurate readings'])[1 + i % 3] || '.',
        100 + i % 9900,
        (array['OTC Medicine','Devices','Personal Care','Baby Care'])[1 + i % 4],
        '/images/products/x.webp',
        10
      from generate_series(1, 10000) as i
    `);
    await t.db.execute(sql`analyze products`);
    await t.db.execute(sql`analyze search_terms`);
  });
  afterAll(async () => t.close());

  it('gives the trigram word match its real cost', async () => {
    const costs = rowsOf<{ proname: string; procost: number }>(
      await t.db.execute(
        sql`select proname, procost::float as procost from pg_proc where proname in ('word_similarity_op', 'word_similarity_commutator_op')`,
      ),
    );
    expect(costs).toHaveLength(2);
    for (const c of costs) expect(c.procost, c.proname).toBe(1000);
  });

  it('keeps a brand term per product name, found through the trigram index', async () => {
    const [{ n }] = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from search_terms where kind = 'brand'`),
    ) as [{ n: number }];
    expect(n).toBe(10000);
  });

  it('finds a misspelt name in 10k products through the indexes, reading no table whole', async () => {
    const list = productListQueries(t.db, { q: 'paracetamole', category: 'OTC Medicine', page: 1, limit: 10 });
    if (!list.search) throw new Error('a search');
    const plan = rowsOf<Record<string, string>>(await t.db.execute(sql`explain ${list.rows.sql}`))
      .map((r) => Object.values(r)[0])
      .join('\n');
    expect(plan, plan).toContain('search_terms_key_trgm_idx');
    expect(plan).not.toMatch(/Seq Scan on (products|search_terms)/);
    const rows = rowsOf<{ name: string }>(await t.db.execute(list.rows.sql));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.name.startsWith('Paracetamol'))).toBe(true);
  });
});
