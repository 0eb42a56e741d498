import { type AccessCase, headersOf, type Persona, PERSONAS } from '../access-matrix.js';
import { createCatalogBasics, createProduct } from '../factories.js';

/** The product's own seller and admins (`ok`); visitors are asked to sign in; everyone else is refused. */
const onlyOwnerAndAdmins = (ok: number) =>
  Object.fromEntries(
    PERSONAS.map((p) => [p, p === 'visitor' ? 401 : p === 'seller' || p === 'admin' ? ok : 403]),
  ) as Record<Persona, number>;

const nextYear = `${new Date().getUTCFullYear() + 1}-06`;

/** A product's lots: listed, received and adjusted by its seller or an admin. */
export const accessCases: AccessCase[] = [
  {
    route: 'GET /api/products/near-expiry',
    name: "the caller's lots near expiry",
    request: (world, as) => ({ method: 'GET', url: '/api/products/near-expiry', headers: headersOf(world, as) }),
    expect: Object.fromEntries(
      PERSONAS.map((p) => [p, p === 'visitor' ? 401 : ['seller', 'otherSeller', 'admin'].includes(p) ? 200 : 403]),
    ) as Record<Persona, number>,
  },
  {
    route: 'GET /api/products/:id/lots',
    name: "the lots of the seller's product",
    request: async (world, as) => {
      await createCatalogBasics(world.t.db);
      const product = await createProduct(world.t.db, { sellerId: world.people.seller.id });
      return { method: 'GET', url: `/api/products/${product.id}/lots`, headers: headersOf(world, as) };
    },
    expect: onlyOwnerAndAdmins(200),
  },
  {
    route: 'POST /api/products/:id/lots',
    name: "a lot received into the seller's product",
    request: async (world, as) => {
      await createCatalogBasics(world.t.db);
      const product = await createProduct(world.t.db, { sellerId: world.people.seller.id });
      return {
        method: 'POST',
        url: `/api/products/${product.id}/lots`,
        headers: headersOf(world, as),
        payload: { batch: `B${as.length}X`, expires: nextYear, quantity: 5 },
      };
    },
    expect: onlyOwnerAndAdmins(201),
  },
  {
    route: 'POST /api/products/:id/lots/:lotId/adjustments',
    name: "a lot of the seller's product counted again",
    request: async (world, as) => {
      await createCatalogBasics(world.t.db);
      const product = await createProduct(world.t.db, { sellerId: world.people.seller.id, stock: 10 });
      const lots = await world.t.app.inject({
        method: 'GET',
        url: `/api/products/${product.id}/lots`,
        headers: world.people.admin.headers,
      });
      const lotId = (lots.json() as { lots: { id: string }[] }).lots[0]!.id;
      return {
        method: 'POST',
        url: `/api/products/${product.id}/lots/${lotId}/adjustments`,
        headers: headersOf(world, as),
        payload: { reason: 'count', quantity: 8 },
      };
    },
    expect: onlyOwnerAndAdmins(200),
  },
  {
    route: 'POST /api/products/lots/import',
    name: "a CSV file of lots for the seller's product",
    request: async (world, as) => {
      await createCatalogBasics(world.t.db);
      const product = await createProduct(world.t.db, { sellerId: world.people.seller.id });
      return {
        method: 'POST',
        url: '/api/products/lots/import',
        headers: { ...headersOf(world, as), 'content-type': 'text/csv' },
        payload: `product,batch,expiry,quantity\n${product.id},IMP${as.length}X,${nextYear},5\n`,
      };
    },
    // Another seller is answered too: the report refuses their line (NOT_PRODUCT_OWNER).
    expect: Object.fromEntries(
      PERSONAS.map((p) => [p, p === 'visitor' ? 401 : ['seller', 'otherSeller', 'admin'].includes(p) ? 200 : 403]),
    ) as Record<Persona, number>,
  },
];
