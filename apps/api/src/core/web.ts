import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isLanguage, LANGUAGE_COOKIE, LANGUAGES, type Language } from '@medibazaar/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from './config.js';
import { publicClientConfig } from './client-config.js';
import { headTags, languageAsked, queryBesidesLanguage, withHead } from './page-head.js';
import type { SiteContentSnapshot } from './site-content.js';
import { bengaliFontLinks, preloadsFor, readManifest, withPreloads } from './web-build-links.js';
import {
  encodedPage,
  escapeHtml,
  fillRoot,
  pickEncoding,
  withAnswers,
  withLinks,
  type EncodedPage,
} from './web-html.js';
import { manifestPath, webAppManifest } from './web-manifest.js';
import { loadFirstPaintRenderer, type FirstPaint } from './web-renderer.js';

/**
 * Serves the built web app: hashed assets cached for a year, index.html never
 * cached, and index.html for every other GET so client-side routes load.
 * The public client configuration rides in a meta tag: no inline script, so the
 * Content-Security-Policy can forbid them. Its parts: web-renderer.ts (the app's server-side
 * build, which paints pages), web-html.ts (a painted page put together and compressed),
 * web-build-links.ts (the files and fonts a page announces), page-head.ts (its head).
 */
// One closure over the template, the manifest and the first-paint renderer that every page the
// server sends shares; its parts are named helpers below it.
// eslint-disable-next-line max-lines-per-function -- kept whole: see above
export const webPlugin = fp(async (app: FastifyInstance, opts: { config: AppConfig }) => {
  const dist = opts.config.webDistDir;
  if (!dist) return;
  const template = readFileSync(path.join(dist, 'index.html'), 'utf8')
    .replaceAll('%SHOP_NAME%', escapeHtml(opts.config.shopName))
    .replace('%CLIENT_CONFIG%', escapeHtml(JSON.stringify(publicClientConfig(opts.config))));
  const manifest = readManifest(dist);
  const renderer = await loadFirstPaintRenderer(app, dist, opts.config);
  // One page per page the app paints first (its route table says which: FirstPaint in
  // apps/web/src/app/router.tsx) and language, with that page's code (the modules it loads
  // itself in its language) and the home page's hero image announced up front, so the browser
  // does not wait for the router to ask.
  const preloaded = (r: FirstPaint, language: Language) =>
    withPreloads(
      template,
      preloadsFor(manifest, r.module, ...(r.alsoLoads ?? []).map((m) => m.replaceAll('{language}', language))),
      r.image ? `<link rel="preload" as="image" href="${escapeHtml(r.image)}" fetchpriority="high">` : '',
    );
  const pages = new Map(
    (renderer?.firstPaintedPages ?? []).map((r) => [
      r.module,
      Object.fromEntries(LANGUAGES.map((language) => [language, preloaded(r, language)])) as Record<Language, string>,
    ]),
  );
  // Pages in Bangla link the Bengali font's stylesheet and preload its file (decision 036).
  const fontLinks = bengaliFontLinks(manifest);
  const inLanguage = (html: string, language: Language) => {
    const page = html
      .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
      .replace(/<link rel="manifest" href="[^"]*"/, `<link rel="manifest" href="${manifestPath(language)}"`);
    return language === 'bn' && fontLinks ? withLinks(page, fontLinks) : page;
  };

  // Every page carries the site's content (notice, footer, sponsors: GET /api/content), so
  // the app does not ask for it. Pages are kept for the content they carry and made again
  // (those painted once, painted again) after an admin changes it.
  const cachedPages = new Map<string, Promise<EncodedPage | null>>();
  let cachedForEtag = '';
  const cachedPage = async (key: string, make: (content: SiteContentSnapshot) => Promise<EncodedPage>) => {
    const content = await app.siteContent.read();
    if (cachedForEtag !== content.etag) {
      cachedPages.clear();
      cachedForEtag = content.etag;
    }
    let page = cachedPages.get(key);
    if (!page) {
      page = make(content).catch((error: unknown) => {
        app.log.warn({ err: error, page: key }, 'could not render a first paint');
        return null;
      });
      cachedPages.set(key, page);
    }
    return page;
  };
  /** The head tags of a page (none without the server-side build): see core/page-head.ts. */
  const headOf = async (url: string, language: Language, asked: boolean, answers: Record<string, unknown>) => {
    const head = await renderer?.head(url, language, answers).catch((error: unknown) => {
      app.log.warn({ err: error, url }, 'could not work out a page head');
      return null;
    });
    return head ? headTags(head, opts.config.publicUrl, language, asked) : null;
  };
  /**
   * A page with no first paint: the app renders it in the browser, with the content it carries.
   * Kept per head: without data, a page's head is one of a few (core/page-head.ts).
   */
  const plainPage = async (module: string | null, url: string, language: Language, asked: boolean) => {
    const head = await headOf(url, language, asked, {});
    return (await cachedPage(`plain ${module} ${language} ${head}`, async (content) =>
      encodedPage(
        withHead(
          inLanguage(
            withAnswers((module && pages.get(module)?.[language]) || template, {}, { '/api/content': content.json }),
            language,
          ),
          head,
        ),
      ),
    ))!;
  };
  /** A page painted once for everyone (per content and language): the home page, the shop and the 404 page. */
  const paintedOnce = (key: string, url: string, page: string, language: Language, asked = false) =>
    renderer
      ? cachedPage(`${key} ${language} ${asked}`, async (content) => {
          const painted = await renderer.paint(url, language);
          // Painted with other content than the tag it is kept under (an admin saved meanwhile): painted again next time.
          if (JSON.stringify(painted.answers['/api/content']) !== content.json) {
            setImmediate(() => cachedPages.delete(`${key} ${language} ${asked}`));
          }
          const head = url === NOT_FOUND_URL ? null : await headOf(url, language, asked, painted.answers);
          return encodedPage(withHead(inLanguage(fillRoot(page, painted), language), head));
        })
      : Promise.resolve(null);
  const pageSameForEveryone = (route: FirstPaint, language: Language, asked = false) =>
    route.once
      ? paintedOnce(`shell ${route.module}`, route.once, pages.get(route.module)![language], language, asked)
      : null;
  const notFoundPage = (language: Language) => paintedOnce('404', NOT_FOUND_URL, template, language);
  // Painted as soon as the server is ready (painting reads the API, which answers only
  // then), so the first visitors do not wait.
  app.addHook('onReady', async () => {
    setImmediate(() => {
      for (const language of LANGUAGES) {
        for (const route of renderer?.firstPaintedPages ?? []) void pageSameForEveryone(route, language);
        void notFoundPage(language);
      }
    });
  });

  const pageFor = async (req: FastifyRequest): Promise<{ page: EncodedPage; status: 200 | 404 }> => {
    const [pathname = '/', search] = req.url.split('?');
    // `?lang=` picks the page's language and is not otherwise a query (core/page-head.ts).
    const asked = languageAsked(search);
    const query = queryBesidesLanguage(search);
    const language = asked ?? languageOf(req);
    const url = query ? `${pathname}?${query}` : pathname;
    const plain = (module: string | null) => plainPage(module, url, language, asked !== null);
    const missing = async () => ({
      page: (await notFoundPage(language)) ?? (await plain(null)),
      status: 404 as const,
    });
    const route = renderer?.firstPaintOf(pathname) ?? null;
    if (!route) {
      // An address the app has no page for is answered as such, with the app's 404 page. Without
      // the server-side build the server cannot tell, and leaves it to the app.
      return renderer && !renderer.isPage(pathname) ? missing() : { page: await plain(null), status: 200 };
    }
    if (route.once && !query) {
      const painted = await pageSameForEveryone(route, language, asked !== null);
      if (painted) return { page: painted, status: 200 };
    }
    const page = pages.get(route.module)?.[language];
    if (!route.once && renderer && page) {
      // No product has an id that long.
      if (pathname.length > MAX_PAINTED_PATH) return missing();
      // Painted with its query: a shop's category, search or page of the list is read from it.
      const painted =
        url.length > MAX_PAINTED_URL
          ? null
          : await renderer.paint(url, language, req.ip).catch((error: unknown) => {
              req.log.debug({ err: error }, 'no first paint for this page');
              return null;
            });
      if (painted !== null) {
        // A page whose own data the API does not have (a product that does not exist, or an
        // id that cannot be one) shows why, under a 404 status.
        const head = painted.missing ? null : await headOf(url, language, asked !== null, painted.answers);
        return {
          page: encodedPage(withHead(inLanguage(fillRoot(page, painted), language), head), 'fast'),
          status: painted.missing ? 404 : 200,
        };
      }
    }
    return { page: await plain(route.module), status: 200 };
  };

  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/',
    index: false,
    wildcard: false,
    // The build writes .br and .gz copies of its text files (apps/web/precompress.ts).
    preCompressed: true,
    // Only hashed build output and public files are served from disk.
    allowedPath: (pathName) =>
      pathName !== '/index.html' && !pathName.startsWith('/.vite/') && !pathName.startsWith('/.ssr/'),
    setHeaders(res, filePath) {
      if (path.basename(filePath) === 'sw.js') {
        // The service worker: the browser checks it for a new version at each navigation (decision 060).
        res.header('cache-control', 'no-cache');
      } else if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        res.header('cache-control', 'public, max-age=86400');
      }
    },
  });

  // The installed app's manifest in each language, linked by the pages in it.
  for (const language of LANGUAGES) {
    const body = JSON.stringify(webAppManifest(opts.config.shopName, language));
    app.get(manifestPath(language), (_req, reply) =>
      reply.header('cache-control', 'public, max-age=3600').type('application/manifest+json').send(body),
    );
  }

  app.decorate('sendIndexHtml', async (req: FastifyRequest, reply: FastifyReply) => {
    const { page, status } = await pageFor(req);
    const encoding = pickEncoding(req);
    reply
      .code(status)
      .header('cache-control', 'no-cache')
      // The first paint is in the reader's language (languageOf).
      .header('vary', 'accept-encoding, cookie, accept-language')
      .type('text/html; charset=utf-8');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(encoding ? page[encoding] : page.identity);
  });
});

/**
 * The language the browser will pick: the remembered choice, else Bangla when the browser
 * accepts it at all (as the app's own detection does), else English.
 */
function languageOf(req: FastifyRequest): Language {
  const chosen = req.cookies[LANGUAGE_COOKIE];
  if (isLanguage(chosen)) return chosen;
  return req.languages().some((l) => l.toLowerCase().startsWith('bn')) ? 'bn' : 'en';
}

/** An address no page of the app has: painted once, at start-up, it shows the app's 404 page. */
const NOT_FOUND_URL = '/this-page-does-not-exist';

/** Longer paths are no product's: they get the 404 page without a first paint. */
const MAX_PAINTED_PATH = 200;
/** Longer addresses (path and query) get the page without a first paint: no list the shop shows needs one. */
const MAX_PAINTED_URL = 500;

declare module 'fastify' {
  interface FastifyInstance {
    sendIndexHtml?: (req: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  }
}
