import { count, sql } from 'drizzle-orm';
import { rowsOf } from '../client.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import {
  categories,
  generics,
  manufacturers,
  productGenerics,
  products,
  sponsors,
  users,
} from '../../../test/tables.js';
import { SEED_PRODUCTS } from './catalog-data.js';
import { SEED_GENERICS, SEED_MANUFACTURERS, SEED_MEDICINES } from './medicine-data.js';
import { DEMO_ACCOUNTS, seedDatabase } from './seed.js';
import { seedPriceCents } from './seed-medicines.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const countOf = async (
  table:
    | typeof products
    | typeof categories
    | typeof sponsors
    | typeof users
    | typeof generics
    | typeof manufacturers
    | typeof productGenerics,
) => (await t.db.select({ n: count() }).from(table))[0]!.n;

describe('seedDatabase', () => {
  it('seeds the catalog once and changes nothing when run again', async () => {
    const first = await seedDatabase(t.db, { demo: true });
    expect(first.productsInserted).toBe(SEED_PRODUCTS.length + SEED_MEDICINES.length);
    expect(await countOf(generics)).toBe(SEED_GENERICS.length);
    expect(await countOf(manufacturers)).toBe(SEED_MANUFACTURERS.length);
    expect(await countOf(productGenerics)).toBe(SEED_MEDICINES.reduce((n, m) => n + m.generics.length, 0));
    // The spec's eight, then Prescription Medicine.
    expect(await countOf(categories)).toBe(9);
    expect(await countOf(sponsors)).toBe(5);
    expect(await countOf(users)).toBe(DEMO_ACCOUNTS.length);
    expect(first.demoAccounts).toContainEqual({ email: 'pharmacist@medibazaar.test', role: 'pharmacist' });

    const second = await seedDatabase(t.db, { demo: true });
    expect(second.productsInserted).toBe(0);
    expect(await countOf(products)).toBe(SEED_PRODUCTS.length + SEED_MEDICINES.length);
    expect(await countOf(generics)).toBe(SEED_GENERICS.length);
    expect(await countOf(users)).toBe(DEMO_ACCOUNTS.length);
  });

  it('gives each medicine in stock two or three lots (one or two when it has only a few units), some near expiry, none expired, summing to its stock', async () => {
    await seedDatabase(t.db, { demo: true });
    const rows = rowsOf<{ lots: number; near: number; expired: number; mismatched: number; medicines: number }>(
      await t.db.execute(sql`
        with per as (
          select p.id, p.stock, count(l.id)::int as lots, coalesce(sum(l.quantity), 0)::int as units,
            count(*) filter (where l.expires_on < current_date + 90)::int as near,
            count(*) filter (where l.expires_on < current_date + 31)::int as expired
          from products p join product_lots l on l.product_id = p.id
          where p.dispensing_class is not null group by p.id, p.stock
        )
        select min(lots) filter (where stock >= 4) as lots, sum(near)::int as near, sum(expired)::int as expired,
          count(*) filter (where units <> stock)::int as mismatched, count(*)::int as medicines from per
      `),
    );
    const stocked = SEED_MEDICINES.filter((m) => m.stock > 0).length;
    expect(rows[0]).toMatchObject({ expired: 0, mismatched: 0, medicines: stocked });
    expect(rows[0]!.lots).toBeGreaterThanOrEqual(2);
    expect(rows[0]!.near).toBeGreaterThan(stocked / 5);
    // Running the seed again adds no lot.
    const lotCount = async () => rowsOf(await t.db.execute(sql`select count(*)::int as n from product_lots`));
    const lots = await lotCount();
    await seedDatabase(t.db, { demo: true });
    expect(await lotCount()).toEqual(lots);
  });

  it('has at least 300 medicines and 70 other products over all 8 categories, about a quarter of these discounted', () => {
    expect(SEED_MEDICINES.length).toBeGreaterThanOrEqual(300);
    expect(SEED_PRODUCTS.length).toBeGreaterThanOrEqual(70);
    expect(new Set(SEED_PRODUCTS.map((p) => p.category)).size).toBe(8);
    const share = SEED_PRODUCTS.filter((p) => p.discountPercent > 0).length / SEED_PRODUCTS.length;
    expect(share).toBeGreaterThan(0.15);
    expect(share).toBeLessThan(0.35);
    expect(SEED_PRODUCTS.every((p) => p.image.startsWith('/images/'))).toBe(true);
  });
});

describe('a shop in taka (SHOP_CURRENCY=BDT)', () => {
  it('is seeded at Dhaka shelf prices: no pack under Tk 5 after its discount, a strip of Napa 500 mg at Tk 12', async () => {
    const bdt = await createTestApp();
    try {
      await seedDatabase(bdt.db, { demo: true, currency: 'BDT' });
      const rows = await bdt.db
        .select({
          name: products.name,
          strength: products.strength,
          form: products.form,
          packSize: products.packSize,
          priceCents: products.priceCents,
          discountPercent: products.discountPercent,
        })
        .from(products);
      expect(rows).toHaveLength(SEED_PRODUCTS.length + SEED_MEDICINES.length);
      const cheapest = rows
        .map((r) => ({ ...r, paid: Math.round((r.priceCents * (100 - r.discountPercent)) / 100) }))
        .sort((a, b) => a.paid - b.paid)[0]!;
      expect(cheapest.paid, cheapest.name).toBeGreaterThanOrEqual(500);
      const napa = rows.find(
        (r) => r.name === 'Napa' && r.strength === '500 mg' && r.form === 'tablet' && r.packSize === 10,
      );
      expect(napa?.priceCents).toBe(1200);
      // The other products carry their own taka price, not the dollar price relabelled or converted.
      const diaper = rows.find((r) => r.name === 'Adult Diaper L (10 pcs)');
      expect(diaper?.priceCents).toBe(SEED_PRODUCTS.find((p) => p.name === 'Adult Diaper L (10 pcs)')!.priceTaka * 100);
    } finally {
      await bdt.close();
    }
  });

  it('gives every other product a taka price within a sensible range of its dollar price', () => {
    // Shelf prices differ from 120 taka a dollar (a syrup costs far less in Dhaka), but a price off by a factor of 100 (cents taken for taka) fails.
    for (const p of SEED_PRODUCTS) {
      const ratio = (p.priceTaka * 100) / p.priceCents;
      expect(ratio, p.name).toBeGreaterThan(25);
      expect(ratio, p.name).toBeLessThan(200);
    }
  });
});

describe('seedPriceCents', () => {
  it('converts poisha to cents at 120 taka a dollar, never below a cent, and keeps poisha for a shop in taka', () => {
    expect(seedPriceCents(1200, 'USD')).toBe(10);
    expect(seedPriceCents(1259, 'USD')).toBe(10);
    expect(seedPriceCents(1261, 'USD')).toBe(11);
    expect(seedPriceCents(30, 'USD')).toBe(1);
    expect(seedPriceCents(1200, 'BDT')).toBe(1200);
  });
});
