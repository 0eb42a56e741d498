import { and, eq } from 'drizzle-orm';
import { makeImage } from '../../src/modules/uploads/uploads.test-helpers.js';
import { licenceApplication } from '../../src/modules/sellers/sellers.test-helpers.js';
import { adminsOnly, type AccessCase, everyone, headersOf, type MatrixWorld, type Persona } from '../access-matrix.js';
import { createUser, licenseSeller } from '../factories.js';
import { sellerLicences } from '../tables.js';

/** Sellers (and admins, who are refused by the rule of the service rather than the route). */
const SELLERS = { ...everyone(403), visitor: 401, seller: 200, otherSeller: 200, admin: 200 } as const;

const png = async () => ({ bytes: await makeImage('png', 40, 30), type: 'image/png', name: 'licence.png' });

/** Leaves the persona with no application waiting, so it may send one. */
async function noPending(world: MatrixWorld, as: Persona) {
  if (as === 'visitor') return;
  await world.t.db
    .delete(sellerLicences)
    .where(and(eq(sellerLicences.sellerId, world.people[as].id), eq(sellerLicences.status, 'pending')));
}

/** A fresh application of the `seller` persona, sent through the API (its scan is stored). */
async function sellersApplication(world: MatrixWorld): Promise<string> {
  await noPending(world, 'seller');
  const res = await world.t.app.inject(await licenceApplication(world.people.seller.headers, await png()));
  if (res.statusCode !== 201) throw new Error(`application failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: string }).id;
}

/** A pending licence of a seller of its own. */
async function pendingLicence(world: MatrixWorld): Promise<string> {
  const seller = await createUser(world.t.db, { role: 'seller' });
  return (await licenseSeller(world.t.db, seller.id, { status: 'pending' })).id;
}

export const accessCases: AccessCase[] = [
  {
    route: 'POST /api/seller-licences',
    name: 'applying with a licence',
    request: async (world, as) => {
      await noPending(world, as);
      return licenceApplication(headersOf(world, as), await png());
    },
    // An admin passes the route's rule; the shop's own products need no licence (403 ONLY_SELLERS_APPLY).
    expect: { ...SELLERS, seller: 201, otherSeller: 201, admin: 403 },
  },
  {
    route: 'GET /api/seller-licences/mine',
    name: "one's own applications",
    request: (world, as) => ({ method: 'GET', url: '/api/seller-licences/mine', headers: headersOf(world, as) }),
    expect: SELLERS,
  },
  {
    route: 'GET /api/seller-licences',
    name: 'the admins’ queue',
    request: (world, as) => ({ method: 'GET', url: '/api/seller-licences', headers: headersOf(world, as) }),
    expect: adminsOnly(),
  },
  {
    route: 'GET /api/seller-licences/:id/scan',
    name: 'the `seller` persona’s scan',
    request: async (world, as) => ({
      method: 'GET',
      url: `/api/seller-licences/${await sellersApplication(world)}/scan`,
      headers: headersOf(world, as),
    }),
    expect: { ...SELLERS, otherSeller: 404 },
  },
  {
    route: 'POST /api/seller-licences/:id/approve',
    name: 'approving a pending licence',
    request: async (world, as) => ({
      method: 'POST',
      url: `/api/seller-licences/${await pendingLicence(world)}/approve`,
      headers: headersOf(world, as),
    }),
    expect: adminsOnly(),
  },
  {
    route: 'POST /api/seller-licences/:id/reject',
    name: 'rejecting a pending licence with a reason',
    request: async (world, as) => ({
      method: 'POST',
      url: `/api/seller-licences/${await pendingLicence(world)}/reject`,
      headers: headersOf(world, as),
      payload: { reason: 'The scan is blurred' },
    }),
    expect: adminsOnly(),
  },
];
