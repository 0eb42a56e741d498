import { ErrorSchema, IdParams, PrescriptionRequestSchema } from '@medibazaar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptProposal } from './accept-proposal.js';

/** Accepting a pharmacist's order: the answer and the cart in one transaction (accept-proposal.ts). */
export const prescriptionOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/prescription-requests/:id/accept',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['prescription-requests'],
        summary: 'Accept the order a pharmacist built: its lines go to your cart, ready for checkout',
        description:
          '409 `PROPOSAL_EXPIRED` after its deadline, `PRESCRIPTION_REQUEST_MOVED_ON` once answered. A line the ' +
          'cart cannot take answers as `POST /api/carts` would (409 `NOT_ENOUGH_STOCK`, `CART_FULL`, ' +
          '`QUANTITY_LIMIT`, …; 404 `PRODUCT_NOT_FOUND`) and nothing is accepted or added.',
        params: IdParams,
        response: { 200: PrescriptionRequestSchema, 401: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (req) => acceptProposal(app.db, req.params.id, req.user!),
  );
};
