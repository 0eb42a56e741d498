import { Suspense } from 'react';
import { useTranslation } from '../../lib/i18n';
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

/** Public pages: navigation bar, page content, footer. */
export function RootLayout() {
  const { t } = useTranslation();
  const { user } = useSession();
  const cartCount = useCartCount();
  // The shop has the search box of its own, bound to its list.
  const onShop = useLocation().pathname.startsWith(paths.shop.pattern);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-brand-700 focus:px-4 focus:py-2 focus:text-white"
      >
        {t('common.nav.skipToContent')}
      </a>
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
