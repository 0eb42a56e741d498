import { randomUUID } from 'node:crypto';
import type { Order } from '@medibazaar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signUp, type SignedIn } from '../../../test/auth.js';
import { createCatalogBasics, createProduct } from '../../../test/factories.js';
import { addToCart } from '../payments/payments.test-helpers.js';
import { seedDeliveryZones } from './delivery.repository.js';
import { latinTextOf } from './pdf.test-helpers.js';
import { scriptRuns } from './pdf-text.js';

let t: TestApp;
let admin: SignedIn;
let seller: SignedIn;
let otherSeller: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  await createCatalogBasics(t.db);
  await seedDeliveryZones(t.db, 'USD');
  [admin, seller, otherSeller] = await Promise.all([
    signUp(t, { role: 'admin' }),
    signUp(t, { role: 'seller' }),
    signUp(t, { role: 'seller' }),
  ]);
});
afterAll(async () => t.close());

/** A buyer's cash order of the seller's two products (2 and 3 units), to an address with a note for the rider. */
async function order() {
  const buyer = await signUp(t);
  const address = await t.app.inject({
    method: 'POST',
    url: '/api/addresses',
    headers: buyer.headers,
    payload: {
      name: 'Rahim Uddin',
      phone: '+8801712345678',
      line1: 'House 4, Road 2',
      area: 'Dhanmondi',
      district: 'dhaka',
      note: 'Ring twice',
    },
  });
  expect(address.statusCode, address.body).toBe(201);
  for (const [name, quantity] of [
    ['Napa 500 mg', 2],
    ['Seclo 20 mg', 3],
  ] as const) {
    const product = await createProduct(t.db, { name, priceCents: 1500, stock: 10, sellerId: seller.id });
    await addToCart(t, buyer, product.id, quantity);
  }
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...buyer.headers, 'idempotency-key': randomUUID() },
    payload: { addressId: address.json().id, paymentMethod: 'cod' },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return { buyer, order: placed.json().orders[0] as Order };
}

const slip = (who: SignedIn | null, number: string, lang?: 'en' | 'bn' | 'fr') =>
  t.app.inject({
    method: 'GET',
    url: `/api/orders/${number}/packing-slip.pdf${lang ? `?lang=${lang}` : ''}`,
    headers: who?.headers ?? {},
  });

describe('the packing slip', () => {
  it("is a PDF for the order's seller and admins: number, address, phone, rider's note, lines and quantities, no prices", async () => {
    const { order: o } = await order();
    for (const who of [seller, admin]) {
      const res = await slip(who, o.number);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toContain('application/pdf');
      expect(res.headers['content-disposition']).toBe(`inline; filename="packing-slip-${o.number}.pdf"`);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const text = latinTextOf(res.rawPayload);
      for (const shown of [
        `Packing slip · ${o.number}`,
        'Rahim Uddin',
        '01712345678',
        'House 4, Road 2',
        'Dhanmondi, Dhaka, Dhaka',
        'Ring twice',
        'Cash on delivery',
        'Napa 500 mg',
        'Seclo 20 mg',
        'Units in all: 5',
      ]) {
        expect(text).toContain(shown);
      }
      expect(text).not.toMatch(/\$\s?\d/);
    }
  });

  it('is written in Bangla when asked, with Latin text in a Latin font beside it', async () => {
    const { order: o } = await order();
    const res = await slip(seller, o.number, 'bn');
    expect(res.statusCode).toBe(200);
    const raw = res.rawPayload.toString('latin1');
    // The Bangla font is embedded, and the order number and the phone are still drawn in Helvetica.
    expect(raw).toMatch(/NotoSansBengali/);
    expect(latinTextOf(res.rawPayload)).toContain(o.number);
    expect(latinTextOf(res.rawPayload)).toContain('01712345678');
    expect((await slip(seller, o.number, 'fr')).statusCode).toBe(400);
  });

  it('prints ? for a character its fonts cannot draw, kept from before entry refused them', async () => {
    const { order: o } = await order();
    await t.db.execute(
      sql`update orders set address = address || '{"name": "Wang 王 Rahim", "note": "Ring 🙂 twice"}'::jsonb where number = ${o.number}`,
    );
    const text = latinTextOf((await slip(seller, o.number)).rawPayload);
    expect(text).toContain('Wang ? Rahim');
    expect(text).toContain('Ring ? twice');
  });

  it('is refused to the buyer (403) and unknown to anyone else (404)', async () => {
    const { buyer, order: o } = await order();
    const mine = await slip(buyer, o.number);
    expect(mine.statusCode).toBe(403);
    expect(mine.json().message).toMatch(/seller and admins/);
    expect((await slip(otherSeller, o.number)).statusCode).toBe(404);
    expect((await slip(await signUp(t), o.number)).statusCode).toBe(404);
    expect((await slip(null, o.number)).statusCode).toBe(401);
    expect((await slip(seller, 'MB-00-000000')).statusCode).toBe(404);
  });
});

describe('scriptRuns', () => {
  it('cuts a text into Bengali runs and the rest, spaces staying with the run before them', () => {
    expect(scriptRuns('প্যাকিং স্লিপ · MB-24-000123')).toEqual([
      { text: 'প্যাকিং স্লিপ ', bengali: true },
      { text: '· MB-24-000123', bengali: false },
    ]);
    expect(scriptRuns('Napa নাপা ৫০০')).toEqual([
      { text: 'Napa ', bengali: false },
      { text: 'নাপা ৫০০', bengali: true },
    ]);
  });
});
