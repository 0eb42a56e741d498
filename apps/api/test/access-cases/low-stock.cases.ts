import { type AccessCase, headersOf, type Persona, PERSONAS } from '../access-matrix.js';
import { createCatalogBasics, createProduct } from '../factories.js';

/** The product's own seller and admins; visitors are asked to sign in; everyone else is refused. */
const onlyOwnerAndAdmins = Object.fromEntries(
  PERSONAS.map((p) => [p, p === 'visitor' ? 401 : p === 'seller' || p === 'admin' ? 200 : 403]),
) as Record<Persona, number>;

/** A product's low-stock alert. */
export const accessCases: AccessCase[] = [
  {
    route: 'GET /api/products/:id/low-stock',
    name: "the stock and low-stock alert of the seller's product",
    request: async (world, as) => {
      await createCatalogBasics(world.t.db);
      const product = await createProduct(world.t.db, { sellerId: world.people.seller.id });
      return { method: 'GET', url: `/api/products/${product.id}/low-stock`, headers: headersOf(world, as) };
    },
    expect: onlyOwnerAndAdmins,
  },
];
