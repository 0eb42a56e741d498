import {
  AddToCartResponseSchema,
  AddToCartSchema,
  CartItemIdParams,
  CartItemUpdatedSchema,
  CartListQuery,
  CartListSchema,
  CartQuantitySchema,
  DeletedCountSchema,
  ErrorSchema,
} from '@medibazaar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict, forbidden, notFound } from '../../core/http-errors.js';
import {
  addToCart,
  deleteCartLine,
  findCartLine,
  listCartLines,
  setCartQuantity,
  toCartItem,
} from './carts.repository.js';
import { cartRefusal } from './cart-refusals.js';

const cartItemNotFound = () => notFound('This item is not in your cart.', 'CART_ITEM_NOT_FOUND');

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/carts',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['carts'],
        summary: "The caller's own cart, priced from the products as they are now",
        description: '`?email=` is accepted for the legacy call shape (docs/api.md), only with the caller’s own email.',
        querystring: CartListQuery,
        response: { 200: CartListSchema, 401: ErrorSchema, 403: ErrorSchema },
      },
    },
    async (req) => {
      const user = req.user!;
      if (req.query.email && req.query.email.toLowerCase() !== user.email.toLowerCase()) {
        throw forbidden('You can only see your own cart.', 'CART_OF_OTHER_ACCOUNT');
      }
      const lines = await listCartLines(app.db, user.id);
      return lines.map((line) => toCartItem(line, user.email));
    },
  );

  app.post(
    '/carts',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['carts'],
        summary: 'Adds a product to the caller’s cart (more of it when it is already there)',
        description:
          'Only `menuId` and `quantity` are read. The legacy client’s other fields (name, price, …; docs/api.md) are accepted and ' +
          'ignored: the cart always shows and charges the product’s own values.',
        body: AddToCartSchema,
        response: {
          200: AddToCartResponseSchema,
          201: AddToCartResponseSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
        },
      },
    },
    async (req, reply) => {
      const result = await addToCart(app.db, req.user!.id, req.body.menuId, req.body.quantity);
      if (result.ok) {
        reply.code(result.created ? 201 : 200);
        return { acknowledged: true as const, insertedId: result.id, quantity: result.quantity };
      }
      throw cartRefusal(result);
    },
  );

  app.patch(
    '/carts/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['carts'],
        summary: 'Changes the quantity of one of the caller’s cart items',
        params: CartItemIdParams,
        body: CartQuantitySchema,
        response: {
          200: CartItemUpdatedSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
        },
      },
    },
    async (req) => {
      const user = req.user!;
      const outcome = await setCartQuantity(app.db, user.id, req.params.id, req.body.quantity);
      if (outcome === 'not-found') throw cartItemNotFound();
      const line = await findCartLine(app.db, user.id, req.params.id);
      if (!line) throw cartItemNotFound();
      if (outcome === 'not-sold-online') throw conflict(`${line.name} is not sold online.`, 'NOT_SOLD_ONLINE');
      if (outcome === 'over-stock') {
        throw conflict(
          `Only ${line.stock} of ${line.name} ${line.stock === 1 ? 'is' : 'are'} in stock.`,
          line.stock > 0 ? 'NOT_ENOUGH_STOCK' : 'OUT_OF_STOCK',
        );
      }
      return { modifiedCount: 1, item: toCartItem(line, user.email) };
    },
  );

  app.delete(
    '/carts/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['carts'],
        summary: 'Removes one of the caller’s cart items',
        params: CartItemIdParams,
        response: { 200: DeletedCountSchema, 401: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (req) => {
      const deletedCount = await deleteCartLine(app.db, req.user!.id, req.params.id);
      if (!deletedCount) throw cartItemNotFound();
      return { deletedCount };
    },
  );
};
