/**
 * The first paint of storefront pages, rendered on the server (see
 * apps/api/src/plugins/web.ts) from the very components the browser renders:
 * what a page shows before its session and data arrive (account area and product
 * lists still loading). The server puts it in the page's HTML, so text and the hero
 * image paint while the code is still on its way; the browser then renders the
 * same page over it, in place.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Language } from '@medibazaar/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { clientConfig, type ClientConfig } from '../config/env';
import { ApiRequestError, readServerTransportFrom, type Transport } from '../lib/api-client';
import { loadAllTexts, loadTexts, readRenderLanguageFrom } from '../lib/i18n';
import { readServerPaintFrom } from '../lib/server-paint';
import { headOf, type PageHead } from './page-head';
import { createQueryClient } from './providers';
import { AppRoutes, firstPaintedPages, firstPaintOf, isPage, preparePage } from './router';

// What the server asks of the app besides a render: which addresses are pages, and which of
// them it paints first and how (the route table's own `firstPaint`).
export { firstPaintedPages, firstPaintOf, isPage };
export type { FirstPaint } from './router';
export type { PageHead } from './page-head';

/**
 * What the page at `url` tells search engines (its title, description, address and structured
 * data), from the API answers its first paint read (none when it was not painted).
 */
export function pageHead(
  url: string,
  language: Language,
  config: Partial<ClientConfig>,
  answers: Record<string, unknown>,
  origin: string,
): Promise<PageHead> {
  Object.assign(clientConfig, config);
  return headOf(url, language, answers, origin);
}

/** Answers the API calls a page makes for its data before it renders here (GET only). */
export type ApiGet = (pathAndQuery: string) => Promise<{ status: number; body: string }>;

/**
 * What one render reads as its own: its language and where its API reads go. Kept in
 * the render's async context, so the server may paint several pages at once, each in
 * its visitor's language with its own data.
 */
interface RenderScope {
  language: Language;
  transport: Transport;
}
const scope = new AsyncLocalStorage<RenderScope>();
readRenderLanguageFrom(() => scope.getStore()?.language);
readServerTransportFrom(() => scope.getStore()?.transport);
readServerPaintFrom(() => scope.getStore() !== undefined);

/**
 * Renders one page's first paint in one language (the pages it suits: see web.ts).
 * Pages with data of their own (a product) get it through `apiGet`. Renders may overlap:
 * each has its own language and API transport.
 */
export async function renderShell(
  url: string,
  language: Language,
  config: Partial<ClientConfig>,
  apiGet?: ApiGet,
): Promise<string> {
  // The same for every render: the server's public settings.
  Object.assign(clientConfig, config);
  const transport: Transport = async (target, init) => {
    if ((init.method ?? 'GET') !== 'GET' || !apiGet) return new Response(null, { status: 503 });
    const { status, body } = await apiGet(target.pathname + target.search);
    return new Response(body, { status, headers: { 'content-type': 'application/json' } });
  };
  await Promise.all([loadTexts(language), loadAllTexts()]);
  return scope.run({ language, transport }, () => paint(url));
}

async function paint(url: string): Promise<string> {
  // renderToString cannot wait: the page's code and data are in before it starts.
  const queryClient = createQueryClient();
  await preparePage(url, queryClient);
  // A page whose data did not load is left to the browser, which asks again. Data that does
  // not exist (the API's 404: a product id no product has) is the page's answer: it shows why,
  // and the server sends it with a 404 status.
  const missing = (error: unknown) => error instanceof ApiRequestError && error.status === 404;
  const failed = (q: { state: { status: string; error: unknown } }) =>
    q.state.status === 'error' && !missing(q.state.error);
  if (queryClient.getQueryCache().findAll({ predicate: failed }).length) {
    throw new Error(`${url} could not load its data`);
  }
  // The same address, language and data paint the same markup: a list page many ask for (read from
  // the catalog's kept pages) is rendered again only once its rows change.
  const key = `${scope.getStore()?.language} ${url}`;
  const data = JSON.stringify(
    queryClient
      .getQueryCache()
      .getAll()
      .map((q) => [q.queryHash, q.state.data]),
  );
  const kept = paintedRecently.get(key);
  if (kept?.data === data) return kept.html;
  const html = renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
  paintedRecently.delete(key);
  paintedRecently.set(key, { data, html });
  // The oldest goes first (a Map keeps the order entries were set in).
  if (paintedRecently.size > PAINTS_KEPT) paintedRecently.delete(paintedRecently.keys().next().value!);
  return html;
}

/** How many recent paints are kept, with the data each was painted from. */
const PAINTS_KEPT = 100;
const paintedRecently = new Map<string, { data: string; html: string }>();
