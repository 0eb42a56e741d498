import { z } from 'zod';
import { ProductSchema } from './catalog.js';
import { queryInt } from './common.js';
import { CONTROL_CHARACTER, MEDICINE_LIMITS, SEARCH_QUERY_MAX, SUGGEST } from './constants.js';
import {
  CatalogEntryStatusSchema,
  DosageFormSchema,
  GenericRefSchema,
  ManufacturerRefSchema,
} from './medicine-facts.js';

/*
 * Medicines (docs/product.md#medicines, docs/api.md#medicines). The dosage forms and
 * dispensing classes are in constants.ts (DOSAGE_FORMS, DISPENSING_CLASSES); the facts a
 * product carries (MedicineFactsSchema, GenericRefSchema, ManufacturerRefSchema) are in
 * medicine-facts.ts, which the product schema imports.
 */

const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((s) => !CONTROL_CHARACTER.test(s), 'must not contain control characters');

// ---------------------------------------------------------------------------
// Substitutes: GET /api/products/:id/substitutes

/** At most this many substitutes are listed, cheapest per unit first. */
export const SUBSTITUTES_MAX = 50;

export const SubstituteSchema = z.object({
  product: ProductSchema,
  /** This product's discounted price per unit, in cents to a hundredth of a cent. */
  unitPriceCents: z.number().positive(),
  /**
   * How much less a unit of this product costs than a unit of the product asked about:
   * negative when it costs more, 0 when the same.
   */
  cheaperByCents: z.number(),
  /** The same as a whole percent of the asked product's unit price (rounded; negative when dearer). */
  cheaperByPercent: z.number().int(),
});
export type Substitute = z.infer<typeof SubstituteSchema>;

/**
 * Other products of exactly the same generic(s), strength and form (a combination matches
 * only the same combination), cheapest per unit first. A product that is not a medicine has none.
 */
export const SubstituteListSchema = z.object({
  productId: z.string(),
  /** The asked product's unit price; null when it is not a medicine. */
  unitPriceCents: z.number().positive().nullable(),
  items: z.array(SubstituteSchema),
});
export type SubstituteList = z.infer<typeof SubstituteListSchema>;

// ---------------------------------------------------------------------------
// Generics and manufacturers

/** A generic in a list (`GET /api/generics?q=`) or a picker. */
export const GenericSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  nameBn: z.string().nullable(),
  status: CatalogEntryStatusSchema,
});
export type GenericSummary = z.infer<typeof GenericSummarySchema>;
export const GenericListSchema = z.object({ items: z.array(GenericSummarySchema) });
export type GenericList = z.infer<typeof GenericListSchema>;

export const ManufacturerSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  nameBn: z.string().nullable(),
  status: CatalogEntryStatusSchema,
});
export type ManufacturerSummary = z.infer<typeof ManufacturerSummarySchema>;
export const ManufacturerListSchema = z.object({ items: z.array(ManufacturerSummarySchema) });
export type ManufacturerList = z.infer<typeof ManufacturerListSchema>;

/** At most this many products are listed on a generic's page. */
export const GENERIC_PAGE_PRODUCTS_MAX = 300;

/** The products of one strength and form on a generic's page, cheapest per unit first. */
export const GenericProductGroupSchema = z.object({
  strength: z.string(),
  form: DosageFormSchema,
  products: z.array(ProductSchema),
});
export type GenericProductGroup = z.infer<typeof GenericProductGroupSchema>;

/**
 * `GET /api/generics/:id`: the generic and every product holding it (combinations too),
 * grouped by strength and form (groups in order of strength, then form).
 */
export const GenericDetailSchema = GenericSummarySchema.extend({
  summary: z.string().nullable(),
  summaryBn: z.string().nullable(),
  groups: z.array(GenericProductGroupSchema),
  /** How many products hold the generic; more than the groups show when above GENERIC_PAGE_PRODUCTS_MAX. */
  productCount: z.number().int().nonnegative(),
});
export type GenericDetail = z.infer<typeof GenericDetailSchema>;

/**
 * `GET /api/generics?q=` and `GET /api/manufacturers?q=`: names matching `q` (English or Bangla,
 * typos tolerated), best first; without `q`, alphabetical. `status` other than `confirmed`
 * is for admins (403 otherwise).
 */
export const CatalogEntryListQuery = z
  .object({
    q: line(SEARCH_QUERY_MAX).optional(),
    status: z.enum(['confirmed', 'requested', 'all']).default('confirmed'),
    limit: queryInt(1, 50).default(20),
  })
  .strict();
export type CatalogEntryListParams = {
  q?: string | undefined;
  status?: 'confirmed' | 'requested' | 'all' | undefined;
  limit?: number | undefined;
};

const entryName = (max: number, what: string) =>
  z
    .string({ error: `Enter the ${what}'s name.` })
    .trim()
    .min(2, `Enter the ${what}'s name.`)
    .max(max, `The name can be at most ${max} characters.`)
    .refine((s) => !CONTROL_CHARACTER.test(s), 'The name contains characters that cannot be shown.');
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `This text can be at most ${max} characters.`)
    .nullable()
    .optional()
    .transform((s) => (s === '' ? null : s));

/** `POST /api/generics` (admin): a confirmed generic. 409 GENERIC_EXISTS when the name is taken. */
export const GenericCreateSchema = z
  .object({
    name: entryName(MEDICINE_LIMITS.genericNameMax, 'generic'),
    nameBn: optionalText(MEDICINE_LIMITS.genericNameMax),
    summary: optionalText(MEDICINE_LIMITS.summaryMax),
    summaryBn: optionalText(MEDICINE_LIMITS.summaryMax),
  })
  .strict();

/** `PATCH /api/generics/:id` (admin): rename, write the texts, or confirm a requested generic. */
export const GenericUpdateSchema = GenericCreateSchema.partial()
  .extend({ status: z.literal('confirmed').optional() })
  .strict();
export type GenericUpdate = z.input<typeof GenericUpdateSchema>;

/** `POST /api/manufacturers` (admin). 409 MANUFACTURER_EXISTS when the name is taken. */
export const ManufacturerCreateSchema = z
  .object({
    name: entryName(MEDICINE_LIMITS.manufacturerNameMax, 'manufacturer'),
    nameBn: optionalText(MEDICINE_LIMITS.manufacturerNameMax),
  })
  .strict();

/** `PATCH /api/manufacturers/:id` (admin): rename or confirm. */
export const ManufacturerUpdateSchema = ManufacturerCreateSchema.partial()
  .extend({ status: z.literal('confirmed').optional() })
  .strict();
export type ManufacturerUpdate = z.input<typeof ManufacturerUpdateSchema>;

// ---------------------------------------------------------------------------
// Search suggestions: GET /api/search/suggest?q=

export const SuggestQuery = z.object({ q: line(SEARCH_QUERY_MAX) }).strict();

export const SuggestionSchema = z.object({
  /** brand: `id` is a product's; generic: a generic's (its page); manufacturer: a maker's (the shop filtered by it). */
  kind: z.enum(['brand', 'generic', 'manufacturer']),
  id: z.string(),
  label: z.string(),
  labelBn: z.string().nullable(),
  /**
   * One line under the label: for a brand its generic(s), strength, form and maker
   * (`Paracetamol · 500 mg · tablet · Beximco`); for a generic or maker how many products it has.
   * In English; `facts` and `productCount` carry the same for writing it in the reader's language.
   */
  detail: z.string(),
  /** A brand's generic(s), strength, form and maker; null for a generic or maker. */
  facts: z
    .object({
      generics: z.array(GenericRefSchema),
      strength: z.string(),
      form: DosageFormSchema,
      manufacturer: ManufacturerRefSchema,
    })
    .nullable(),
  /** A generic's or maker's number of products, counted up to SUGGEST.countCap ("100+"); null for a brand. */
  productCount: z.number().int().nonnegative().nullable(),
});
export type Suggestion = z.infer<typeof SuggestionSchema>;

/** At most SUGGEST.max, best first; none for fewer than SUGGEST.minLength characters. */
export const SuggestListSchema = z.object({ items: z.array(SuggestionSchema).max(SUGGEST.max) });
export type SuggestList = z.infer<typeof SuggestListSchema>;
