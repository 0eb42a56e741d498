import { createBrowserRouter, type RouteObject } from 'react-router';
import { AuthFailureRedirect } from '../components/guards/auth-failure-redirect';
import { RequireAuth, RequireRole } from '../components/guards/require-auth';
import { RoleHomeRedirect } from '../components/guards/role-home-redirect';
import { RootLayout } from '../components/layouts/root-layout';
import { Spinner } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { loadAllTexts } from '../lib/i18n';
import { ErrorPage } from './routes/error-page';
import { NotFoundPage } from './routes/not-found';

const d = paths.dashboard;

/**
 * A page beyond the storefront: its code and the texts it shows (signing in, the cart,
 * dashboards: lib/i18n's `loadAllTexts`) load together, so it never shows without them.
 */
function withAllTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadAllTexts()]))[0];
}

/**
 * Every page is its own lazily loaded module: the home page never downloads
 * dashboard code. Guards: signed-in pages wait for the session and send visitors
 * to /login (with the page to come back to); role pages send a signed-in person
 * without the role home. The server checks every call again on its own.
 */
export const routes: RouteObject[] = [
  {
    element: <AuthFailureRedirect />,
    // Shown while the first page's code loads.
    hydrateFallbackElement: <Spinner />,
    children: [
      {
        path: '/',
        element: <RootLayout />,
        errorElement: <ErrorPage />,
        children: [
          { index: true, lazy: () => import('./routes/home') },
          { path: paths.shop.pattern, lazy: () => import('./routes/shop') },
          { path: paths.product.pattern, lazy: withAllTexts(() => import('./routes/product')) },
          { path: paths.login.pattern, lazy: withAllTexts(() => import('./routes/login')) },
          { path: paths.register.pattern, lazy: withAllTexts(() => import('./routes/register')) },
          {
            element: <RequireAuth />,
            children: [
              { path: paths.profile.pattern, lazy: withAllTexts(() => import('./routes/profile')) },
              { path: paths.secret.pattern, lazy: withAllTexts(() => import('./routes/secret')) },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        path: d.root.pattern,
        element: <RequireAuth />,
        errorElement: <ErrorPage />,
        children: [
          {
            // The dashboard layout (side menu and all) loads only when a dashboard opens.
            lazy: withAllTexts(async () => ({
              Component: (await import('../components/layouts/dashboard-layout')).DashboardLayout,
            })),
            children: [
              { index: true, element: <RoleHomeRedirect /> },
              // Any signed-in person.
              { path: d.carts.pattern, lazy: withAllTexts(() => import('./routes/dashboard/carts')) },
              { path: d.payments.pattern, lazy: withAllTexts(() => import('./routes/dashboard/payments')) },
              { path: d.userHome.pattern, lazy: withAllTexts(() => import('./routes/dashboard/user-home')) },
              {
                path: d.paymentsHistory.pattern,
                lazy: withAllTexts(() => import('./routes/dashboard/payments-history')),
              },
              {
                element: <RequireRole roles={['admin']} />,
                children: [
                  { path: d.allUsers.pattern, lazy: withAllTexts(() => import('./routes/dashboard/all-users')) },
                  { path: d.allProducts.pattern, lazy: withAllTexts(() => import('./routes/dashboard/all-products')) },
                  { path: d.adminHome.pattern, lazy: withAllTexts(() => import('./routes/dashboard/admin-home')) },
                  {
                    path: d.sellerInformation.pattern,
                    lazy: withAllTexts(() => import('./routes/dashboard/seller-information')),
                  },
                ],
              },
              {
                element: <RequireRole roles={['seller']} />,
                children: [
                  { path: d.myProducts.pattern, lazy: withAllTexts(() => import('./routes/dashboard/my-products')) },
                  {
                    path: d.manageMedicines.pattern,
                    lazy: withAllTexts(() => import('./routes/dashboard/manage-medicines')),
                  },
                  { path: d.sellerHome.pattern, lazy: withAllTexts(() => import('./routes/dashboard/seller-home')) },
                ],
              },
              {
                // An admin edits any product; a seller their own (the page asks the API,
                // which answers for the owner only).
                element: <RequireRole roles={['seller', 'admin']} />,
                children: [
                  { path: d.addProduct.pattern, lazy: withAllTexts(() => import('./routes/dashboard/add-product')) },
                  { path: d.updateItem.pattern, lazy: withAllTexts(() => import('./routes/dashboard/update-item')) },
                  {
                    path: d.sellerPaymentsHistory.pattern,
                    lazy: withAllTexts(() => import('./routes/dashboard/seller-payments-history')),
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

export const createRouter = () => createBrowserRouter(routes);
