import { ErrorSchema, OrderNumberParams, OrderSchema, ReviewOrderSchema } from '@medibazaar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ReviewContext, reviewOrder } from './review-order.js';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, ErrorSchema]));

/**
 * The pharmacist's decision on an order's lines: `POST /api/orders/:number/review`. The queue
 * (`GET /api/review/orders`) and the claims are the orders module's.
 */
export const prescriptionReviewRoutes: FastifyPluginAsyncZod<{ ctx: ReviewContext }> = async (app, { ctx }) => {
  app.post(
    '/orders/:number/review',
    {
      config: { access: 'pharmacist' },
      schema: {
        tags: ['orders'],
        summary:
          'Approves (all or fewer units) or rejects each line of an order waiting for a pharmacist; the order is confirmed, or cancelled when nothing is approved',
        description:
          'Every line needing a prescription must be decided (400 `ORDER_LINE_UNDECIDED`); approving one needs the ' +
          'order’s prescription approved and valid (409 `PRESCRIPTION_NOT_APPROVED`). Decided once: 404 ' +
          'afterwards, as for any order not awaiting review; 409 `ORDER_CLAIMED` while another pharmacist reviews ' +
          'it, 409 `OWN_ORDER_REVIEW` for an order of one’s own. A card ' +
          'authorization is captured for what is approved (or voided) once no order of its payment waits.',
        params: OrderNumberParams,
        body: ReviewOrderSchema,
        response: { 200: OrderSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (req) => reviewOrder(ctx, req.user!, req.params.number, req.body),
  );
};
