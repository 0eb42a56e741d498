import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SiteContentSnapshot } from '../../core/site-content.js';
import { readSiteContent } from './content.repository.js';

/**
 * How long an instance keeps the content it read. Every page the server sends carries
 * the content (core/web.ts), so it is cached briefly rather than read per page; an
 * instance sees its own writes at once and another instance's within this time.
 */
const CONTENT_CACHE_MS = 5_000;

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
