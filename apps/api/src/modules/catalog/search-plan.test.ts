import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { createCatalogBasics } from '../../../test/factories.js';
import { rowsOf } from '../../db/client.js';
import { productListQueries } from './catalog.repository.js';

/**
 * A search must go through the trigram index whatever the catalogue's size: told
 * that the word match is as cheap as one comparison, the planner scanned every
 * product of a 10k catalogue (170 ms a search) and ran a benchmark's searches into
 * the ground. Migration 0005 gives the match its real cost.
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

  it('finds the matches of a misspelt word in 10k products through the trigram index', async () => {
    const { rows } = productListQueries(t.db, { q: 'paracetamole', page: 1, limit: 10 });
    const plan = rowsOf<Record<string, string>>(await t.db.execute(sql`explain ${rows}`))
      .map((r) => Object.values(r)[0])
      .join('\n');
    expect(plan, plan).toContain('products_search_trgm_idx');
    expect(plan).not.toMatch(/Seq Scan on products/);
    expect(await rows).toHaveLength(10);
  });
});
