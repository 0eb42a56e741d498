import {
  ErrorSchema,
  IdParams,
  PharmacistListSchema,
  PharmacistRegistrationUpdateSchema,
  PharmacistSchema,
} from '@medibazaar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listPharmacists, setRegistration } from './pharmacists.js';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };

/**
 * `/api/pharmacists`: the people who may review (pharmacists and admins) with their Bangladesh
 * Pharmacy Council registration (decision 057). Admins record the number from the certificate.
 */
export const pharmacistsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pharmacists',
    {
      config: { access: 'pharmacist' },
      schema: {
        tags: ['users'],
        summary: 'Pharmacists and admins, with their Pharmacy Council registration (pharmacists and admins)',
        description: 'Pharmacists first, by name. `registration` is null until an admin records it.',
        response: { 200: PharmacistListSchema, 401: ErrorSchema, 403: ErrorSchema },
      },
    },
    async () => listPharmacists(app.db),
  );

  app.put(
    '/pharmacists/:id/registration',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: "Record a pharmacist's Pharmacy Council registration number (admins only; audited)",
        description:
          'The grade letter A, B or C and the number, written "A-1234", "a 1234" or "A/1234"; kept as "A-1234" ' +
          '(400 naming `registration` otherwise). 409 `NOT_A_PHARMACIST` for an account that is neither a ' +
          'pharmacist nor an admin, 409 `PHARMACIST_REGISTRATION_TAKEN` for a number another account has.',
        params: IdParams,
        body: PharmacistRegistrationUpdateSchema,
        response: { 200: PharmacistSchema, ...errors },
      },
    },
    async (req) => setRegistration(app.db, req.user!, req.params.id, req.body.registration),
  );
};
