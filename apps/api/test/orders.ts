import { randomUUID } from 'node:crypto';
import type { Order } from '@medibazaar/contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from './app.js';
import type { SignedIn } from './auth.js';
import { products } from './tables.js';

/** A delivery address in Dhaka, the district every seeded zone delivers to. */
export const DHAKA_ADDRESS = {
  name: 'Rahim Uddin',
  phone: '+8801712345678',
  line1: 'House 4, Road 2',
  area: 'Dhanmondi',
  district: 'dhaka',
};

/**
 * What order tests do again and again, on the app `app()` returns (the file's app, made in its
 * `beforeAll`): read a product's stock, add an address, place orders.
 */
export function orderHelpers(app: () => TestApp) {
  const stockOf = async (id: string) =>
    (await app().db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;

  async function addAddress(who: SignedIn, body: Record<string, unknown> = DHAKA_ADDRESS) {
    const res = await app().app.inject({ method: 'POST', url: '/api/addresses', headers: who.headers, payload: body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; isDefault: boolean; phone: string; division: string };
  }

  function place(who: SignedIn, payload: Record<string, unknown>, key: string | null = randomUUID()) {
    return app().app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...who.headers, ...(key ? { 'idempotency-key': key } : {}) },
      payload,
    });
  }

  async function placeCod(who: SignedIn, addressId: string) {
    const res = await place(who, { addressId, paymentMethod: 'cod' });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().orders as Order[];
  }

  return { stockOf, addAddress, place, placeCod };
}
