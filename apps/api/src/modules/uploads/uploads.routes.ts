import multipart from '@fastify/multipart';
import { ErrorSchema, UPLOAD_LIMITS, UploadResultSchema } from '@medibazaar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, HttpError } from '../../core/http-errors.js';
import { imageTooLarge, processImage, storeImage } from './uploads.service.js';

/** Room for the multipart envelope around the file itself. */
const ENVELOPE_BYTES = 64 * 1024;

export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart bodies are accepted here only.
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_LIMITS.maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50 },
  });

  app.post(
    '/uploads',
    {
      config: { access: 'seller' },
      schema: {
        tags: ['uploads'],
        summary: 'Upload a product image',
        description:
          'Multipart form with one image file (field `image`), at most 5 MB. The content decides: JPEG, PNG, ' +
          'WebP, AVIF or GIF, whatever the file is called. The image is stored re-encoded as WebP of at most ' +
          '1200 px with its metadata removed; `data.display_url` is the address to give a product.',
        consumes: ['multipart/form-data'],
        response: { 201: UploadResultSchema, 400: ErrorSchema, 413: ErrorSchema, 415: ErrorSchema },
      },
    },
    async (req, reply) => {
      if (!req.isMultipart()) {
        throw new HttpError(415, 'Send the image as a multipart form (field "image").', 'MULTIPART_REQUIRED');
      }
      const declared = Number(req.headers['content-length']);
      if (Number.isFinite(declared) && declared > UPLOAD_LIMITS.maxBytes + ENVELOPE_BYTES) throw imageTooLarge();
      let input: Buffer;
      try {
        const part = await req.file();
        if (!part) throw badRequest('Choose an image file to upload.', 'FILE_REQUIRED');
        input = await part.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw imageTooLarge();
        if (err instanceof HttpError) throw err;
        // Everything here is the client's form being read: one that cannot be is its mistake.
        throw badRequest(
          `The form could not be read: ${(err as Error).message || 'it is not a valid multipart form'}.`,
          'BAD_REQUEST',
        );
      }
      const image = await processImage(input);
      const { url } = await storeImage(app.db, app.imageStorage, req.user!.id, image);
      return reply.code(201).send({
        success: true as const,
        data: { display_url: url, width: image.width, height: image.height, size: image.webp.length },
      });
    },
  );
};
