import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { DashboardLayout } from '../components/layouts/dashboard-layout';
import { RootLayout } from '../components/layouts/root-layout';
import { paths } from '../config/paths';
import { ErrorPage } from './routes/error-page';
import { NotFoundPage } from './routes/not-found';

const d = paths.dashboard;

/** Every page is its own lazily loaded module: the home page never downloads dashboard code. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    children: [
      { index: true, lazy: () => import('./routes/home') },
      { path: paths.shop.pattern, lazy: () => import('./routes/shop') },
      { path: paths.product.pattern, lazy: () => import('./routes/product') },
      { path: paths.login.pattern, lazy: () => import('./routes/login') },
      { path: paths.register.pattern, lazy: () => import('./routes/register') },
      { path: paths.profile.pattern, lazy: () => import('./routes/profile') },
      { path: paths.secret.pattern, lazy: () => import('./routes/secret') },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    path: d.root.pattern,
    element: <DashboardLayout />,
    errorElement: <ErrorPage />,
    children: [
      { index: true, element: <Navigate to={d.userHome.to()} replace /> },
      { path: d.carts.pattern, lazy: () => import('./routes/dashboard/carts') },
      { path: d.payments.pattern, lazy: () => import('./routes/dashboard/payments') },
      { path: d.userHome.pattern, lazy: () => import('./routes/dashboard/user-home') },
      { path: d.paymentsHistory.pattern, lazy: () => import('./routes/dashboard/payments-history') },
      { path: d.allUsers.pattern, lazy: () => import('./routes/dashboard/all-users') },
      { path: d.allProducts.pattern, lazy: () => import('./routes/dashboard/all-products') },
      { path: d.adminHome.pattern, lazy: () => import('./routes/dashboard/admin-home') },
      { path: d.sellerInformation.pattern, lazy: () => import('./routes/dashboard/seller-information') },
      { path: d.updateItem.pattern, lazy: () => import('./routes/dashboard/update-item') },
      { path: d.myProducts.pattern, lazy: () => import('./routes/dashboard/my-products') },
      { path: d.manageMedicines.pattern, lazy: () => import('./routes/dashboard/manage-medicines') },
      { path: d.sellerHome.pattern, lazy: () => import('./routes/dashboard/seller-home') },
      { path: d.sellerPaymentsHistory.pattern, lazy: () => import('./routes/dashboard/seller-payments-history') },
      { path: d.addProduct.pattern, lazy: () => import('./routes/dashboard/add-product') },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
