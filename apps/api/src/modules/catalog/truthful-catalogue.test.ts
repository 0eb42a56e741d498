import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CATEGORIES, type Category, type Product, type ProductPage } from '@medibazaar/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signUp, type SignedIn } from '../../../test/auth.js';
import { createCatalogBasics, createMedicine, createProduct } from '../../../test/factories.js';
import { medicineReferences, products } from '../../../test/tables.js';
import { seedDatabase } from '../../db/seed/seed.js';
import { makeImage, tempUploadsDir, uploadRequest } from '../uploads/uploads.test-helpers.js';

/*
 * A truthful catalogue (docs/product.md#catalogue): OTC Medicine holds only what is sold over the
 * counter, prescription medicines have a category of their own after the spec's eight, and
 * controlled medicines (never sold online) are found by a search but listed nowhere by default.
 */

let t: TestApp;
let admin: SignedIn;
let seller: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ storage: { kind: 'local', dir: tempUploadsDir() } });
  await createCatalogBasics(t.db);
  [admin, seller] = await Promise.all([signUp(t, { role: 'admin' }), signUp(t, { role: 'seller' })]);
});
afterAll(async () => t.close());

const get = async <T>(url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.json() as T;
};
const list = (query: string) => get<ProductPage>(`/api/products?${query}`);
const ids = (page: ProductPage) => page.items.map((p) => p._id);

describe('GET /api/category', () => {
  it("lists the spec's eight categories first, then Prescription Medicine with its picture", async () => {
    const body = await get<Category[]>('/api/category');
    expect(body.map((c) => c.category)).toEqual([
      'OTC Medicine',
      'Devices',
      'Personal Care',
      'WomenChoice',
      'Diabetic Care',
      'Baby Care',
      'Dental Care',
      'Diapers',
      'Prescription Medicine',
    ]);
    expect(body.map((c) => c.category)).toEqual([...CATEGORIES]);
    expect(body[8]).toMatchObject({ categoryImage: '/images/categories/prescription-medicine.webp' });
  });
});

describe('the migration of an existing shop', () => {
  it('moves prescription and controlled medicines out of OTC Medicine, and leaves the rest', async () => {
    const rx = await createMedicine(t.db, { dispensingClass: 'prescription', category: 'OTC Medicine' });
    const controlled = await createMedicine(t.db, { dispensingClass: 'controlled', category: 'OTC Medicine' });
    const otc = await createMedicine(t.db, { dispensingClass: 'otc', category: 'OTC Medicine' });
    const plain = await createProduct(t.db, { category: 'OTC Medicine' });
    const diabetic = await createMedicine(t.db, { dispensingClass: 'prescription', category: 'Diabetic Care' });
    const file = fileURLToPath(new URL('../../db/migrations/0022_prescription_medicine_category.sql', import.meta.url));
    for (const statement of readFileSync(file, 'utf8').split('--> statement-breakpoint'))
      await t.db.execute(sql.raw(statement));
    const rows = await t.db
      .select({ id: products.id, category: products.category })
      .from(products)
      .where(inArray(products.id, [rx.id, controlled.id, otc.id, plain.id, diabetic.id]));
    const categoryOf = Object.fromEntries(rows.map((r) => [r.id, r.category]));
    expect(categoryOf).toEqual({
      [rx.id]: 'Prescription Medicine',
      [controlled.id]: 'Prescription Medicine',
      [otc.id]: 'OTC Medicine',
      [plain.id]: 'OTC Medicine',
      [diabetic.id]: 'Diabetic Care',
    });
    await t.db.delete(products).where(inArray(products.id, [rx.id, controlled.id, otc.id, plain.id, diabetic.id]));
  });
});

describe('controlled medicines', () => {
  let morphine: { id: string; name: string };
  let napa: { id: string };
  let soldOut: { id: string };
  beforeAll(async () => {
    morphine = await createMedicine(t.db, {
      name: 'Morphin 10 mg',
      dispensingClass: 'controlled',
      category: 'Prescription Medicine',
      discountPercent: 10,
    });
    napa = await createMedicine(t.db, { dispensingClass: 'otc', category: 'OTC Medicine', discountPercent: 10 });
    soldOut = await createMedicine(t.db, {
      dispensingClass: 'otc',
      category: 'OTC Medicine',
      stock: 0,
      discountPercent: 10,
    });
  });
  afterAll(async () => {
    await t.db.delete(products).where(inArray(products.id, [morphine.id, napa.id, soldOut.id]));
  });

  it('are left out of the lists without a search: all products, their category, the discounted', async () => {
    for (const query of ['limit=100', 'category=Prescription%20Medicine&limit=100', 'discounted=true&limit=100']) {
      const page = await list(query);
      expect(ids(page), query).not.toContain(morphine.id);
      expect(
        page.items.every((p) => p.medicine?.dispensingClass !== 'controlled'),
        query,
      ).toBe(true);
    }
    expect(ids(await list('limit=100'))).toContain(napa.id);
    // Counted as they are listed.
    expect((await list('category=Prescription%20Medicine')).total).toBe(0);
  });

  it('are left out of the home sections, which show only what one can buy (in stock)', async () => {
    const discounted = await list('discounted=true&inStock=true&limit=10');
    expect(ids(discounted)).toEqual([napa.id]);
    const otc = await list('category=OTC%20Medicine&inStock=true&limit=10');
    expect(ids(otc)).toEqual([napa.id]);
  });

  it('are found by a search, by their generic, and when asked for, marked as not sold online', async () => {
    const search = await list(`q=${encodeURIComponent('Morphin')}`);
    expect(ids(search)).toContain(morphine.id);
    const found = search.items.find((p) => p._id === morphine.id)!;
    expect(found.medicine).toMatchObject({ dispensingClass: 'controlled' });
    expect(ids(await list('class=controlled'))).toEqual([morphine.id]);
    expect(ids(await list('includeControlled=true&limit=100'))).toContain(morphine.id);
    const [row] = await t.db
      .select({ generic: products.genericSet })
      .from(products)
      .where(eq(products.id, morphine.id));
    expect(ids(await list(`generic=${row!.generic}`))).toEqual([morphine.id]);
    // Its own page still shows it.
    expect((await get<Product>(`/api/products/${morphine.id}`)).medicine).toMatchObject({
      dispensingClass: 'controlled',
    });
  });
});

describe('OTC Medicine holds only OTC medicines and products', () => {
  async function upload(who: SignedIn) {
    const res = await t.app.inject(
      await uploadRequest(who.headers, { name: 'p.png', type: 'image/png', bytes: await makeImage('png') }),
    );
    return res.json().data.display_url as string;
  }
  /** Facts of a medicine new to the test, whose reference entry the pharmacy has set to this class. */
  async function facts(dispensingClass: 'otc' | 'prescription' | 'controlled') {
    const generic = await createMedicine(t.db, { dispensingClass: 'otc', category: 'OTC Medicine' });
    await t.db
      .insert(medicineReferences)
      .values({ genericSet: generic.genericSet!, strength: '250 mg', form: 'capsule', dispensingClass });
    return {
      genericIds: [generic.genericSet],
      strength: '250 mg',
      form: 'capsule',
      manufacturerId: generic.manufacturerId,
      packSize: 6,
      packLabel: '6 capsules (1 strip)',
      dispensingClass,
    };
  }
  const add = async (who: SignedIn, category: string, medicine: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: who.headers,
      payload: {
        name: 'Zimax',
        category,
        price: 3.5,
        des: 'Azithromycin capsules.',
        image: await upload(who),
        medicine,
      },
    });
  const patch = (who: SignedIn, id: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PATCH', url: `/api/products/${id}`, headers: who.headers, payload });

  it('refuses to add a prescription or controlled medicine to OTC Medicine (409), for sellers and admins', async () => {
    for (const [who, cls] of [
      [seller, 'prescription'],
      [admin, 'prescription'],
      [admin, 'controlled'],
    ] as const) {
      const res = await add(who, 'OTC Medicine', await facts(cls));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'PRESCRIPTION_MEDICINE_IN_OTC', field: 'category' });
      expect(res.json().message).toMatch(/cannot be listed under OTC Medicine.*Choose Prescription Medicine/);
    }
    expect(await t.db.$count(products, eq(products.name, 'Zimax'))).toBe(0);
    const ok = await add(seller, 'Prescription Medicine', await facts('prescription'));
    expect(ok.statusCode).toBe(201);
    const otc = await add(seller, 'OTC Medicine', await facts('otc'));
    expect(otc.statusCode).toBe(201);
    const plain = await add(seller, 'OTC Medicine', null);
    expect(plain.statusCode).toBe(201);
  });

  it('refuses to move a prescription medicine into OTC Medicine, or to class one there as prescription', async () => {
    const [rx] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.name, 'Zimax'), eq(products.dispensingClass, 'prescription')));
    const move = await patch(seller, rx!.id, { category: 'OTC Medicine' });
    expect(move.statusCode).toBe(409);
    expect(move.json().code).toBe('PRESCRIPTION_MEDICINE_IN_OTC');
    expect((await get<Product>(`/api/products/${rx!.id}`)).category).toBe('Prescription Medicine');

    const [otc] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.name, 'Zimax'), eq(products.dispensingClass, 'otc')));
    const reclass = await patch(admin, otc!.id, { medicine: await facts('controlled') });
    expect(reclass.statusCode).toBe(409);
    expect(reclass.json().code).toBe('PRESCRIPTION_MEDICINE_IN_OTC');
    expect((await get<Product>(`/api/products/${otc!.id}`)).medicine).toMatchObject({ dispensingClass: 'otc' });
    // Both at once is fine: the category follows the class.
    const both = await patch(admin, otc!.id, {
      category: 'Prescription Medicine',
      medicine: await facts('prescription'),
    });
    expect(both.json()).toEqual({ modifiedCount: 1 });
  });
});

describe('the demo catalogue', () => {
  it('has no prescription or controlled medicine under OTC Medicine, and lists none there', async () => {
    await seedDatabase(t.db, { demo: true });
    const wrong = await t.db
      .select({ name: products.name })
      .from(products)
      .where(
        and(eq(products.category, 'OTC Medicine'), inArray(products.dispensingClass, ['prescription', 'controlled'])),
      );
    expect(wrong).toEqual([]);
    expect(await t.db.$count(products, eq(products.category, 'Prescription Medicine'))).toBeGreaterThan(200);
    const otc = await list('category=OTC%20Medicine&limit=100');
    expect(otc.items.length).toBeGreaterThan(50);
    expect(otc.items.filter((p) => p.medicine && p.medicine.dispensingClass !== 'otc')).toEqual([]);
    // Not one controlled medicine in the first hundred of the shop's "All".
    const all = await list('limit=100');
    expect(all.items.filter((p) => p.medicine?.dispensingClass === 'controlled')).toEqual([]);
  });
});
