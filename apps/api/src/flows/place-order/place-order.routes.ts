import { ErrorSchema, OPEN_ORDER_LIMITS, PlacedOrdersSchema, PlaceOrderSchema } from '@medibazaar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertMayOrder } from '../../modules/auth/index.js';
import { idempotencyKeyOf, type PlaceOrderContext, placeOrders } from './place-order.js';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, ErrorSchema]));

/** Placing the caller's cart as orders: `POST /api/orders` (the orders module serves the rest of /api/orders). */
export const placeOrderRoutes: FastifyPluginAsyncZod<{ ctx: PlaceOrderContext }> = async (app, { ctx }) => {
  app.post(
    '/orders',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['orders'],
        summary: 'Places the caller’s cart as orders, one per seller',
        description:
          'Needs an `Idempotency-Key` header: sending the same key again answers the same orders (200, `replayed`) ' +
          'and places nothing. Every amount is the server’s; the body carries only the address and the payment ' +
          'method. Cash on delivery takes the stock now and is refused (409 COD_NOT_AVAILABLE) where the zone does ' +
          'not offer it; a card order waits for its payment, takes no stock until it is authorized and is ' +
          `cancelled when unpaid after ${OPEN_ORDER_LIMITS.unpaidCardMinutes} minutes. One account may have at most ` +
          `${OPEN_ORDER_LIMITS.orders} orders waiting for a payment or a review, and ${OPEN_ORDER_LIMITS.unitsPerProduct} ` +
          'units of a product across them (409 `TOO_MANY_OPEN_ORDERS`, `TOO_MANY_UNITS_OPEN`). When the shop requires confirmed emails ' +
          '(`REQUIRE_EMAIL_VERIFICATION`), an unconfirmed account gets 403 `EMAIL_NOT_VERIFIED`.',
        headers: z.object({ 'idempotency-key': z.string().max(200).optional() }).passthrough(),
        body: PlaceOrderSchema,
        response: { 200: PlacedOrdersSchema, 201: PlacedOrdersSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (req, reply) => {
      await assertMayOrder(app.db, app.config, req.user!.id);
      const key = idempotencyKeyOf(req.headers['idempotency-key']);
      const placed = await placeOrders(ctx, req.user!, req.body, key);
      reply.code(placed.replayed ? 200 : 201);
      return placed;
    },
  );
};
