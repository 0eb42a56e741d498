import {
  ErrorSchema,
  GenericAntibioticListQuery,
  GenericAntibioticListSchema,
  MedicineReferenceListQuery,
  MedicineReferenceMatchQuery,
  MedicineReferenceMatchSchema,
  MedicineReferencePageSchema,
} from '@medibazaar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { genericSetOf } from './medicine-columns.js';
import {
  findReferenceByKey,
  listGenericsWithFlag,
  listReferences,
  readReference,
} from './medicine-references.repository.js';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, ErrorSchema]));

/**
 * The medicine reference (decision 055): its list for pharmacists and admins, the entry a product
 * form's facts lead to for sellers, and the generics with their antibiotic mark. Changing a class
 * or a mark is the medicine-class flow's (it sends orders to the pharmacist).
 */
export const medicineReferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/medicine-references',
    {
      config: { access: 'pharmacist' },
      schema: {
        tags: ['medicines'],
        summary: 'Medicine reference entries (pharmacists and admins), most recently changed first',
        description:
          '`q` finds a generic (English or Bangla), a brand of the medicine or its strength; `dispensingClass`, ' +
          '`antibiotic` and `status` (requested: made by a seller, prescription-only until set) filter.',
        querystring: MedicineReferenceListQuery,
        response: { 200: MedicineReferencePageSchema, ...errors(400, 401, 403) },
      },
    },
    async (req) => listReferences(app.db, req.query),
  );

  app.get(
    '/medicine-references/match',
    {
      config: { access: 'seller' },
      schema: {
        tags: ['medicines'],
        summary: "The entry a product form's generics, strength and form lead to (sellers and admins)",
        description:
          '`genericIds` are the chosen generics, separated by commas. `reference` is null when the shop has no ' +
          'such medicine yet: a seller’s product then makes a requested entry, prescription-only until the ' +
          'pharmacy sets it.',
        querystring: MedicineReferenceMatchQuery,
        response: { 200: MedicineReferenceMatchSchema, ...errors(400, 401, 403) },
      },
    },
    async (req) => {
      const ids = req.query.genericIds
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const row = await findReferenceByKey(app.db, {
        genericSet: genericSetOf(ids),
        strength: req.query.strength,
        form: req.query.form,
      });
      return { reference: row ? await readReference(app.db, row.id) : null };
    },
  );

  app.get(
    '/medicine-references/generics',
    {
      config: { access: 'pharmacist' },
      schema: {
        tags: ['medicines'],
        summary: 'Generics with their antibiotic mark (pharmacists and admins), antibiotics first',
        querystring: GenericAntibioticListQuery,
        response: { 200: GenericAntibioticListSchema, ...errors(400, 401, 403) },
      },
    },
    async (req) => listGenericsWithFlag(app.db, req.query),
  );
};
