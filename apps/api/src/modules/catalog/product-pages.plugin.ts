import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ProductPagesCache } from './product-pages-cache.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * This instance's kept product list pages. A service that writes products calls
     * `changed(categories)` once its transaction has committed (see ProductPagesCache).
     */
    productPages: ProductPagesCache;
  }
}

/** The kept product pages, following the database's notices of product changes. */
export const productPagesPlugin = fp(async (app: FastifyInstance) => {
  const pages = new ProductPagesCache(app.config.catalogCache);
  const stopWatching = app.database.watchProducts(pages);
  app.decorate('productPages', pages);
  app.addHook('onClose', async () => {
    stopWatching();
    pages.close();
  });
});
