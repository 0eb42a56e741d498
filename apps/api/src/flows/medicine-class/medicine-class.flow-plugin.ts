import fp from 'fastify-plugin';
import type { MedicineClassContext } from './change-class.js';
import { medicineClassRoutes } from './medicine-class.routes.js';

/**
 * The pharmacy changing how a medicine is sold, a flow across modules (docs/architecture.md,
 * "Flows"): the medicine reference entry and its products (catalog), the open orders of a medicine
 * made prescription-only sent to the pharmacist (orders), the audit entries (audit) and the
 * buyers' mail (notifications). Read `changeMedicineClass` in `change-class.ts` top to bottom.
 */
export const medicineClassFlow = fp(
  async (app) => {
    const ctx: MedicineClassContext = {
      db: app.db,
      productPages: app.productPages,
      prescriptionHoldHours: app.config.prescriptionHoldHours,
      mail: { notifications: app.notifications, publicUrl: app.config.publicUrl },
    };
    await app.register(medicineClassRoutes, { prefix: '/api', ctx });
  },
  {
    name: 'medicine-class',
    dependencies: ['sessions', 'openapi', 'audit', 'catalog', 'orders', 'notifications'],
    decorators: { fastify: ['db', 'config'] },
  },
);
