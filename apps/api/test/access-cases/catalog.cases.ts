import { type AccessCase, everyone, headersOf } from '../access-matrix.js';
import { createCatalogBasics, createProduct } from '../factories.js';

const EVERYONE = everyone(200);
const NOBODY = everyone(404);

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
    // Controlled medicines are never sold online, so lists leave them out unless asked; anyone may ask.
    route: 'GET /api/products',
    name: 'a page of products with the controlled medicines',
    request: (world, as) => ({
      method: 'GET',
      url: '/api/products?includeControlled=true&limit=5',
      headers: headersOf(world, as),
    }),
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
