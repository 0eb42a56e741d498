import { eq } from 'drizzle-orm';
import { type AccessCase, everyone, headersOf, type MatrixWorld, type Persona, signedIn } from '../access-matrix.js';
import { createPrescription, createProduct } from '../factories.js';
import { DHAKA_ADDRESS } from '../orders.js';
import { addresses, prescriptionRequests } from '../tables.js';

/** The `user` persona's request: its shopper, pharmacists and admins see it; to anyone else it does not exist. */
const OWNER_AND_REVIEWERS = { ...everyone(404), visitor: 401, user: 200, pharmacist: 200, admin: 200 };
/** Only its shopper answers it; to anyone else signed in it does not exist. */
const OWNER_ONLY = { ...everyone(404), visitor: 401, user: 200 };

/** A request of `who`, straight into the tables (the form's own checks have their tests). */
async function requestOf(world: MatrixWorld, who: Exclude<Persona, 'visitor'>, approved = false) {
  const owner = world.people[who];
  const prescription = await createPrescription(world.t.db, owner.id, approved ? { status: 'approved' } : {});
  const [address] = await world.t.db
    .insert(addresses)
    .values({ ...DHAKA_ADDRESS, phone: '01712345678', division: 'dhaka', userId: owner.id })
    .returning({ id: addresses.id });
  const [row] = await world.t.db
    .insert(prescriptionRequests)
    .values({ buyerId: owner.id, prescriptionId: prescription.id, addressId: address!.id })
    .returning({ id: prescriptionRequests.id });
  return { id: row!.id, prescriptionId: prescription.id, addressId: address!.id };
}

/** The `user` persona's request with a pharmacist's proposal waiting for an answer. */
async function proposedRequest(world: MatrixWorld) {
  const request = await requestOf(world, 'user');
  await world.t.db
    .update(prescriptionRequests)
    .set({ status: 'proposed', proposedAt: new Date(), answerBy: new Date(Date.now() + 3_600_000) })
    .where(eq(prescriptionRequests.id, request.id));
  return request.id;
}

export const accessCases: AccessCase[] = [
  {
    route: 'POST /api/prescription-requests',
    name: 'an order asked for with one of your own prescriptions',
    request: async (world, as) => {
      // Each caller's own prescription and address (a visitor borrows the user's, and is asked to sign in).
      const who = as === 'visitor' ? 'user' : as;
      const prescription = await createPrescription(world.t.db, world.people[who].id);
      const [address] = await world.t.db
        .insert(addresses)
        .values({ ...DHAKA_ADDRESS, phone: '01712345678', division: 'dhaka', userId: world.people[who].id })
        .returning({ id: addresses.id });
      await world.t.db
        .update(prescriptionRequests)
        .set({ status: 'cancelled' })
        .where(eq(prescriptionRequests.buyerId, world.people[who].id));
      return {
        method: 'POST',
        url: '/api/prescription-requests',
        headers: headersOf(world, as),
        payload: { prescriptionId: prescription.id, addressId: address!.id },
      };
    },
    expect: signedIn(201),
  },
  {
    route: 'GET /api/prescription-requests',
    name: 'orders asked for by prescription (own, or all for reviewers)',
    request: (world, as) => ({ method: 'GET', url: '/api/prescription-requests', headers: headersOf(world, as) }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/prescription-requests/:id',
    name: "the user's order by prescription",
    request: async (world, as) => ({
      method: 'GET',
      url: `/api/prescription-requests/${(await requestOf(world, 'user')).id}`,
      headers: headersOf(world, as),
    }),
    expect: OWNER_AND_REVIEWERS,
  },
  {
    route: 'PUT /api/prescription-requests/:id/proposal',
    name: "the order built from the user's approved prescription",
    request: async (world, as) => {
      const request = await requestOf(world, 'user', true);
      const product = await createProduct(world.t.db, { stock: 10 });
      return {
        method: 'PUT',
        url: `/api/prescription-requests/${request.id}/proposal`,
        headers: headersOf(world, as),
        payload: { lines: [{ productId: product.id, quantity: 1 }] },
      };
    },
    // Pharmacists and admins build it (not for their own prescription); everyone else is refused.
    expect: { ...everyone(403), visitor: 401, pharmacist: 200, admin: 200 },
  },
  {
    route: 'POST /api/prescription-requests/:id/accept',
    name: "the user's proposal accepted",
    request: async (world, as) => ({
      method: 'POST',
      url: `/api/prescription-requests/${await proposedRequest(world)}/accept`,
      headers: headersOf(world, as),
    }),
    expect: OWNER_ONLY,
  },
  {
    route: 'POST /api/prescription-requests/:id/decline',
    name: "the user's proposal declined",
    request: async (world, as) => ({
      method: 'POST',
      url: `/api/prescription-requests/${await proposedRequest(world)}/decline`,
      headers: headersOf(world, as),
      payload: {},
    }),
    expect: OWNER_ONLY,
  },
  {
    route: 'POST /api/prescription-requests/:id/cancel',
    name: "the user's waiting request taken back",
    request: async (world, as) => ({
      method: 'POST',
      url: `/api/prescription-requests/${(await requestOf(world, 'user')).id}/cancel`,
      headers: headersOf(world, as),
    }),
    expect: OWNER_ONLY,
  },
];
