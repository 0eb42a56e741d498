import { type AccessCase, everyone, headersOf } from '../access-matrix.js';
import { createProduct } from '../factories.js';
import { medicineRequests } from '../tables.js';

/** Sellers and admins see and answer requests; visitors are asked to sign in, anyone else is refused. */
const SELLERS = { ...everyone(403), visitor: 401, seller: 200, otherSeller: 200, admin: 200 };

/** A fresh open request, straight into the table (the form's own limits have their tests). */
async function openRequest(world: Parameters<AccessCase['request']>[0]) {
  const [row] = await world.t.db
    .insert(medicineRequests)
    .values({ name: 'Monas 10', quantity: 1, phone: '01712345678', language: 'en', clientAddress: '203.0.113.9' })
    .returning({ id: medicineRequests.id });
  return row!.id;
}

export const accessCases: AccessCase[] = [
  {
    route: 'POST /api/medicine-requests',
    name: 'ask for a medicine the shop does not list (anyone)',
    request: (world, as) => ({
      method: 'POST',
      url: '/api/medicine-requests',
      headers: { ...headersOf(world, as), 'content-type': 'application/json' },
      // Numbers of their own, so the per-number limit is never what answers.
      payload: {
        name: 'Monas 10',
        quantity: 2,
        phone: `0171${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
      },
    }),
    expect: everyone(201),
  },
  {
    route: 'GET /api/medicine-requests',
    name: 'the requests for medicines',
    request: (world, as) => ({ method: 'GET', url: '/api/medicine-requests', headers: headersOf(world, as) }),
    expect: SELLERS,
  },
  {
    route: 'POST /api/medicine-requests/:id/listed',
    name: "a request marked listed with the seller's own product",
    request: async (world, as) => {
      const id = await openRequest(world);
      const product = await createProduct(world.t.db, { sellerId: world.people.seller.id });
      return {
        method: 'POST',
        url: `/api/medicine-requests/${id}/listed`,
        headers: { ...headersOf(world, as), 'content-type': 'application/json' },
        payload: { productId: product.id },
      };
    },
    // Another seller may not answer with a product that is not theirs.
    expect: { ...SELLERS, otherSeller: 403 },
  },
];
