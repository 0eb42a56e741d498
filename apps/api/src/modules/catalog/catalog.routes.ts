import {
  CategoryListSchema,
  dhakaDay,
  ErrorSchema,
  ProductIdParams,
  ProductListQuery,
  ProductPageSchema,
  ProductSchema,
} from '@medibazaar/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCompressedJson } from '../../core/compressed-json.js';
import { notFound } from '../../core/http-errors.js';
import { listCategories, listKey, listProducts, type ProductFilter } from './catalog.repository.js';
import { findProduct } from './product-detail.repository.js';

/**
 * Which lists are kept in memory: those many visitors ask for alike (a category's or the
 * whole shop's first pages, short searches). A seller's own list, deep pages and long
 * searches are read each time, so no visitor can fill the memory with pages of their own
 * making.
 */
export const KEPT_PAGES = { maxPage: 20, maxSearchLength: 40, maxMedicineFilters: 1 } as const;
/** The medicine filters a page narrows by: one at a time is a page many ask for; combinations are read each time. */
const medicineFilters = (f: ProductFilter) =>
  [f.generic, f.form, f.manufacturer, f.class, f.inStock].filter((v) => v !== undefined).length;
const isKept = (f: ProductFilter) =>
  f.page <= KEPT_PAGES.maxPage &&
  !f.sellerEmail &&
  (f.q === undefined || f.q.length <= KEPT_PAGES.maxSearchLength) &&
  medicineFilters(f) <= KEPT_PAGES.maxMedicineFilters;

/**
 * A kept page's name: the list's, on the day (in Dhaka) it was read. A seller's licence ends with a
 * calendar day, so a page read yesterday may show products no longer on sale today: it is never
 * served after its day (decision 056), and ages out of memory like any page nobody asks for.
 */
export const keptPageKey = (f: ProductFilter, now = new Date()) => `${dhakaDay(now)}|${listKey(f)}`;

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/category',
    {
      config: { access: 'public' },
      schema: { tags: ['catalog'], summary: 'All product categories', response: { 200: CategoryListSchema } },
    },
    async () => listCategories(app.db),
  );

  app.get(
    '/products',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'One page of products, filtered and searched by the server',
        description:
          '`q` finds brand names, generics and makers (English or Bangla script, typos and common romanisations ' +
          'tolerated), ranked exact brand, brand prefix, generic, other products the query begins, maker, then close ' +
          'names; within a name the everyday pack first (by mouth before injected, in stock, over the counter, one ' +
          'ingredient, cheapest per unit). `sort`: `best` (that ranking; newest first without `q`), `price`, ' +
          '`unit-price` or `name`. `generic`, `form`, ' +
          '`manufacturer`, `class` and `inStock` narrow the list and combine with `category`, `discounted` and `q`. ' +
          'Without `q`, controlled medicines (never sold online) are left out unless `includeControlled=true`, ' +
          '`class=controlled` or `generic` asks for them; a search finds them. ' +
          '`total` counts matches up to a ceiling (the larger of 1000 and page × limit); past it, or when a search ' +
          'found more names than it reads, `totalExact` is false.',
        querystring: ProductListQuery,
        response: { 200: ProductPageSchema, 400: ErrorSchema },
      },
    },
    async (req, reply) => {
      const { email, ...rest } = req.query;
      const filter = { ...rest, sellerEmail: email };
      // The page is built field by field as the contract's type (toProductJson), so it is written out as it is:
      // checking it against the response schema on every request cost as much as writing it (decision 067).
      // The catalog tests check answers against the schema. Kept pages keep this JSON.
      // Every list, kept page or not (a seller's, a deep page, combined filters), shares its filter's kept count.
      // The names of generics and makers on the page are kept apart from the pages, whatever they keep (decision 077).
      // A search's matched order is kept beside the counts, so its pages read their rows by id (decision 081).
      const { counts, names, orders } = app.productPages;
      const read = async () => JSON.stringify(await listProducts(app.db, filter, counts, names, orders));
      const kept = isKept(filter);
      const body = kept ? await app.productPages.get(keptPageKey(filter), filter.category, read) : await read();
      // Already JSON, compressed for a browser that takes it (decision 083): a kept page once.
      return sendCompressedJson(req, reply as FastifyReply, body, kept);
    },
  );

  app.get(
    '/products/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'One product; an unknown or malformed id is 404',
        description:
          'A seller’s product whose seller has no drug licence in force (not yet approved, or past its last ' +
          'day) is not on sale: 404 for everyone but its seller and admins.',
        params: ProductIdParams,
        response: { 200: ProductSchema, 404: ErrorSchema },
      },
    },
    async (req) => {
      const product = await findProduct(app.db, req.params.id, () => req.loadUser(), app.config.expiryMarginDays);
      if (!product) throw notFound('Product not found', 'PRODUCT_NOT_FOUND');
      return product;
    },
  );
};
