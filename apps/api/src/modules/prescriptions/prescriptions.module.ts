import fp from 'fastify-plugin';
import { prescriptionsRoutes, type PrescriptionsRoutesOptions } from './prescriptions.routes.js';

/**
 * Prescriptions: uploads to private storage, pages through short-lived signed links, the
 * pharmacist's review, and the daily notice of prescriptions about to end.
 */
export const prescriptionsModule = fp<PrescriptionsRoutesOptions>(
  async (app, opts) => {
    await app.register(prescriptionsRoutes, { prefix: '/api', ...opts });
  },
  {
    name: 'prescriptions',
    dependencies: ['sessions', 'openapi', 'notifications'],
    decorators: { fastify: ['db', 'config'] },
  },
);
