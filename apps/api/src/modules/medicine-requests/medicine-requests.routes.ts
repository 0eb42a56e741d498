import {
  ErrorSchema,
  IdParams,
  MarkRequestListedSchema,
  MEDICINE_REQUEST_LIMITS,
  MedicineRequestCreatedSchema,
  MedicineRequestInputSchema,
  MedicineRequestListQuery,
  MedicineRequestPageSchema,
  MedicineRequestSchema,
} from '@medibazaar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createRequest, listRequests, markListed } from './medicine-requests.repository.js';

const errors = (...codes: (400 | 401 | 403 | 404 | 409 | 429)[]) =>
  Object.fromEntries(codes.map((c) => [c, ErrorSchema])) as Record<(typeof codes)[number], typeof ErrorSchema>;

export const medicineRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/medicine-requests',
    {
      config: { access: 'public' },
      schema: {
        tags: ['medicine-requests'],
        summary: 'Ask for a medicine the shop does not list (anyone, signed in or not)',
        description:
          '`name` (2–100 characters), `strength` (optional), `quantity` (1–100) and `phone` (a Bangladeshi ' +
          'mobile number; Bangla digits are accepted and kept as ASCII), `language` (en or bn: the text ' +
          'message’s). When a seller or admin marks it listed, that number is sent one text message. ' +
          `At most ${MEDICINE_REQUEST_LIMITS.perPhonePerDay} requests per number a day and ` +
          `${MEDICINE_REQUEST_LIMITS.perAddressPerHour} per address an hour (429 \`TOO_MANY_MEDICINE_REQUESTS\`).`,
        body: MedicineRequestInputSchema,
        response: { 201: MedicineRequestCreatedSchema, ...errors(400, 429) },
      },
    },
    async (req, reply) => {
      const user = await req.loadUser();
      const created = await createRequest(app.db, req.body, { requesterId: user?.id ?? null, clientAddress: req.ip });
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/medicine-requests',
    {
      config: { access: 'seller' },
      schema: {
        tags: ['medicine-requests'],
        summary: 'Requests for medicines the shop does not list (sellers and admins), open ones first',
        description: 'Sellers see each number with its middle hidden; admins see it whole.',
        querystring: MedicineRequestListQuery,
        response: { 200: MedicineRequestPageSchema, ...errors(400, 401, 403) },
      },
    },
    async (req) => listRequests(app.db, req.query, req.user!.role),
  );

  app.post(
    '/medicine-requests/:id/listed',
    {
      config: { access: 'seller' },
      schema: {
        tags: ['medicine-requests'],
        summary: 'Mark a request listed with the product that answers it; the requester is told once by text',
        description:
          'A seller names one of their own products (403 `NOT_PRODUCT_OWNER` otherwise), an admin any product. ' +
          'Once only: 409 `MEDICINE_REQUEST_ALREADY_LISTED` after. In the audit trail as `medicine_request.listed`.',
        params: IdParams,
        body: MarkRequestListedSchema,
        response: { 200: MedicineRequestSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (req) =>
      markListed(
        app.db,
        { notifications: app.notifications, publicUrl: app.config.publicUrl },
        req.params.id,
        req.body.productId,
        req.user!,
      ),
  );
};
