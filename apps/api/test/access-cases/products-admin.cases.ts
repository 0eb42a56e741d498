import { type AccessCase, headersOf, type MatrixWorld, type Persona } from '../access-matrix.js';
import { createCatalogBasics, createProduct } from '../factories.js';
import { uploads } from '../tables.js';

const NOBODY_BUT_SELLERS = { visitor: 401, user: 403, otherUser: 403, pharmacist: 403 } as const;

/** An upload row owned by the persona (the seller's for a visitor), as if its file had been sent. */
async function uploadOf(world: MatrixWorld, as: Persona): Promise<string> {
  const owner = as === 'visitor' ? world.people.seller : world.people[as];
  const id = crypto.randomUUID();
  const url = `/uploads/${id.slice(0, 2)}/${id}.webp`;
  await world.t.db.insert(uploads).values({
    storageKey: url.slice('/uploads/'.length),
    url,
    uploadedBy: owner.id,
    byteSize: 100,
    width: 10,
    height: 10,
  });
  return url;
}

/** A product that belongs to the `seller` persona. */
async function sellersProduct(world: MatrixWorld): Promise<string> {
  await createCatalogBasics(world.t.db);
  const product = await createProduct(world.t.db, { sellerId: world.people.seller.id });
  return product.id;
}

export const accessCases: AccessCase[] = [
  {
    route: 'GET /api/products/mine',
    name: "the caller's own products",
    request: (world, as) => ({ method: 'GET', url: '/api/products/mine', headers: headersOf(world, as) }),
    expect: { ...NOBODY_BUT_SELLERS, seller: 200, otherSeller: 200, admin: 200 },
  },
  {
    route: 'POST /api/products',
    name: 'a new product with the caller’s own upload',
    request: async (world, as) => {
      await createCatalogBasics(world.t.db);
      return {
        method: 'POST',
        url: '/api/products',
        headers: headersOf(world, as),
        payload: {
          name: 'Matrix tablet',
          category: 'OTC Medicine',
          price: 4.5,
          des: 'Made by the authorization matrix.',
          image: await uploadOf(world, as),
        },
      };
    },
    expect: { ...NOBODY_BUT_SELLERS, seller: 201, otherSeller: 201, admin: 201 },
  },
  {
    route: 'PATCH /api/products/:id',
    name: "the seller's product",
    request: async (world, as) => ({
      method: 'PATCH',
      url: `/api/products/${await sellersProduct(world)}`,
      headers: headersOf(world, as),
      payload: { stock: 3 },
    }),
    expect: { ...NOBODY_BUT_SELLERS, seller: 200, otherSeller: 403, admin: 200 },
  },
  {
    route: 'DELETE /api/products/:id',
    name: "the seller's product",
    request: async (world, as) => ({
      method: 'DELETE',
      url: `/api/products/${await sellersProduct(world)}`,
      headers: headersOf(world, as),
    }),
    expect: { ...NOBODY_BUT_SELLERS, seller: 200, otherSeller: 403, admin: 200 },
  },
];
