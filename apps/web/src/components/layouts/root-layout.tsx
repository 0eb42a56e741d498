import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SiteSearch } from '../../features/catalog/components/site-search';
import { useCartCount } from '../../features/cart/hooks/use-cart-count';
import { dashboardHomeFor, useSession } from '../../lib/session';
import { Spinner } from '../ui/spinner';
import { AccountArea } from './account-menu';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { Toaster } from '../../lib/toast';
import { paths } from '../../config/paths';
import { SkipLink } from './skip-link';

/** Public pages: navigation bar, page content, footer. */
export function RootLayout() {
  const { user } = useSession();
  const cartCount = useCartCount();
  // The shop has the search box of its own, bound to its list.
  const onShop = useLocation().pathname.startsWith(paths.shop.pattern);
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink tone="brand" />
      <Navbar
        accountArea={<AccountArea />}
        cartCount={cartCount}
        dashboardHref={user ? dashboardHomeFor(user.role) : null}
        search={onShop ? null : <SiteSearch />}
      />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <Toaster />
    </div>
  );
}
