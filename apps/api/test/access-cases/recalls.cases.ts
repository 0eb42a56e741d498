import { randomUUID } from 'node:crypto';
import { type AccessCase, headersOf, type MatrixWorld, type Persona, PERSONAS } from '../access-matrix.js';
import { createCatalogBasics, createProduct } from '../factories.js';

/** Admins only (`ok`); visitors are asked to sign in; everyone else is refused. */
const onlyAdmins = (ok: number) =>
  Object.fromEntries(PERSONAS.map((p) => [p, p === 'visitor' ? 401 : p === 'admin' ? ok : 403])) as Record<
    Persona,
    number
  >;

const recallBody = (productId: string) => ({
  productId,
  scope: 'product',
  reason: 'Registration revoked by the DGDA.',
  instructions: 'Stop using it and bring it back.',
});

/** A product of the seller's with stock, recalled by an admin. */
async function recalled(world: MatrixWorld) {
  await createCatalogBasics(world.t.db);
  const product = await createProduct(world.t.db, { sellerId: world.people.seller.id, stock: 4 });
  const res = await world.t.app.inject({
    method: 'POST',
    url: '/api/recalls',
    headers: world.people.admin.headers,
    payload: recallBody(product.id),
  });
  return (res.json() as { id: string }).id;
}

/** Recalls: admins recall, read, run again and record returns. */
export const accessCases: AccessCase[] = [
  {
    route: 'POST /api/recalls',
    name: "every batch of a seller's product recalled",
    request: async (world, as) => {
      await createCatalogBasics(world.t.db);
      const product = await createProduct(world.t.db, { sellerId: world.people.seller.id, stock: 3 });
      return { method: 'POST', url: '/api/recalls', headers: headersOf(world, as), payload: recallBody(product.id) };
    },
    expect: onlyAdmins(201),
  },
  {
    route: 'GET /api/recalls',
    name: 'the recalls',
    request: (world, as) => ({ method: 'GET', url: '/api/recalls', headers: headersOf(world, as) }),
    expect: onlyAdmins(200),
  },
  {
    route: 'GET /api/recalls/:id',
    name: 'a recall with its buyers',
    request: async (world, as) => ({
      method: 'GET',
      url: `/api/recalls/${await recalled(world)}`,
      headers: headersOf(world, as),
    }),
    expect: onlyAdmins(200),
  },
  {
    route: 'POST /api/recalls/:id/reallocate',
    name: 'a recall run again',
    request: async (world, as) => ({
      method: 'POST',
      url: `/api/recalls/${await recalled(world)}/reallocate`,
      headers: headersOf(world, as),
    }),
    expect: onlyAdmins(200),
  },
  {
    route: 'POST /api/recalls/:id/buyers/:buyerId/return',
    name: 'a return recorded for someone not told of the recall',
    request: async (world, as) => ({
      method: 'POST',
      url: `/api/recalls/${await recalled(world)}/buyers/${randomUUID()}/return`,
      headers: headersOf(world, as),
    }),
    expect: onlyAdmins(404),
  },
];
