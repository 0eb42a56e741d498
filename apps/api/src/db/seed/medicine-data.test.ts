import { describe, expect, it } from 'vitest';
import {
  SEED_DOSAGE_FORMS,
  SEED_GENERICS,
  SEED_MANUFACTURERS,
  SEED_MEDICINES,
  type SeedMedicine,
} from './medicine-data.js';

const BENGALI = /[\u0980-\u09FF]/;
const SLUG = /^[a-z0-9][a-z0-9_-]*$/;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

const dupes = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);
const unitPrice = (m: SeedMedicine) => m.pricePoisha / m.packSize;
const substituteKey = (m: SeedMedicine) => `${m.generics.join('+')}|${m.strength}|${m.form}`;

describe('medicine catalogue seed data', () => {
  it('is big enough: at least 320 medicines, 65 generics and 14 makers including the five named', () => {
    expect(SEED_MEDICINES.length).toBeGreaterThanOrEqual(320);
    expect(SEED_GENERICS.length).toBeGreaterThanOrEqual(65);
    expect(SEED_MANUFACTURERS.length).toBeGreaterThanOrEqual(14);
    const names = SEED_MANUFACTURERS.map((m) => m.name).join('\n');
    for (const maker of [
      'Square Pharmaceuticals',
      'Incepta Pharmaceuticals',
      'Beximco Pharmaceuticals',
      'Renata',
      'ACI',
    ]) {
      expect(names).toContain(maker);
    }
  });

  it('has unique slug keys everywhere and one row per brand, strength, form and maker', () => {
    for (const keys of [SEED_MANUFACTURERS, SEED_GENERICS, SEED_MEDICINES].map((rows) => rows.map((r) => r.key))) {
      expect(dupes(keys)).toEqual([]);
      expect(keys.filter((k) => !SLUG.test(k) || k.length > 64)).toEqual([]);
    }
    expect(dupes(SEED_MEDICINES.map((m) => `${m.brand}|${m.strength}|${m.form}|${m.maker}`))).toEqual([]);
  });

  it('refers only to generics and makers that exist, and uses every generic', () => {
    const generics = new Set(SEED_GENERICS.map((g) => g.key));
    const makers = new Set(SEED_MANUFACTURERS.map((m) => m.key));
    const used = new Set<string>();
    for (const m of SEED_MEDICINES) {
      expect(m.generics.length, m.key).toBeGreaterThan(0);
      expect(dupes(m.generics), m.key).toEqual([]);
      for (const g of m.generics) {
        expect(generics.has(g), `${m.key} → ${g}`).toBe(true);
        used.add(g);
      }
      expect(makers.has(m.maker), `${m.key} → ${m.maker}`).toBe(true);
    }
    expect([...generics].filter((g) => !used.has(g))).toEqual([]);
  });

  it('offers every generic from at least two makers, and the common ones from four or more', () => {
    const makersOf = new Map<string, Set<string>>();
    for (const m of SEED_MEDICINES) {
      for (const g of m.generics) {
        const set = makersOf.get(g) ?? new Set<string>();
        set.add(m.maker);
        makersOf.set(g, set);
      }
    }
    const few = SEED_GENERICS.filter((g) => (makersOf.get(g.key)?.size ?? 0) < 2).map((g) => g.key);
    expect(few).toEqual([]);
    for (const common of [
      'paracetamol',
      'omeprazole',
      'esomeprazole',
      'cetirizine',
      'metformin',
      'amlodipine',
      'azithromycin',
    ]) {
      expect(makersOf.get(common)?.size ?? 0, common).toBeGreaterThanOrEqual(4);
    }
  });

  it('has at least four combinations, each also sold as a single ingredient of one of its parts', () => {
    const combos = new Set(SEED_MEDICINES.filter((m) => m.generics.length >= 2).map((m) => m.generics.join('+')));
    expect(combos.size).toBeGreaterThanOrEqual(4);
    const singles = new Set(SEED_MEDICINES.filter((m) => m.generics.length === 1).map((m) => m.generics[0]));
    const withSingle = [...combos].filter((c) => c.split('+').some((g) => singles.has(g)));
    expect(withSingle.length).toBeGreaterThanOrEqual(4);
    // Paracetamol is sold alone and with caffeine in the same 500 mg tablet.
    expect(SEED_MEDICINES.some((m) => substituteKey(m) === 'paracetamol|500 mg|tablet')).toBe(true);
    expect(SEED_MEDICINES.some((m) => substituteKey(m) === 'paracetamol+caffeine|500 mg + 65 mg|tablet')).toBe(true);
  });

  it('lists at least eight controlled medicines, never discounted and never from a demo seller', () => {
    const controlled = SEED_MEDICINES.filter((m) => m.dispensingClass === 'controlled');
    expect(controlled.length).toBeGreaterThanOrEqual(8);
    expect(controlled.filter((m) => m.discountPercent !== 0 || m.seller !== null).map((m) => m.key)).toEqual([]);
    const classes = new Set(SEED_MEDICINES.map((m) => m.dispensingClass));
    expect([...classes].sort()).toEqual(['controlled', 'otc', 'prescription']);
    // Paracetamol tablets are over the counter; antibiotics and antidiabetics are not.
    expect(SEED_MEDICINES.find((m) => m.brand === 'Napa' && m.form === 'tablet')?.dispensingClass).toBe('otc');
    for (const g of ['azithromycin', 'metformin', 'insulin-human', 'amlodipine']) {
      expect(
        SEED_MEDICINES.filter((m) => m.generics.includes(g)).every((m) => m.dispensingClass === 'prescription'),
        g,
      ).toBe(true);
    }
  });

  it('uses every dosage form and only known forms, classes, categories and sellers', () => {
    expect(new Set(SEED_MEDICINES.map((m) => m.form))).toEqual(new Set(SEED_DOSAGE_FORMS));
    const categories = [
      'OTC Medicine',
      'Prescription Medicine',
      'Diabetic Care',
      'WomenChoice',
      'Baby Care',
      'Dental Care',
      'Personal Care',
    ];
    expect(new Set(SEED_MEDICINES.map((m) => m.category))).toEqual(new Set(categories));
    // OTC Medicine holds only what is sold over the counter (docs/product.md#catalogue).
    expect(
      SEED_MEDICINES.filter((m) => m.category === 'OTC Medicine' && m.dispensingClass !== 'otc').map((m) => m.key),
    ).toEqual([]);
    expect(SEED_MEDICINES.filter((m) => ![null, 'seller', 'seller2'].includes(m.seller)).map((m) => m.key)).toEqual([]);
    expect(new Set(SEED_MEDICINES.map((m) => m.seller)).size).toBe(3);
    expect(
      SEED_MEDICINES.filter((m) => m.generics.includes('insulin-human')).every((m) => m.category === 'Diabetic Care'),
    ).toBe(true);
  });

  it('has positive whole prices and pack sizes, discounts of 0 to 15 and stock of 0 to 500', () => {
    const bad = SEED_MEDICINES.filter(
      (m) =>
        !Number.isInteger(m.pricePoisha) ||
        m.pricePoisha <= 0 ||
        !Number.isInteger(m.packSize) ||
        m.packSize <= 0 ||
        !Number.isInteger(m.discountPercent) ||
        m.discountPercent < 0 ||
        m.discountPercent > 15 ||
        !Number.isInteger(m.stock) ||
        m.stock < 0 ||
        m.stock > 500,
    );
    expect(bad.map((m) => m.key)).toEqual([]);
    const discounted = SEED_MEDICINES.filter((m) => m.discountPercent > 0).length;
    expect(discounted).toBeGreaterThan(0);
    expect(discounted).toBeLessThan(SEED_MEDICINES.length / 4);
    const outOfStock = SEED_MEDICINES.filter((m) => m.stock === 0).length;
    expect(outOfStock).toBeGreaterThan(0);
    expect(outOfStock).toBeLessThan(SEED_MEDICINES.length / 10);
  });

  it('prices well-known packs at realistic Bangladeshi levels', () => {
    const find = (brand: string, strength: string, form: string) =>
      SEED_MEDICINES.find((m) => m.brand === brand && m.strength === strength && m.form === form);
    const napa = find('Napa', '500 mg', 'tablet');
    expect(napa && unitPrice(napa)).toBeGreaterThanOrEqual(100); // ৳1.00 – ৳1.50 a tablet
    expect(napa && unitPrice(napa)).toBeLessThanOrEqual(150);
    const seclo = find('Seclo', '20 mg', 'capsule');
    expect(seclo && unitPrice(seclo)).toBeGreaterThanOrEqual(450); // ৳4.50 – ৳7 a capsule
    expect(seclo && unitPrice(seclo)).toBeLessThanOrEqual(700);
  });

  it('names everything in English and in Bangla script, with short texts', () => {
    for (const row of [...SEED_MANUFACTURERS, ...SEED_GENERICS]) {
      expect(row.name.trim(), row.key).not.toBe('');
      expect(BENGALI.test(row.nameBn), row.key).toBe(true);
    }
    for (const g of SEED_GENERICS) {
      expect(g.summary.trim(), g.key).not.toBe('');
      expect(BENGALI.test(g.summaryBn), g.key).toBe(true);
    }
    const withBn = SEED_MEDICINES.filter((m) => m.brandBn !== null);
    expect(withBn.filter((m) => !BENGALI.test(m.brandBn!)).map((m) => m.key)).toEqual([]);
    expect(new Set(withBn.map((m) => m.brand)).size).toBeGreaterThanOrEqual(60);
    // Within the contract's limits for medicine fields (MEDICINE_LIMITS, PRODUCT_LIMITS).
    for (const row of [...SEED_MANUFACTURERS, ...SEED_GENERICS]) {
      expect(row.name.length, row.key).toBeLessThanOrEqual(80);
    }
    const tooLong = SEED_MEDICINES.filter(
      (m) =>
        m.brand.length > 120 || (m.brandBn ?? '').length > 120 || m.strength.length > 60 || m.packLabel.length > 60,
    );
    expect(tooLong.map((m) => m.key)).toEqual([]);
    const strings = [...SEED_MANUFACTURERS, ...SEED_GENERICS, ...SEED_MEDICINES].flatMap((row) =>
      Object.values(row)
        .flat()
        .filter((v): v is string => typeof v === 'string'),
    );
    expect(strings.filter((text) => CONTROL_CHARACTER.test(text) || text !== text.trim())).toEqual([]);
    for (const m of SEED_MEDICINES) {
      for (const text of [m.indications, m.dosage, m.sideEffects, m.packLabel, m.brand, m.strength]) {
        expect(text.trim().length, m.key).toBeGreaterThan(0);
      }
      for (const text of [m.indications, m.dosage, m.sideEffects]) {
        expect(text.length, m.key).toBeLessThanOrEqual(400);
      }
    }
  });

  it('has at least 40 substitute groups (same generics, strength and form) with three or more unit prices', () => {
    const groups = new Map<string, Set<number>>();
    for (const m of SEED_MEDICINES) {
      const prices = groups.get(substituteKey(m)) ?? new Set<number>();
      prices.add(unitPrice(m));
      groups.set(substituteKey(m), prices);
    }
    const rich = [...groups].filter(([, prices]) => prices.size >= 3).map(([key]) => key);
    expect(rich.length).toBeGreaterThanOrEqual(40);
    expect(rich).toContain('paracetamol|500 mg|tablet');
    expect(rich).toContain('omeprazole|20 mg|capsule');
  });

  it('compares like with like: single-unit packs (bottles, tubes, vials) of one substitute group are the same size', () => {
    const labels = new Map<string, Set<string>>();
    for (const m of SEED_MEDICINES.filter((x) => x.packSize === 1)) {
      const set = labels.get(substituteKey(m)) ?? new Set<string>();
      set.add(m.packLabel);
      labels.set(substituteKey(m), set);
    }
    expect([...labels].filter(([, set]) => set.size > 1).map(([key]) => key)).toEqual([]);
  });
});
