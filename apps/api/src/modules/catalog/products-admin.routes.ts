import {
  DeletedCountSchema,
  ErrorSchema,
  ModifiedCountSchema,
  MyProductPageSchema,
  MyProductsQuery,
  ProductCreateSchema,
  ProductIdParams,
  ProductInsertedSchema,
  ProductLowStockSchema,
  ProductUpdateSchema,
} from '@medibazaar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listOwnProducts } from './products-admin.repository.js';
import {
  createProduct,
  deleteProduct,
  readLowStock,
  updateProduct,
  type CatalogContext,
} from './products-admin.service.js';

/** Product writes of sellers and admins, and a seller's own list. */
export const productsAdminRoutes: FastifyPluginAsyncZod<{ ctx: CatalogContext }> = async (app, { ctx }) => {
  app.get(
    '/products/mine',
    {
      config: { access: 'seller' },
      schema: {
        tags: ['products'],
        summary: "The caller's own products with units sold (a seller's; the shop's own for an admin)",
        querystring: MyProductsQuery,
        response: { 200: MyProductPageSchema },
      },
    },
    async (req) =>
      listOwnProducts(
        app.db,
        { sellerId: req.user!.role === 'admin' ? null : req.user!.id },
        req.query.page,
        req.query.limit,
      ),
  );

  app.post(
    '/products',
    {
      config: { access: 'seller' },
      schema: {
        tags: ['products'],
        summary: 'Add a product',
        description:
          'The owner is the signed-in seller (an admin adds shop-owned products); a posted `email` is ignored. ' +
          '`image` must be the `display_url` of an upload by the caller that no product uses yet. ' +
          'A prescription or controlled medicine under OTC Medicine is 409 `PRESCRIPTION_MEDICINE_IN_OTC`.',
        body: ProductCreateSchema,
        response: { 201: ProductInsertedSchema, 400: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (req, reply) => {
      const insertedId = await createProduct(ctx, req.user!, req.body);
      return reply.code(201).send({ insertedId });
    },
  );

  app.patch(
    '/products/:id',
    {
      config: { access: 'seller' },
      schema: {
        tags: ['products'],
        summary: 'Change a product (its seller or an admin)',
        description:
          'Fields left out stay as they are. `modifiedCount` is 0 when nothing differs. A replaced uploaded ' +
          'image is removed. Another seller gets 403. A category and class that would leave a prescription or ' +
          'controlled medicine under OTC Medicine is 409 `PRESCRIPTION_MEDICINE_IN_OTC`.',
        params: ProductIdParams,
        body: ProductUpdateSchema,
        response: { 200: ModifiedCountSchema, 400: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (req) => ({ modifiedCount: await updateProduct(ctx, req.user!, req.params.id, req.body) }),
  );

  app.get(
    '/products/:id/low-stock',
    {
      config: { access: 'seller' },
      schema: {
        tags: ['products'],
        summary: "A product's stock and its low-stock alert (its seller or an admin)",
        description:
          'When a sale takes the stock below `lowStockThreshold` (default 5, set with POST or PATCH; 0 turns it ' +
          'off), the seller is mailed once; again only after the stock was raised to it or above. Another seller ' +
          'gets 403.',
        params: ProductIdParams,
        response: { 200: ProductLowStockSchema, 403: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (req) => readLowStock(app.db, req.user!, req.params.id),
  );

  app.delete(
    '/products/:id',
    {
      config: { access: 'seller' },
      schema: {
        tags: ['products'],
        summary: 'Delete a product (its seller or an admin)',
        params: ProductIdParams,
        response: { 200: DeletedCountSchema, 403: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (req) => ({ deletedCount: await deleteProduct(ctx, req.user!, req.params.id) }),
  );
};
