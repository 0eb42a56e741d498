import type { ReturnListPage } from '@medibazaar/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signUp, type SignedIn } from '../../../test/auth.js';
import { createCatalogBasics } from '../../../test/factories.js';
import { orderReturns } from '../../../test/tables.js';
import { openReturn } from './returns.test-helpers.js';

// The return requests sellers and admins decide (decision 072): a seller's own orders only, open
// ones first, then those decided lately; paged like every other list.

let t: TestApp;
let seller: SignedIn;
let otherSeller: SignedIn;
let admin: SignedIn;
let pharmacist: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  await createCatalogBasics(t.db);
  [seller, otherSeller, admin, pharmacist] = await Promise.all([
    signUp(t, { role: 'seller' }),
    signUp(t, { role: 'seller' }),
    signUp(t, { role: 'admin' }),
    signUp(t, { role: 'pharmacist' }),
  ]);
});
afterAll(async () => {
  await t?.close();
});

const list = async (who: SignedIn | null, query = '') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/order-returns${query}`,
    ...(who ? { headers: who.headers } : {}),
  });
  return res;
};
const numbersOf = (page: ReturnListPage) => page.items.map((r) => r.orderNumber);

describe('GET /api/order-returns', () => {
  it('shows a seller the requests on their own orders only, and an admin every one', async () => {
    const mine = await openReturn(t, seller, admin);
    const theirs = await openReturn(t, otherSeller, admin);
    const shops = await openReturn(t, null, admin);

    const forSeller = (await list(seller)).json() as ReturnListPage;
    expect(numbersOf(forSeller)).toEqual([mine.number]);
    expect(forSeller.total).toBe(1);
    expect(forSeller.items[0]).toMatchObject({
      id: mine.returnId,
      status: 'requested',
      reason: 'The strip arrived crushed.',
      buyer: mine.buyer.name,
      askedBy: mine.buyer.name,
      photoCount: 0,
    });
    expect(forSeller.items[0]!.lines).toHaveLength(1);
    expect(forSeller.items[0]!.lines[0]!.quantity).toBe(1);
    expect(numbersOf((await list(otherSeller)).json())).toEqual([theirs.number]);
    const forAdmin = (await list(admin)).json() as ReturnListPage;
    expect(numbersOf(forAdmin)).toEqual(expect.arrayContaining([mine.number, theirs.number, shops.number]));

    expect((await list(pharmacist)).statusCode).toBe(403);
    expect((await list(mine.buyer)).statusCode).toBe(403);
    expect((await list(null)).statusCode).toBe(401);
    expect((await list(seller, '?status=closed')).json()).toMatchObject({ statusCode: 400, field: 'status' });
  });

  it('lists open requests first, then those decided lately, a page at a time', async () => {
    const sellerC = await signUp(t, { role: 'seller' });
    const first = await openReturn(t, sellerC, admin);
    const second = await openReturn(t, sellerC, admin);
    const decided = await openReturn(t, sellerC, admin);
    const old = await openReturn(t, sellerC, admin);
    for (const r of [decided, old]) {
      const refused = await t.app.inject({
        method: 'POST',
        url: `/api/orders/${r.number}/returns/${r.returnId}/refuse`,
        headers: sellerC.headers,
        payload: { reason: 'The seal was broken after delivery.' },
      });
      expect(refused.statusCode, refused.body).toBe(200);
    }
    // Decided long ago: off the list.
    await t.db
      .update(orderReturns)
      .set({ decidedAt: sql`now() - interval '40 days'` })
      .where(eq(orderReturns.id, old.returnId));

    const all = (await list(sellerC)).json() as ReturnListPage;
    expect(numbersOf(all)).toEqual([second.number, first.number, decided.number]);
    expect(all.items.map((r) => r.status)).toEqual(['requested', 'requested', 'refused']);

    const page2 = (await list(sellerC, '?limit=2&page=2')).json() as ReturnListPage;
    expect(page2).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(numbersOf(page2)).toEqual([decided.number]);
    const refusedOnly = (await list(sellerC, '?status=refused')).json() as ReturnListPage;
    expect(numbersOf(refusedOnly)).toEqual([decided.number]);
    expect(refusedOnly.items[0]).toMatchObject({
      refusal: 'The seal was broken after delivery.',
      decidedBy: sellerC.name,
    });
    expect(((await list(sellerC, '?status=requested')).json() as ReturnListPage).total).toBe(2);
  });
});
