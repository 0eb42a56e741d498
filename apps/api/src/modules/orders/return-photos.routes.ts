import multipart from '@fastify/multipart';
import {
  ErrorSchema,
  OrderReturnsSchema,
  PageLinkSchema,
  RETURN_LIMITS,
  RETURN_PHOTO_TYPES,
  ReturnParams,
  ReturnPhotoFileQuery,
  ReturnPhotoParams,
} from '@medibazaar/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, HttpError } from '../../core/http-errors.js';
import { createFileLinkSigner } from '../../core/signed-links.js';
import { createPrivateStorage } from '../../core/storage/private.js';
import {
  addReturnPhotos,
  photoLink,
  photoTooLarge,
  readReturnPhoto,
  tooManyPhotos,
  type ReturnPhotosContext,
} from './return-photos.js';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, ErrorSchema]));

/** Reads the photos of the form, each within its size; every refusal names the field `photos`. */
async function readPhotos(req: FastifyRequest): Promise<Buffer[]> {
  if (!req.isMultipart()) {
    throw new HttpError(
      415,
      'Send the photos as a multipart form (files of field "photos").',
      'MULTIPART_REQUIRED',
      'photos',
    );
  }
  const files: Buffer[] = [];
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file') {
        throw badRequest(`The form has an unknown field "${part.fieldname}".`, 'VALIDATION_ERROR', part.fieldname);
      }
      const bytes = await part.toBuffer();
      // A form's empty file input sends a part with no name and no bytes: nothing was chosen.
      if (part.filename === '' && bytes.length === 0) continue;
      if (part.fieldname !== 'photos') {
        throw badRequest(`Send the photos in the field "photos", not "${part.fieldname}".`, 'BAD_REQUEST', 'photos');
      }
      files.push(bytes);
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw photoTooLarge();
    if (code === 'FST_FILES_LIMIT') throw tooManyPhotos();
    if (err instanceof HttpError) throw err;
    throw badRequest(
      `The form could not be read: ${(err as Error).message || 'it is not a valid multipart form'}.`,
      'BAD_REQUEST',
      'photos',
    );
  }
  return files;
}

/**
 * The buyer's photos of a return (decision 072): added while the request waits, kept in private
 * storage, and read only through a short-lived link signed for one person, as prescription pages are.
 */
export const returnPhotosRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: {
      fileSize: RETURN_LIMITS.photoMaxBytes,
      files: RETURN_LIMITS.photosMax,
      fields: 2,
      fieldSize: 1024,
      parts: RETURN_LIMITS.photosMax + 4,
      headerPairs: 50,
    },
  });
  const ctx: ReturnPhotosContext = {
    db: app.db,
    storage: createPrivateStorage(app.config.storage, app.config.dataDir),
    links: createFileLinkSigner(app.config.authSecret, 'return photo', RETURN_LIMITS.linkSeconds),
  };

  app.post(
    '/orders/:number/returns/:id/photos',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['orders'],
        summary: `The buyer adds photos to their open return request (at most ${RETURN_LIMITS.photosMax} in all)`,
        description:
          `Multipart form: 1–${RETURN_LIMITS.photosMax} files in the field \`photos\`, each a JPEG, PNG or WebP ` +
          `picture of at most ${RETURN_LIMITS.photoMaxBytes / 1024 / 1024} MB (the content decides, not the name), ` +
          'kept upright without metadata. Refusals name `photos`: 415 `UNSUPPORTED_RETURN_PHOTO`, 413 ' +
          '`RETURN_PHOTO_TOO_LARGE`, 400 `RETURN_PHOTO_UNREADABLE`, `TOO_MANY_RETURN_PHOTOS`. 409 `RETURN_NOT_OPEN` once ' +
          'decided; 403 `NOT_ORDER_BUYER` for its seller or an admin, 404 for anyone else.',
        consumes: ['multipart/form-data'],
        params: ReturnParams,
        response: { 201: OrderReturnsSchema, ...errors(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (req, reply) => {
      const files = await readPhotos(req);
      reply.code(201);
      return addReturnPhotos(ctx, req.user!, req.params.number, req.params.id, files);
    },
  );

  app.post(
    '/orders/:number/returns/:id/photos/:photoId/link',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['orders'],
        summary: `A link to a return's photo, for you alone, valid ${RETURN_LIMITS.linkSeconds / 60} minutes (its buyer, its seller, admins)`,
        description:
          'Opening it needs your own session too: for anyone else it is 404 `PHOTO_LINK_INVALID`, after it expires ' +
          '410 `PHOTO_LINK_EXPIRED`.',
        params: ReturnPhotoParams,
        response: { 200: PageLinkSchema, ...errors(401, 404) },
      },
    },
    async (req) => photoLink(ctx, req.user!, req.params.number, req.params.id, req.params.photoId),
  );

  app.get(
    '/orders/:number/returns/:id/photos/:photoId',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['orders'],
        summary: 'A return’s photo, through a signed link (see …/photos/:photoId/link). Never cached.',
        params: ReturnPhotoParams,
        querystring: ReturnPhotoFileQuery,
        produces: [...RETURN_PHOTO_TYPES],
        response: { 200: z.any(), ...errors(400, 401, 404, 410) },
      },
    },
    async (req, reply) => {
      const photo = await readReturnPhoto(ctx, req.user!, req.params, req.query);
      return (
        reply
          .type(photo.contentType)
          .header('content-disposition', 'inline')
          .header('cache-control', 'private, no-store')
          .header('referrer-policy', 'no-referrer')
          // A picture shown by the shop's own page; nothing in the file may load or run anything.
          .header('content-security-policy', "default-src 'none'; frame-ancestors 'self'")
          .send(photo.body)
      );
    },
  );
};
