import fp from 'fastify-plugin';
import { EXPIRING_JOB, queueExpiringPrescriptionMails } from './prescription-mails.js';
import { prescriptionsRoutes, type PrescriptionsRoutesOptions } from './prescriptions.routes.js';

/**
 * Prescriptions: uploads to private storage, pages through short-lived signed links, the
 * pharmacist's review, and the daily notice of prescriptions about to end.
 */
export const prescriptionsModule = fp<PrescriptionsRoutesOptions>(
  async (app, opts) => {
    // Each morning (Dhaka time) the owners of prescriptions about to end are told, once each.
    await app.jobs.recurring(EXPIRING_JOB, '0 8 * * *', () =>
      queueExpiringPrescriptionMails(app.db, app.notifications, app.config.publicUrl),
    );
    await app.register(prescriptionsRoutes, { prefix: '/api', ...opts });
  },
  {
    name: 'prescriptions',
    dependencies: ['sessions', 'openapi', 'jobs', 'audit', 'users', 'notifications'],
    decorators: { fastify: ['db', 'config', 'jobs'] },
  },
);
