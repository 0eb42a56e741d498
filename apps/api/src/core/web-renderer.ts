import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language } from '@medibazaar/contract';
import type { FastifyInstance } from 'fastify';
import { publicClientConfig } from './client-config.js';
import type { AppConfig } from './config.js';
import type { PageHead } from './page-head.js';
import { FIRST_PAINT_READ_HEADER } from './request-log.js';
import type { Painted } from './web-html.js';

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
export interface FirstPaint {
  /** The page's module as the build manifest names it. */
  module: string;
  /** Painted once, at this address, for everyone; else painted for each request with its data. */
  once?: string;
  /** An image announced with the page. */
  image?: string;
  /** Modules the page loads on its own before its first render, announced with the page too; `{language}` is the page's. */
  alsoLoads?: string[];
}

/** What the server-side build of the web app exports (apps/web/src/app/shell.tsx). */
interface ShellModule {
  renderShell: RenderShell;
  isPage?: IsPage;
  firstPaintOf?: (pathname: string) => FirstPaint | null;
  firstPaintedPages?: () => FirstPaint[];
  pageHead?: HeadOfPage;
}

/** Paints pages, several at once (each render has its own language and API transport). */
export interface FirstPaintRenderer {
  /**
   * `url`: path and query (a shop's list is read from its query). `visitor`: the address the page
   * was asked from; its data lookup counts as theirs.
   */
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

/** Past this many pages being painted at once, pages go out unpainted rather than late. */
const MAX_PAINTS_AT_ONCE = 8;

/** The build's exports, each defaulting to what a build from before it existed did. */
function shellParts(shell: ShellModule) {
  return {
    render: shell.renderShell,
    // A build from before the app told its pages apart: every address is taken as one.
    isPage: typeof shell.isPage === 'function' ? shell.isPage : () => true,
    // A build from before the route table said which pages are painted first: none is.
    firstPaintOf: typeof shell.firstPaintOf === 'function' ? shell.firstPaintOf : () => null,
    firstPaintedPages: typeof shell.firstPaintedPages === 'function' ? shell.firstPaintedPages() : [],
    pageHead: typeof shell.pageHead === 'function' ? shell.pageHead : null,
  };
}

/**
 * The web app's server-side build (apps/web/src/app/shell.tsx, built into
 * dist/.ssr), which renders a page's first paint with the app's own components.
 * Without that build the pages go out with an empty root, as the app renders them
 * in the browser anyway.
 */
export async function loadFirstPaintRenderer(
  app: FastifyInstance,
  dist: string,
  appConfig: AppConfig,
): Promise<FirstPaintRenderer | null> {
  const entry = path.join(dist, '.ssr', 'shell.js');
  if (!existsSync(entry)) return null;
  let shell: ReturnType<typeof shellParts>;
  try {
    shell = shellParts((await import(pathToFileURL(entry).href)) as ShellModule);
  } catch (error) {
    app.log.warn({ err: error }, 'first paints unavailable: the server-side build of the web app did not load');
    return null;
  }
  const config = publicClientConfig(appConfig);
  // A page reads its data from the public API in-process, as the visitor's browser would
  // (no cookies; the visitor's request budget): a list page the catalog keeps costs no query.
  // What it read goes out with the page.
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
      const painted = shell.render(url, language, config, apiGet(visitor, answers, statuses)).finally(() => painting--);
      return painted.then((html) => ({
        html: html.replace(/^(<link [^>]*>)+/, ''),
        answers,
        missing: statuses.includes(404),
      }));
    },
    isPage(pathname) {
      try {
        return shell.isPage(pathname);
      } catch {
        return true;
      }
    },
    firstPaintedPages: shell.firstPaintedPages,
    head(url, language, answers) {
      return shell.pageHead
        ? shell.pageHead(url, language, config, answers, appConfig.publicUrl)
        : Promise.resolve(null);
    },
    firstPaintOf(pathname) {
      try {
        return shell.firstPaintOf(pathname);
      } catch {
        return null;
      }
    },
  };
}
