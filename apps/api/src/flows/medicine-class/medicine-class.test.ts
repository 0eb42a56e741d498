import type { MedicineReference, MedicineReferencePage, Order, Product } from '@medibazaar/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signUp, type SignedIn } from '../../../test/auth.js';
import { createCatalogBasics, createMedicine } from '../../../test/factories.js';
import { auditLog, generics, medicineReferences, orderLines, orders, products } from '../../../test/tables.js';
import { addToCart, placeOrders } from '../../modules/payments/payments.test-helpers.js';
import { makeImage, tempUploadsDir, uploadRequest } from '../../modules/uploads/uploads.test-helpers.js';

let t: TestApp;
let seller: SignedIn;
let admin: SignedIn;
let pharmacist: SignedIn;
let buyer: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ storage: { kind: 'local', dir: tempUploadsDir() } });
  await createCatalogBasics(t.db);
  [seller, admin, pharmacist, buyer] = await Promise.all([
    signUp(t, { role: 'seller' }),
    signUp(t, { role: 'admin' }),
    signUp(t, { role: 'pharmacist', name: 'Pharmacist Farhana' }),
    signUp(t),
  ]);
});
afterAll(async () => t.close());

async function upload(who: SignedIn) {
  const res = await t.app.inject(
    await uploadRequest(who.headers, { name: 'p.png', type: 'image/png', bytes: await makeImage('png') }),
  );
  return res.json().data.display_url as string;
}

const inject = (who: SignedIn, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload === undefined ? {} : { payload: payload as object }) });

/** The facts of a medicine as a product form sends them. */
const factsOf = (
  m: { genericSet: string | null; manufacturerId: string | null },
  more: Record<string, unknown> = {},
) => ({
  genericIds: m.genericSet!.split(','),
  strength: '500 mg',
  form: 'capsule',
  manufacturerId: m.manufacturerId,
  packSize: 10,
  packLabel: '10 capsules',
  ...more,
});

async function addProduct(who: SignedIn, category: string, medicine: unknown) {
  return inject(who, 'POST', '/api/products', {
    name: `Brand ${Date.now().toString(36)}`,
    category,
    price: 2.5,
    des: 'Capsules.',
    image: await upload(who),
    medicine,
  });
}

const productOf = async (id: string) => (await inject(buyer, 'GET', `/api/products/${id}`)).json() as Product;

async function entryIdOf(productId: string) {
  const [row] = await t.db
    .select({ id: medicineReferences.id })
    .from(medicineReferences)
    .innerJoin(
      products,
      and(
        eq(products.genericSet, medicineReferences.genericSet),
        eq(products.strength, medicineReferences.strength),
        eq(products.form, medicineReferences.form),
      ),
    )
    .where(eq(products.id, productId));
  return row!.id;
}

describe("a seller cannot set, lower or remove a medicine's class", () => {
  it('POST: a class other than the entry’s is 409 in words; the entry’s own, or none, is fine', async () => {
    const rx = await createMedicine(t.db, { dispensingClass: 'prescription' });
    const lower = await addProduct(seller, 'Prescription Medicine', factsOf(rx, { dispensingClass: 'otc' }));
    expect(lower.statusCode).toBe(409);
    expect(lower.json()).toMatchObject({ code: 'DISPENSING_CLASS_SET_BY_PHARMACY', field: 'medicine.dispensingClass' });
    expect(lower.json().message).toMatch(/The pharmacy has set this medicine as sold only on a prescription/);
    const same = await addProduct(seller, 'Prescription Medicine', factsOf(rx, { dispensingClass: 'prescription' }));
    expect(same.statusCode).toBe(201);
    const none = await addProduct(seller, 'Prescription Medicine', factsOf(rx));
    expect(none.statusCode).toBe(201);
    expect((await productOf(none.json().insertedId)).medicine!.dispensingClass).toBe('prescription');
  });

  it('PATCH: a class, `medicine: null`, and facts of a lower entry are each 409; the product stays as it was', async () => {
    const rx = await createMedicine(t.db, { dispensingClass: 'prescription', sellerId: seller.id });
    const otc = await createMedicine(t.db, { dispensingClass: 'otc' });
    const url = `/api/products/${rx.id}`;

    const byClass = await inject(seller, 'PATCH', url, { medicine: factsOf(rx, { dispensingClass: 'otc' }) });
    expect(byClass.statusCode).toBe(409);
    expect(byClass.json().code).toBe('DISPENSING_CLASS_SET_BY_PHARMACY');

    const stripped = await inject(seller, 'PATCH', url, { medicine: null, category: 'Diabetic Care' });
    expect(stripped.statusCode).toBe(409);
    expect(stripped.json()).toMatchObject({ code: 'MEDICINE_FACTS_LOCKED', field: 'medicine' });
    expect(stripped.json().message).toMatch(/list a new one instead/);

    const swapped = await inject(seller, 'PATCH', url, { medicine: factsOf(otc) });
    expect(swapped.statusCode).toBe(409);
    expect(swapped.json()).toMatchObject({ code: 'DISPENSING_CLASS_LOWERED', field: 'medicine' });
    expect(swapped.json().message).toMatch(/would lower how it is sold\. List that medicine as a new product/);

    // With the lower medicine's class too, and into OTC Medicine at once.
    const both = await inject(seller, 'PATCH', url, {
      category: 'OTC Medicine',
      medicine: factsOf(otc, { dispensingClass: 'otc' }),
    });
    expect(both.statusCode).toBe(409);

    const now = await productOf(rx.id);
    expect(now.category).toBe('Prescription Medicine');
    expect(now.medicine).toMatchObject({ dispensingClass: 'prescription', generics: [{ id: rx.genericSet }] });
    // The same facts again, with the entry's class, change nothing and are fine.
    const again = await inject(seller, 'PATCH', url, { medicine: factsOf(rx, { dispensingClass: 'prescription' }) });
    expect(again.json()).toEqual({ modifiedCount: 0 });
  });

  it('no other route lets a seller change a class or an antibiotic mark', async () => {
    const otc = await createMedicine(t.db, { dispensingClass: 'otc', sellerId: seller.id });
    const entry = await entryIdOf(otc.id);
    const change = await inject(seller, 'PATCH', `/api/medicine-references/${entry}`, {
      dispensingClass: 'controlled',
      reason: 'I would like to',
    });
    expect(change.statusCode).toBe(403);
    const mark = await inject(seller, 'PUT', `/api/generics/${otc.genericSet}/antibiotic`, {
      antibiotic: false,
      reason: 'I would like to',
    });
    expect(mark.statusCode).toBe(403);
    const confirmGeneric = await inject(seller, 'PATCH', `/api/generics/${otc.genericSet}`, { status: 'confirmed' });
    expect(confirmGeneric.statusCode).toBe(403);
    // A category alone never changes the class.
    const moved = await inject(seller, 'PATCH', `/api/products/${otc.id}`, { category: 'Diabetic Care' });
    expect(moved.json()).toEqual({ modifiedCount: 1 });
    expect((await productOf(otc.id)).medicine!.dispensingClass).toBe('otc');
    // Nor does the database let a product's class leave its entry's.
    await expect(
      t.db.update(products).set({ dispensingClass: 'prescription' }).where(eq(products.id, otc.id)),
    ).rejects.toThrow();
  });

  it("a seller's medicine new to the shop makes a requested entry, prescription-only until the pharmacy sets it", async () => {
    const base = await createMedicine(t.db, { dispensingClass: 'otc' });
    const facts = factsOf(base, { strength: '125 mg' });
    const asOtc = await addProduct(seller, 'OTC Medicine', { ...facts, dispensingClass: 'otc' });
    expect(asOtc.statusCode).toBe(409);
    expect(asOtc.json().code).toBe('DISPENSING_CLASS_SET_BY_PHARMACY');
    expect(asOtc.json().message).toMatch(/new to the shop, so it is sold only on a prescription/);
    const inOtc = await addProduct(seller, 'OTC Medicine', facts);
    expect(inOtc.json().code).toBe('PRESCRIPTION_MEDICINE_IN_OTC');
    const res = await addProduct(seller, 'Prescription Medicine', facts);
    expect(res.statusCode).toBe(201);
    const id = res.json().insertedId as string;
    expect((await productOf(id)).medicine!.dispensingClass).toBe('prescription');

    const requested = (await inject(pharmacist, 'GET', '/api/medicine-references?status=requested&limit=100')).json();
    const entry = (requested as MedicineReferencePage).items.find((e) => e.strength === '125 mg')!;
    expect(entry).toMatchObject({ status: 'requested', dispensingClass: 'prescription', productCount: 1 });

    const set = await inject(pharmacist, 'PATCH', `/api/medicine-references/${entry.id}`, {
      dispensingClass: 'otc',
      reason: 'Checked against the DGDA list: sold over the counter.',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().reference).toMatchObject({
      status: 'confirmed',
      dispensingClass: 'otc',
      changedBy: { name: 'Pharmacist Farhana' },
      changeReason: 'Checked against the DGDA list: sold over the counter.',
    });
    expect((await productOf(id)).medicine!.dispensingClass).toBe('otc');
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'medicine_reference.class_changed'), eq(auditLog.objectId, entry.id)));
    expect(audit).toMatchObject({
      actorId: pharmacist.id,
      before: { dispensingClass: 'prescription', status: 'requested' },
      after: { dispensingClass: 'otc', reason: 'Checked against the DGDA list: sold over the counter.' },
    });
  });

  it("an admin adding the shop's own product of a new medicine sets its class", async () => {
    const base = await createMedicine(t.db, { dispensingClass: 'otc' });
    const res = await addProduct(admin, 'OTC Medicine', factsOf(base, { strength: '60 mg', dispensingClass: 'otc' }));
    expect(res.statusCode, res.body).toBe(201);
    expect((await productOf(res.json().insertedId)).medicine!.dispensingClass).toBe('otc');
  });

  it('Prescription Medicine holds only prescription and controlled medicines (409 in words)', async () => {
    const plain = await addProduct(seller, 'Prescription Medicine', null);
    expect(plain.statusCode).toBe(409);
    expect(plain.json()).toMatchObject({ code: 'NOT_A_PRESCRIPTION_MEDICINE', field: 'category' });
    expect(plain.json().message).toMatch(/this product is not a medicine\. Choose another category/);
    const otc = await createMedicine(t.db, { dispensingClass: 'otc', sellerId: seller.id });
    const move = await inject(seller, 'PATCH', `/api/products/${otc.id}`, { category: 'Prescription Medicine' });
    expect(move.json()).toMatchObject({ code: 'NOT_A_PRESCRIPTION_MEDICINE' });
  });
});

describe('the pharmacy changes a class', () => {
  it('refuses a change without a reason, naming the field', async () => {
    const m = await createMedicine(t.db, { dispensingClass: 'otc' });
    const res = await inject(pharmacist, 'PATCH', `/api/medicine-references/${await entryIdOf(m.id)}`, {
      dispensingClass: 'prescription',
      reason: ' ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('reason');
    const unknown = await inject(pharmacist, 'PATCH', `/api/medicine-references/${crypto.randomUUID()}`, {
      dispensingClass: 'prescription',
      reason: 'A good reason',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('class up: its products leave OTC Medicine, and an open order without a prescription goes to the pharmacist', async () => {
    const m = await createMedicine(t.db, { dispensingClass: 'otc', stock: 20 });
    await addToCart(t, buyer, m.id, 2);
    const placed = await placeOrders(t, buyer, 'cod');
    expect(placed.statusCode, placed.body).toBe(201);
    const [order] = placed.json().orders as Order[];
    expect(order!.status).toBe('placed');

    const res = await inject(admin, 'PATCH', `/api/medicine-references/${await entryIdOf(m.id)}`, {
      dispensingClass: 'prescription',
      reason: 'DGDA moved it to prescription-only.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().effects).toEqual({
      productsChanged: 1,
      productsMovedToPrescriptionCategory: 1,
      ordersSentToReview: [order!.number],
    });
    const product = await productOf(m.id);
    expect(product).toMatchObject({ category: 'Prescription Medicine', medicine: { dispensingClass: 'prescription' } });

    const [row] = await t.db.select().from(orders).where(eq(orders.number, order!.number));
    expect(row).toMatchObject({ status: 'awaiting_prescription', stockTaken: true });
    expect(row!.holdExpiresAt).not.toBeNull();
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, row!.id));
    expect(line!.requiresPrescription).toBe(true);
    const queue = (await inject(pharmacist, 'GET', '/api/review/orders')).json();
    expect(queue.items.map((i: { order: Order }) => i.order.number)).toContain(order!.number);
    // The buyer is told as when an order waits for a prescription check.
    const mails = await t.db.execute(
      sql`select data->'values' as v from pgboss.job where name = 'mail' and data->>'to' = ${buyer.email}
        and data->>'template' = 'order-status' and data->'values'->>'status' = 'awaiting_prescription'`,
    );
    expect(JSON.stringify((mails as unknown as { rows: unknown[] }).rows)).toMatch(/only on a prescription/);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.objectId, order!.number));
    expect(audits.map((a) => a.action)).toContain('order.sent_to_review');
    const moved = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.category_changed'), eq(auditLog.objectId, m.id)));
    expect(moved).toHaveLength(1);
  });

  it('antibiotics are never over the counter; marking a generic an antibiotic raises its OTC entries', async () => {
    const m = await createMedicine(t.db, { dispensingClass: 'otc' });
    const entry = await entryIdOf(m.id);
    const mark = await inject(pharmacist, 'PUT', `/api/generics/${m.genericSet}/antibiotic`, {
      antibiotic: true,
      reason: 'An antibacterial: the national antibiotic policy.',
    });
    expect(mark.statusCode, mark.body).toBe(200);
    expect(mark.json()).toMatchObject({ antibiotic: true, referencesRaised: 1 });
    expect((await productOf(m.id)).medicine!.dispensingClass).toBe('prescription');
    const [g] = await t.db.select({ a: generics.antibiotic }).from(generics).where(eq(generics.id, m.genericSet!));
    expect(g!.a).toBe(true);

    const back = await inject(pharmacist, 'PATCH', `/api/medicine-references/${entry}`, {
      dispensingClass: 'otc',
      reason: 'Trying to sell it freely',
    });
    expect(back.statusCode).toBe(409);
    expect(back.json()).toMatchObject({ code: 'ANTIBIOTIC_NOT_OTC' });
    const list = (await inject(pharmacist, 'GET', '/api/medicine-references?antibiotic=true&limit=100')).json();
    expect((list as MedicineReferencePage).items.find((e: MedicineReference) => e.id === entry)).toMatchObject({
      antibiotic: true,
      dispensingClass: 'prescription',
    });
    // The database refuses it too, whoever writes.
    await expect(
      t.db.update(medicineReferences).set({ dispensingClass: 'otc' }).where(eq(medicineReferences.id, entry)),
    ).rejects.toThrow();
  });
});
