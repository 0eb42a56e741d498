import { ErrorSchema, OrderReturnsSchema, ReturnParams } from '@medibazaar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptReturn, type OrderReturnContext } from './accept-return.js';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, ErrorSchema]));

/**
 * Accepting a buyer's return: `POST /api/orders/:number/returns/:id/accept`. Asking, reading and
 * refusing are the orders module's.
 */
export const orderReturnRoutes: FastifyPluginAsyncZod<{ ctx: OrderReturnContext }> = async (app, { ctx }) => {
  app.post(
    '/orders/:number/returns/:id/accept',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['orders'],
        summary:
          'Accepts a buyer’s return (the order’s seller or an admin): the units back to their lots, their money back',
        description:
          'One transaction: the units go back to the lots the order took them from (`returned` ledger rows), a ' +
          'card order’s refund of those units (their price and tax; the last return also the rest of the total) ' +
          'is opened with its provider and made after the commit, a cash order’s cash is noted as given back; the ' +
          'order becomes `returned` once every unit is back. 403 for its buyer, 404 for anyone else the order does ' +
          'not concern and for a request not of this order, 409 `RETURN_ALREADY_DECIDED` once decided.',
        params: ReturnParams,
        response: { 200: OrderReturnsSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (req) => acceptReturn(ctx, req.user!, req.params.number, req.params.id),
  );
};
