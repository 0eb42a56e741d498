import {
  ErrorSchema,
  LOT_IMPORT_LIMITS,
  LotAdjustSchema,
  LotImportReportSchema,
  LotParams,
  LotReceiveSchema,
  LotSchema,
  NearExpiryListSchema,
  ProductIdParams,
  ProductLotsSchema,
} from '@medibazaar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { importLots } from './lots-import.service.js';
import { nearExpiryLots } from './lots-expiry.js';
import { adjustLot, readProductLots, receiveLot } from './lots.service.js';
import type { CatalogContext } from './products-admin.service.js';

/** A product's lots (decision 059): its seller's or an admin's to receive, adjust and see. */
export const lotsRoutes: FastifyPluginAsyncZod<{ ctx: CatalogContext }> = async (app, { ctx }) => {
  // The import's file comes as it is saved (text/csv); only these routes read that type.
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: LOT_IMPORT_LIMITS.bytes }, (_req, body, done) =>
    done(null, body),
  );

  app.post(
    '/products/lots/import',
    {
      config: { access: 'seller' },
      bodyLimit: LOT_IMPORT_LIMITS.bytes,
      schema: {
        tags: ['lots'],
        summary: "Receive many lots from a CSV file: the caller's products (any for an admin), a report line by line",
        description:
          'The body is the file (`Content-Type: text/csv`, UTF-8), at most 256 KiB (413 beyond) and 1,000 lines ' +
          'after the header (400 `CSV_TOO_MANY_LINES`). The header names the columns `product` (the id), `batch`, ' +
          '`expiry` (MM/YYYY, YYYY-MM or a day), `quantity`, and optionally `received`, `supplier`, `cost`, in any ' +
          'order; another name, a repeated or a missing required one is 400 `CSV_HEADER_INVALID`. Each line is ' +
          'accepted or refused with a reason; the accepted ones are received together in one transaction.',
        consumes: ['text/csv'],
        body: z.string().max(LOT_IMPORT_LIMITS.bytes).describe('text/csv'),
        response: { 200: LotImportReportSchema, 400: ErrorSchema },
      },
    },
    async (req) => importLots(ctx, req.user!, req.body),
  );

  app.get(
    '/products/near-expiry',
    {
      config: { access: 'seller' },
      schema: {
        tags: ['lots'],
        summary: "The caller's lots on sale expiring within NEAR_EXPIRY_DAYS, earliest first (the shop's for an admin)",
        response: { 200: NearExpiryListSchema },
      },
    },
    async (req) => ({
      days: app.config.nearExpiryDays,
      lots: await nearExpiryLots(app.db, req.user!, app.config.nearExpiryDays),
    }),
  );

  app.get(
    '/products/:id/lots',
    {
      config: { access: 'seller' },
      schema: {
        tags: ['lots'],
        summary: "A product's lots, first sold first, and its stock (its seller or an admin)",
        params: ProductIdParams,
        response: { 200: ProductLotsSchema, 403: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (req) => readProductLots(app.db, req.user!, req.params.id),
  );

  app.post(
    '/products/:id/lots',
    {
      config: { access: 'seller' },
      schema: {
        tags: ['lots'],
        summary: 'Receive a lot into stock (its seller or an admin)',
        description:
          '`expires` is the month on the pack (YYYY-MM, good to its last day) or a day; a medicine needs one ' +
          '(400 `EXPIRY_REQUIRED`), and a past one is 400 `EXPIRY_IN_PAST`. A batch already received with the ' +
          'same expiry gets the units added; with another expiry, or no longer sold, 409 `LOT_BATCH_CONFLICT`.',
        params: ProductIdParams,
        body: LotReceiveSchema,
        response: { 201: LotSchema, 400: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await receiveLot(ctx, req.user!, req.params.id, req.body)),
  );

  app.post(
    '/products/:id/lots/:lotId/adjustments',
    {
      config: { access: 'seller' },
      schema: {
        tags: ['lots'],
        summary: "Change a lot's count with a reason (its seller or an admin)",
        description:
          '`damaged` and `lost` take `quantity` units out; `count` sets the units counted. A lot never holds ' +
          'fewer than none: 409 `ADJUSTMENT_BELOW_ZERO`.',
        params: LotParams,
        body: LotAdjustSchema,
        response: { 200: LotSchema, 400: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (req) => adjustLot(ctx, req.user!, req.params.id, req.params.lotId, req.body),
  );
};
