import { z } from 'zod';
import { pageOf, queryBoolean, queryInt } from './common.js';
import { DISPENSING_CLASSES, DOSAGE_FORMS, PAGE_SIZE, type DispensingClass } from './constants.js';
import { CatalogEntryStatusSchema, DispensingClassSchema, DosageFormSchema } from './medicine-facts.js';

/**
 * The medicine reference (docs/product.md#medicine-reference, decision 055): one entry per
 * generic set, strength and form, kept by pharmacists and admins. It alone says how a medicine
 * is sold; every product of it carries that class and a seller cannot change it.
 */

/** Strictness of each class: a change that lowers it is a lowering. */
export const CLASS_RANK: Record<DispensingClass, number> = { otc: 0, prescription: 1, controlled: 2 };

/** The stricter of two classes. */
export const stricterClass = (a: DispensingClass, b: DispensingClass): DispensingClass =>
  CLASS_RANK[a] >= CLASS_RANK[b] ? a : b;

/** A generic as a reference entry lists it, with whether it is an antibiotic. */
export const ReferenceGenericSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameBn: z.string().nullable(),
  antibiotic: z.boolean(),
});

export const MedicineReferenceSchema = z.object({
  id: z.string(),
  generics: z.array(ReferenceGenericSchema),
  strength: z.string(),
  form: DosageFormSchema,
  dispensingClass: DispensingClassSchema,
  /** Any of its generics is an antibiotic: never sold over the counter. */
  antibiotic: z.boolean(),
  /** `requested`: made by a seller's product, prescription-only until a pharmacist or admin sets the class. */
  status: CatalogEntryStatusSchema,
  productCount: z.number().int().nonnegative(),
  /** Who set the class last and why (null for the entries the catalogue was seeded with). */
  changedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  changeReason: z.string().nullable(),
  updatedAt: z.string(),
});
export type MedicineReference = z.infer<typeof MedicineReferenceSchema>;

export const MedicineReferencePageSchema = pageOf(MedicineReferenceSchema);
export type MedicineReferencePage = z.infer<typeof MedicineReferencePageSchema>;

/** `GET /api/medicine-references` (pharmacists and admins). */
export const MedicineReferenceListQuery = z
  .object({
    q: z.string().trim().max(100, 'Search with at most 100 characters.').optional(),
    dispensingClass: z.enum(DISPENSING_CLASSES, { error: 'Choose otc, prescription or controlled.' }).optional(),
    antibiotic: queryBoolean.optional(),
    status: CatalogEntryStatusSchema.optional(),
    page: queryInt(1, 100_000).default(1),
    limit: queryInt(1, PAGE_SIZE.max).default(PAGE_SIZE.default),
  })
  .strict();
export type MedicineReferenceListParams = z.input<typeof MedicineReferenceListQuery>;

/** `GET /api/medicine-references/match` (sellers and admins): the entry a product form's facts lead to. */
export const MedicineReferenceMatchQuery = z
  .object({
    genericIds: z
      .string({ error: 'Give the generic ids, separated by commas.' })
      .min(1, 'Give the generic ids, separated by commas.')
      .max(400, 'Too many generics.'),
    strength: z.string({ error: 'Give the strength.' }).trim().min(1, 'Give the strength.').max(100),
    form: z.enum(DOSAGE_FORMS, { error: 'Choose a dosage form.' }),
  })
  .strict();
export const MedicineReferenceMatchSchema = z.object({ reference: MedicineReferenceSchema.nullable() });
export type MedicineReferenceMatch = z.infer<typeof MedicineReferenceMatchSchema>;

const reason = z
  .string({ error: 'Say why (at least 5 characters): it is kept in the audit trail.' })
  .trim()
  .min(5, 'Say why (at least 5 characters): it is kept in the audit trail.')
  .max(500, 'The reason can be at most 500 characters.');

/** `PATCH /api/medicine-references/:id`: a pharmacist or admin sets the class, saying why. */
export const MedicineReferenceClassChangeSchema = z
  .object({
    dispensingClass: z.enum(DISPENSING_CLASSES, { error: 'Choose how the medicine is sold.' }),
    reason,
  })
  .strict();
export type MedicineReferenceClassChange = z.infer<typeof MedicineReferenceClassChangeSchema>;

/** What a class change did beyond the entry: products moved out of OTC Medicine, orders sent to the pharmacist. */
export const ClassChangeEffectsSchema = z.object({
  productsChanged: z.number().int().nonnegative(),
  productsMovedToPrescriptionCategory: z.number().int().nonnegative(),
  ordersSentToReview: z.array(z.string()).describe('Order numbers now waiting for a pharmacist'),
});
export type ClassChangeEffects = z.infer<typeof ClassChangeEffectsSchema>;

export const MedicineReferenceChangedSchema = z.object({
  reference: MedicineReferenceSchema,
  effects: ClassChangeEffectsSchema,
});
export type MedicineReferenceChanged = z.infer<typeof MedicineReferenceChangedSchema>;

/** `PUT /api/generics/:id/antibiotic`: a pharmacist or admin marks a generic an antibiotic or not, saying why. */
export const GenericAntibioticSchema = z
  .object({ antibiotic: z.boolean({ error: 'Say true or false.' }), reason })
  .strict();
export type GenericAntibioticInput = z.infer<typeof GenericAntibioticSchema>;

export const GenericAntibioticChangedSchema = z.object({
  id: z.string(),
  name: z.string(),
  antibiotic: z.boolean(),
  /** Over-the-counter entries of the generic made prescription-only by the change. */
  referencesRaised: z.number().int().nonnegative(),
  effects: ClassChangeEffectsSchema,
});
export type GenericAntibioticChanged = z.infer<typeof GenericAntibioticChangedSchema>;

/** A generics list for the antibiotic toggles of the reference page. */
export const GenericAntibioticListQuery = z
  .object({ q: z.string().trim().max(100).optional(), limit: queryInt(1, 100).default(50) })
  .strict();
export const GenericAntibioticListSchema = z.object({ items: z.array(ReferenceGenericSchema) });
export type GenericAntibioticList = z.infer<typeof GenericAntibioticListSchema>;
