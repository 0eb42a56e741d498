import type { AccessCase, MatrixWorld, Persona } from '../../../test/access-matrix.js';
import { createCatalogBasics, createProduct } from '../../../test/factories.js';

const headersOf = (world: MatrixWorld, as: Persona) => (as === 'visitor' ? {} : world.people[as].headers);
const EVERYONE = {
  visitor: 200,
  user: 200,
  otherUser: 200,
  pharmacist: 200,
  seller: 200,
  otherSeller: 200,
  admin: 200,
} as const;
const NOBODY = {
  visitor: 404,
  user: 404,
  otherUser: 404,
  pharmacist: 404,
  seller: 404,
  otherSeller: 404,
  admin: 404,
} as const;

/** The public catalogue reads: the same answer for everyone. */
export const accessCases: AccessCase[] = [
  {
    route: 'GET /api/category',
    name: 'the categories',
    request: (world, as) => ({ method: 'GET', url: '/api/category', headers: headersOf(world, as) }),
    expect: EVERYONE,
  },
  {
    route: 'GET /api/products',
    name: 'a page of products',
    request: (world, as) => ({ method: 'GET', url: '/api/products?limit=5', headers: headersOf(world, as) }),
    expect: EVERYONE,
  },
  {
    route: 'GET /api/products',
    name: "a seller's products by email",
    request: (world, as) => ({
      method: 'GET',
      url: `/api/products?email=${encodeURIComponent(world.people.seller.email)}`,
      headers: headersOf(world, as),
    }),
    expect: EVERYONE,
  },
  {
    route: 'GET /api/products/:id',
    name: "a seller's product",
    request: async (world, as) => {
      await createCatalogBasics(world.t.db);
      const product = await createProduct(world.t.db, { sellerId: world.people.seller.id });
      return { method: 'GET', url: `/api/products/${product.id}`, headers: headersOf(world, as) };
    },
    expect: EVERYONE,
  },
  {
    route: 'GET /api/products/:id',
    name: 'a malformed id',
    request: (world, as) => ({ method: 'GET', url: '/api/products/not-an-id', headers: headersOf(world, as) }),
    expect: NOBODY,
  },
];
