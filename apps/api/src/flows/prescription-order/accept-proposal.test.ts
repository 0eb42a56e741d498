import type { CartItem, PrescriptionRequest } from '@medibazaar/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signUp, type SignedIn } from '../../../test/auth.js';
import { createCatalogBasics, createPrescription, createProduct } from '../../../test/factories.js';
import { orderHelpers } from '../../../test/orders.js';
import { auditLog, prescriptionRequests, prescriptions, products } from '../../../test/tables.js';

// Accepting a pharmacist's order (flows/prescription-order): the answer and the cart in one
// transaction, so a line the cart cannot take leaves neither.

let t: TestApp;
let pharmacist: SignedIn;
const { addAddress } = orderHelpers(() => t);

beforeAll(async () => {
  t = await createTestApp();
  await createCatalogBasics(t.db);
  pharmacist = await signUp(t, { role: 'pharmacist' });
});
afterAll(async () => {
  await t?.close();
});

const cartOf = async (who: SignedIn) =>
  (await t.app.inject({ method: 'GET', url: '/api/carts', headers: who.headers })).json() as CartItem[];
const accept = (who: SignedIn, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/prescription-requests/${id}/accept`, headers: who.headers });

/** A shopper's request the pharmacist has answered with these lines. */
async function proposedTo(shopper: SignedIn, lines: { productId: string; quantity: number }[]) {
  const prescription = await createPrescription(t.db, shopper.id, { patientName: 'Nasrin Akter' });
  await t.db
    .update(prescriptions)
    .set({ status: 'approved', validUntil: '2099-12-31', reviewedAt: new Date() })
    .where(eq(prescriptions.id, prescription.id));
  const address = await addAddress(shopper);
  const asked = await t.app.inject({
    method: 'POST',
    url: '/api/prescription-requests',
    headers: shopper.headers,
    payload: { prescriptionId: prescription.id, addressId: address.id },
  });
  expect(asked.statusCode, asked.body).toBe(201);
  const { id } = asked.json() as PrescriptionRequest;
  const proposed = await t.app.inject({
    method: 'PUT',
    url: `/api/prescription-requests/${id}/proposal`,
    headers: pharmacist.headers,
    payload: { lines },
  });
  expect(proposed.statusCode, proposed.body).toBe(200);
  return id;
}

describe('accepting an order built from a prescription', () => {
  it('puts every line in the cart with the answer, adding to a line already there', async () => {
    const shopper = await signUp(t);
    const [a, b] = await Promise.all([
      createProduct(t.db, { priceCents: 500, stock: 30 }),
      createProduct(t.db, { priceCents: 700, stock: 30 }),
    ]);
    const before = await t.app.inject({
      method: 'POST',
      url: '/api/carts',
      headers: shopper.headers,
      payload: { menuId: a.id, quantity: 1 },
    });
    expect(before.statusCode).toBe(201);
    const id = await proposedTo(shopper, [
      { productId: a.id, quantity: 2 },
      { productId: b.id, quantity: 3 },
    ]);

    const res = await accept(shopper, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'accepted' });
    const cart = await cartOf(shopper);
    expect(Object.fromEntries(cart.map((l) => [l.menuId, l.quantity]))).toEqual({ [a.id]: 3, [b.id]: 3 });
    // Accepting again adds nothing: the request has moved on.
    expect((await accept(shopper, id)).json().code).toBe('PRESCRIPTION_REQUEST_MOVED_ON');
    expect((await cartOf(shopper)).reduce((n, l) => n + l.quantity, 0)).toBe(6);
  });

  it('refuses with the line the cart cannot take, and keeps neither the answer nor the other lines', async () => {
    const shopper = await signUp(t);
    const [plenty, scarce] = await Promise.all([
      createProduct(t.db, { name: 'Plenty 10 mg', stock: 30 }),
      createProduct(t.db, { name: 'Scarce 5 mg', stock: 30 }),
    ]);
    const id = await proposedTo(shopper, [
      { productId: plenty.id, quantity: 1 },
      { productId: scarce.id, quantity: 4 },
    ]);
    // Sold elsewhere since the pharmacist built the order.
    await t.db.update(products).set({ stock: 2 }).where(eq(products.id, scarce.id));

    const refused = await accept(shopper, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'NOT_ENOUGH_STOCK' });
    expect(refused.json().message).toContain('Scarce 5 mg');
    expect(await cartOf(shopper)).toEqual([]);
    const [row] = await t.db.select().from(prescriptionRequests).where(eq(prescriptionRequests.id, id));
    expect(row!.status).toBe('proposed');
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectId, id), eq(auditLog.action, 'prescription_request.accepted')));
    expect(audited).toHaveLength(0);

    // Restocked, the same answer goes through.
    await t.db.update(products).set({ stock: 10 }).where(eq(products.id, scarce.id));
    expect((await accept(shopper, id)).statusCode).toBe(200);
    expect((await cartOf(shopper)).map((l) => l.quantity).sort()).toEqual([1, 4]);
  });
});
