import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { readSiteContent } from './content.repository.js';

/** The site's content as JSON, with a tag that changes whenever the JSON does. */
export interface SiteContentSnapshot {
  json: string;
  etag: string;
}

export interface SiteContentStore {
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

/**
 * How long an instance keeps the content it read. Every page the server sends carries
 * the content (plugins/web.ts), so it is cached briefly rather than read per page; an
 * instance sees its own writes at once and another instance's within this time.
 */
export const CONTENT_CACHE_MS = 5_000;

export const siteContentPlugin = fp(async (app: FastifyInstance) => {
  let cached: { at: number; value: Promise<SiteContentSnapshot> } | null = null;
  const load = async (): Promise<SiteContentSnapshot> => {
    const json = JSON.stringify(await readSiteContent(app.db));
    return { json, etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 22)}"` };
  };
  app.decorate('siteContent', {
    read() {
      const now = Date.now();
      if (!cached || now - cached.at > CONTENT_CACHE_MS) {
        const value = load();
        cached = { at: now, value };
        // A failed read is not cached.
        value.catch(() => {
          if (cached?.value === value) cached = null;
        });
      }
      return cached.value;
    },
    changed() {
      cached = null;
    },
  });
});
