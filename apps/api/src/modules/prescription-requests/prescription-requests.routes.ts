import {
  DeclineProposalInputSchema,
  ErrorSchema,
  IdParams,
  PRESCRIPTION_REQUEST_LIMITS,
  PrescriptionProposalInputSchema,
  PrescriptionRequestInputSchema,
  PrescriptionRequestListQuery,
  PrescriptionRequestPageSchema,
  PrescriptionRequestSchema,
} from '@medibazaar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listRequests } from './prescription-requests.repository.js';
import { cancelRequest, declineProposal, createRequest, propose, requestFor } from './prescription-requests.service.js';

const errors = (...codes: (400 | 401 | 403 | 404 | 409)[]) =>
  Object.fromEntries(codes.map((c) => [c, ErrorSchema])) as Record<(typeof codes)[number], typeof ErrorSchema>;

const tags = ['prescription-requests'];

export const prescriptionRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/prescription-requests',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Ask the pharmacy to build an order from one of your prescriptions',
        description:
          'One of your prescriptions you may order with (pending or approved and valid: 400/409 ' +
          '`PRESCRIPTION_NOT_USABLE`), one of your addresses (400 `ADDRESS_NOT_FOUND`) and a note. At most ' +
          `${PRESCRIPTION_REQUEST_LIMITS.waitingPerBuyer} waiting at once (409 \`TOO_MANY_PRESCRIPTION_REQUESTS\`). ` +
          'In the audit trail as `prescription_request.created`.',
        body: PrescriptionRequestInputSchema,
        response: { 201: PrescriptionRequestSchema, ...errors(400, 401, 409) },
      },
    },
    async (req, reply) => reply.code(201).send(await createRequest(app.db, req.user!, req.body)),
  );

  app.get(
    '/prescription-requests',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Orders asked for by prescription: your own, or everyone’s for pharmacists and admins',
        description:
          'A shopper’s own newest first; pharmacists and admins see every request, those waiting for a ' +
          'pharmacist first and oldest first. A proposal not answered in time reads `expired`.',
        querystring: PrescriptionRequestListQuery,
        response: { 200: PrescriptionRequestPageSchema, ...errors(400, 401) },
      },
    },
    async (req) => listRequests(app.db, req.query, req.user!),
  );

  app.get(
    '/prescription-requests/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'One order asked for by prescription: your own, or any for a pharmacist or an admin',
        params: IdParams,
        response: { 200: PrescriptionRequestSchema, ...errors(401, 404) },
      },
    },
    async (req) => requestFor(app.db, req.params.id, req.user!),
  );

  app.put(
    '/prescription-requests/:id/proposal',
    {
      config: { access: 'pharmacist' },
      schema: {
        tags,
        summary: 'Build the order from a waiting request’s prescription (pharmacists, admins)',
        description:
          'The prescription must be approved and valid first (409 `PRESCRIPTION_NOT_APPROVED`) and not your ' +
          'own (403 `OWN_PRESCRIPTION_REVIEW`); each line names a product of the shop (400 `PRODUCT_NOT_FOUND`, ' +
          '409 `NOT_SOLD_ONLINE` for a controlled medicine) once, a quantity, and what it substitutes for. ' +
          'The shopper has `PRESCRIPTION_HOLD_HOURS` to answer and is mailed once. 409 ' +
          '`PRESCRIPTION_REQUEST_MOVED_ON` when it is no longer waiting.',
        params: IdParams,
        body: PrescriptionProposalInputSchema,
        response: { 200: PrescriptionRequestSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (req) =>
      propose(
        app.db,
        {
          notifications: app.notifications,
          publicUrl: app.config.publicUrl,
          holdHours: app.config.prescriptionHoldHours,
        },
        req.params.id,
        req.body,
        req.user!,
      ),
  );

  app.post(
    '/prescription-requests/:id/decline',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Decline the order a pharmacist built, with an optional reason',
        params: IdParams,
        body: DeclineProposalInputSchema,
        response: { 200: PrescriptionRequestSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (req) => declineProposal(app.db, req.params.id, req.body.reason, req.user!),
  );

  app.post(
    '/prescription-requests/:id/cancel',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Take back a request no pharmacist has answered yet',
        params: IdParams,
        response: { 200: PrescriptionRequestSchema, ...errors(401, 404, 409) },
      },
    },
    async (req) => cancelRequest(app.db, req.params.id, req.user!),
  );
};
