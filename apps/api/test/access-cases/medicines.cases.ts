import { type AccessCase, adminsOnly, everyone, headersOf, type MatrixWorld } from '../access-matrix.js';
import { createCatalogBasics, createProduct } from '../factories.js';
import { generics, manufacturers } from '../tables.js';

const EVERYONE = everyone(200);
const ADMINS_ONLY = adminsOnly;

let n = 0;
/** A fresh generic or maker (names are unique). */
async function entry(world: MatrixWorld, table: typeof generics | typeof manufacturers): Promise<string> {
  const [row] = await world.t.db
    .insert(table)
    .values({ name: `Matrix entry ${Date.now().toString(36)}${n++}` })
    .returning({ id: table.id });
  return row!.id;
}

/** Substitutes, generics, makers and suggestions: public reads, admin writes. */
export const accessCases: AccessCase[] = [
  {
    route: 'GET /api/products/:id/substitutes',
    name: "a product's substitutes",
    request: async (world, as) => {
      await createCatalogBasics(world.t.db);
      const product = await createProduct(world.t.db, { sellerId: world.people.seller.id });
      return { method: 'GET', url: `/api/products/${product.id}/substitutes`, headers: headersOf(world, as) };
    },
    expect: EVERYONE,
  },
  {
    route: 'GET /api/search/suggest',
    name: 'suggestions while typing',
    request: (world, as) => ({ method: 'GET', url: '/api/search/suggest?q=napa', headers: headersOf(world, as) }),
    expect: EVERYONE,
  },
  {
    route: 'GET /api/generics',
    name: 'confirmed generics',
    request: (world, as) => ({ method: 'GET', url: '/api/generics?q=para', headers: headersOf(world, as) }),
    expect: EVERYONE,
  },
  {
    route: 'GET /api/generics',
    name: 'requested generics',
    request: (world, as) => ({ method: 'GET', url: '/api/generics?status=requested', headers: headersOf(world, as) }),
    expect: { visitor: 403, user: 403, otherUser: 403, pharmacist: 403, seller: 403, otherSeller: 403, admin: 200 },
  },
  {
    route: 'GET /api/generics/:id',
    name: "a generic's page",
    request: async (world, as) => ({
      method: 'GET',
      url: `/api/generics/${await entry(world, generics)}`,
      headers: headersOf(world, as),
    }),
    expect: EVERYONE,
  },
  {
    route: 'POST /api/generics',
    name: 'a new generic',
    request: (world, as) => ({
      method: 'POST',
      url: '/api/generics',
      headers: headersOf(world, as),
      payload: { name: `Matrix generic ${as} ${Date.now().toString(36)}` },
    }),
    expect: ADMINS_ONLY(201),
  },
  {
    route: 'PATCH /api/generics/:id',
    name: 'confirming a generic',
    request: async (world, as) => ({
      method: 'PATCH',
      url: `/api/generics/${await entry(world, generics)}`,
      headers: headersOf(world, as),
      payload: { status: 'confirmed' },
    }),
    expect: ADMINS_ONLY(200),
  },
  {
    route: 'GET /api/manufacturers',
    name: 'confirmed makers',
    request: (world, as) => ({ method: 'GET', url: '/api/manufacturers?q=square', headers: headersOf(world, as) }),
    expect: EVERYONE,
  },
  {
    route: 'GET /api/manufacturers',
    name: 'every maker, requested ones too',
    request: (world, as) => ({ method: 'GET', url: '/api/manufacturers?status=all', headers: headersOf(world, as) }),
    expect: { visitor: 403, user: 403, otherUser: 403, pharmacist: 403, seller: 403, otherSeller: 403, admin: 200 },
  },
  {
    route: 'POST /api/manufacturers',
    name: 'a new maker',
    request: (world, as) => ({
      method: 'POST',
      url: '/api/manufacturers',
      headers: headersOf(world, as),
      payload: { name: `Matrix maker ${as} ${Date.now().toString(36)}` },
    }),
    expect: ADMINS_ONLY(201),
  },
  {
    route: 'PATCH /api/manufacturers/:id',
    name: 'renaming a maker',
    request: async (world, as) => ({
      method: 'PATCH',
      url: `/api/manufacturers/${await entry(world, manufacturers)}`,
      headers: headersOf(world, as),
      payload: { name: `Renamed maker ${as} ${Date.now().toString(36)}` },
    }),
    expect: ADMINS_ONLY(200),
  },
];
