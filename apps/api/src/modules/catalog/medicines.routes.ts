import {
  CatalogEntryListQuery,
  ErrorSchema,
  GenericCreateSchema,
  GenericDetailSchema,
  GenericListSchema,
  GenericSummarySchema,
  GenericUpdateSchema,
  ManufacturerCreateSchema,
  ManufacturerListSchema,
  ManufacturerSummarySchema,
  ManufacturerUpdateSchema,
  ProductIdParams,
  SubstituteListSchema,
  SuggestListSchema,
  SuggestQuery,
} from '@medibazaar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { generics, manufacturers } from './catalog.schema.js';
import { conflict, forbidden, notFound } from '../../core/http-errors.js';
import {
  findEntry,
  genericDetail,
  insertEntry,
  listEntries,
  listSubstitutes,
  updateEntry,
} from './medicines.repository.js';
import { suggest } from './search.repository.js';

const genericNotFound = () => notFound('Generic not found', 'GENERIC_NOT_FOUND');
const makerNotFound = () => notFound('Manufacturer not found', 'MANUFACTURER_NOT_FOUND');

/** Substitutes, generics and makers, and suggestions while typing (docs/api.md#medicines). */
export const medicinesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products/:id/substitutes',
    {
      config: { access: 'public' },
      schema: {
        tags: ['medicines'],
        summary: 'Other products of the same generic(s), strength and form, cheapest per unit first',
        description:
          'A combination matches only the same combination. `cheaperByCents` / `cheaperByPercent` say how much ' +
          'less a unit costs than a unit of the product asked about (negative when dearer). A product that is ' +
          'not a medicine has none. An unknown or malformed id is 404.',
        params: ProductIdParams,
        response: { 200: SubstituteListSchema, 404: ErrorSchema },
      },
    },
    async (req) => {
      const list = await listSubstitutes(app.db, req.params.id);
      if (!list) throw notFound('Product not found', 'PRODUCT_NOT_FOUND');
      return list;
    },
  );

  app.get(
    '/search/suggest',
    {
      config: { access: 'public' },
      schema: {
        tags: ['medicines'],
        summary: 'Suggestions while typing: brands, generics and makers, at most 8',
        description:
          'English or Bangla script, typos and common romanisations tolerated. Fewer than three characters ' +
          'answer an empty list. A brand suggestion names a product (`id`), a generic its page, a maker the ' +
          'shop filtered by it.',
        querystring: SuggestQuery,
        response: { 200: SuggestListSchema, 400: ErrorSchema },
      },
    },
    async (req) => ({ items: await suggest(app.db, req.query.q) }),
  );

  for (const entry of [
    {
      path: '/generics',
      table: generics,
      what: 'generic',
      list: GenericListSchema,
      one: GenericSummarySchema,
      create: GenericCreateSchema,
      update: GenericUpdateSchema,
      missing: genericNotFound,
      taken: () => conflict('A generic with this name already exists.', 'GENERIC_EXISTS'),
    },
    {
      path: '/manufacturers',
      table: manufacturers,
      what: 'manufacturer',
      list: ManufacturerListSchema,
      one: ManufacturerSummarySchema,
      create: ManufacturerCreateSchema,
      update: ManufacturerUpdateSchema,
      missing: makerNotFound,
      taken: () => conflict('A manufacturer with this name already exists.', 'MANUFACTURER_EXISTS'),
    },
  ] as const) {
    app.get(
      entry.path,
      {
        config: { access: 'public' },
        schema: {
          tags: ['medicines'],
          summary: `Confirmed ${entry.what}s matching q (English or Bangla, typos tolerated); alphabetical without q`,
          description:
            '`status` requested or all is for admins (403 otherwise): sellers’ requests awaiting confirmation.',
          querystring: CatalogEntryListQuery,
          response: { 200: entry.list, 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema },
        },
      },
      async (req) => {
        if (req.query.status !== 'confirmed') {
          const user = await req.loadUser();
          if (user?.role !== 'admin')
            throw forbidden(`Only an admin sees requested ${entry.what}s.`, 'REQUESTED_NAMES_FOR_ADMINS');
        }
        return { items: await listEntries(app.db, entry.table, req.query) };
      },
    );

    app.post(
      entry.path,
      {
        config: { access: 'admin' },
        schema: {
          tags: ['medicines'],
          summary: `Add a confirmed ${entry.what} (admin)`,
          body: entry.create,
          response: { 201: entry.one, 400: ErrorSchema, 409: ErrorSchema },
        },
      },
      async (req, reply) => {
        const id = await insertEntry(app.db, entry.table, { ...req.body, status: 'confirmed' });
        if (!id) throw entry.taken();
        return reply.code(201).send((await findEntry(app.db, entry.table, id))!);
      },
    );

    app.patch(
      `${entry.path}/:id`,
      {
        config: { access: 'admin' },
        schema: {
          tags: ['medicines'],
          summary: `Rename a ${entry.what}, write its texts, or confirm a requested one (admin)`,
          params: ProductIdParams,
          body: entry.update,
          response: { 200: entry.one, 400: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema },
        },
      },
      async (req) => {
        const result = await updateEntry(app.db, entry.table, req.params.id, req.body);
        if (result === 'not-found') throw entry.missing();
        if (result === 'taken') throw entry.taken();
        // Product pages show these names, in every category.
        app.productPages.changed();
        return (await findEntry(app.db, entry.table, req.params.id))!;
      },
    );
  }

  app.get(
    '/generics/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['medicines'],
        summary: "A generic's page: its names and summary, and its products grouped by strength and form",
        description: 'Combinations holding the generic are included. An unknown or malformed id is 404.',
        params: ProductIdParams,
        response: { 200: GenericDetailSchema, 404: ErrorSchema },
      },
    },
    async (req) => {
      const detail = await genericDetail(app.db, req.params.id);
      if (!detail) throw genericNotFound();
      return detail;
    },
  );
};
