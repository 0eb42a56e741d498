import fp from 'fastify-plugin';
import { auditRoutes } from './audit.routes.js';

/**
 * The admin's audit log and its CSV. `recordAudit` learns who asks and from where from the
 * core `request-context` plugin.
 */
export const auditModule = fp(
  async (app) => {
    await app.register(auditRoutes, { prefix: '/api' });
  },
  { name: 'audit', dependencies: ['sessions', 'openapi', 'request-context'], decorators: { fastify: ['db'] } },
);
