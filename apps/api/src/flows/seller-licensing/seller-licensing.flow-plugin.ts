import fp from 'fastify-plugin';
import type { LicensingContext } from './decide-licence.js';
import { EXPIRING_JOB, queueExpiringLicenceMails } from './licence-mails.js';
import { sellerLicensingRoutes } from './seller-licensing.routes.js';

/**
 * An admin's decision on a seller's drug licence, a flow across modules (docs/architecture.md,
 * "Flows"): the licence decided (sellers), the audit entry (audit), the seller's mail
 * (notifications), then the kept product pages dropped (catalog). Its daily job tells sellers and
 * admins of licences about to end. Read `decideSellerLicence` in `decide-licence.ts`.
 */
export const sellerLicensingFlow = fp(
  async (app) => {
    const ctx: LicensingContext = {
      db: app.db,
      notifications: app.notifications,
      publicUrl: app.config.publicUrl,
      productPages: app.productPages,
    };
    // Each morning (Dhaka time) the sellers of licences about to end, and the admins, are told once.
    await app.jobs.recurring(EXPIRING_JOB, '5 8 * * *', () =>
      queueExpiringLicenceMails(app.db, app.notifications, app.config.publicUrl),
    );
    await app.register(sellerLicensingRoutes, { prefix: '/api', ctx });
  },
  {
    name: 'seller-licensing',
    dependencies: ['sessions', 'openapi', 'jobs', 'audit', 'sellers', 'catalog', 'notifications'],
    decorators: { fastify: ['db', 'config', 'jobs'] },
  },
);
