import { z } from 'zod';
import { CATEGORIES, PAGE_SIZE, SEARCH_QUERY_MAX } from './constants.js';
import { pageOf, queryBoolean, queryInt } from './common.js';

export const CategoryNameSchema = z.enum(CATEGORIES);

export const CategorySchema = z.object({
  _id: z.string(),
  category: CategoryNameSchema,
  categoryImage: z.string(),
});
export type Category = z.infer<typeof CategorySchema>;
export const CategoryListSchema = z.array(CategorySchema);

/**
 * A product as the spec's calls read it. `discount_percentage` and
 * `discounted_price` are present only when the product is discounted;
 * `email` is absent for admin-owned products.
 */
export const ProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  category: CategoryNameSchema,
  price: z.number(),
  des: z.string(),
  image: z.string(),
  email: z.string().optional(),
  discount: z.number().int(),
  discount_percentage: z.number().int().optional(),
  discounted_price: z.number().optional(),
  stock: z.number().int(),
});
export type Product = z.infer<typeof ProductSchema>;

export const ProductPageSchema = pageOf(ProductSchema);

export const ProductListQuery = z
  .object({
    category: CategoryNameSchema.optional(),
    q: z.string().trim().max(SEARCH_QUERY_MAX).optional(),
    discounted: queryBoolean.optional(),
    email: z.string().trim().max(254).optional(),
    page: queryInt(1, 100_000).default(1),
    limit: queryInt(1, PAGE_SIZE.max).default(PAGE_SIZE.default),
  })
  .strict();
export type ProductListQuery = z.input<typeof ProductListQuery>;

export const SponsorSchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string(),
});
export type Sponsor = z.infer<typeof SponsorSchema>;
export const SponsorListSchema = z.array(SponsorSchema);
