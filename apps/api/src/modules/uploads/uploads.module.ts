import fp from 'fastify-plugin';
import { uploadsPlugin } from './uploads.plugin.js';
import { uploadsRoutes } from './uploads.routes.js';

/**
 * Image uploads: the storage (`app.imageStorage`), `/uploads/*` for locally stored images,
 * the clean-up sweep, and `POST /api/uploads`.
 */
export const uploadsModule = fp(
  async (app) => {
    await app.register(uploadsPlugin);
    await app.register(uploadsRoutes, { prefix: '/api' });
  },
  { name: 'uploads', dependencies: ['sessions', 'openapi', 'users'], decorators: { fastify: ['db', 'config'] } },
);
