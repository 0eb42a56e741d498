import {
  ErrorSchema,
  OrderNumberParams,
  OrderReturnsSchema,
  RETURN_LIMITS,
  ReturnListPageSchema,
  ReturnListQuery,
  ReturnParams,
  ReturnRefusalSchema,
  ReturnRequestInputSchema,
} from '@medibazaar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OrdersContext } from './orders-context.js';
import { askForReturn, readReturns, refuseReturn } from './order-returns.js';
import { listReturnRequests } from './returns-list.js';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, ErrorSchema]));

/**
 * Returns asked for by the buyer (decision 072): asking, reading and refusing. Accepting moves stock
 * and money across modules and is the flow order-return's (`POST /api/orders/:number/returns/:id/accept`).
 */
export const orderReturnsRoutes: FastifyPluginAsyncZod<{ ctx: OrdersContext }> = async (app, { ctx }) => {
  app.get(
    '/orders/:number/returns',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['orders'],
        summary:
          'The order’s return requests, what each line may still return and until when the buyer may ask (its buyer, its seller, admins)',
        params: OrderNumberParams,
        response: { 200: OrderReturnsSchema, ...errors(401, 404) },
      },
    },
    async (req) => readReturns(ctx, req.user!, req.params.number),
  );

  app.post(
    '/orders/:number/returns',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['orders'],
        summary: 'The buyer asks to return units of a delivered order, with a reason, within 7 days of its delivery',
        description:
          '400 names the field (`lines`: an item not of this order, `ORDER_LINE_NOT_FOUND`, or more units than ' +
          'delivered and not returned yet, `RETURN_QUANTITY_TOO_LARGE`; `reason`: 5–500 characters, no control ' +
          'characters). 409 `ORDER_NOT_DELIVERED`, `RETURN_WINDOW_CLOSED` after 7 days, `RETURN_ALREADY_OPEN` while ' +
          'a request waits. 403 `NOT_ORDER_BUYER` for its seller or an admin; 404 for anyone else.',
        params: OrderNumberParams,
        body: ReturnRequestInputSchema,
        response: { 201: OrderReturnsSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (req, reply) => {
      reply.code(201);
      return askForReturn(ctx, req.user!, req.params.number, req.body);
    },
  );

  app.post(
    '/orders/:number/returns/:id/refuse',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['orders'],
        summary: 'Refuses a buyer’s return with a reason (the order’s seller or an admin); the buyer is mailed',
        description:
          '403 for its buyer, 404 for anyone else and for a request not of this order, 409 `RETURN_ALREADY_DECIDED` once decided.',
        params: ReturnParams,
        body: ReturnRefusalSchema,
        response: { 200: OrderReturnsSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (req) => refuseReturn(ctx, req.user!, req.params.number, req.params.id, req.body.reason),
  );

  app.get(
    '/order-returns',
    {
      config: { access: 'seller' },
      schema: {
        tags: ['orders'],
        summary: `Return requests to decide: open ones first, then those decided in the last ${RETURN_LIMITS.listDecidedDays} days (a seller: of their own orders; admins: all)`,
        description: '`status` keeps one state; each row names its order, whose page is where it is decided.',
        querystring: ReturnListQuery,
        response: { 200: ReturnListPageSchema, ...errors(400, 401, 403) },
      },
    },
    async (req) => listReturnRequests(ctx.db, req.user!, req.query),
  );
};
