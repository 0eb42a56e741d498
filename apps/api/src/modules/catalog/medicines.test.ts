import {
  ProductPageSchema,
  type Product,
  type ProductPage,
  type SubstituteList,
  type SuggestList,
} from '@medibazaar/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signUp, type SignedIn } from '../../../test/auth.js';
import { createCatalogBasics, createProduct } from '../../../test/factories.js';
import type { Db } from '../../db/client.js';
import {
  cartItems,
  generics,
  manufacturers,
  medicineReferences,
  productGenerics,
  products,
} from '../../../test/tables.js';
import { makeImage, tempUploadsDir, uploadRequest } from '../uploads/uploads.test-helpers.js';
import { placeOrders } from '../payments/payments.test-helpers.js';
import { genericSetOf } from './medicine-columns.js';

let t: TestApp;
let seller: SignedIn;
let otherSeller: SignedIn;
let admin: SignedIn;
let shopper: SignedIn;

const G: Record<string, string> = {};
const M: Record<string, string> = {};
const P: Record<string, string> = {};

async function generic(db: Db, key: string, name: string, nameBn: string | null = null) {
  const [row] = await db.insert(generics).values({ name, nameBn }).returning({ id: generics.id });
  G[key] = row!.id;
}
async function maker(db: Db, key: string, name: string, nameBn: string | null = null) {
  const [row] = await db.insert(manufacturers).values({ name, nameBn }).returning({ id: manufacturers.id });
  M[key] = row!.id;
}

/** A medicine product straight into the tables (the write path has its own tests below). */
async function medicine(
  db: Db,
  key: string,
  m: {
    name: string;
    generics: string[];
    strength: string;
    form: string;
    maker: string;
    priceCents: number;
    packSize: number;
    discountPercent?: number;
    dispensingClass?: string;
    brandBn?: string;
    stock?: number;
    category?: 'OTC Medicine' | 'Diabetic Care' | 'Prescription Medicine';
    sellerId?: string | null;
  },
) {
  const ids = m.generics.map((g) => G[g]!);
  // Every medicine has its entry in the medicine reference (decision 055); a second product of
  // the same medicine takes the entry's class.
  const medicineKey = { genericSet: genericSetOf(ids), strength: m.strength, form: m.form };
  await db
    .insert(medicineReferences)
    .values({ ...medicineKey, dispensingClass: m.dispensingClass ?? 'otc' })
    .onConflictDoNothing();
  const [entry] = await db
    .select({ cls: medicineReferences.dispensingClass })
    .from(medicineReferences)
    .where(
      and(
        eq(medicineReferences.genericSet, medicineKey.genericSet),
        eq(medicineReferences.strength, medicineKey.strength),
        eq(medicineReferences.form, medicineKey.form),
      ),
    );
  const cls = entry!.cls;
  const [row] = await db
    .insert(products)
    .values({
      name: m.name,
      description: `${m.name} ${m.strength}`,
      priceCents: m.priceCents,
      discountPercent: m.discountPercent ?? 0,
      // OTC Medicine holds only OTC medicines (docs/product.md#catalogue).
      category: m.category ?? (cls === 'otc' ? 'OTC Medicine' : 'Prescription Medicine'),
      image: '/images/products/medicine-tablet.webp',
      stock: m.stock ?? 50,
      sellerId: m.sellerId ?? null,
      genericSet: genericSetOf(ids),
      strength: m.strength,
      form: m.form,
      manufacturerId: M[m.maker]!,
      packSize: m.packSize,
      packLabel: `${m.packSize} units`,
      dispensingClass: cls,
      brandBn: m.brandBn ?? null,
    })
    .returning({ id: products.id });
  await db
    .insert(productGenerics)
    .values(ids.map((genericId, position) => ({ productId: row!.id, genericId, position })));
  P[key] = row!.id;
}

beforeAll(async () => {
  t = await createTestApp({ storage: { kind: 'local', dir: tempUploadsDir() } });
  await createCatalogBasics(t.db);
  [seller, otherSeller, admin, shopper] = await Promise.all([
    signUp(t, { role: 'seller' }),
    signUp(t, { role: 'seller' }),
    signUp(t, { role: 'admin' }),
    signUp(t),
  ]);
  await generic(t.db, 'para', 'Paracetamol', 'প্যারাসিটামল');
  await generic(t.db, 'caff', 'Caffeine', 'ক্যাফেইন');
  await generic(t.db, 'omep', 'Omeprazole', 'ওমিপ্রাজল');
  await maker(t.db, 'beximco', 'Beximco Pharmaceuticals Ltd.', 'বেক্সিমকো');
  await maker(t.db, 'square', 'Square Pharmaceuticals PLC', 'স্কয়ার');
  await maker(t.db, 'incepta', 'Incepta Pharmaceuticals Ltd.', 'ইনসেপ্টা');
  // Paracetamol 500 mg tablets by three makers: unit prices 12, 10 (15 less 33 %), 8 cents.
  await medicine(t.db, 'napa', {
    name: 'Napa',
    brandBn: 'নাপা',
    generics: ['para'],
    strength: '500 mg',
    form: 'tablet',
    maker: 'beximco',
    priceCents: 120,
    packSize: 10,
  });
  await medicine(t.db, 'ace', {
    name: 'Ace',
    generics: ['para'],
    strength: '500 mg',
    form: 'tablet',
    maker: 'square',
    priceCents: 150,
    packSize: 10,
    discountPercent: 33,
  });
  await medicine(t.db, 'reset', {
    name: 'Reset',
    generics: ['para'],
    strength: '500 mg',
    form: 'tablet',
    maker: 'incepta',
    priceCents: 80,
    packSize: 10,
    stock: 0,
  });
  // The same generic in another strength and another form: not substitutes.
  await medicine(t.db, 'napa-syrup', {
    name: 'Napa',
    brandBn: 'নাপা',
    generics: ['para'],
    strength: '120 mg/5 ml',
    form: 'syrup',
    maker: 'beximco',
    priceCents: 300,
    packSize: 1,
  });
  await medicine(t.db, 'napa-1g', {
    name: 'Napa One',
    generics: ['para'],
    strength: '1000 mg',
    form: 'tablet',
    maker: 'beximco',
    priceCents: 200,
    packSize: 10,
  });
  // Combinations: paracetamol + caffeine matches only paracetamol + caffeine.
  await medicine(t.db, 'napa-extra', {
    name: 'Napa Extra',
    generics: ['para', 'caff'],
    strength: '500 mg + 65 mg',
    form: 'tablet',
    maker: 'beximco',
    priceCents: 250,
    packSize: 10,
  });
  await medicine(t.db, 'ace-plus', {
    name: 'Ace Plus',
    generics: ['caff', 'para'],
    strength: '500 mg + 65 mg',
    form: 'tablet',
    maker: 'square',
    priceCents: 200,
    packSize: 10,
  });
  await medicine(t.db, 'seclo', {
    name: 'Seclo',
    generics: ['omep'],
    strength: '20 mg',
    form: 'capsule',
    maker: 'square',
    priceCents: 500,
    packSize: 10,
    dispensingClass: 'prescription',
    sellerId: seller.id,
  });
  await medicine(t.db, 'pethidine', {
    name: 'Pethidine',
    generics: ['para'],
    strength: '50 mg',
    form: 'injection',
    maker: 'square',
    priceCents: 900,
    packSize: 1,
    dispensingClass: 'controlled',
  });
  await createProduct(t.db, { name: 'Digital Thermometer', category: 'Devices' });
});
afterAll(async () => t.close());

const get = async <T>(url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as T };
};
const names = (page: ProductPage) => page.items.map((p) => p.name);

describe('product JSON', () => {
  it('carries the medicine facts, with the unit price after the discount; null for a non-medicine', async () => {
    const { body } = await get<Product>(`/api/products/${P.ace}`);
    expect(body.medicine).toMatchObject({
      generics: [{ id: G.para, name: 'Paracetamol', nameBn: 'প্যারাসিটামল', status: 'confirmed' }],
      strength: '500 mg',
      form: 'tablet',
      manufacturer: { id: M.square, name: 'Square Pharmaceuticals PLC' },
      packSize: 10,
      // 150 cents less 33 % is 101 cents a strip of ten.
      unitPriceCents: 10.1,
      dispensingClass: 'otc',
    });
    const extra = await get<Product>(`/api/products/${P['napa-extra']}`);
    expect(extra.body.medicine!.generics.map((g) => g.name)).toEqual(['Paracetamol', 'Caffeine']);
    const list = await get<ProductPage>('/api/products?category=Devices');
    expect(list.body.items[0]!.medicine).toBeNull();
  });
});

describe('a list page', () => {
  it("carries each product's facts as its own page does, generics in the label's order, in the contract's shape", async () => {
    for (const url of [`/api/products?generic=${G.caff}`, '/api/products?category=OTC%20Medicine&limit=100']) {
      const list = await get<ProductPage>(url);
      // The list is written without the response schema's check: the contract's schema still reads it.
      expect(ProductPageSchema.safeParse(list.body).error).toBeUndefined();
      expect(list.body.items.length).toBeGreaterThan(0);
      for (const item of list.body.items) {
        const { expiresAfter: _expiry, desBn: _desBn, ...own } = (await get<Product>(`/api/products/${item._id}`)).body;
        // The label's long texts are the product page's only: a list carries the name and pack.
        const ownMedicine = own.medicine && {
          ...own.medicine,
          indications: undefined,
          dosage: undefined,
          sideEffects: undefined,
          indicationsBn: undefined,
          dosageBn: undefined,
          sideEffectsBn: undefined,
        };
        expect(JSON.parse(JSON.stringify(item))).toEqual(JSON.parse(JSON.stringify({ ...own, medicine: ownMedicine })));
      }
    }
    const combination = (await get<ProductPage>(`/api/products?generic=${G.caff}`)).body.items;
    expect(combination.map((p) => [p.name, p.medicine!.generics.map((g) => g.name)]).sort()).toEqual([
      ['Ace Plus', ['Caffeine', 'Paracetamol']],
      ['Napa Extra', ['Paracetamol', 'Caffeine']],
    ]);
  });
});

describe('GET /api/products/:id/substitutes', () => {
  it('lists the same generic, strength and form, cheapest per unit first, with how much cheaper', async () => {
    const { status, body } = await get<SubstituteList>(`/api/products/${P.napa}/substitutes`);
    expect(status).toBe(200);
    expect(body.unitPriceCents).toBe(12);
    expect(body.items.map((s) => s.product.name)).toEqual(['Reset', 'Ace']);
    expect(body.items.map((s) => [s.unitPriceCents, s.cheaperByCents, s.cheaperByPercent])).toEqual([
      [8, 4, 33],
      [10.1, 1.9, 16],
    ]);
  });

  it('says a dearer substitute is dearer', async () => {
    const { body } = await get<SubstituteList>(`/api/products/${P.reset}/substitutes`);
    expect(body.items.map((s) => [s.product.name, s.cheaperByCents])).toEqual([
      ['Ace', -2.1],
      ['Napa', -4],
    ]);
  });

  it('matches a combination only with the same combination, whatever the label order', async () => {
    const combo = await get<SubstituteList>(`/api/products/${P['napa-extra']}/substitutes`);
    expect(combo.body.items.map((s) => s.product.name)).toEqual(['Ace Plus']);
    const single = await get<SubstituteList>(`/api/products/${P.napa}/substitutes`);
    expect(single.body.items.map((s) => s.product.name)).not.toContain('Napa Extra');
  });

  it('has none for a non-medicine, and 404 for an unknown or malformed id', async () => {
    const [device] = await t.db.select({ id: products.id }).from(products).where(eq(products.category, 'Devices'));
    expect((await get<SubstituteList>(`/api/products/${device!.id}/substitutes`)).body).toMatchObject({
      unitPriceCents: null,
      items: [],
    });
    expect((await get(`/api/products/${crypto.randomUUID()}/substitutes`)).status).toBe(404);
    expect((await get('/api/products/nope/substitutes')).status).toBe(404);
  });
});

describe('GET /api/products filters', () => {
  it('filter by generic (combinations too), form, maker, class and stock, and combine', async () => {
    expect(names((await get<ProductPage>(`/api/products?generic=${G.caff}`)).body).sort()).toEqual([
      'Ace Plus',
      'Napa Extra',
    ]);
    expect(names((await get<ProductPage>('/api/products?form=syrup')).body)).toEqual(['Napa']);
    expect(names((await get<ProductPage>(`/api/products?manufacturer=${M.incepta}`)).body)).toEqual(['Reset']);
    expect(names((await get<ProductPage>('/api/products?class=prescription')).body)).toEqual(['Seclo']);
    const combined = await get<ProductPage>(
      `/api/products?generic=${G.para}&form=tablet&manufacturer=${M.beximco}&class=otc&inStock=true&category=OTC%20Medicine`,
    );
    expect(names(combined.body).sort()).toEqual(['Napa', 'Napa Extra', 'Napa One']);
    expect(names((await get<ProductPage>(`/api/products?generic=${G.para}&inStock=false`)).body)).toEqual(['Reset']);
    expect(names((await get<ProductPage>(`/api/products?q=napa&form=syrup`)).body)).toEqual(['Napa']);
  });

  it.each([
    ['generic', 'generic=not-an-id'],
    ['form', 'form=pill'],
    ['manufacturer', 'manufacturer=12'],
    ['class', 'class=otc-ish'],
    ['inStock', 'inStock=maybe'],
  ])('answers 400 naming %s for a bad value', async (field, query) => {
    const res = await get<{ code: string; field: string }>(`/api/products?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', field });
  });
});

describe('search', () => {
  it('ranks the exact brand, then brand prefixes, then generic matches', async () => {
    const { body } = await get<ProductPage>('/api/products?q=napa');
    expect(names(body).slice(0, 2)).toEqual(['Napa', 'Napa']);
    expect(names(body).slice(2, 4).sort()).toEqual(['Napa Extra', 'Napa One']);
  });

  it('finds products by generic, misspelt and romanised, and by maker', async () => {
    for (const q of ['paracetamol', 'paracetamole', 'parasitamol']) {
      const found = names((await get<ProductPage>(`/api/products?q=${q}`)).body);
      expect(found, q).toEqual(expect.arrayContaining(['Napa', 'Ace', 'Reset', 'Napa Extra']));
    }
    expect(names((await get<ProductPage>('/api/products?q=omeprazol')).body)).toEqual(['Seclo']);
    expect(names((await get<ProductPage>('/api/products?q=incepta')).body)).toEqual(['Reset']);
  });

  it('finds Bangla names', async () => {
    expect(names((await get<ProductPage>(`/api/products?q=${encodeURIComponent('নাপা')}`)).body)).toEqual([
      'Napa',
      'Napa',
    ]);
    expect(names((await get<ProductPage>(`/api/products?q=${encodeURIComponent('ওমিপ্রাজল')}`)).body)).toEqual([
      'Seclo',
    ]);
  });
});

describe('GET /api/search/suggest', () => {
  const suggest = async (q: string) =>
    (await get<SuggestList>(`/api/search/suggest?q=${encodeURIComponent(q)}`)).body.items;

  it('gives nothing for two characters or fewer', async () => {
    expect(await suggest('na')).toEqual([]);
    expect(await suggest('  n ')).toEqual([]);
  });

  it('suggests brands, generics and makers, at most 8', async () => {
    const brand = await suggest('napa');
    expect(brand[0]).toMatchObject({ kind: 'brand', label: 'Napa', labelBn: 'নাপা' });
    // Of a brand's products the tablet comes before the syrup listed after it, with its facts for either language.
    expect(brand.filter((s) => s.label === 'Napa').map((s) => s.id)).toEqual([P.napa, P['napa-syrup']]);
    expect(brand[0]!.detail).toBe('Paracetamol · 500 mg · tablet · Beximco Pharmaceuticals Ltd.');
    expect(brand[0]!.facts).toMatchObject({
      generics: [{ id: G.para, nameBn: 'প্যারাসিটামল' }],
      strength: '500 mg',
      form: 'tablet',
      manufacturer: { id: M.beximco, nameBn: 'বেক্সিমকো' },
    });
    expect(brand[0]!.productCount).toBeNull();
    const generic = (await suggest('paracetamol')).find((s) => s.kind === 'generic')!;
    expect([generic.facts, generic.productCount]).toEqual([null, expect.any(Number)]);
    expect(generic.productCount).toBeGreaterThan(0);
    expect(await suggest('paracetamol')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'generic', id: G.para, label: 'Paracetamol', labelBn: 'প্যারাসিটামল' }),
      ]),
    );
    expect(await suggest('square')).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'manufacturer', id: M.square })]),
    );
    expect((await suggest('pharma')).length).toBeLessThanOrEqual(8);
  });

  it('suggests from Bangla and from a misspelling', async () => {
    expect((await suggest('নাপা'))[0]).toMatchObject({ kind: 'brand', label: 'Napa' });
    expect(await suggest('প্যারাসিটামল')).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'generic', id: G.para })]),
    );
    expect(await suggest('বেক্সিমকো')).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'manufacturer', id: M.beximco })]),
    );
    expect(await suggest('paracetamole')).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'generic', id: G.para })]),
    );
    expect(await suggest('omiprazol')).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'generic', id: G.omep })]),
    );
    expect(await suggest('bexymco')).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'manufacturer', id: M.beximco })]),
    );
  });

  it('answers 400 naming q when it is missing or too long', async () => {
    expect((await get('/api/search/suggest')).status).toBe(400);
    const long = await get<{ field: string }>(`/api/search/suggest?q=${'a'.repeat(101)}`);
    expect(long.status).toBe(400);
    expect(long.body.field).toBe('q');
  });
});

describe('generics and makers', () => {
  it("shows a generic's page, products grouped by strength and form", async () => {
    const { status, body } = await get<{
      name: string;
      nameBn: string;
      groups: { strength: string; form: string; products: Product[] }[];
      productCount: number;
    }>(`/api/generics/${G.para}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ name: 'Paracetamol', nameBn: 'প্যারাসিটামল', productCount: 8 });
    const tablets = body.groups.find((g) => g.strength === '500 mg' && g.form === 'tablet')!;
    expect(tablets.products.map((p) => p.name)).toEqual(['Reset', 'Ace', 'Napa']);
    expect(body.groups.find((g) => g.form === 'syrup')!.products.map((p) => p.name)).toEqual(['Napa']);
    expect((await get(`/api/generics/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await get('/api/generics/x')).status).toBe(404);
  });

  it('lists confirmed generics and makers matching q, typos and Bangla too', async () => {
    const found = await get<{ items: { name: string }[] }>('/api/generics?q=omiprazol');
    expect(found.body.items.map((g) => g.name)).toEqual(['Omeprazole']);
    const bn = await get<{ items: { name: string }[] }>(`/api/manufacturers?q=${encodeURIComponent('স্কয়ার')}`);
    expect(bn.body.items.map((m) => m.name)).toEqual(['Square Pharmaceuticals PLC']);
    const all = await get<{ items: { name: string }[] }>('/api/manufacturers');
    expect(all.body.items.map((m) => m.name)).toEqual([
      'Beximco Pharmaceuticals Ltd.',
      'Incepta Pharmaceuticals Ltd.',
      'Square Pharmaceuticals PLC',
    ]);
  });

  it('shows requested entries to admins only', async () => {
    const asSeller = await t.app.inject({
      method: 'GET',
      url: '/api/generics?status=requested',
      headers: seller.headers,
    });
    expect(asSeller.statusCode).toBe(403);
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: '/api/generics?status=requested',
      headers: admin.headers,
    });
    expect(asAdmin.statusCode).toBe(200);
  });

  it('lets an admin add, rename and confirm; a taken name is 409', async () => {
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/generics',
      headers: admin.headers,
      payload: { name: 'Cetirizine', nameBn: 'সেটিরিজিন' },
    });
    expect(add.statusCode).toBe(201);
    expect(add.json()).toMatchObject({ name: 'Cetirizine', status: 'confirmed' });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/generics',
      headers: admin.headers,
      payload: { name: 'cetirizine' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('GENERIC_EXISTS');
    // A kept page (one medicine filter) shows the maker's name; renaming the maker drops it.
    const cachedPageUrl = `/api/products?manufacturer=${M.incepta}`;
    expect((await get<ProductPage>(cachedPageUrl)).body.items[0]!.medicine!.manufacturer.name).toBe(
      'Incepta Pharmaceuticals Ltd.',
    );
    const rename = await t.app.inject({
      method: 'PATCH',
      url: `/api/manufacturers/${M.incepta}`,
      headers: admin.headers,
      payload: { name: 'Incepta Pharma' },
    });
    expect(rename.statusCode).toBe(200);
    expect((await get<Product>(`/api/products/${P.reset}`)).body.medicine!.manufacturer.name).toBe('Incepta Pharma');
    expect((await get<ProductPage>(cachedPageUrl)).body.items[0]!.medicine!.manufacturer.name).toBe('Incepta Pharma');
    const taken = await t.app.inject({
      method: 'PATCH',
      url: `/api/manufacturers/${M.incepta}`,
      headers: admin.headers,
      payload: { name: 'square pharmaceuticals plc' },
    });
    expect(taken.statusCode).toBe(409);
    const bySeller = await t.app.inject({
      method: 'POST',
      url: '/api/generics',
      headers: seller.headers,
      payload: { name: 'Loratadine' },
    });
    expect(bySeller.statusCode).toBe(403);
  });
});

describe('product writes with medicine facts', () => {
  async function upload(who: SignedIn) {
    const res = await t.app.inject(
      await uploadRequest(who.headers, { name: 'p.png', type: 'image/png', bytes: await makeImage('png') }),
    );
    return res.json().data.display_url as string;
  }
  const facts = (overrides: Record<string, unknown> = {}) => ({
    genericIds: [G.para],
    strength: '500 mg',
    form: 'tablet',
    manufacturerId: M.beximco,
    packSize: 10,
    packLabel: '10 tablets (1 strip)',
    dispensingClass: 'otc',
    ...overrides,
  });
  const add = async (who: SignedIn, medicine: unknown, category = 'OTC Medicine') =>
    t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: who.headers,
      payload: {
        name: 'Fast',
        category,
        price: 1.2,
        des: 'Tablets.',
        image: await upload(who),
        medicine,
      },
    });

  it('saves the facts; the product becomes a substitute', async () => {
    const res = await add(seller, facts());
    expect(res.statusCode).toBe(201);
    const subs = await get<SubstituteList>(`/api/products/${P.napa}/substitutes`);
    expect(subs.body.items.map((s) => s.product.name)).toContain('Fast');
  });

  it("a seller's typed generic and maker are requested entries the product already names", async () => {
    const res = await add(
      seller,
      facts({
        genericIds: [],
        newGenericName: 'Levocetirizine',
        manufacturerId: undefined,
        newManufacturerName: 'Nodi Labs',
        dispensingClass: undefined,
      }),
      'Prescription Medicine',
    );
    expect(res.statusCode).toBe(201);
    const product = (await get<Product>(`/api/products/${res.json().insertedId}`)).body;
    expect(product.medicine!.generics).toMatchObject([{ name: 'Levocetirizine', status: 'requested' }]);
    expect(product.medicine!.manufacturer).toMatchObject({ name: 'Nodi Labs', status: 'requested' });
    // Not offered to shoppers until confirmed; an admin sees and confirms it.
    const listed = async () =>
      (await get<{ items: { name: string }[] }>('/api/generics?q=levocetirizine')).body.items.map((g) => g.name);
    expect(await listed()).not.toContain('Levocetirizine');
    const id = product.medicine!.generics[0]!.id;
    const confirm = await t.app.inject({
      method: 'PATCH',
      url: `/api/generics/${id}`,
      headers: admin.headers,
      payload: { status: 'confirmed' },
    });
    expect(confirm.json()).toMatchObject({ status: 'confirmed' });
    expect((await listed())[0]).toBe('Levocetirizine');
  });

  it('refuses unknown ids and missing choices naming the field', async () => {
    const unknown = await add(seller, facts({ genericIds: [crypto.randomUUID()] }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'UNKNOWN_GENERIC', field: 'medicine.genericIds.0' });
    const maker = await add(seller, facts({ manufacturerId: crypto.randomUUID() }));
    expect(maker.json()).toMatchObject({ code: 'UNKNOWN_MANUFACTURER', field: 'medicine.manufacturerId' });
    const none = await add(seller, facts({ genericIds: [] }));
    expect(none.statusCode).toBe(400);
    expect(none.json().field).toBe('medicine.genericIds');
    const form = await add(seller, facts({ form: 'pill' }));
    expect(form.json().field).toBe('medicine.form');
  });

  it("a seller cannot set the dispensing class of another seller's product, nor of its own", async () => {
    const other = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${P.seclo}`,
      headers: otherSeller.headers,
      payload: {
        medicine: facts({ genericIds: [G.omep], strength: '20 mg', form: 'capsule', dispensingClass: 'otc' }),
      },
    });
    expect(other.statusCode).toBe(403);
    expect((await get<Product>(`/api/products/${P.seclo}`)).body.medicine!.dispensingClass).toBe('prescription');
    const own = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${P.seclo}`,
      headers: seller.headers,
      payload: {
        medicine: facts({
          genericIds: [G.omep],
          strength: '20 mg',
          form: 'capsule',
          manufacturerId: M.square,
          dispensingClass: 'controlled',
        }),
      },
    });
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({ code: 'DISPENSING_CLASS_SET_BY_PHARMACY', field: 'medicine.dispensingClass' });
    expect((await get<Product>(`/api/products/${P.seclo}`)).body.medicine!.dispensingClass).toBe('prescription');
  });
});

/** Sets the class of a product's medicine in the reference; the product follows (foreign key). */
async function setClassOf(productId: string, dispensingClass: string) {
  const [p] = await t.db
    .select({ genericSet: products.genericSet, strength: products.strength, form: products.form })
    .from(products)
    .where(eq(products.id, productId));
  await t.db
    .update(medicineReferences)
    .set({ dispensingClass })
    .where(
      and(
        eq(medicineReferences.genericSet, p!.genericSet!),
        eq(medicineReferences.strength, p!.strength!),
        eq(medicineReferences.form, p!.form!),
      ),
    );
}

describe('a controlled medicine is never sold online', () => {
  it('is refused by cart add, by a quantity change and by checkout', async () => {
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/carts',
      headers: shopper.headers,
      payload: { menuId: P.pethidine, quantity: 1 },
    });
    expect(add.statusCode).toBe(409);
    expect(add.json().code).toBe('NOT_SOLD_ONLINE');
    expect(await t.db.$count(cartItems)).toBe(0);

    // In a cart from before an admin classed it controlled:
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/carts',
      headers: shopper.headers,
      payload: { menuId: P.napa, quantity: 1 },
    });
    expect(ok.statusCode).toBe(201);
    await setClassOf(P.napa!, 'controlled');
    try {
      const change = await t.app.inject({
        method: 'PATCH',
        url: `/api/carts/${ok.json().insertedId}`,
        headers: shopper.headers,
        payload: { quantity: 2 },
      });
      expect(change.statusCode).toBe(409);
      expect(change.json().code).toBe('NOT_SOLD_ONLINE');
      const more = await t.app.inject({
        method: 'POST',
        url: '/api/carts',
        headers: shopper.headers,
        payload: { menuId: P.napa, quantity: 1 },
      });
      expect(more.json().code).toBe('NOT_SOLD_ONLINE');
      for (const method of ['card', 'cod'] as const) {
        const placed = await placeOrders(t, shopper, method);
        expect(placed.statusCode).toBe(409);
        expect(placed.json().code).toBe('NOT_SOLD_ONLINE');
      }
    } finally {
      await setClassOf(P.napa!, 'otc');
      await t.db.delete(cartItems);
    }
  });
});

describe('unit prices below a cent apart', () => {
  beforeAll(async () => {
    // Omeprazole 20 mg capsules, 14 a strip: 5 and 5.36 cents a capsule, which whole cents would make equal.
    await medicine(t.db, 'omep-dear', {
      name: 'Omep Dear',
      generics: ['omep'],
      strength: '20 mg',
      form: 'capsule',
      maker: 'incepta',
      priceCents: 75,
      packSize: 14,
    });
    await medicine(t.db, 'omep-cheap', {
      name: 'Omep Cheap',
      generics: ['omep'],
      strength: '20 mg',
      form: 'capsule',
      maker: 'square',
      priceCents: 70,
      packSize: 14,
    });
  });

  it('are kept to a hundredth of a cent, so the cheaper unit is first and the saving is not lost', async () => {
    const { body } = await get<SubstituteList>(`/api/products/${P['omep-dear']}/substitutes`);
    expect(body.unitPriceCents).toBe(5.36);
    const cheap = body.items.find((s) => s.product.name === 'Omep Cheap')!;
    expect([cheap.unitPriceCents, cheap.cheaperByCents, cheap.cheaperByPercent]).toEqual([5, 0.36, 7]);
    const units = body.items.map((s) => s.unitPriceCents);
    expect(units).toEqual([...units].sort((a, b) => a - b));
    const back = await get<SubstituteList>(`/api/products/${P['omep-cheap']}/substitutes`);
    expect(back.body.items.find((s) => s.product.name === 'Omep Dear')!.cheaperByCents).toBe(-0.36);
  });
});

describe('suggestions among many brand names', () => {
  const suggest = async (q: string) =>
    (await get<SuggestList>(`/api/search/suggest?q=${encodeURIComponent(q)}`)).body.items;

  it('suggests a brand that is only close to the query when the list has room', async () => {
    expect(await suggest('napas')).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'brand', id: P.napa, label: 'Napa' })]),
    );
  });

  it('lists a generic near the query before brands only close to it, however many brands are closer', async () => {
    await generic(t.db, 'napro', 'Naproxen', 'ন্যাপ্রোক্সেন');
    // Fourteen brand names nearer to "naproxan" than the generic is, none of them begun by it.
    for (let i = 1; i <= 14; i++)
      await medicine(t.db, `naproxa-${i}`, {
        name: `Naproxa ${i}`,
        generics: ['napro'],
        strength: '250 mg',
        form: 'tablet',
        maker: 'incepta',
        priceCents: 100 + i,
        packSize: 10,
      });
    const items = await suggest('naproxan');
    expect(items[0]).toMatchObject({ kind: 'generic', id: G.napro, label: 'Naproxen' });
    expect(items).toHaveLength(8);
    expect(items.slice(1).every((s) => s.kind === 'brand' && s.label.startsWith('Naproxa '))).toBe(true);
  });
});
