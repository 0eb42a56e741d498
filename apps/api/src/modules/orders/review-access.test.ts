import { randomUUID } from 'node:crypto';
import type { Order } from '@medibazaar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signUp, type SignedIn } from '../../../test/auth.js';
import { createCatalogBasics, createMedicine, createPrescription, createProduct } from '../../../test/factories.js';
import { addToCart, dhakaAddress } from '../payments/payments.test-helpers.js';

/** What a pharmacist may do to orders through the review's routes, and what they learn. */

let t: TestApp;
let pharmacist: SignedIn;
let otherPharmacist: SignedIn;
let seller: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  await createCatalogBasics(t.db);
  [pharmacist, otherPharmacist, seller] = await Promise.all([
    signUp(t, { role: 'pharmacist' }),
    signUp(t, { role: 'pharmacist' }),
    signUp(t, { role: 'seller' }),
  ]);
});
afterAll(async () => t.close());

async function placeCod(who: SignedIn, prescriptionId?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...who.headers, 'idempotency-key': randomUUID() },
    payload: {
      addressId: await dhakaAddress(t, who),
      paymentMethod: 'cod',
      ...(prescriptionId ? { prescriptionId } : {}),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json().orders as Order[])[0]!;
}

/** A cash order of a prescription medicine, waiting for a pharmacist, placed by `buyer`. */
async function orderAwaitingReview(buyer: SignedIn) {
  const medicine = await createMedicine(t.db, { stock: 10, sellerId: seller.id });
  await addToCart(t, buyer, medicine.id, 2);
  const prescription = await createPrescription(t.db, buyer.id, { status: 'approved' });
  return placeCod(buyer, prescription.id);
}

const call = (who: SignedIn, method: 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

const claim = (who: SignedIn, number: string) => call(who, 'POST', `/api/orders/${number}/claim`);
const release = (who: SignedIn, number: string) => call(who, 'DELETE', `/api/orders/${number}/claim`);
const review = (who: SignedIn, order: Order) =>
  call(who, 'POST', `/api/orders/${order.number}/review`, {
    lines: [{ lineId: order.lines[0]!.id, decision: 'approve' }],
  });

/** Nothing of the order in the answer: not its buyer, address, phone or status. */
function expectNothingOf(res: { statusCode: number; body: string }, order: Order) {
  expect(res.statusCode, res.body).toBe(404);
  expect(JSON.parse(res.body)).toMatchObject({
    code: 'ORDER_NOT_FOUND',
    message: 'No order waiting for a review has this number.',
  });
  for (const fact of [order.buyerEmail, order.buyerName!, order.address.phone, order.address.line1, order.status]) {
    expect(res.body).not.toContain(fact);
  }
}

describe('claims and reviews of orders not waiting for a review', () => {
  it('answer 404 with nothing of an ordinary order, on every route', async () => {
    const buyer = await signUp(t, { name: 'Nusrat Jahan' });
    const product = await createProduct(t.db, { stock: 10 });
    await addToCart(t, buyer, product.id, 1);
    const order = await placeCod(buyer);
    expect(order.status).toBe('placed');
    expectNothingOf(await release(pharmacist, order.number), order);
    expectNothingOf(await claim(pharmacist, order.number), order);
    expectNothingOf(await review(pharmacist, order), order);
  });

  it('answer 404 once an order is reviewed, as for one that does not exist', async () => {
    const buyer = await signUp(t);
    const order = await orderAwaitingReview(buyer);
    expect((await review(pharmacist, order)).statusCode).toBe(200);
    const confirmed = { ...order, status: 'confirmed' as const };
    expectNothingOf(await claim(otherPharmacist, order.number), confirmed);
    expectNothingOf(await review(otherPharmacist, order), confirmed);
    expectNothingOf(await release(otherPharmacist, order.number), confirmed);
    const unknown = await claim(otherPharmacist, 'MB-26-999999');
    expect(unknown.json()).toEqual((await claim(otherPharmacist, order.number)).json());
  });

  it('still let a pharmacist claim, release and review an order waiting for them', async () => {
    const order = await orderAwaitingReview(await signUp(t));
    expect((await claim(pharmacist, order.number)).statusCode).toBe(200);
    const released = await release(pharmacist, order.number);
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json().claim).toBeNull();
    expect((await review(pharmacist, order)).json()).toMatchObject({ status: 'confirmed' });
  });
});

describe('a pharmacist’s own order', () => {
  it('cannot be claimed or reviewed by them (409 OWN_ORDER_REVIEW); another pharmacist reviews it', async () => {
    const order = await orderAwaitingReview(pharmacist);
    for (const res of [await claim(pharmacist, order.number), await review(pharmacist, order)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'OWN_ORDER_REVIEW',
        message: 'You placed this order yourself: another pharmacist must review it.',
      });
    }
    const byColleague = await review(otherPharmacist, order);
    expect(byColleague.statusCode, byColleague.body).toBe(200);
    expect(byColleague.json()).toMatchObject({ status: 'confirmed' });
  });
});
