import { ErrorSchema } from '@medibazaar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../core/http-errors.js';
import { robotsTxt, sitemapFile, sitemapIndex, type SiteMapContext } from './site-map.js';

/** Kept sitemap files (decision 058): made again after products change, or after an hour. */
export interface KeptFiles {
  get(name: string, make: () => Promise<string | null>): Promise<string | null>;
}

/**
 * What search engines read first: `/robots.txt`, `/sitemap.xml` (the index) and the files it
 * names under `/sitemaps/`. Outside `/api`: crawlers look for them at these addresses.
 */
export const siteMapRoutes: FastifyPluginAsyncZod<{ ctx: SiteMapContext; kept: KeptFiles }> = async (
  app,
  { ctx, kept },
) => {
  app.get(
    '/robots.txt',
    {
      config: { access: 'public' },
      schema: {
        tags: ['site map'],
        summary: 'Where crawlers may go, and where the sitemap is',
        response: { 200: z.string() },
      },
    },
    async (_req, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .serializer(String)
        .send(robotsTxt(ctx.origin)),
  );

  app.get(
    '/sitemap.xml',
    {
      config: { access: 'public' },
      schema: {
        tags: ['site map'],
        summary: 'The sitemap index: the pages file and the product and generic files, 50 000 addresses each at most',
        response: { 200: z.string() },
      },
    },
    async (_req, reply) => {
      const xml = (await kept.get('index', () => sitemapIndex(ctx)))!;
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .serializer(String)
        .send(xml);
    },
  );

  app.get(
    '/sitemaps/:file',
    {
      config: { access: 'public' },
      schema: {
        tags: ['site map'],
        summary: 'One sitemap file, as the index names it: every address with its Bangla and English pages',
        params: z.object({ file: z.string().max(40) }),
        response: { 200: z.string(), 404: ErrorSchema },
      },
    },
    async (req, reply) => {
      const xml = await kept.get(req.params.file, () => sitemapFile(ctx, req.params.file));
      if (xml === null) throw notFound('No such sitemap file: the index at /sitemap.xml names them all.');
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .serializer(String)
        .send(xml);
    },
  );
};
