import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { DHAKA_ADDRESS, orderHelpers } from '../../../test/orders.js';
import { signUp, type SignedIn } from '../../../test/auth.js';
import { createCatalogBasics, createProduct } from '../../../test/factories.js';
import { seedDeliveryZones } from '../../modules/orders/delivery.repository.js';
import { addToCart, getCart } from '../../modules/payments/payments.test-helpers.js';

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

const dhaka = DHAKA_ADDRESS;
const { stockOf, addAddress, place, placeCod } = orderHelpers(() => t);

describe('placing orders', () => {
  it('prices on the server: client amounts are refused, fees come from the zone', async () => {
    const buyer = await signUp(t);
    const address = await addAddress(buyer);
    const product = await createProduct(t.db, { priceCents: 1000, discountPercent: 10, stock: 5 });
    await addToCart(t, buyer, product.id, 3);
    const sneaky = await place(buyer, { addressId: address.id, paymentMethod: 'cod', total: 0.01 });
    expect(sneaky.statusCode).toBe(400);
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/orders/quote',
      headers: buyer.headers,
      payload: { addressId: address.id },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    // 3 × $9.00 = $27.00, Dhaka city: $0.50 fee ($60 / 120), free from $8.33: free here.
    const zones = (await t.app.inject({ method: 'GET', url: '/api/delivery-zones' })).json();
    const dhakaZone = zones.find((z: { districts: string[] }) => z.districts.includes('dhaka'));
    const expectedFee = 27 >= (dhakaZone.freeAbove ?? Infinity) ? 0 : dhakaZone.fee;
    expect(quote.json()).toMatchObject({ itemsTotal: 27, deliveryFee: expectedFee, total: 27 + expectedFee });
    const [order] = await placeCod(buyer, address.id);
    expect(order).toMatchObject({
      status: 'placed',
      paymentMethod: 'cod',
      paymentStatus: 'due',
      itemsTotal: 27,
      deliveryFee: expectedFee,
      total: 27 + expectedFee,
      allowedNext: ['cancelled'],
    });
    expect(order!.number).toMatch(/^MB-\d{2}-\d{6}$/);
    expect(order!.lines).toEqual([expect.objectContaining({ quantity: 3, unitPrice: 9, lineTotal: 27 })]);
    expect(await stockOf(product.id)).toBe(2);
    expect(await getCart(t, buyer)).toEqual([]);
  });

  it('charges the fee below the free-delivery threshold', async () => {
    const zone = await t.app.inject({
      method: 'POST',
      url: '/api/delivery-zones',
      headers: admin.headers,
      payload: {
        nameEn: 'Khulna town',
        nameBn: 'খুলনা শহর',
        districts: ['khulna'],
        fee: 1.5,
        freeAbove: 100,
        minDays: 2,
        maxDays: 3,
        codAllowed: true,
      },
    });
    expect(zone.statusCode, zone.body).toBe(201);
    const buyer = await signUp(t);
    const address = await addAddress(buyer, { ...dhaka, district: 'khulna' });
    const product = await createProduct(t.db, { priceCents: 1234, stock: 5 });
    await addToCart(t, buyer, product.id, 1);
    const [order] = await placeCod(buyer, address.id);
    expect(order).toMatchObject({ itemsTotal: 12.34, deliveryFee: 1.5, total: 13.84, minDays: 2, maxDays: 3 });
  });

  it('splits two sellers’ lines into one order each', async () => {
    const buyer = await signUp(t);
    const address = await addAddress(buyer);
    const a = await createProduct(t.db, { sellerId: seller.id, stock: 5 });
    const b = await createProduct(t.db, { sellerId: otherSeller.id, stock: 5 });
    await addToCart(t, buyer, a.id, 1);
    await addToCart(t, buyer, b.id, 2);
    const placed = await placeCod(buyer, address.id);
    expect(placed).toHaveLength(2);
    expect(placed.map((o) => o.sellerEmail).sort()).toEqual([seller.email, otherSeller.email].sort());
    expect(new Set(placed.map((o) => o.number)).size).toBe(2);
  });

  it('is idempotent: the same key places once and answers the same orders', async () => {
    const buyer = await signUp(t);
    const address = await addAddress(buyer);
    const product = await createProduct(t.db, { stock: 5 });
    await addToCart(t, buyer, product.id, 2);
    const key = randomUUID();
    const [first, second] = await Promise.all([
      place(buyer, { addressId: address.id, paymentMethod: 'cod' }, key),
      place(buyer, { addressId: address.id, paymentMethod: 'cod' }, key),
    ]);
    const codes = [first!.statusCode, second!.statusCode].sort();
    expect(codes).toEqual([200, 201]);
    expect(first!.json().orders[0].number).toBe(second!.json().orders[0].number);
    expect(await stockOf(product.id)).toBe(3);
    const third = await place(buyer, { addressId: address.id, paymentMethod: 'card' }, key);
    expect(third.statusCode).toBe(409);
    expect(third.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    const none = await place(buyer, { addressId: address.id, paymentMethod: 'cod' }, null);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REQUIRED', field: 'Idempotency-Key' });
  });

  it('never takes stock below zero when buyers order the last units at once', async () => {
    const product = await createProduct(t.db, { stock: 3 });
    const buyers = await Promise.all(Array.from({ length: 5 }, () => signUp(t)));
    const addresses = await Promise.all(buyers.map((b) => addAddress(b)));
    for (const b of buyers) await addToCart(t, b, product.id, 1);
    const results = await Promise.all(
      buyers.map((b, i) => place(b, { addressId: addresses[i]!.id, paymentMethod: 'cod' })),
    );
    const ok = results.filter((r) => r.statusCode === 201);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(ok).toHaveLength(3);
    for (const r of refused) expect(r.json().code).toBe('OUT_OF_STOCK');
    expect(await stockOf(product.id)).toBe(0);
  });

  it('refuses cash on delivery where the zone does not offer it, and an unknown district zone', async () => {
    const zone = await t.app.inject({
      method: 'POST',
      url: '/api/delivery-zones',
      headers: admin.headers,
      payload: {
        nameEn: 'Hill tracts',
        nameBn: 'পার্বত্য',
        districts: ['bandarban'],
        fee: 3,
        freeAbove: null,
        minDays: 3,
        maxDays: 6,
        codAllowed: false,
      },
    });
    expect(zone.statusCode, zone.body).toBe(201);
    const buyer = await signUp(t);
    const address = await addAddress(buyer, { ...dhaka, district: 'bandarban' });
    const product = await createProduct(t.db, { stock: 5 });
    await addToCart(t, buyer, product.id, 1);
    const res = await place(buyer, { addressId: address.id, paymentMethod: 'cod' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('COD_NOT_AVAILABLE');
    expect(await stockOf(product.id)).toBe(5);
  });

  it('places only to the caller’s own address', async () => {
    const buyer = await signUp(t);
    const other = await signUp(t);
    const theirs = await addAddress(other);
    const product = await createProduct(t.db, { stock: 5 });
    await addToCart(t, buyer, product.id, 1);
    const res = await place(buyer, { addressId: theirs.id, paymentMethod: 'cod' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ADDRESS_NOT_FOUND');
  });
});
