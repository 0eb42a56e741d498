import type { CartItem, Product, ProductPage } from '@medibazaar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signUp, type SignedIn } from '../../../test/auth.js';
import { createCatalogBasics } from '../../../test/factories.js';
import { generics, manufacturers } from '../../../test/tables.js';
import { makeImage, tempUploadsDir, uploadRequest } from '../uploads/uploads.test-helpers.js';

// A product's texts in Bangla beside the English (docs/product.md#languages): written by a seller
// or admin, answered on the product's page, the list carrying the short ones only.

let t: TestApp;
let admin: SignedIn;
let shopper: SignedIn;
let genericId: string;
let makerId: string;

beforeAll(async () => {
  t = await createTestApp({ storage: { kind: 'local', dir: tempUploadsDir() } });
  await createCatalogBasics(t.db);
  [admin, shopper] = await Promise.all([signUp(t, { role: 'admin' }), signUp(t)]);
  const [g] = await t.db.insert(generics).values({ name: 'Paracetamol', nameBn: 'প্যারাসিটামল' }).returning();
  const [m] = await t.db.insert(manufacturers).values({ name: 'Beximco', nameBn: 'বেক্সিমকো' }).returning();
  genericId = g!.id;
  makerId = m!.id;
});
afterAll(async () => t.close());

async function upload() {
  const res = await t.app.inject(
    await uploadRequest(admin.headers, { name: 'p.png', type: 'image/png', bytes: await makeImage('png') }),
  );
  return res.json().data.display_url as string;
}

const BANGLA_FACTS = {
  packLabelBn: '৬০ মি.লি. বোতল',
  indicationsBn: 'শিশুদের জ্বর ও ব্যথায়।',
  dosageBn: 'দিনে সর্বোচ্চ ৪ বার।',
  sideEffectsBn: 'কদাচিৎ ফুসকুড়ি।',
};

async function addProduct(payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: admin.headers,
    payload: { category: 'Baby Care', price: 1.5, stock: 20, image: await upload(), ...payload },
  });
}

const syrup = (overrides: Record<string, unknown> = {}) => ({
  name: 'Napa',
  des: 'Paracetamol syrup.',
  medicine: {
    genericIds: [genericId],
    strength: '120 mg/5 ml',
    form: 'syrup',
    manufacturerId: makerId,
    packSize: 1,
    packLabel: '60 ml bottle',
    dispensingClass: 'otc',
    indications: 'Fever and pain in children.',
    dosage: 'At most 4 doses a day.',
    sideEffects: 'Rarely a rash.',
    ...BANGLA_FACTS,
    ...overrides,
  },
});

const page = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json() as Product;

describe('Bangla product texts', () => {
  it('keeps both languages of a medicine: its page answers the Bangla texts beside the English', async () => {
    const res = await addProduct(syrup());
    expect(res.statusCode).toBe(201);
    const product = await page(res.json().insertedId);
    expect(product.medicine).toMatchObject({
      packLabel: '60 ml bottle',
      indications: 'Fever and pain in children.',
      ...BANGLA_FACTS,
    });
  });

  it('keeps the Bangla name and description of a product that is not a medicine, and changes them', async () => {
    const res = await addProduct({ name: 'Baby Lotion', nameBn: 'বেবি লোশন', des: 'Gentle.', desBn: 'কোমল।' });
    expect(res.statusCode).toBe(201);
    const id = res.json().insertedId as string;
    expect(await page(id)).toMatchObject({ name: 'Baby Lotion', nameBn: 'বেবি লোশন', desBn: 'কোমল।' });
    const patch = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PATCH', url: `/api/products/${id}`, headers: admin.headers, payload });
    expect((await patch({ nameBn: 'শিশুর লোশন' })).statusCode).toBe(200);
    // Left out stays as it is; empty clears.
    expect(await page(id)).toMatchObject({ nameBn: 'শিশুর লোশন', desBn: 'কোমল।' });
    expect((await patch({ desBn: '' })).statusCode).toBe(200);
    expect(await page(id)).toMatchObject({ nameBn: 'শিশুর লোশন', desBn: null });
  });

  it('lists names and pack labels in both languages, but not the long texts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products?category=Baby%20Care' });
    const items = (res.json() as ProductPage).items;
    const lotion = items.find((p) => p.name === 'Baby Lotion')!;
    expect(lotion.nameBn).toBe('শিশুর লোশন');
    expect(lotion).not.toHaveProperty('desBn');
    const napa = items.find((p) => p.name === 'Napa')!;
    expect(napa.medicine!.packLabelBn).toBe('৬০ মি.লি. বোতল');
    expect(napa.medicine).not.toHaveProperty('indicationsBn');
    // Nor in English: no list shows them, and the product's own answer has them.
    expect(napa.medicine).not.toHaveProperty('indications');
    expect(napa.medicine).not.toHaveProperty('dosage');
    expect(napa.medicine).not.toHaveProperty('sideEffects');
    const own = (await t.app.inject({ method: 'GET', url: `/api/products/${napa._id}` })).json() as Product;
    expect(own.medicine).toMatchObject({ indications: 'Fever and pain in children.' });
  });

  it("gives a cart line the pack's Bangla label", async () => {
    const napa = (await t.app.inject({ method: 'GET', url: '/api/products?q=napa' })).json() as ProductPage;
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/carts',
      headers: shopper.headers,
      payload: { menuId: napa.items[0]!._id },
    });
    expect(add.statusCode).toBeLessThan(300);
    const cart = (await t.app.inject({ method: 'GET', url: '/api/carts', headers: shopper.headers })).json();
    const line = (Array.isArray(cart) ? cart : cart.items)[0] as CartItem;
    expect(line.pack).toMatchObject({ packLabel: '60 ml bottle', packLabelBn: '৬০ মি.লি. বোতল' });
  });

  it('holds the Bangla texts to the English limits, naming the field', async () => {
    const long = await addProduct({ name: 'Cream', des: 'Soft.', nameBn: 'ক'.repeat(121) });
    expect(long.statusCode).toBe(400);
    expect(long.json().field).toBe('nameBn');
    const pack = await addProduct(syrup({ packLabelBn: 'ব'.repeat(61) }));
    expect(pack.statusCode).toBe(400);
    expect(pack.json().field).toBe('medicine.packLabelBn');
    const text = await addProduct(syrup({ dosageBn: 'দ'.repeat(2001) }));
    expect(text.statusCode).toBe(400);
    expect(text.json().field).toBe('medicine.dosageBn');
  });
});
