import {
  ErrorSchema,
  GenericAntibioticChangedSchema,
  GenericAntibioticSchema,
  IdParams,
  MedicineReferenceChangedSchema,
  MedicineReferenceClassChangeSchema,
} from '@medibazaar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changeGenericAntibiotic, changeMedicineClass, type MedicineClassContext } from './change-class.js';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, ErrorSchema]));

/**
 * The pharmacy's changes to how medicines are sold: an entry's class and a generic's antibiotic
 * mark. The reference list and the product writes are the catalog module's.
 */
export const medicineClassRoutes: FastifyPluginAsyncZod<{ ctx: MedicineClassContext }> = async (app, { ctx }) => {
  app.patch(
    '/medicine-references/:id',
    {
      config: { access: 'pharmacist' },
      schema: {
        tags: ['medicines'],
        summary: 'Set how a medicine is sold (pharmacists and admins), saying why; every product of it follows',
        description:
          'Audited with the reason. Products in OTC Medicine whose class goes up move to Prescription Medicine. ' +
          'When the class goes up from over the counter, open orders (placed, confirmed or packed) holding its ' +
          'products on lines no pharmacist checked wait for a pharmacist and their buyers are told; a card order ' +
          'already paid is left to the seller. An antibiotic is never over the counter (409 `ANTIBIOTIC_NOT_OTC`). ' +
          'Setting the class confirms a requested entry.',
        params: IdParams,
        body: MedicineReferenceClassChangeSchema,
        response: { 200: MedicineReferenceChangedSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (req) => changeMedicineClass(ctx, req.user!, req.params.id, req.body),
  );

  app.put(
    '/generics/:id/antibiotic',
    {
      config: { access: 'pharmacist' },
      schema: {
        tags: ['medicines'],
        summary: 'Mark a generic an antibiotic or not (pharmacists and admins), saying why',
        description:
          'Audited with the reason. A medicine is an antibiotic when any of its generics is; marking one raises ' +
          'its over-the-counter reference entries to prescription-only, with what a class change does ' +
          '(PATCH /api/medicine-references/:id).',
        params: IdParams,
        body: GenericAntibioticSchema,
        response: { 200: GenericAntibioticChangedSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (req) => changeGenericAntibiotic(ctx, req.user!, req.params.id, req.body),
  );
};
