import { z } from 'zod';
import { DISPENSING_CLASSES, DOSAGE_FORMS } from './constants.js';

export const DosageFormSchema = z.enum(DOSAGE_FORMS);
export const DispensingClassSchema = z.enum(DISPENSING_CLASSES);

/** A generic or maker is `requested` when a seller typed it under "other" and no admin has confirmed it yet. */
export const CatalogEntryStatusSchema = z.enum(['confirmed', 'requested']);
export type CatalogEntryStatus = z.infer<typeof CatalogEntryStatusSchema>;

/** A generic (active ingredient) as a product names it. `nameBn` is null until someone writes it. */
export const GenericRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameBn: z.string().nullable(),
  status: CatalogEntryStatusSchema,
});
export type GenericRef = z.infer<typeof GenericRefSchema>;

/** A manufacturer as a product names it. */
export const ManufacturerRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameBn: z.string().nullable(),
  status: CatalogEntryStatusSchema,
});
export type ManufacturerRef = z.infer<typeof ManufacturerRefSchema>;

/**
 * What makes a product a medicine (docs/product.md#medicines). The brand is the product's
 * `name`; `brandBn` its Bangla spelling when known.
 */
export const MedicineFactsSchema = z.object({
  /** The active ingredients, in the order the label names them; several for a combination. */
  generics: z.array(GenericRefSchema).min(1),
  /** As the label writes it: `500 mg`, `250 mg/5 ml`, `500 mg + 65 mg`. */
  strength: z.string(),
  form: DosageFormSchema,
  manufacturer: ManufacturerRefSchema,
  /** Units per pack (10 tablets on a strip, 1 bottle). The product's price is per pack. */
  packSize: z.number().int().positive(),
  /** The pack in words: `10 tablets (1 strip)`, `100 ml bottle`. */
  packLabel: z.string(),
  /** The same in Bangla (`১০টি ট্যাবলেট (১ পাতা)`), null where not written: the reader's language is shown, English when missing. */
  packLabelBn: z.string().nullable().optional(),
  /** The discounted pack price divided by the pack size, in cents to a hundredth of a cent (at least 0.01). */
  unitPriceCents: z.number().positive(),
  dispensingClass: DispensingClassSchema,
  /**
   * The label's three texts. A product's own answer only (`GET /api/products/:id` and the answers
   * that give one product): the product list leaves them out, as no list shows them, and they
   * were about half of a list page's bytes.
   */
  indications: z.string().nullable().optional(),
  dosage: z.string().nullable().optional(),
  sideEffects: z.string().nullable().optional(),
  brandBn: z.string().nullable(),
  /**
   * The three texts in Bangla, null where not written. One product's page only: lists leave
   * them out (they show names), so a list answer stays the size it was.
   */
  indicationsBn: z.string().nullable().optional(),
  dosageBn: z.string().nullable().optional(),
  sideEffectsBn: z.string().nullable().optional(),
});
export type MedicineFacts = z.infer<typeof MedicineFactsSchema>;
