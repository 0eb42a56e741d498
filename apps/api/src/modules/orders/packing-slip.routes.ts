import { ErrorSchema, OrderNumberParams } from '@medibazaar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OrdersContext } from './orders-context.js';
import { renderPackingSlip, slipOrder } from './packing-slip.js';

/** `GET /api/orders/:number/packing-slip.pdf`: the seller's slip to pack an order by. */
export const packingSlipRoutes: FastifyPluginAsyncZod<{ ctx: OrdersContext }> = async (app, { ctx }) => {
  app.get(
    '/orders/:number/packing-slip.pdf',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['orders'],
        summary: 'The order’s packing slip as a PDF (its seller, admins), in the language asked for (`?lang=bn`)',
        description:
          'The order number, the address as the order keeps it, the phone, the note for the rider, how it is paid, ' +
          'and every line with its quantity and a box to tick; no prices. Its buyer gets 403, anyone else 404.',
        params: OrderNumberParams,
        querystring: z.object({ lang: z.enum(['en', 'bn']).default('en') }).strict(),
        response: { 200: z.any(), 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (req, reply) => {
      const order = await slipOrder(ctx, req.user!, req.params.number);
      const pdf = await renderPackingSlip(order, req.query.lang);
      reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="packing-slip-${order.number}.pdf"`)
        .header('cache-control', 'private, no-store');
      return pdf;
    },
  );
};
