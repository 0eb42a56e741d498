import {
  ErrorSchema,
  RejectSellerLicenceSchema,
  SellerLicenceIdParams,
  SellerLicenceSchema,
} from '@medibazaar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decideSellerLicence, type LicensingContext } from './decide-licence.js';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, ErrorSchema]));

/** An admin's decision on a seller's licence. The applications and the queue are the sellers module's. */
export const sellerLicensingRoutes: FastifyPluginAsyncZod<{ ctx: LicensingContext }> = async (app, { ctx }) => {
  app.post(
    '/seller-licences/:id/approve',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['sellers'],
        summary: 'Approve a pending licence: the seller’s products are on sale until its last day (admins)',
        description:
          'Decided once: 409 `LICENCE_ALREADY_DECIDED` afterwards; 409 `LICENCE_EXPIRED` for a licence already past ' +
          'its last day. The seller is mailed.',
        params: SellerLicenceIdParams,
        response: { 200: SellerLicenceSchema, ...errors(401, 403, 404, 409) },
      },
    },
    async (req) => decideSellerLicence(ctx, req.user!, req.params.id, { status: 'approved' }),
  );

  app.post(
    '/seller-licences/:id/reject',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['sellers'],
        summary: 'Reject a pending licence with a reason, mailed to the seller (admins)',
        description: 'A licence in force before it stays in force. Decided once: 409 `LICENCE_ALREADY_DECIDED`.',
        params: SellerLicenceIdParams,
        body: RejectSellerLicenceSchema,
        response: { 200: SellerLicenceSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (req) =>
      decideSellerLicence(ctx, req.user!, req.params.id, { status: 'rejected', reason: req.body.reason }),
  );
};
