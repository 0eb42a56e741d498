import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signUp, type SignedIn } from '../../../test/auth.js';
import { createCatalogBasics, createPaidOrder, createProduct } from '../../../test/factories.js';
import { orders, products, users } from '../../../test/tables.js';

const DAY = 86_400_000;
/** YYYY-MM-DD of a moment, in UTC. */
const utcDay = (d: Date) => d.toISOString().slice(0, 10);

let t: TestApp;
let sellerA: SignedIn;
let sellerB: SignedIn;
let admin: SignedIn;
let shopper: SignedIn;
const now = new Date();
const threeDaysAgo = new Date(now.getTime() - 3 * DAY);

beforeAll(async () => {
  t = await createTestApp();
  await createCatalogBasics(t.db);
  [sellerA, sellerB, admin, shopper] = await Promise.all([
    signUp(t, { role: 'seller' }),
    signUp(t, { role: 'seller' }),
    signUp(t, { role: 'admin' }),
    signUp(t),
  ]);
  const pA = await createProduct(t.db, { sellerId: sellerA.id, category: 'OTC Medicine' });
  const pB = await createProduct(t.db, { sellerId: sellerB.id, category: 'Devices' });
  const pShop = await createProduct(t.db, { sellerId: null, category: 'Baby Care' });
  // 1: succeeded today — A 2 × $10.00, B 1 × $5.50
  await createPaidOrder(t.db, {
    createdAt: now,
    lines: [
      { product: pA, quantity: 2, unitPriceCents: 1000 },
      { product: pB, quantity: 1, unitPriceCents: 550 },
    ],
  });
  // 2: succeeded three days ago — A 1 × $9.99
  await createPaidOrder(t.db, { createdAt: threeDaysAgo, lines: [{ product: pA, quantity: 1, unitPriceCents: 999 }] });
  // 3: failed today — A 5 × $10.00 (an order, but no revenue)
  await createPaidOrder(t.db, {
    status: 'failed',
    createdAt: now,
    lines: [{ product: pA, quantity: 5, unitPriceCents: 1000 }],
  });
  // 4: pending today — the shop's own product 1 × $3.00
  await createPaidOrder(t.db, {
    status: 'pending',
    createdAt: now,
    lines: [{ product: pShop, quantity: 1, unitPriceCents: 300 }],
  });
  // 5: succeeded 40 days ago — B 4 × $2.50 (outside the 30-day charts)
  await createPaidOrder(t.db, {
    createdAt: new Date(now.getTime() - 40 * DAY),
    lines: [{ product: pB, quantity: 4, unitPriceCents: 250 }],
  });
});
afterAll(async () => t.close());

const get = (url: string, who: SignedIn | null) => t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });

describe('GET /api/admin-stats', () => {
  it('counts orders, not payments: payment rows without orders are neither orders nor revenue (decision 065)', async () => {
    const res = await get('/api/admin-stats', admin);
    expect(res.statusCode).toBe(200);
    // Five payments and no order: the figures come from orders (flows/place-order/order-truths.test.ts).
    expect(res.json()).toEqual({
      revenue: 0,
      orders: await t.db.$count(orders),
      products: await t.db.$count(products),
      users: await t.db.$count(users),
    });
  });

  it('is for admins only', async () => {
    expect((await get('/api/admin-stats', null)).statusCode).toBe(401);
    expect((await get('/api/admin-stats', shopper)).statusCode).toBe(403);
    expect((await get('/api/admin-stats', sellerA)).statusCode).toBe(403);
  });
});

describe('GET /api/admin-stats-seller/:email', () => {
  it("counts the seller's own orders, not payment lines: payments without orders add nothing", async () => {
    const a = await get(`/api/admin-stats-seller/${encodeURIComponent(sellerA.email)}`, sellerA);
    expect(a.statusCode).toBe(200);
    expect(a.json()).toEqual({ revenue: 0, orders: 0, products: 1 });

    const b = await get(`/api/admin-stats-seller/${encodeURIComponent(sellerB.email)}`, admin);
    expect(b.json()).toEqual({ revenue: 0, orders: 0, products: 1 });
  });

  it('matches the email whatever its case', async () => {
    const res = await get(`/api/admin-stats-seller/${encodeURIComponent(sellerA.email.toUpperCase())}`, sellerA);
    expect(res.statusCode).toBe(200);
    expect(res.json().products).toBe(1);
  });

  it("hides another seller's figures (404) and answers 404 for an unknown email", async () => {
    const other = await get(`/api/admin-stats-seller/${encodeURIComponent(sellerB.email)}`, sellerA);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('15.5');
    expect((await get('/api/admin-stats-seller/nobody%40example.test', admin)).statusCode).toBe(404);
  });

  it('is for sellers and admins', async () => {
    expect((await get(`/api/admin-stats-seller/${shopper.email}`, null)).statusCode).toBe(401);
    expect((await get(`/api/admin-stats-seller/${shopper.email}`, shopper)).statusCode).toBe(403);
  });
});

describe('GET /api/admin-stats/revenue-by-day', () => {
  it('gives every one of the last 30 days, zeros included, oldest first', async () => {
    const res = await get('/api/admin-stats/revenue-by-day?days=30', admin);
    expect(res.statusCode).toBe(200);
    const days: { date: string; revenue: number; orders: number }[] = res.json();
    expect(days).toHaveLength(30);
    expect(days[29]!.date).toBe(utcDay(now));
    expect(days[0]!.date).toBe(utcDay(new Date(now.getTime() - 29 * DAY)));
    expect(days[29]).toEqual({ date: utcDay(now), revenue: 25.5, orders: 1 });
    expect(days.find((d) => d.date === utcDay(threeDaysAgo))).toEqual({
      date: utcDay(threeDaysAgo),
      revenue: 9.99,
      orders: 1,
    });
    expect(days.filter((d) => d.revenue === 0)).toHaveLength(28);
    expect(days.reduce((s, d) => s + d.revenue * 100, 0)).toBeCloseTo(3549);
  });

  it('defaults to 30 days and refuses a bad period or time zone', async () => {
    expect((await get('/api/admin-stats/revenue-by-day', admin)).json()).toHaveLength(30);
    expect((await get('/api/admin-stats/revenue-by-day?days=7', admin)).json()).toHaveLength(7);
    for (const q of ['days=0', 'days=400', 'days=ten', 'tz=Mars%2FOlympus', "tz=UTC'%3B%20drop%20table%20users"]) {
      const res = await get(`/api/admin-stats/revenue-by-day?${q}`, admin);
      expect(res.statusCode, q).toBe(400);
    }
  });
});

describe('GET /api/admin-stats/sales-by-category', () => {
  it('gives every category with the succeeded sales in it, largest first', async () => {
    const res = await get('/api/admin-stats/sales-by-category', admin);
    expect(res.statusCode).toBe(200);
    const rows: { category: string; revenue: number; quantity: number }[] = res.json();
    // Every category: the spec's eight and Prescription Medicine.
    expect(rows).toHaveLength(9);
    expect(rows[0]).toEqual({ category: 'OTC Medicine', revenue: 29.99, quantity: 3 });
    expect(rows[1]).toEqual({ category: 'Devices', revenue: 15.5, quantity: 5 });
    expect(rows.find((r) => r.category === 'Baby Care')).toEqual({ category: 'Baby Care', revenue: 0, quantity: 0 });
    expect(rows.find((r) => r.category === 'Prescription Medicine')).toEqual({
      category: 'Prescription Medicine',
      revenue: 0,
      quantity: 0,
    });
  });

  it('is for admins only', async () => {
    expect((await get('/api/admin-stats/sales-by-category', sellerA)).statusCode).toBe(403);
  });
});

describe('GET /api/admin-stats-seller/:email/revenue-by-day', () => {
  it("gives the seller's own revenue per day", async () => {
    const res = await get(`/api/admin-stats-seller/${encodeURIComponent(sellerA.email)}/revenue-by-day`, sellerA);
    expect(res.statusCode).toBe(200);
    const days: { date: string; revenue: number; orders: number }[] = res.json();
    expect(days).toHaveLength(30);
    expect(days[29]).toEqual({ date: utcDay(now), revenue: 20, orders: 1 });
    expect(days.find((d) => d.date === utcDay(threeDaysAgo))?.revenue).toBe(9.99);
    expect(days.reduce((s, d) => s + d.orders, 0)).toBe(2);
  });

  it("hides another seller's days", async () => {
    const res = await get(`/api/admin-stats-seller/${encodeURIComponent(sellerB.email)}/revenue-by-day`, sellerA);
    expect(res.statusCode).toBe(404);
  });
});

describe('days in a time zone', () => {
  it('puts a sale at 00:30 in Dhaka on that Dhaka day, not on the UTC day before', async () => {
    const other = await createTestApp();
    try {
      await createCatalogBasics(other.db);
      const admin2 = await signUp(other, { role: 'admin' });
      const dhakaToday = new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 10);
      const at = new Date(`${dhakaToday}T00:30:00+06:00`);
      const p = await createProduct(other.db);
      await createPaidOrder(other.db, { createdAt: at, lines: [{ product: p, unitPriceCents: 700 }] });
      const inDhaka = (
        await other.app.inject({
          method: 'GET',
          url: '/api/admin-stats/revenue-by-day?days=3&tz=Asia%2FDhaka',
          headers: admin2.headers,
        })
      ).json();
      expect(inDhaka.find((d: { date: string }) => d.date === dhakaToday)?.revenue).toBe(7);
      const inUtc = (
        await other.app.inject({
          method: 'GET',
          url: '/api/admin-stats/revenue-by-day?days=3',
          headers: admin2.headers,
        })
      ).json();
      expect(inUtc.find((d: { date: string }) => d.date === utcDay(at))?.revenue).toBe(7);
      expect(utcDay(at)).not.toBe(dhakaToday);
    } finally {
      await other.close();
    }
  });
});

describe('cost', () => {
  it('runs the same statements however many payments there are', async () => {
    const before = await get('/api/admin-stats', admin);
    const p = await createProduct(t.db, { sellerId: sellerA.id });
    for (let i = 0; i < 20; i++) await createPaidOrder(t.db, { lines: [{ product: p, unitPriceCents: 100 }] });
    const after = await get('/api/admin-stats', admin);
    // Payments are not orders (decision 065): the count stays, and so does the cost.
    expect(after.json().orders).toBe(before.json().orders);
    expect(after.headers['x-sql-statements']).toBe(before.headers['x-sql-statements']);
  });
});
