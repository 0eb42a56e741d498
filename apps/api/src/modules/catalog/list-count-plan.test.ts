import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductPage } from '@medibazaar/contract';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { createCatalogBasics, createMedicine } from '../../../test/factories.js';
import { rowsOf } from '../../db/client.js';
import { productListQueries } from './catalog.repository.js';

/**
 * A filter by form and stock counts its matches from the form's index alone (decision 087): the
 * index carries the kept `in_stock`, the class and the seller, which are all the list's conditions
 * read, so counting up to the ceiling reads no product row.
 */
describe('the count of a form filtered by stock', () => {
  let t: TestApp;
  /** Copies made of one capsule: every fourth one has no stock. */
  const COPIES = 1200;
  const outOfStock = COPIES / 4;
  /** The copies with stock, and the capsule they copy (stock 50). */
  const inStock = COPIES - outOfStock + 1;

  beforeAll(async () => {
    // Nothing kept: every answer below is counted from the table as it is.
    t = await createTestApp({
      catalogCache: { ttlMs: 0, maxBytes: 1 << 20, maxPages: 100, countTtlMs: 0, maxCounts: 100, maxSearchOrders: 10 },
    });
    await createCatalogBasics(t.db);
    const template = await createMedicine(t.db, { dispensingClass: 'otc' });
    // Copies of one medicine (its facts satisfy the medicine reference), each with its own name and stock.
    await t.db.execute(sql`
      insert into products (name, description, price_cents, category, image, stock, generic_set, strength,
        form, manufacturer_id, pack_size, pack_label, dispensing_class, created_at)
      select p.name || ' #' || i, p.description, p.price_cents, p.category, p.image,
        case when i % 4 = 0 then 0 else 5 + i % 7 end,
        p.generic_set, p.strength, p.form, p.manufacturer_id, p.pack_size, p.pack_label, p.dispensing_class,
        p.created_at + i * interval '1 minute'
      from products p, generate_series(1, ${COPIES}) as i
      where p.id = ${template.id}
    `);
    await t.db.execute(sql`vacuum analyze products`);
  });
  afterAll(async () => t.close());

  const plan = async (inStockAsked: boolean) => {
    const list = productListQueries(t.db, { form: 'capsule', inStock: inStockAsked, page: 1, limit: 12 });
    if (list.search) throw new Error('a list, not a search');
    return rowsOf<Record<string, string>>(await t.db.execute(sql`explain ${list.count.getSQL()}`))
      .map((r) => Object.values(r)[0])
      .join('\n');
  };

  it('reads the form index alone, for in stock and for out of stock', async () => {
    for (const asked of [true, false]) {
      const text = await plan(asked);
      expect(text, text).toMatch(/Index Only Scan using products_form_created_idx/);
      expect(text, text).toMatch(/Index Cond: .*in_stock = (true|false)/);
      expect(text, text).not.toMatch(/stock > 0|stock = 0/);
    }
  });

  it('counts as the stock says, and follows a sale that empties a product', async () => {
    const count = async (asked: boolean) =>
      (
        (
          await t.app.inject({ method: 'GET', url: `/api/products?form=capsule&inStock=${asked}&limit=12` })
        ).json() as ProductPage
      ).total;
    expect(await count(true)).toBe(inStock);
    expect(await count(false)).toBe(outOfStock);

    await t.db.execute(
      sql`update products set stock = 0 where id = (select id from products where form = 'capsule' and stock > 0 order by created_at limit 1)`,
    );
    const [row] = rowsOf<{ n: number }>(
      await t.db.execute(
        sql`select count(*)::int as n from products where form = 'capsule' and in_stock <> (stock > 0)`,
      ),
    );
    expect(row?.n).toBe(0);
    expect(await count(false)).toBe(outOfStock + 1);
  });
});
