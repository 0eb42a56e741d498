import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { FIRST_PAINT_DATA_ID, isLanguage, LANGUAGE_COOKIE, LANGUAGES, type Language } from '@medibazaar/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from './config.js';
import { publicClientConfig } from './client-config.js';
import { headTags, languageAsked, queryBesidesLanguage, withHead, type PageHead } from './page-head.js';
import { FIRST_PAINT_READ_HEADER } from './request-log.js';
import type { SiteContentSnapshot } from './site-content.js';
import { manifestPath, webAppManifest } from './web-manifest.js';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Serves the built web app: hashed assets cached for a year, index.html never
 * cached, and index.html for every other GET so client-side routes load.
 * The public client configuration rides in a meta tag: no inline script, so the
 * Content-Security-Policy can forbid them.
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
  // apps/web/src/app/router.tsx), with that page's code (and the home page's hero image)
  // announced up front, so the browser does not wait for the router to ask.
  const pages = new Map(
    (renderer?.firstPaintedPages ?? []).map((r) => [
      r.module,
      withPreloads(
        template,
        preloadsFor(manifest, r.module),
        r.image ? `<link rel="preload" as="image" href="${escapeHtml(r.image)}" fetchpriority="high">` : '',
      ),
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
    return head ? headTags(head, opts.config.publicUrl, language, asked) : '';
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
            withAnswers((module && pages.get(module)) || template, {}, { '/api/content': content.json }),
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
          const head = url === NOT_FOUND_URL ? '' : await headOf(url, language, asked, painted.answers);
          return encodedPage(withHead(inLanguage(fillRoot(page, painted), language), head));
        })
      : Promise.resolve(null);
  const pageSameForEveryone = (route: FirstPaint, language: Language, asked = false) =>
    route.once ? paintedOnce(`shell ${route.module}`, route.once, pages.get(route.module)!, language, asked) : null;
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
    const page = pages.get(route.module);
    if (!route.once && renderer && page && !query) {
      // No product has an id that long.
      if (pathname.length > MAX_PAINTED_PATH) return missing();
      const painted = await renderer.paint(pathname, language, req.ip).catch((error: unknown) => {
        req.log.debug({ err: error }, 'no first paint for this page');
        return null;
      });
      if (painted !== null) {
        // A page whose own data the API does not have (a product that does not exist, or an
        // id that cannot be one) shows why, under a 404 status.
        const head = painted.missing ? '' : await headOf(url, language, asked !== null, painted.answers);
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

type ApiGet = (pathAndQuery: string) => Promise<{ status: number; body: string }>;
type RenderShell = (url: string, language: Language, config: object, apiGet?: ApiGet) => Promise<string>;
type IsPage = (pathname: string) => boolean;
type HeadOfPage = (
  url: string,
  language: Language,
  config: object,
  answers: Record<string, unknown>,
  origin: string,
) => Promise<PageHead>;

/**
 * How the server paints a page first, as the web app's route table says
 * (`FirstPaint` in apps/web/src/app/router.tsx).
 */
interface FirstPaint {
  /** The page's module as the build manifest names it. */
  module: string;
  /** Painted once, at this address, for everyone; else painted for each request with its data. */
  once?: string;
  /** An image announced with the page. */
  image?: string;
}

/** What the server-side build of the web app exports (apps/web/src/app/shell.tsx). */
interface ShellModule {
  renderShell: RenderShell;
  isPage?: IsPage;
  firstPaintOf?: (pathname: string) => FirstPaint | null;
  firstPaintedPages?: () => FirstPaint[];
  pageHead?: HeadOfPage;
}

/** A painted page: its markup, and the API answers it was rendered with. */
interface Painted {
  html: string;
  answers: Record<string, unknown>;
  /** The API answered 404 to a read the page made: what the page shows does not exist. */
  missing: boolean;
}

/** Paints pages, several at once (each render has its own language and API transport). */
interface FirstPaintRenderer {
  /** `visitor`: the address the page was asked from; its data lookup counts as theirs. */
  paint(url: string, language: Language, visitor?: string): Promise<Painted>;
  /** Whether the app has a page at this address (its route table, not its data). */
  isPage(pathname: string): boolean;
  /** The pages the app paints first, and how. */
  firstPaintedPages: FirstPaint[];
  /** How the page at this address is painted first, if it is. */
  firstPaintOf(pathname: string): FirstPaint | null;
  /** What the page at this address (path and query) tells search engines; null from an older build. */
  head(url: string, language: Language, answers: Record<string, unknown>): Promise<PageHead | null>;
}

/**
 * The web app's server-side build (apps/web/src/app/shell.tsx, built into
 * dist/.ssr), which renders a page's first paint with the app's own components.
 * Without that build the pages go out with an empty root, as the app renders them
 * in the browser anyway.
 */
async function loadFirstPaintRenderer(
  app: FastifyInstance,
  dist: string,
  appConfig: AppConfig,
): Promise<FirstPaintRenderer | null> {
  const entry = path.join(dist, '.ssr', 'shell.js');
  if (!existsSync(entry)) return null;
  let render: RenderShell;
  let isPage: IsPage;
  let firstPaintOf: (pathname: string) => FirstPaint | null;
  let firstPaintedPages: FirstPaint[];
  let pageHead: HeadOfPage | null;
  try {
    const shell = (await import(pathToFileURL(entry).href)) as ShellModule;
    render = shell.renderShell;
    // A build from before the app told its pages apart: every address is taken as one.
    isPage = typeof shell.isPage === 'function' ? shell.isPage : () => true;
    // A build from before the route table said which pages are painted first: none is.
    firstPaintOf = typeof shell.firstPaintOf === 'function' ? shell.firstPaintOf : () => null;
    firstPaintedPages = typeof shell.firstPaintedPages === 'function' ? shell.firstPaintedPages() : [];
    pageHead = typeof shell.pageHead === 'function' ? shell.pageHead : null;
  } catch (error) {
    app.log.warn({ err: error }, 'first paints unavailable: the server-side build of the web app did not load');
    return null;
  }
  const config = publicClientConfig(appConfig);
  // A page reads its data from the public API in-process, as the visitor's browser would
  // (no cookies; the visitor's request budget). What it read goes out with the page.
  const apiGet =
    (visitor: string, answers: Record<string, unknown>, statuses: number[]): ApiGet =>
    async (url) => {
      const res = await app.inject({
        method: 'GET',
        url,
        // Marked as the server's own read: its log line is written at debug level (lib/request-log.ts).
        headers: { accept: 'application/json', [FIRST_PAINT_READ_HEADER]: '1' },
        remoteAddress: visitor,
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 200) answers[url] = res.json();
      return { status: res.statusCode, body: res.body };
    };
  let painting = 0;
  return {
    paint(url, language, visitor = '127.0.0.1') {
      if (painting >= MAX_PAINTS_AT_ONCE) return Promise.reject(new Error('too many pages being painted'));
      painting++;
      const answers: Record<string, unknown> = {};
      const statuses: number[] = [];
      // Each render keeps its own language and API reads, so paints may overlap.
      const painted = render(url, language, config, apiGet(visitor, answers, statuses)).finally(() => painting--);
      return painted.then((html) => ({
        html: html.replace(/^(<link [^>]*>)+/, ''),
        answers,
        missing: statuses.includes(404),
      }));
    },
    isPage(pathname) {
      try {
        return isPage(pathname);
      } catch {
        return true;
      }
    },
    firstPaintedPages,
    head(url, language, answers) {
      return pageHead ? pageHead(url, language, config, answers, appConfig.publicUrl) : Promise.resolve(null);
    },
    firstPaintOf(pathname) {
      try {
        return firstPaintOf(pathname);
      } catch {
        return null;
      }
    },
  };
}

/**
 * Puts a first paint into a page, inert until the app renders over it (`inLanguage` then
 * sets its language). The API answers it was rendered with ride along as JSON (a data block, not a
 * script: the Content-Security-Policy still forbids inline scripts), so the app does
 * not ask for them again (`apps/web/src/lib/api-client.ts`).
 */
function fillRoot(page: string, { html, answers }: Painted): string {
  // Inert: a press on a control that cannot act yet is not lost silently (links and
  // buttons come alive a moment later, when the app has rendered).
  return withAnswers(
    page.replace('<div id="root"></div>', () => `<div id="root"><div inert data-first-paint>${html}</div></div>`),
    answers,
  );
}

/**
 * Puts API answers into a page, as one JSON data block right after the root (`json`:
 * answers already written as JSON). The app reads each once instead of asking.
 */
function withAnswers(page: string, answers: Record<string, unknown>, json: Record<string, string> = {}): string {
  const entries = [
    ...Object.entries(answers).map(([url, body]) => `${JSON.stringify(url)}:${JSON.stringify(body)}`),
    ...Object.entries(json)
      .filter(([url]) => !(url in answers))
      .map(([url, body]) => `${JSON.stringify(url)}:${body}`),
  ];
  if (!entries.length) return page;
  const data = `<script type="application/json" id="${FIRST_PAINT_DATA_ID}">{${entries.join(',').replace(/</g, '\\u003c')}}</script>`;
  const at = page.indexOf('</body>');
  return at === -1 ? page + data : page.slice(0, at) + data + page.slice(at);
}

/** An address no page of the app has: painted once, at start-up, it shows the app's 404 page. */
const NOT_FOUND_URL = '/this-page-does-not-exist';

/** A page in each encoding a browser may ask for, each compressed when first asked for. */
interface EncodedPage {
  identity: string;
  br: Buffer;
  gzip: Buffer;
}

/**
 * `best` for the pages the server keeps (compressed once, sent many times); `fast`
 * for a page painted for one request.
 */
function encodedPage(html: string, effort: 'best' | 'fast' = 'best'): EncodedPage {
  const body = Buffer.from(html);
  const best = effort === 'best';
  let br: Buffer | undefined;
  let gzip: Buffer | undefined;
  return {
    identity: html,
    get br() {
      return (br ??= brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: best ? constants.BROTLI_MAX_QUALITY : 5 },
      }));
    },
    get gzip() {
      return (gzip ??= gzipSync(body, { level: best ? 9 : 6 }));
    },
  };
}

/** Brotli when the browser takes it, else gzip, else none (q=0 refuses an encoding), whatever order it lists them in. */
function pickEncoding(req: Pick<FastifyRequest, 'encoding'>): 'br' | 'gzip' | null {
  if (req.encoding(['br'])) return 'br';
  if (req.encoding(['gzip'])) return 'gzip';
  return null;
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
  assets?: string[];
  /** The chunk's name: its module's file name, also when the chunk is shared (no `src`). */
  name?: string;
}
export type Manifest = Record<string, ManifestChunk>;

/** Longer paths are no product's: they get the page without a first paint. */
const MAX_PAINTED_PATH = 200;
/** Past this many pages being painted at once, pages go out unpainted rather than late. */
const MAX_PAINTS_AT_ONCE = 8;

function readManifest(dist: string): Manifest {
  try {
    return JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

/** The files a route module needs beyond what the entry already loads. */
function preloadsFor(manifest: Manifest, module: string): { js: string[]; css: string[] } {
  const closure = (key: string, seen = new Set<string>()) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entry || !manifest[module]) return { js: [], css: [] };
  const loaded = closure(entry);
  const needed = [...closure(module)].filter((k) => !loaded.has(k));
  return {
    js: needed.map((k) => `/${manifest[k]!.file}`),
    css: [...new Set(needed.flatMap((k) => manifest[k]!.css ?? []))].map((f) => `/${f}`),
  };
}

function withPreloads(template: string, files: { js: string[]; css: string[] }, extra = ''): string {
  return withLinks(template, [
    extra,
    ...files.js.map((f) => `<link rel="modulepreload" crossorigin href="${escapeHtml(f)}">`),
    ...files.css.map((f) => `<link rel="stylesheet" crossorigin href="${escapeHtml(f)}">`),
  ]);
}

function withLinks(page: string, tags: string[]): string {
  const links = tags.filter(Boolean).join('\n    ');
  return links ? page.replace(/(\s*)<\/head>/, `$1  ${links}$1</head>`) : page;
}

/** The module that loads the Bengali font's stylesheet when the app turns to Bangla (apps/web/src/lib/bengali-font.ts). */
const BENGALI_FONT_MODULE = 'src/lib/bengali-font.ts';

/**
 * The tags that give a Bangla page its font from the start: the font's stylesheet (the one the app
 * would load itself; it sees it in place and does not load it again) and its file, preloaded, as
 * the stylesheet asks for it only once the page is laid out. None when the build has no such font.
 */
export function bengaliFontLinks(manifest: Manifest): string[] {
  // Its own entry while only the language switch imports it; a shared chunk ('_bengali-font-….js',
  // named after the module) once pages that show Bangla names in any language import it too.
  const chunk =
    manifest[BENGALI_FONT_MODULE] ??
    Object.entries(manifest).find(([key, c]) => key.startsWith('_') && c.name === 'bengali-font' && c.css)?.[1];
  if (!chunk) return [];
  const fonts = (chunk.assets ?? []).filter((f) => f.endsWith('.woff2'));
  return [
    ...fonts.map((f) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${escapeHtml(f)}">`),
    ...(chunk.css ?? []).map((f) => `<link rel="stylesheet" href="/${escapeHtml(f)}">`),
  ];
}

declare module 'fastify' {
  interface FastifyInstance {
    sendIndexHtml?: (req: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  }
}
