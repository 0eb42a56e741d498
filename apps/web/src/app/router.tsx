import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, useRoutes, type Params, type RouteObject } from 'react-router';
import { AuthFailureRedirect } from '../components/guards/auth-failure-redirect';
import { RequireAuth, RequireRole } from '../components/guards/require-auth';
import { RoleHomeRedirect } from '../components/guards/role-home-redirect';
import { RootLayout } from '../components/layouts/root-layout';
import { Spinner } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { siteContentQueryOptions } from '../features/content/api/get-site-content';
import { loadAllTexts } from '../lib/i18n';
import { useScrollRestoration } from '../lib/scroll-restoration';
import { RouteErrorBoundary } from './routes/error-page';
import { NotFoundPage } from './routes/not-found';

/** What a page module exports: its component and, for a page with data of its own, how to fetch it first. */
interface PageModule {
  Component: ComponentType;
  /** `search`: the address's query (the shop's list is read from it). */
  prefetch?: (client: QueryClient, params: Params, search: URLSearchParams) => Promise<void>;
}

/**
 * How the server paints a page before the app runs (apps/api/src/plugins/web.ts): pages
 * without one go out with an empty root, and the app renders them in the browser.
 */
export interface FirstPaint {
  /** The page's module as the build manifest names it: its code is announced with the page. */
  module: string;
  /**
   * The address painted once at start-up and sent to everyone (a page with no data of its
   * own). Without it the page is painted for each request, with its data (a product).
   */
  once?: string;
  /** An image the page shows at once, announced with the page. */
  image?: string;
  /**
   * Modules (as the build manifest names them) the page's `prefetch` loads before its first render,
   * announced with the page too, so they do not wait for the page's own code to ask. `{language}`
   * stands for the page's language: a Bangla page announces the Bangla texts only.
   */
  alsoLoads?: string[];
}

/** Kept in a lazy route's `handle`: loads its module (preparePage); how the server paints it first. */
interface LazyHandle {
  load: () => Promise<PageModule>;
  firstPaint?: FirstPaint;
}

/**
 * A route whose module loads when it first renders. A module already loaded
 * (preparePage) renders at once: React.lazy would still suspend for one turn, and the
 * server cannot wait for it at all. A module that failed to load (the network dropped)
 * is asked for again when the page next renders, after the error page.
 */
export function lazyRoute(
  load: () => Promise<PageModule>,
  firstPaint?: FirstPaint,
): { element: ReactElement; handle: LazyHandle } {
  let loaded: PageModule | undefined;
  const loadOnce = async () => (loaded ??= await load());
  // React.lazy keeps a failure for good: a failed one is replaced by a fresh one.
  const makeLazy = () =>
    lazy(async () => {
      try {
        return { default: (await loadOnce()).Component };
      } catch (error) {
        Lazy = makeLazy();
        throw error;
      }
    });
  let Lazy = makeLazy();
  function Page() {
    return loaded ? <loaded.Component /> : <Lazy />;
  }
  return { element: <Page />, handle: firstPaint ? { load: loadOnce, firstPaint } : { load: loadOnce } };
}

const d = paths.dashboard;

/**
 * A page, as every page but the home page and the shop is: its code and the texts it
 * shows beyond the storefront's (signing in, the cart, dashboards: lib/i18n's
 * `loadAllTexts`) load together, so it never shows without them. The home page and
 * the shop (`lazyRoute` alone) show only the storefront's texts, which come with the app.
 */
const pageWithAllTexts = (load: () => Promise<PageModule>, firstPaint?: FirstPaint) =>
  lazyRoute(async () => (await Promise.all([load(), loadAllTexts()]))[0], firstPaint);

/**
 * Every page is its own lazily loaded module: the home page never downloads
 * dashboard code. Guards: signed-in pages wait for the session and send visitors
 * to /login (with the page to come back to); role pages send a signed-in person
 * without the role home. The server checks every call again on its own.
 */
const routes: RouteObject[] = [
  {
    element: <AuthFailureRedirect />,
    children: [
      {
        path: '/',
        element: (
          <RouteErrorBoundary>
            <RootLayout />
          </RouteErrorBoundary>
        ),
        children: [
          {
            index: true,
            ...lazyRoute(() => import('./routes/home'), {
              module: 'src/app/routes/home.tsx',
              once: paths.home.to(),
              image: '/images/hero/slide-1.webp',
            }),
          },
          {
            path: paths.shop.pattern,
            // Painted for each address with its rows (a category, a search, a page of the list), and
            // their Add to Cart: its code and the cart's texts in the page's language come with the page's
            // (decision 078).
            ...lazyRoute(() => import('./routes/shop'), {
              module: 'src/app/routes/shop.tsx',
              alsoLoads: ['src/features/cart/components/add-to-cart-control.tsx', 'src/locales/{language}/cart.ts'],
            }),
          },
          {
            path: paths.product.pattern,
            ...pageWithAllTexts(() => import('./routes/product'), { module: 'src/app/routes/product.tsx' }),
          },
          {
            path: paths.generic.pattern,
            ...pageWithAllTexts(() => import('./routes/generic'), { module: 'src/app/routes/generic.tsx' }),
          },
          { path: paths.requestMedicine.pattern, ...pageWithAllTexts(() => import('./routes/request-medicine')) },
          { path: paths.login.pattern, ...pageWithAllTexts(() => import('./routes/login')) },
          { path: paths.register.pattern, ...pageWithAllTexts(() => import('./routes/register')) },
          { path: paths.forgotPassword.pattern, ...pageWithAllTexts(() => import('./routes/forgot-password')) },
          { path: paths.resetPassword.pattern, ...pageWithAllTexts(() => import('./routes/reset-password')) },
          { path: paths.emailVerified.pattern, ...pageWithAllTexts(() => import('./routes/email-verified')) },
          // A simple page (About, Terms, …): painted with its text; one that does not exist is a 404.
          {
            path: paths.page.pattern,
            ...pageWithAllTexts(() => import('./routes/site-page'), { module: 'src/app/routes/site-page.tsx' }),
          },
          {
            element: <RequireAuth />,
            children: [
              { path: paths.profile.pattern, ...pageWithAllTexts(() => import('./routes/profile')) },
              { path: paths.secret.pattern, ...pageWithAllTexts(() => import('./routes/secret')) },
              { path: paths.checkout.pattern, ...pageWithAllTexts(() => import('./routes/checkout')) },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        path: d.root.pattern,
        element: (
          <RouteErrorBoundary>
            <RequireAuth />
          </RouteErrorBoundary>
        ),
        children: [
          {
            // The dashboard layout (side menu and all) loads only when a dashboard opens.
            ...pageWithAllTexts(async () => ({
              Component: (await import('../components/layouts/dashboard-layout')).DashboardLayout,
            })),
            children: [
              { index: true, element: <RoleHomeRedirect /> },
              // Any signed-in person.
              { path: d.carts.pattern, ...pageWithAllTexts(() => import('./routes/dashboard/carts')) },
              { path: d.payments.pattern, ...pageWithAllTexts(() => import('./routes/dashboard/payments')) },
              { path: d.userHome.pattern, ...pageWithAllTexts(() => import('./routes/dashboard/user-home')) },
              {
                path: d.paymentsHistory.pattern,
                ...pageWithAllTexts(() => import('./routes/dashboard/payments-history')),
              },
              { path: d.orders.pattern, ...pageWithAllTexts(() => import('./routes/dashboard/orders')) },
              { path: d.order.pattern, ...pageWithAllTexts(() => import('./routes/dashboard/order-detail')) },
              { path: d.prescriptions.pattern, ...pageWithAllTexts(() => import('./routes/dashboard/prescriptions')) },
              {
                path: d.prescriptionOrders.pattern,
                ...pageWithAllTexts(() => import('./routes/dashboard/prescription-orders')),
              },
              {
                path: d.prescriptionOrder.pattern,
                ...pageWithAllTexts(() => import('./routes/dashboard/prescription-order')),
              },
              {
                // An admin may do whatever a pharmacist does.
                element: <RequireRole roles={['pharmacist', 'admin']} />,
                children: [
                  { path: d.review.pattern, ...pageWithAllTexts(() => import('./routes/dashboard/review')) },
                  {
                    path: d.medicineReference.pattern,
                    ...pageWithAllTexts(() => import('./routes/dashboard/medicine-reference')),
                  },
                  {
                    path: d.antibioticRegister.pattern,
                    ...pageWithAllTexts(() => import('./routes/dashboard/antibiotic-register')),
                  },
                ],
              },
              {
                element: <RequireRole roles={['admin']} />,
                children: [
                  { path: d.allUsers.pattern, ...pageWithAllTexts(() => import('./routes/dashboard/all-users')) },
                  {
                    path: d.cashCollections.pattern,
                    ...pageWithAllTexts(() => import('./routes/dashboard/cash-collections')),
                  },
                  {
                    path: d.paymentReviews.pattern,
                    ...pageWithAllTexts(() => import('./routes/dashboard/payment-reviews')),
                  },
                  { path: d.allProducts.pattern, ...pageWithAllTexts(() => import('./routes/dashboard/all-products')) },
                  { path: d.adminHome.pattern, ...pageWithAllTexts(() => import('./routes/dashboard/admin-home')) },
                  {
                    path: d.sellerInformation.pattern,
                    ...pageWithAllTexts(() => import('./routes/dashboard/seller-information')),
                  },
                  { path: d.siteContent.pattern, ...pageWithAllTexts(() => import('./routes/dashboard/site-content')) },
                  {
                    path: d.failedMessages.pattern,
                    ...pageWithAllTexts(() => import('./routes/dashboard/failed-messages')),
                  },
                  {
                    path: d.medicineNames.pattern,
                    ...pageWithAllTexts(() => import('./routes/dashboard/medicine-names')),
                  },
                  { path: d.allOrders.pattern, ...pageWithAllTexts(() => import('./routes/dashboard/all-orders')) },
                  {
                    path: d.deliveryZones.pattern,
                    ...pageWithAllTexts(() => import('./routes/dashboard/delivery-zones')),
                  },
                  { path: d.audit.pattern, ...pageWithAllTexts(() => import('./routes/dashboard/audit')) },
                  { path: d.pharmacists.pattern, ...pageWithAllTexts(() => import('./routes/dashboard/pharmacists')) },
                  {
                    path: d.sellerLicences.pattern,
                    ...pageWithAllTexts(() => import('./routes/dashboard/seller-licences')),
                  },
                  { path: d.recalls.pattern, ...pageWithAllTexts(() => import('./routes/dashboard/recalls')) },
                  { path: d.recall.pattern, ...pageWithAllTexts(() => import('./routes/dashboard/recall-detail')) },
                ],
              },
              {
                element: <RequireRole roles={['seller']} />,
                children: [
                  { path: d.myProducts.pattern, ...pageWithAllTexts(() => import('./routes/dashboard/my-products')) },
                  {
                    path: d.manageMedicines.pattern,
                    ...pageWithAllTexts(() => import('./routes/dashboard/manage-medicines')),
                  },
                  { path: d.sellerHome.pattern, ...pageWithAllTexts(() => import('./routes/dashboard/seller-home')) },
                  { path: d.drugLicence.pattern, ...pageWithAllTexts(() => import('./routes/dashboard/drug-licence')) },
                  {
                    path: d.sellerOrders.pattern,
                    ...pageWithAllTexts(() => import('./routes/dashboard/seller-orders')),
                  },
                ],
              },
              {
                // An admin edits any product; a seller their own (the page asks the API,
                // which answers for the owner only).
                element: <RequireRole roles={['seller', 'admin']} />,
                children: [
                  { path: d.addProduct.pattern, ...pageWithAllTexts(() => import('./routes/dashboard/add-product')) },
                  {
                    path: d.medicineRequests.pattern,
                    ...pageWithAllTexts(() => import('./routes/dashboard/medicine-requests')),
                  },
                  { path: d.returns.pattern, ...pageWithAllTexts(() => import('./routes/dashboard/returns')) },
                  { path: d.updateItem.pattern, ...pageWithAllTexts(() => import('./routes/dashboard/update-item')) },
                  { path: d.productLots.pattern, ...pageWithAllTexts(() => import('./routes/dashboard/product-lots')) },
                  { path: d.lotsImport.pattern, ...pageWithAllTexts(() => import('./routes/dashboard/lots-import')) },
                  {
                    path: d.sellerPaymentsHistory.pattern,
                    ...pageWithAllTexts(() => import('./routes/dashboard/seller-payments-history')),
                  },
                ],
              },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * Loads the code of the page at `url` (path and query) and of the layouts around it, and the data the
 * page shows first, so that its first render completes in one step: the browser's,
 * over the server's first paint (decision 019), and the server's own, which cannot
 * wait. A failed read stays in the query cache for the page to show (or ask again).
 */
export async function preparePage(url: string, client: QueryClient): Promise<void> {
  const search = new URLSearchParams(url.split('?')[1] ?? '');
  await Promise.all([
    // The notice, footer and sponsors: carried by the page the server sent, so no request.
    client.prefetchQuery(siteContentQueryOptions()),
    ...(matchRoutes(routes, url) ?? []).map(async ({ route, params }) => {
      const handle = route.handle as LazyHandle | undefined;
      const module = await handle?.load();
      await module?.prefetch?.(client, params, search);
    }),
  ]);
}

/**
 * Whether the app has a page at this address: false where only a catch-all route (the
 * 404 page) matches it. The server answers such an address with a 404 status.
 */
export function isPage(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname);
  return Boolean(matches?.length) && matches!.at(-1)!.route.path !== '*';
}

/** How the server paints the page at this address first, if it does. */
export function firstPaintOf(pathname: string): FirstPaint | null {
  const handle = matchRoutes(routes, pathname)?.at(-1)?.route.handle as LazyHandle | undefined;
  return handle?.firstPaint ?? null;
}

/** Every page the server paints first, in the order of the route table. */
export function firstPaintedPages(from: RouteObject[] = routes): FirstPaint[] {
  return from.flatMap((route) => [
    ...((route.handle as LazyHandle | undefined)?.firstPaint ? [(route.handle as LazyHandle).firstPaint!] : []),
    ...firstPaintedPages(route.children ?? []),
  ]);
}

/** The app's pages, inside a router (BrowserRouter in the browser, StaticRouter on the server). */
export function AppRoutes() {
  useScrollRestoration();
  const page = useRoutes(routes);
  // Shown only while a page's code loads outside a navigation (which keeps the last page up).
  return <Suspense fallback={<Spinner />}>{page}</Suspense>;
}
