import fp from 'fastify-plugin';
import { medicinesRoutes } from './medicines.routes.js';

/**
 * Generics, manufacturers, substitutes and search suggestions. A change to a generic drops
 * the catalog's kept pages that show it.
 */
export const medicinesModule = fp(
  async (app) => {
    await app.register(medicinesRoutes, { prefix: '/api' });
  },
  { name: 'medicines', dependencies: ['sessions', 'openapi', 'catalog'], decorators: { fastify: ['db'] } },
);
