import multipart from '@fastify/multipart';
import {
  ErrorSchema,
  MySellerLicencesSchema,
  SELLER_LICENCE_LIMITS,
  SellerLicenceFieldsSchema,
  SellerLicenceIdParams,
  SellerLicenceListQuery,
  SellerLicencePageSchema,
  SellerLicenceSchema,
} from '@medibazaar/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, HttpError } from '../../core/http-errors.js';
import { createPrivateStorage, type PrivateStorage } from '../../core/storage/private.js';
import { scanTooLarge } from './licence-scan.js';
import { listLicences } from './sellers.repository.js';
import { applyForLicence, ownLicences, readScan, type SellersContext } from './sellers.service.js';

const errors = (...codes: (400 | 401 | 403 | 404 | 409 | 413 | 415)[]) =>
  Object.fromEntries(codes.map((c) => [c, ErrorSchema])) as Record<number, typeof ErrorSchema>;

const FIELD_NAMES = [
  'pharmacyName',
  'pharmacyAddress',
  'licenceNumber',
  'expiresOn',
  'pharmacistName',
  'pharmacistRegistration',
  'pharmacistGrade',
] as const;

/** Reads the application form: its typed fields and the one scan file. */
async function readApplication(req: FastifyRequest): Promise<{ fields: Record<string, string>; scan: Buffer | null }> {
  if (!req.isMultipart()) {
    throw new HttpError(
      415,
      'Send the licence as a multipart form (its fields and the scan in the field "scan").',
      'MULTIPART_REQUIRED',
    );
  }
  const fields: Record<string, string> = {};
  let scan: Buffer | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        // A form's empty file input sends a part with no name and no bytes: nothing was chosen.
        if (part.filename === '' && bytes.length === 0) continue;
        if (part.fieldname !== 'scan' || scan) {
          throw badRequest('Send one file, the licence scan, in the field "scan".', 'BAD_REQUEST', 'scan');
        }
        scan = bytes;
      } else if ((FIELD_NAMES as readonly string[]).includes(part.fieldname)) {
        fields[part.fieldname] = String(part.value);
      } else {
        throw badRequest(`The form has an unknown field "${part.fieldname}".`, 'VALIDATION_ERROR', part.fieldname);
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw scanTooLarge(SELLER_LICENCE_LIMITS.scanMaxBytes);
    if (code === 'FST_FILES_LIMIT') {
      throw badRequest('Send one file, the licence scan, in the field "scan".', 'BAD_REQUEST', 'scan');
    }
    if (err instanceof HttpError) throw err;
    throw badRequest(
      `The form could not be read: ${(err as Error).message || 'it is not a valid multipart form'}.`,
      'BAD_REQUEST',
    );
  }
  return { fields, scan };
}

export interface SellersRoutesOptions {
  /** Given by tests that need a particular driver. */
  storage?: PrivateStorage;
}

/**
 * Sellers' drug licences (decision 056): a seller applies and sees their applications; admins see
 * the queue and the scans. The decisions are the seller-licensing flow's (they mail and drop the
 * kept product pages).
 */
export const sellersRoutes: FastifyPluginAsyncZod<SellersRoutesOptions> = async (app, opts) => {
  await app.register(multipart, {
    limits: {
      fileSize: SELLER_LICENCE_LIMITS.scanMaxBytes,
      files: 1,
      fields: FIELD_NAMES.length + 2,
      fieldSize: 1024,
      parts: FIELD_NAMES.length + 4,
      headerPairs: 50,
    },
  });
  const ctx: SellersContext = {
    db: app.db,
    storage: opts.storage ?? createPrivateStorage(app.config.storage, app.config.dataDir),
    log: app.log,
  };

  app.post(
    '/seller-licences',
    {
      config: { access: 'seller' },
      schema: {
        tags: ['sellers'],
        summary: 'Apply with your pharmacy’s drug licence (sellers): first time, after a rejection, or to renew',
        description:
          'Multipart form: `licenceNumber` (DGDA, e.g. DC-12345 or 12345/2024), `expiresOn` (YYYY-MM-DD, today or ' +
          'later in Dhaka), `pharmacistName`, `pharmacistRegistration` (BPC, e.g. A-1234) and `pharmacistGrade` ' +
          '(A, B or C, agreeing with the registration), and one file in the field `scan`, at most ' +
          `${SELLER_LICENCE_LIMITS.scanMaxBytes / 1024 / 1024} MB: a JPEG, PNG, WebP or HEIC photo or a PDF (checked ` +
          'by content). It waits for an admin (`pending`); one application waits at a time (409 ' +
          '`LICENCE_ALREADY_PENDING`). A licence in force stays in force meanwhile.',
        consumes: ['multipart/form-data'],
        response: { 201: SellerLicenceSchema, ...errors(400, 401, 403, 409, 413, 415) },
      },
    },
    async (req, reply) => {
      const { fields, scan } = await readApplication(req);
      const parsed = SellerLicenceFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw badRequest(issue.message, 'VALIDATION_ERROR', issue.path.join('.') || undefined);
      }
      if (!scan) throw badRequest('Attach a scan or photo of the drug licence.', 'LICENCE_SCAN_REQUIRED', 'scan');
      return reply.code(201).send(await applyForLicence(ctx, req.user!, parsed.data, scan));
    },
  );

  app.get(
    '/seller-licences/mine',
    {
      config: { access: 'seller' },
      schema: {
        tags: ['sellers'],
        summary: 'Your licence applications, newest first, and whether your products are on sale',
        response: { 200: MySellerLicencesSchema, ...errors(401, 403) },
      },
    },
    async (req) => ownLicences(ctx, req.user!),
  );

  app.get(
    '/seller-licences',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['sellers'],
        summary: 'Sellers’ licence applications of one status (pending by default), oldest first (admins)',
        querystring: SellerLicenceListQuery,
        response: { 200: SellerLicencePageSchema, ...errors(400, 401, 403) },
      },
    },
    async (req) => listLicences(app.db, req.query.status, req.query.page, req.query.limit),
  );

  app.get(
    '/seller-licences/:id/scan',
    {
      config: { access: 'seller' },
      schema: {
        tags: ['sellers'],
        summary: 'The licence scan’s file (the seller who sent it, admins); never cached',
        params: SellerLicenceIdParams,
        produces: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
        response: { 200: z.any(), ...errors(401, 403, 404) },
      },
    },
    async (req, reply) => {
      const file = await readScan(ctx, req.user!, req.params.id);
      return (
        reply
          .type(file.contentType)
          .header('content-disposition', `inline; filename="${file.name}"`)
          .header('cache-control', 'private, no-store')
          .header('referrer-policy', 'no-referrer')
          // The admins' queue shows a PDF in a frame; nothing in the file may load or run anything.
          .header('content-security-policy', "default-src 'none'; frame-ancestors 'self'")
          .header('x-frame-options', 'SAMEORIGIN')
          .send(file.body)
      );
    },
  );
};
