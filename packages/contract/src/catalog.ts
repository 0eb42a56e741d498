import { z } from 'zod';
import {
  CATEGORIES,
  CONTROL_CHARACTER,
  PAGE_SIZE,
  PRODUCT_SORTS,
  SEARCH_QUERY_MAX,
  type CategoryName,
  type DispensingClass,
  type DosageForm,
  type ProductSort,
} from './constants.js';
import { pageOf, queryBoolean, queryInt } from './common.js';
import { DispensingClassSchema, DosageFormSchema, MedicineFactsSchema } from './medicine-facts.js';

export const CategoryNameSchema = z.enum(CATEGORIES);

export const CategorySchema = z.object({
  _id: z.string(),
  category: CategoryNameSchema,
  categoryImage: z.string(),
});
export type Category = z.infer<typeof CategorySchema>;
export const CategoryListSchema = z.array(CategorySchema);

/**
 * A product as the product calls answer it (legacy names: docs/api.md#names). `discount_percentage` and
 * `discounted_price` are present only when the product is discounted;
 * `email` is absent for admin-owned products.
 */
export const ProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** The name in Bangla where written (a medicine's Bangla brand is `medicine.brandBn`), else null; every answer carries it (optional for older clients' fixtures). */
  nameBn: z.string().nullable().optional(),
  category: CategoryNameSchema,
  price: z.number(),
  des: z.string(),
  /** One product's page only: the description in Bangla, null where not written. */
  desBn: z.string().nullable().optional(),
  image: z.string(),
  email: z.string().optional(),
  discount: z.number().int(),
  discount_percentage: z.number().int().optional(),
  discounted_price: z.number().optional(),
  stock: z.number().int(),
  /** Generic, strength, form, maker, pack and dispensing class; null for a product that is not a medicine. */
  medicine: MedicineFactsSchema.nullable(),
  /**
   * One product's page only: the expiry month (YYYY-MM) of the lot a sale would take now, first
   * expiring first; null when none in stock has an expiry.
   */
  expiresAfter: z.string().nullable().optional(),
});
export type Product = z.infer<typeof ProductSchema>;

/**
 * Counting every match of a broad filter ("All") would cost more as the catalogue
 * grows, so a list counts matches only up to a ceiling: the larger of this number
 * and the last row of the requested page. Up to the ceiling `total` is exact;
 * past it `total` is the ceiling plus one and `totalExact` is false, which reads
 * "more than ceiling". Either way `total > page * limit` tells whether a next page
 * exists. A search (`q`) counts up to SEARCH_COUNT_CEILING instead.
 */
export const PRODUCT_COUNT_CEILING = 1000;

/**
 * A search (`q`) counts its matches up to this many (or the last row of the requested page),
 * with the same reading of `total` and `totalExact`. `totalExact` is also false when the query
 * found more names (brands, generics, makers) than a search reads: a search shows the products
 * of the names nearest the query (docs/decisions/034-medicine-search.md).
 */
export const SEARCH_COUNT_CEILING = 100;

export const ProductPageSchema = pageOf(ProductSchema).extend({
  /** False when more products match than were counted (see PRODUCT_COUNT_CEILING). */
  totalExact: z.boolean(),
});
export type ProductPage = z.infer<typeof ProductPageSchema>;

const printable = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((s) => !CONTROL_CHARACTER.test(s), 'must not contain control characters');

export const ProductSortSchema = z.enum(PRODUCT_SORTS);

export const ProductListQuery = z
  .object({
    category: CategoryNameSchema.optional(),
    q: printable(SEARCH_QUERY_MAX).optional(),
    discounted: queryBoolean.optional(),
    email: printable(254).optional(),
    /** Products holding this generic (combinations too). */
    generic: z.guid('must be an id').optional(),
    form: DosageFormSchema.optional(),
    manufacturer: z.guid('must be an id').optional(),
    class: DispensingClassSchema.optional(),
    /** true: only products with stock; false: only those without. */
    inStock: queryBoolean.optional(),
    /**
     * true: a list without a search also shows controlled medicines (never sold online), which it
     * otherwise leaves out; a search, `class=controlled` and `generic` show them anyway.
     */
    includeControlled: queryBoolean.optional(),
    sort: ProductSortSchema.default('best'),
    page: queryInt(1, 100_000).default(1),
    limit: queryInt(1, PAGE_SIZE.max).default(PAGE_SIZE.default),
  })
  .strict();
export type ProductListQuery = z.input<typeof ProductListQuery>;

/** What a client asks the product list for (the typed form of ProductListQuery). */
export type ProductListParams = {
  category?: CategoryName | undefined;
  q?: string | undefined;
  discounted?: boolean | undefined;
  email?: string | undefined;
  generic?: string | undefined;
  form?: DosageForm | undefined;
  manufacturer?: string | undefined;
  class?: DispensingClass | undefined;
  inStock?: boolean | undefined;
  includeControlled?: boolean | undefined;
  sort?: ProductSort | undefined;
  page?: number | undefined;
  limit?: number | undefined;
};

/**
 * A product id in a path. Any text is accepted here so that a malformed id is
 * answered like an unknown one: 404, never 400 or 500.
 */
export const ProductIdParams = z.object({ id: z.string() }).strict();

export const SponsorSchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string(),
  /** The sponsor's website, or null. */
  link: z.string().nullable(),
});
export const SponsorListSchema = z.array(SponsorSchema);
