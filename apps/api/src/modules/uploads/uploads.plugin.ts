import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../../core/http-errors.js';
import { createImageStorage, type ImageStorage } from '../../core/storage/index.js';
import { localPathFor, LOCAL_UPLOADS_PREFIX } from '../../core/storage/local.js';
import { IMMUTABLE_CACHE_CONTROL } from '../../core/storage/storage.js';
import { SWEEP_INTERVAL_MS, sweepUploads } from './uploads.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded images are kept (local disk or S3-compatible storage). */
    imageStorage: ImageStorage;
  }
}

export interface UploadsPluginOptions {
  /** Given by tests that need a particular driver. */
  storage?: ImageStorage;
  /** Sweep unattached and released uploads on a timer (off in tests, which call the sweep themselves). */
  sweep?: boolean;
}

/**
 * Image storage for the whole app: the storage driver, the /uploads/ route that
 * serves locally stored images, and the periodic clean-up sweep.
 */
export const uploadsPlugin = fp(async (app: FastifyInstance, opts: UploadsPluginOptions) => {
  const storage = opts.storage ?? createImageStorage(app.config.storage);
  app.decorate('imageStorage', storage);

  const storageConfig = app.config.storage;
  if (storage.kind === 'local' && storageConfig.kind === 'local') {
    const root = storageConfig.dir;
    // An explicit route: an unknown image must be a 404, not the web app's index.html.
    app.get(
      `${LOCAL_UPLOADS_PREFIX}*`,
      { config: { access: 'public' }, schema: { hide: true } },
      async (req, reply) => {
        const key = (req.params as { '*': string })['*'];
        const file = localPathFor(root, key);
        const info = file ? await stat(file).catch(() => null) : null;
        if (!file || !info?.isFile()) throw notFound('Image not found', 'IMAGE_NOT_FOUND');
        const etag = `"${info.size.toString(16)}-${Math.trunc(info.mtimeMs).toString(16)}"`;
        reply.header('cache-control', IMMUTABLE_CACHE_CONTROL).header('etag', etag);
        if (req.headers['if-none-match'] === etag) return reply.code(304).send();
        return reply.type('image/webp').header('content-length', info.size).send(createReadStream(file));
      },
    );
  }

  if (opts.sweep ?? app.config.env !== 'test') {
    const run = () =>
      sweepUploads(app.db, storage, { log: app.log }).then(
        (r) => r.removed > 0 && app.log.info(r, 'removed images no product shows'),
        (err) => app.log.warn({ err }, 'image clean-up sweep failed; it runs again later'),
      );
    const timer = setInterval(run, SWEEP_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
});
