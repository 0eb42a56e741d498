import {
  ErrorSchema,
  FooterContentSchema,
  HoursContentSchema,
  NoticeContentSchema,
  PageInputSchema,
  PageSlugParams,
  SiteContentSchema,
  SitePageListSchema,
  SitePageSchema,
  SponsorListSchema,
  SponsorsUpdateSchema,
} from '@medibazaar/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../core/http-errors.js';
import {
  findPage,
  listPages,
  listSponsors,
  readSiteContent,
  replaceSponsors,
  saveBlock,
  savePage,
} from './content.repository.js';

const writeErrors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema };

/**
 * The content an admin edits (docs/product.md#site-content): read by everyone in one
 * answer, written block by block by admins. Every write answers the whole content as
 * it now is.
 */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/content',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'The notice panel, business hours, footer and sponsors, in English and Bangla',
        description:
          'Answered with an `ETag` and `Cache-Control: no-cache`: a browser asks again each time and gets ' +
          '304 while nothing changed. Pages the server sends carry this answer, so the home page does not ask for it.',
        response: { 200: SiteContentSchema },
      },
    },
    async (req, reply) => {
      const { json, etag } = await app.siteContent.read();
      reply.header('etag', etag).header('cache-control', 'no-cache');
      if (req.headers['if-none-match'] === etag) return (reply as FastifyReply).code(304).send();
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(json);
    },
  );

  const afterWrite = async () => {
    app.siteContent.changed();
    return readSiteContent(app.db);
  };

  app.put(
    '/content/notice',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['content'],
        summary: 'The notice panel: the scrolling line, the period the shop is open (or null), a message (admins)',
        body: NoticeContentSchema,
        response: { 200: SiteContentSchema, ...writeErrors },
      },
    },
    async (req) => {
      await saveBlock(app.db, 'notice', req.body, req.user!.id);
      return afterWrite();
    },
  );

  app.put(
    '/content/hours',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['content'],
        summary: 'The hours orders are taken every day, HH:MM 24-hour (admins)',
        body: HoursContentSchema,
        response: { 200: SiteContentSchema, ...writeErrors },
      },
    },
    async (req) => {
      await saveBlock(app.db, 'hours', req.body, req.user!.id);
      return afterWrite();
    },
  );

  app.put(
    '/content/footer',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['content'],
        summary: 'The footer: about text, phone, address, social links, link columns (admins)',
        description: 'Links go to a page of the shop (`/…`) or an http(s) address; social links to http(s) only.',
        body: FooterContentSchema,
        response: { 200: SiteContentSchema, ...writeErrors },
      },
    },
    async (req) => {
      await saveBlock(app.db, 'footer', req.body, req.user!.id);
      return afterWrite();
    },
  );

  app.put(
    '/content/sponsors',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['content'],
        summary: 'Replaces the sponsors, in the order given (admins)',
        body: SponsorsUpdateSchema,
        response: { 200: SiteContentSchema, ...writeErrors },
      },
    },
    async (req) => {
      await replaceSponsors(
        app.db,
        req.body.sponsors.map((s) => ({ name: s.name, image: s.image, link: s.link ?? null })),
      );
      return afterWrite();
    },
  );

  app.get(
    '/sponsors',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'The sponsors thanked on the home page (also in `GET /api/content`)',
        response: { 200: SponsorListSchema },
      },
    },
    async () => listSponsors(app.db),
  );

  app.get(
    '/pages',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'The simple pages: address and title',
        response: { 200: SitePageListSchema },
      },
    },
    async () => listPages(app.db),
  );

  app.get(
    '/pages/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'A simple page (About, Terms, …): title and Markdown body in English and Bangla',
        description: 'The body is Markdown; the web app shows it without any raw HTML.',
        params: z.object({ slug: z.string() }).strict(),
        response: { 200: SitePageSchema, 404: ErrorSchema },
      },
    },
    async (req) => {
      const page = PageSlugParams.safeParse(req.params).success ? await findPage(app.db, req.params.slug) : null;
      if (!page) throw notFound('Page not found');
      return page;
    },
  );

  app.put(
    '/pages/:slug',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['content'],
        summary: 'Creates or rewrites a simple page (admins)',
        params: PageSlugParams,
        body: PageInputSchema,
        response: { 200: SitePageSchema, ...writeErrors },
      },
    },
    async (req) => savePage(app.db, req.params.slug, req.body, req.user!.id),
  );
};
