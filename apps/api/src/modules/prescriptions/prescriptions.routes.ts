import multipart from '@fastify/multipart';
import {
  ApprovePrescriptionSchema,
  DeletedPrescriptionSchema,
  ErrorSchema,
  PageFileParams,
  PageFileQuery,
  PageLinkSchema,
  PRESCRIPTION_LIMITS,
  PrescriptionFieldsSchema,
  PrescriptionIdParams,
  PrescriptionListQuery,
  PrescriptionPageListSchema,
  PrescriptionPageParams,
  PrescriptionSchema,
  RejectPrescriptionSchema,
} from '@medibazaar/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, HttpError } from '../../core/http-errors.js';
import { createPrivateStorage, type PrivateStorage } from '../../core/storage/private.js';
import { createPageLinkSigner } from './links.js';
import { pageTooLarge } from '../../core/files/pages.js';
import {
  approvePrescription,
  claimPrescription,
  createPrescription,
  deletePrescription,
  getPrescription,
  listOwnPrescriptions,
  listPendingPrescriptions,
  pageLink,
  readPageFile,
  rejectPrescription,
  releaseClaim,
  tooManyPages,
  type PrescriptionsContext,
} from './prescriptions.service.js';

const errors = (...codes: (400 | 401 | 403 | 404 | 409 | 410 | 413 | 415)[]) =>
  Object.fromEntries(codes.map((c) => [c, ErrorSchema])) as Record<number, typeof ErrorSchema>;

const FIELD_NAMES = ['patientName', 'doctorName', 'bmdcNumber', 'writtenOn'] as const;

/** Reads the upload form: the typed fields and every page file, each within its limit. */
async function readUpload(req: FastifyRequest): Promise<{ fields: Record<string, string>; files: Buffer[] }> {
  if (!req.isMultipart()) {
    throw new HttpError(
      415,
      'Send the prescription as a multipart form (fields and the files of field "pages").',
      'MULTIPART_REQUIRED',
    );
  }
  const fields: Record<string, string> = {};
  const files: Buffer[] = [];
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        // A form's empty file input sends a part with no name and no bytes: nothing was chosen.
        if (part.filename === '' && bytes.length === 0) continue;
        if (part.fieldname !== 'pages') {
          throw badRequest(
            `Send the page files in the field "pages", not "${part.fieldname}".`,
            'BAD_REQUEST',
            'pages',
          );
        }
        files.push(bytes);
      } else if ((FIELD_NAMES as readonly string[]).includes(part.fieldname)) {
        fields[part.fieldname] = String(part.value);
      } else {
        throw badRequest(`The form has an unknown field "${part.fieldname}".`, 'VALIDATION_ERROR', part.fieldname);
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw pageTooLarge();
    if (code === 'FST_FILES_LIMIT') throw tooManyPages();
    if (err instanceof HttpError) throw err;
    throw badRequest(
      `The form could not be read: ${(err as Error).message || 'it is not a valid multipart form'}.`,
      'BAD_REQUEST',
    );
  }
  return { fields, files };
}

export interface PrescriptionsRoutesOptions {
  /** Given by tests that need a particular driver. */
  storage?: PrivateStorage;
}

/**
 * Prescriptions (decision 042): a signed-in person uploads theirs and sees them; pharmacists
 * and admins review the pending ones. Pages are read only through short-lived signed links.
 */
export const prescriptionsRoutes: FastifyPluginAsyncZod<PrescriptionsRoutesOptions> = async (app, opts) => {
  await app.register(multipart, {
    limits: {
      fileSize: PRESCRIPTION_LIMITS.pageMaxBytes,
      files: PRESCRIPTION_LIMITS.pagesMax,
      fields: FIELD_NAMES.length + 2,
      fieldSize: 1024,
      parts: PRESCRIPTION_LIMITS.pagesMax + FIELD_NAMES.length + 4,
      headerPairs: 50,
    },
  });
  const ctx: PrescriptionsContext = {
    db: app.db,
    storage: opts.storage ?? createPrivateStorage(app.config.storage, app.config.dataDir),
    links: createPageLinkSigner(app.config.authSecret),
    log: app.log,
    mail: { notifications: app.notifications, publicUrl: app.config.publicUrl },
  };

  app.get(
    '/prescriptions',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['prescriptions'],
        summary: 'Your own prescriptions, newest first',
        querystring: PrescriptionListQuery,
        response: { 200: PrescriptionPageListSchema, ...errors(400, 401) },
      },
    },
    async (req) => listOwnPrescriptions(ctx, req.user!, req.query.page, req.query.limit),
  );

  app.post(
    '/prescriptions',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['prescriptions'],
        summary: 'Upload a prescription: its typed facts and one to five pages',
        description:
          'Multipart form: `patientName`, `doctorName`, `bmdcNumber` (e.g. A-12345), `writtenOn` (YYYY-MM-DD), ' +
          `and 1–${PRESCRIPTION_LIMITS.pagesMax} files in the field \`pages\`, each at most ` +
          `${PRESCRIPTION_LIMITS.pageMaxBytes / 1024 / 1024} MB: a JPEG, PNG, WebP or HEIC photo (kept at full ` +
          'size, upright, without metadata; HEIC as JPEG) or a PDF (kept as it is; not encrypted, at most ' +
          `${PRESCRIPTION_LIMITS.pdfPagesMax} pages). The content decides, not the name. It waits for a pharmacist ` +
          '(`pending`).',
        consumes: ['multipart/form-data'],
        response: { 201: PrescriptionSchema, ...errors(400, 401, 413, 415) },
      },
    },
    async (req, reply) => {
      const { fields, files } = await readUpload(req);
      const parsed = PrescriptionFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw badRequest(issue.message, 'VALIDATION_ERROR', issue.path.join('.') || undefined);
      }
      return reply.code(201).send(await createPrescription(ctx, req.user!, parsed.data, files));
    },
  );

  app.get(
    '/prescriptions/pending',
    {
      config: { access: 'pharmacist' },
      schema: {
        tags: ['prescriptions'],
        summary: 'Prescriptions waiting for review, oldest first, with who is reviewing each (pharmacists, admins)',
        querystring: PrescriptionListQuery,
        response: { 200: PrescriptionPageListSchema, ...errors(400, 401, 403) },
      },
    },
    async (req) => listPendingPrescriptions(ctx, req.query.page, req.query.limit),
  );

  app.get(
    '/prescriptions/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['prescriptions'],
        summary: 'One prescription: your own, or any for a pharmacist or an admin',
        params: PrescriptionIdParams,
        response: { 200: PrescriptionSchema, ...errors(401, 404) },
      },
    },
    async (req) => getPrescription(ctx, req.user!, req.params.id),
  );

  app.delete(
    '/prescriptions/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['prescriptions'],
        summary: 'Delete your own prescription, unless an order uses it (409 PRESCRIPTION_IN_USE)',
        params: PrescriptionIdParams,
        response: { 200: DeletedPrescriptionSchema, ...errors(401, 404, 409) },
      },
    },
    async (req) => ({ deletedCount: await deletePrescription(ctx, req.user!, req.params.id) }),
  );

  app.post(
    '/prescriptions/:id/pages/:pageId/link',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['prescriptions'],
        summary: 'A link to one page, for you alone, valid five minutes (owner, pharmacists, admins)',
        description:
          'The link names the page, you and when it expires, signed by the server. Opening it needs your own ' +
          'session too: for anyone else it is 404 `PAGE_LINK_INVALID`, after it expires 410 `PAGE_LINK_EXPIRED`.',
        params: PrescriptionPageParams,
        response: { 200: PageLinkSchema, ...errors(401, 404) },
      },
    },
    async (req) => pageLink(ctx, req.user!, req.params.id, req.params.pageId),
  );

  app.get(
    '/prescription-files/:pageId',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['prescriptions'],
        summary: 'A page’s file, through a signed link (see POST /api/prescriptions/:id/pages/:pageId/link)',
        description: 'Every opening is recorded in the audit trail. Never cached.',
        params: PageFileParams,
        querystring: PageFileQuery,
        produces: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
        response: { 200: z.any(), ...errors(400, 401, 404, 410) },
      },
    },
    async (req, reply) => {
      const file = await readPageFile(ctx, req.user!, req.params.pageId, req.query);
      return (
        reply
          .type(file.contentType)
          .header('content-disposition', `inline; filename="${file.name}"`)
          .header('cache-control', 'private, no-store')
          .header('referrer-policy', 'no-referrer')
          // The shop's own review page shows a PDF in a frame; nothing in the file may load or run anything.
          .header('content-security-policy', "default-src 'none'; frame-ancestors 'self'")
          .header('x-frame-options', 'SAMEORIGIN')
          .send(file.body)
      );
    },
  );

  app.post(
    '/prescriptions/:id/claim',
    {
      config: { access: 'pharmacist' },
      schema: {
        tags: ['prescriptions'],
        summary: `Start (or keep) reviewing a prescription: no one else may decide on it for ${PRESCRIPTION_LIMITS.claimMinutes} minutes`,
        params: PrescriptionIdParams,
        response: { 200: PrescriptionSchema, ...errors(401, 403, 404, 409) },
      },
    },
    async (req) => claimPrescription(ctx, req.user!, req.params.id),
  );

  app.delete(
    '/prescriptions/:id/claim',
    {
      config: { access: 'pharmacist' },
      schema: {
        tags: ['prescriptions'],
        summary: 'Stop reviewing a prescription (your own claim only)',
        params: PrescriptionIdParams,
        response: { 200: PrescriptionSchema, ...errors(401, 403, 404) },
      },
    },
    async (req) => releaseClaim(ctx, req.user!, req.params.id),
  );

  app.post(
    '/prescriptions/:id/approve',
    {
      config: { access: 'pharmacist' },
      schema: {
        tags: ['prescriptions'],
        summary: 'Approve a pending prescription until a day (six months from today when left out)',
        description:
          '409 `PRESCRIPTION_ALREADY_REVIEWED` when it is no longer pending (a second click, another pharmacist), ' +
          '409 `PRESCRIPTION_CLAIMED` while another pharmacist reviews it.',
        params: PrescriptionIdParams,
        body: ApprovePrescriptionSchema,
        response: { 200: PrescriptionSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (req) => approvePrescription(ctx, req.user!, req.params.id, req.body.validUntil),
  );

  app.post(
    '/prescriptions/:id/reject',
    {
      config: { access: 'pharmacist' },
      schema: {
        tags: ['prescriptions'],
        summary: 'Reject a pending prescription with a reason from the list and a note (needed for "other")',
        params: PrescriptionIdParams,
        body: RejectPrescriptionSchema,
        response: { 200: PrescriptionSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (req) => rejectPrescription(ctx, req.user!, req.params.id, req.body.reason, req.body.note),
  );
};
