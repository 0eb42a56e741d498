import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { categories, products, sponsors, users } from '../schema/index.js';
import { SEED_PRODUCTS } from './catalog-data.js';
import { seedDatabase } from './seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const countOf = async (table: typeof products | typeof categories | typeof sponsors | typeof users) =>
  (await t.db.select({ n: count() }).from(table))[0]!.n;

describe('seedDatabase', () => {
  it('seeds the catalog once and changes nothing when run again', async () => {
    const first = await seedDatabase(t.db, { demo: true });
    expect(first.productsInserted).toBe(SEED_PRODUCTS.length);
    expect(await countOf(categories)).toBe(8);
    expect(await countOf(sponsors)).toBe(5);
    expect(await countOf(users)).toBe(4);

    const second = await seedDatabase(t.db, { demo: true });
    expect(second.productsInserted).toBe(0);
    expect(await countOf(products)).toBe(SEED_PRODUCTS.length);
    expect(await countOf(users)).toBe(4);
  });

  it('has at least 80 products over all 8 categories, about a quarter discounted', () => {
    expect(SEED_PRODUCTS.length).toBeGreaterThanOrEqual(80);
    expect(new Set(SEED_PRODUCTS.map((p) => p.category)).size).toBe(8);
    const share = SEED_PRODUCTS.filter((p) => p.discountPercent > 0).length / SEED_PRODUCTS.length;
    expect(share).toBeGreaterThan(0.15);
    expect(share).toBeLessThan(0.35);
    expect(SEED_PRODUCTS.every((p) => p.image.startsWith('/images/'))).toBe(true);
  });
});
