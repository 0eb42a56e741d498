import fp from 'fastify-plugin';
import { SITEMAP_URLS_MAX, type SiteMapContext } from './site-map.js';
import { type KeptFiles, siteMapRoutes } from './site-map.routes.js';

/** A kept file is made again after this long even when no product changed (a page an admin wrote). */
const KEPT_FOR_MS = 60 * 60 * 1000;

/**
 * What search engines read (docs/decisions/058-found-by-search-engines.md): robots.txt and the
 * sitemap, made from the catalog's products, generics and categories and the content module's
 * pages, a flow because it reads two modules. Files are kept until products change.
 */
export const siteMapFlow = fp(
  async (app, opts: { urlsPerFile?: number }) => {
    const ctx: SiteMapContext = {
      db: app.db,
      origin: app.config.publicUrl,
      urlsPerFile: opts.urlsPerFile ?? SITEMAP_URLS_MAX,
    };
    const files = new Map<string, { made: number; xml: Promise<string | null> }>();
    const kept: KeptFiles = {
      get(name, make) {
        const file = files.get(name);
        if (file && Date.now() - file.made < KEPT_FOR_MS) return file.xml;
        const xml = make();
        files.set(name, { made: Date.now(), xml });
        // Only files are kept: a name that is no file, or a failed read, is not (so names asked
        // for at random cannot fill the map).
        xml.then(
          (made) => made === null && files.delete(name),
          () => files.delete(name),
        );
        return xml;
      },
    };
    const stopWatching = app.database.watchProducts({ changed: () => files.clear(), listening: () => undefined });
    app.addHook('onClose', async () => stopWatching());
    await app.register(siteMapRoutes, { ctx, kept });
  },
  {
    name: 'site-map',
    dependencies: ['sessions', 'openapi', 'catalog', 'content'],
    decorators: { fastify: ['db', 'config', 'database'] },
  },
);
