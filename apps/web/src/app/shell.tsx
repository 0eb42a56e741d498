/**
 * The first paint of storefront pages, rendered on the server (see
 * apps/api/src/plugins/web.ts) from the very components the browser renders:
 * what a page shows before its session and data arrive (account area and product
 * lists still loading). The server puts it in the page's HTML, so text and the hero
 * image paint while the code is still on its way; the browser then renders the
 * same page over it, in place.
 */
import type { Language } from '@medibazaar/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { clientConfig, type ClientConfig } from '../config/env';
import { setServerTransport } from '../lib/api-client';
import { changeLanguage, loadAllTexts } from '../lib/i18n';
import { createQueryClient } from './providers';
import { routes } from './router';

/** The app's routes, matched and loaded the way the browser's router does. */
const handler = createStaticHandler(routes);

/** Answers the API calls a page's loader makes while it renders here (GET only). */
export type ApiGet = (pathAndQuery: string) => Promise<{ status: number; body: string }>;

/**
 * Renders one page's first paint in one language (the pages it suits: see web.ts).
 * Pages with a loader (a product) get their data through `apiGet`. Calls must not
 * overlap: the language and the API transport are this module's own.
 */
export async function renderShell(
  url: string,
  language: Language,
  config: Partial<ClientConfig>,
  apiGet?: ApiGet,
): Promise<string> {
  Object.assign(clientConfig, config);
  setServerTransport(async (target, init) => {
    if ((init.method ?? 'GET') !== 'GET' || !apiGet) return new Response(null, { status: 503 });
    const { status, body } = await apiGet(target.pathname + target.search);
    return new Response(body, { status, headers: { 'content-type': 'application/json' } });
  });
  await Promise.all([changeLanguage(language, { remember: false }), loadAllTexts()]);
  const context = await handler.query(new Request(new URL(url, 'http://shop.invalid')));
  if (context instanceof Response) throw new Error(`${url} redirects; it has no first paint of its own`);
  // A page whose data did not load is left to the browser, which asks again.
  if (context.errors) throw new Error(`${url} could not load its data`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
