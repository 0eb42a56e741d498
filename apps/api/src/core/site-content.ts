/**
 * The site content every painted page carries (notice, hours, footer, sponsors). The web
 * server reads it through `app.siteContent`; the content module provides it. Kept here so
 * the core names what it reads without importing a module.
 */

/** The site's content as JSON, with a tag that changes whenever the JSON does. */
export interface SiteContentSnapshot {
  json: string;
  etag: string;
}

interface SiteContentStore {
  /** The content, read from the database at most once every few seconds. */
  read(): Promise<SiteContentSnapshot>;
  /** This instance changed the content: the next read goes to the database. */
  changed(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    siteContent: SiteContentStore;
  }
}
