import { type AccessCase, headersOf, type MatrixWorld, signedIn, USERS_OWN } from '../access-matrix.js';
import { createCatalogBasics, createProduct } from '../factories.js';

const SIGNED_IN = signedIn;
const THE_USERS_OWN = USERS_OWN;

/** A line in the `user` persona's cart, made fresh for each request. */
async function usersCartItem(world: MatrixWorld): Promise<string> {
  await createCatalogBasics(world.t.db);
  const product = await createProduct(world.t.db, { stock: 10 });
  const res = await world.t.app.inject({
    method: 'POST',
    url: '/api/carts',
    headers: world.people.user.headers,
    payload: { menuId: product.id },
  });
  return res.json().insertedId as string;
}

export const accessCases: AccessCase[] = [
  {
    route: 'GET /api/carts',
    name: "the caller's own cart",
    request: (world, as) => ({ method: 'GET', url: '/api/carts', headers: headersOf(world, as) }),
    expect: SIGNED_IN(200),
  },
  {
    route: 'GET /api/carts',
    name: "the user's cart asked for by email",
    request: (world, as) => ({
      method: 'GET',
      url: `/api/carts?email=${encodeURIComponent(world.people.user.email)}`,
      headers: headersOf(world, as),
    }),
    // Nobody reads another person's cart, an admin neither.
    expect: { visitor: 401, user: 200, otherUser: 403, pharmacist: 403, seller: 403, otherSeller: 403, admin: 403 },
  },
  {
    route: 'POST /api/carts',
    name: "a product into the caller's own cart",
    request: async (world, as) => {
      await createCatalogBasics(world.t.db);
      const product = await createProduct(world.t.db, { stock: 10 });
      return { method: 'POST', url: '/api/carts', headers: headersOf(world, as), payload: { menuId: product.id } };
    },
    expect: SIGNED_IN(201),
  },
  {
    route: 'PATCH /api/carts/:id',
    name: "the user's cart item",
    request: async (world, as) => ({
      method: 'PATCH',
      url: `/api/carts/${await usersCartItem(world)}`,
      headers: headersOf(world, as),
      payload: { quantity: 2 },
    }),
    expect: THE_USERS_OWN,
  },
  {
    route: 'DELETE /api/carts/:id',
    name: "the user's cart item",
    request: async (world, as) => ({
      method: 'DELETE',
      url: `/api/carts/${await usersCartItem(world)}`,
      headers: headersOf(world, as),
    }),
    expect: THE_USERS_OWN,
  },
];
