import fp from 'fastify-plugin';
import { healthRoutes } from './health.routes.js';

/** `/api/health`. */
export const healthModule = fp(
  async (app) => {
    await app.register(healthRoutes, { prefix: '/api' });
  },
  { name: 'health', dependencies: ['sessions', 'openapi'], decorators: { fastify: ['database'] } },
);
