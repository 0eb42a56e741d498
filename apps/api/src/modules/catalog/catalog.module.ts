import fp from 'fastify-plugin';
import { catalogRoutes } from './catalog.routes.js';
import { EXPIRED_LOTS_JOB, moveExpiredLots } from './lots-expiry.js';
import { lotsRoutes } from './lots.routes.js';
import { medicinesRoutes } from './medicines.routes.js';
import { medicineReferencesRoutes } from './medicine-references.routes.js';
import { productPagesPlugin } from './product-pages.plugin.js';
import { productsAdminRoutes } from './products-admin.routes.js';
import type { CatalogContext } from './products-admin.service.js';

/**
 * Products, categories and search lists, the product pages kept in memory
 * (`app.productPages`), the product writes of sellers and admins (whose images are the
 * uploads module's), and the medicine reference products point to: generics, makers,
 * substitutes, generic pages and search suggestions, and how each medicine is sold (the medicine
 * reference, decision 055). A change to a generic drops the kept
 * pages that show it. Stock is held as lots with an append-only ledger (decision 059).
 */
export const catalogModule = fp(
  async (app) => {
    await app.register(productPagesPlugin);
    // Each night (Dhaka time) lots past their expiry leave the stock, audited (decision 059).
    await app.jobs.recurring(EXPIRED_LOTS_JOB, '10 0 * * *', async () => {
      await moveExpiredLots(app.db, app.productPages);
    });
    const ctx: CatalogContext = { db: app.db, storage: app.imageStorage, log: app.log, productPages: app.productPages };
    await app.register(catalogRoutes, { prefix: '/api' });
    await app.register(productsAdminRoutes, { prefix: '/api', ctx });
    await app.register(lotsRoutes, { prefix: '/api', ctx });
    await app.register(medicinesRoutes, { prefix: '/api' });
    await app.register(medicineReferencesRoutes, { prefix: '/api' });
  },
  {
    name: 'catalog',
    dependencies: ['sessions', 'openapi', 'jobs', 'audit', 'payments', 'sellers', 'uploads', 'users'],
    decorators: { fastify: ['db', 'database', 'config', 'jobs'] },
  },
);
