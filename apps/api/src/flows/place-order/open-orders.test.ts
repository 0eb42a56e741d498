import { randomUUID } from 'node:crypto';
import type { Order, OrderReviewPage } from '@medibazaar/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signUp, type SignedIn } from '../../../test/auth.js';
import { createCatalogBasics, createMedicine, createPrescription, createProduct } from '../../../test/factories.js';
import { orders, products } from '../../../test/tables.js';
import { addToCart, changeCartLine, dhakaAddress } from '../../modules/payments/payments.test-helpers.js';

/** Decision 050: what one account may hold without paying, and what the pharmacist sees. */

let t: TestApp;
let pharmacist: SignedIn;
let seller: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  await createCatalogBasics(t.db);
  [pharmacist, seller] = await Promise.all([signUp(t, { role: 'pharmacist' }), signUp(t, { role: 'seller' })]);
});
afterAll(async () => t.close());

const stockOf = async (id: string) =>
  (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;

async function place(who: SignedIn, paymentMethod: 'card' | 'cod', prescriptionId?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...who.headers, 'idempotency-key': randomUUID() },
    payload: { addressId: await dhakaAddress(t, who), paymentMethod, ...(prescriptionId ? { prescriptionId } : {}) },
  });
}

async function placed(who: SignedIn, paymentMethod: 'card' | 'cod', prescriptionId?: string) {
  const res = await place(who, paymentMethod, prescriptionId);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().orders as Order[];
}

const openOrdersOf = async (who: SignedIn) =>
  (await t.db.select().from(orders).where(eq(orders.buyerId, who.id))).filter((o) => o.status !== 'cancelled');

/** A buyer with `quantity` of a prescription medicine in the cart and a pending prescription of their own. */
async function buyerWithMedicine(medicineId: string, quantity: number) {
  const buyer = await signUp(t);
  await addToCart(t, buyer, medicineId, quantity);
  return { buyer, prescription: await createPrescription(t.db, buyer.id) };
}

describe('a card order of a prescription medicine nobody pays', () => {
  it('takes no stock: another buyer can still order every unit', async () => {
    const medicine = await createMedicine(t.db, { stock: 10, sellerId: seller.id });
    const hoarder = await buyerWithMedicine(medicine.id, 10);
    const [unpaid] = await placed(hoarder.buyer, 'card', hoarder.prescription.id);
    expect(unpaid).toMatchObject({ status: 'awaiting_prescription', paymentStatus: 'awaiting', holdUntil: null });
    expect(await stockOf(medicine.id)).toBe(10);

    const patient = await buyerWithMedicine(medicine.id, 10);
    const [cash] = await placed(patient.buyer, 'cod', patient.prescription.id);
    expect(cash).toMatchObject({ status: 'awaiting_prescription', paymentStatus: 'due' });
    expect(await stockOf(medicine.id)).toBe(0);
  });
});

describe('limits on open orders of one account', () => {
  it('keeps one unpaid card order per cart: placing it again replaces the unpaid one (decision 065)', async () => {
    const buyer = await signUp(t);
    const product = await createProduct(t.db, { stock: 50 });
    await addToCart(t, buyer, product.id, 1);
    // A card placement leaves the cart as it is, so the same cart can be placed again: it replaces the unpaid order.
    const numbers: string[] = [];
    for (let i = 0; i < 4; i++) numbers.push((await placed(buyer, 'card'))[0]!.number);
    expect((await openOrdersOf(buyer)).map((o) => o.number)).toEqual([numbers[3]]);
    // Cash replaces it too: one order of this cart, and it is the cash one.
    const cash = await place(buyer, 'cod');
    expect(cash.statusCode, cash.body).toBe(201);
    expect((await openOrdersOf(buyer)).map((o) => o.paymentMethod)).toEqual(['cod']);
  });

  it('counts orders waiting for a pharmacist too, cash ones included', async () => {
    const medicine = await createMedicine(t.db, { stock: 50, sellerId: seller.id });
    const { buyer, prescription } = await buyerWithMedicine(medicine.id, 1);
    await placed(buyer, 'cod', prescription.id);
    await addToCart(t, buyer, medicine.id, 1);
    await placed(buyer, 'cod', prescription.id);
    await addToCart(t, buyer, medicine.id, 1);
    await placed(buyer, 'cod', prescription.id);
    await addToCart(t, buyer, medicine.id, 1);
    const fourth = await place(buyer, 'cod', prescription.id);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().code).toBe('TOO_MANY_OPEN_ORDERS');
    expect(await stockOf(medicine.id)).toBe(47);
  });

  it('refuses more than 99 units of one product across open orders with 409 TOO_MANY_UNITS_OPEN', async () => {
    const medicine = await createMedicine(t.db, {
      name: `Oral saline ${randomUUID().slice(0, 6)}`,
      stock: 500,
      sellerId: seller.id,
    });
    const { buyer, prescription } = await buyerWithMedicine(medicine.id, 60);
    await placed(buyer, 'cod', prescription.id);
    await addToCart(t, buyer, medicine.id, 40);
    const over = await place(buyer, 'cod', prescription.id);
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('TOO_MANY_UNITS_OPEN');
    expect(over.json().message).toContain(`${medicine.name}: 60 in your open orders and 40 now.`);
    expect(over.json().message).toContain('at most 99 units');
    await changeCartLine(t, buyer, medicine.id, 39);
    await placed(buyer, 'cod', prescription.id);
    expect(await openOrdersOf(buyer)).toHaveLength(2);
  });
});

describe('GET /api/review/orders shows every order that holds stock', () => {
  it('lists an unpaid card order holding units, which a pharmacist may turn down but not approve', async () => {
    const medicine = await createMedicine(t.db, { stock: 10, sellerId: seller.id });
    const { buyer, prescription } = await buyerWithMedicine(medicine.id, 3);
    const [order] = await placed(buyer, 'card', prescription.id);
    // As an order placed before card orders stopped taking stock at placing was left.
    await t.db.update(orders).set({ stockTaken: true }).where(eq(orders.number, order!.number));
    await t.db
      .update(products)
      .set({ stock: sql`${products.stock} - 3` })
      .where(eq(products.id, medicine.id));

    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/review/orders?limit=100',
      headers: pharmacist.headers,
    });
    expect(queue.statusCode, queue.body).toBe(200);
    expect((queue.json() as OrderReviewPage).items.map((i) => i.order.number)).toContain(order!.number);

    const review = (decision: 'approve' | 'reject') =>
      t.app.inject({
        method: 'POST',
        url: `/api/orders/${order!.number}/review`,
        headers: pharmacist.headers,
        payload: { lines: [{ lineId: order!.lines[0]!.id, decision, reason: 'not_on_prescription' }] },
      });
    const approved = await review('approve');
    expect(approved.statusCode).toBe(409);
    expect(approved.json().code).toBe('ORDER_AWAITING_PAYMENT');
    const rejected = await review('reject');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'void' });
    expect(await stockOf(medicine.id)).toBe(10);
  });
});
