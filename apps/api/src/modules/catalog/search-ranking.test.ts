import { discountedCents, DOSAGE_FORMS, type Product, type ProductPage } from '@medibazaar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { seedDatabase } from '../../db/seed/seed.js';
import { EVERYDAY_FORMS } from './product-order.js';

/*
 * The search finds the everyday pack (docs/decisions/061-search-ranking.md), measured on the
 * seeded catalogue itself: the products a shopper meets, Napa's infusion and the sanitary
 * napkins included.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.db, { demo: true });
});
afterAll(async () => t.close());

const search = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
  expect(res.statusCode, query).toBe(200);
  return res.json() as ProductPage;
};
const label = (p: Product) => `${p.name} ${p.medicine?.strength ?? ''} ${p.medicine?.form ?? ''}`.trim();
const generics = (p: Product) => p.medicine?.generics.map((g) => g.name) ?? [];

describe('the everyday product first', () => {
  it.each([
    ['napa', 'Napa 500 mg tablet'],
    ['nap', 'Napa 500 mg tablet'],
    ['NAPA', 'Napa 500 mg tablet'],
    ['নাপা', 'Napa 500 mg tablet'],
  ])('"%s" puts %s first', async (q, first) => {
    const page = await search(`q=${encodeURIComponent(q)}`);
    expect(label(page.items[0]!)).toBe(first);
  });

  it.each(['paracetamol', 'প্যারাসিটামল', 'parasitamol'])(
    '"%s" puts a paracetamol 500 mg tablet sold over the counter and in stock first',
    async (q) => {
      const [first] = (await search(`q=${encodeURIComponent(q)}`)).items;
      expect(generics(first!)).toEqual(['Paracetamol']);
      expect(first!.medicine).toMatchObject({ strength: '500 mg', form: 'tablet', dispensingClass: 'otc' });
      expect(first!.stock).toBeGreaterThan(0);
    },
  );

  it('"azithro" puts an azithromycin tablet first', async () => {
    const [first] = (await search('q=azithro')).items;
    expect(generics(first!)).toEqual(['Azithromycin']);
    expect(first!.medicine?.form).toBe('tablet');
  });

  it('"insulin" puts an insulin before the pouch and the pen needles named after it', async () => {
    const { items } = await search('q=insulin&limit=20');
    expect(generics(items[0]!)[0]).toMatch(/^Insulin/);
    const accessories = items.flatMap((p, i) => (p.medicine ? [] : [i]));
    const medicines = items.flatMap((p, i) => (p.medicine ? [i] : []));
    expect(accessories.length).toBeGreaterThan(0);
    expect(Math.min(...accessories)).toBeGreaterThan(Math.max(...medicines));
  });
});

describe('a brand’s own products', () => {
  it('"napa": its tablet, liquids and suppositories before its infusion, and every Napa before the Sanitary Napkin', async () => {
    const { items } = await search('q=napa&limit=50');
    const napa = items.filter((p) => p.name === 'Napa').map((p) => p.medicine!.form);
    expect(napa).toEqual(['tablet', 'syrup', 'drops', 'suppository', 'suppository', 'suppository', 'infusion']);
    const napkin = items.findIndex((p) => p.name.startsWith('Sanitary Napkin'));
    const lastBrandOrGeneric = items.findLastIndex((p) => p.name.startsWith('Napa') || p.medicine !== null);
    expect(napkin === -1 || napkin > lastBrandOrGeneric).toBe(true);
  });

  it('puts a product out of stock after those in stock within its name', async () => {
    const { items } = await search('q=azithrocin&limit=50');
    const stock = items.filter((p) => p.name === 'Azithrocin').map((p) => p.stock > 0);
    expect(stock).toEqual([...stock].sort((a, b) => Number(b) - Number(a)));
  });
});

describe('sorting', () => {
  const paid = (p: Product) => discountedCents(Math.round(p.price * 100), p.discount);

  it('orders a search by the price paid, by the price per unit, or by name', async () => {
    const byPrice = (await search('q=paracetamol&sort=price&limit=50')).items;
    expect(byPrice.length).toBeGreaterThan(10);
    expect(byPrice.map(paid)).toEqual(byPrice.map(paid).sort((a, b) => a - b));

    const byUnit = (await search('q=paracetamol&sort=unit-price&limit=50')).items;
    const units = byUnit.map((p) => p.medicine!.unitPriceCents);
    for (let i = 1; i < units.length; i++) expect(units[i]! + 0.01).toBeGreaterThanOrEqual(units[i - 1]!);

    const byName = (await search('q=paracetamol&sort=name&limit=50')).items.map((p) => p.name.toLowerCase());
    expect(byName).toEqual([...byName].sort());
  });

  it('orders a category page, and keeps each order’s pages apart', async () => {
    const cheapest = (await search('category=Devices&sort=price&limit=50')).items;
    expect(cheapest.map(paid)).toEqual(cheapest.map(paid).sort((a, b) => a - b));
    const newest = (await search('category=Devices&limit=50')).items;
    expect(newest.map((p) => p._id)).not.toEqual(cheapest.map((p) => p._id));
    // Asked again (a kept page): still its own order.
    expect((await search('category=Devices&sort=price&limit=50')).items.map((p) => p._id)).toEqual(
      cheapest.map((p) => p._id),
    );
  });

  it('pages through a sorted list without repeating or skipping a product', async () => {
    const all = (await search('sort=name&limit=50')).items.map((p) => p._id);
    const pages = [
      ...(await search('sort=name&limit=20&page=1')).items,
      ...(await search('sort=name&limit=20&page=2')).items,
    ].map((p) => p._id);
    expect(pages).toEqual(all.slice(0, 40));
  });
});

it('knows every dosage form’s everyday place, once', () => {
  expect([...EVERYDAY_FORMS].sort()).toEqual([...DOSAGE_FORMS].sort());
});
