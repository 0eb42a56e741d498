import type { Role } from '@medibazaar/contract';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link, NavLink, Outlet } from 'react-router';
import { clientConfig } from '../../config/env';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { useLogout } from '../../lib/use-logout';
import { CloseIcon, MenuIcon } from '../ui/icons';
import { Skeleton } from '../ui/skeleton';
import { Spinner } from '../ui/spinner';
import { LanguageMenu } from './language-menu';
import { Toaster } from '../../lib/toast';
import { SkipLink } from './skip-link';

type MenuKey =
  | 'adminHome'
  | 'allUsers'
  | 'allProducts'
  | 'sellerInformation'
  | 'siteContent'
  | 'medicineNames'
  | 'sellerHome'
  | 'myOrdersProducts'
  | 'manageMedicines'
  | 'addProduct'
  | 'payment'
  | 'userHome'
  | 'carts'
  | 'paymentHistory'
  | 'shops'
  | 'orders'
  | 'allOrders'
  | 'deliveryZones'
  | 'failedMessages'
  | 'prescriptions'
  | 'review'
  | 'medicineReference'
  | 'audit'
  | 'pharmacists'
  | 'antibioticRegister'
  | 'drugLicence'
  | 'sellerLicences'
  | 'medicineRequests'
  | 'returns'
  | 'prescriptionOrders'
  | 'cashCollections'
  | 'paymentReviews'
  | 'recalls';

const d = paths.dashboard;

/** The side menu of each role (docs/product.md#side-menu). */
const MENUS: Record<Role, { key: MenuKey; to: string }[]> = {
  admin: [
    { key: 'adminHome', to: d.adminHome.to() },
    { key: 'allUsers', to: d.allUsers.to() },
    { key: 'allProducts', to: d.allProducts.to() },
    { key: 'sellerInformation', to: d.sellerInformation.to() },
    { key: 'sellerLicences', to: d.sellerLicences.to() },
    { key: 'siteContent', to: d.siteContent.to() },
    { key: 'medicineNames', to: d.medicineNames.to() },
    { key: 'medicineRequests', to: d.medicineRequests.to() },
    { key: 'allOrders', to: d.allOrders.to() },
    { key: 'returns', to: d.returns.to() },
    { key: 'deliveryZones', to: d.deliveryZones.to() },
    { key: 'cashCollections', to: d.cashCollections.to() },
    { key: 'paymentReviews', to: d.paymentReviews.to() },
    { key: 'recalls', to: d.recalls.to() },
    { key: 'failedMessages', to: d.failedMessages.to() },
    { key: 'review', to: d.review.to() },
    { key: 'prescriptionOrders', to: d.prescriptionOrders.to() },
    { key: 'medicineReference', to: d.medicineReference.to() },
    { key: 'antibioticRegister', to: d.antibioticRegister.to() },
    { key: 'pharmacists', to: d.pharmacists.to() },
    { key: 'audit', to: d.audit.to() },
  ],
  pharmacist: [
    { key: 'review', to: d.review.to() },
    { key: 'prescriptionOrders', to: d.prescriptionOrders.to() },
    { key: 'medicineReference', to: d.medicineReference.to() },
    { key: 'antibioticRegister', to: d.antibioticRegister.to() },
    { key: 'prescriptions', to: d.prescriptions.to() },
    { key: 'carts', to: d.carts.to() },
    { key: 'orders', to: d.orders.to() },
    { key: 'shops', to: paths.shop.to() },
  ],
  seller: [
    { key: 'sellerHome', to: d.sellerHome.to() },
    { key: 'myOrdersProducts', to: d.sellerOrders.to() },
    { key: 'returns', to: d.returns.to() },
    { key: 'manageMedicines', to: d.manageMedicines.to() },
    { key: 'medicineRequests', to: d.medicineRequests.to() },
    { key: 'addProduct', to: d.addProduct.to() },
    { key: 'payment', to: d.sellerPaymentsHistory.to() },
    { key: 'drugLicence', to: d.drugLicence.to() },
  ],
  user: [
    { key: 'userHome', to: d.userHome.to() },
    { key: 'carts', to: d.carts.to() },
    { key: 'orders', to: d.orders.to() },
    { key: 'prescriptions', to: d.prescriptions.to() },
    { key: 'prescriptionOrders', to: d.prescriptionOrders.to() },
    { key: 'paymentHistory', to: d.paymentsHistory.to() },
    { key: 'shops', to: paths.shop.to() },
  ],
};

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 w-full items-center rounded-md px-3 text-left font-medium transition-colors focus-visible:outline-white ${
    isActive ? 'bg-white text-brand-800' : 'text-white hover:bg-brand-800'
  }`;

/**
 * Dashboard pages: a side menu by role beside the page content. Below the md
 * breakpoint the menu folds behind a toggle button and closes after each choice.
 */
export function DashboardLayout() {
  const { t } = useTranslation();
  const { user, isPending } = useSession();
  const logout = useLogout();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  // A choice in the folded menu closes it.
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    // Escape folds the menu; focus that was inside it goes back to the toggle instead of being lost.
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      const menu = document.getElementById(menuId);
      const inside = menu?.contains(document.activeElement) ?? false;
      setOpen(false);
      if (inside || document.activeElement === toggle.current) toggle.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, menuId]);

  const items = MENUS[user?.role ?? 'user'];

  return (
    <div className="flex min-h-screen flex-col md:flex-row">
      <SkipLink tone="white" />
      <div className="bg-brand-700 md:w-64 md:shrink-0">
        <div className="md:sticky md:top-0 md:flex md:h-screen md:flex-col md:overflow-y-auto">
          <div className="flex items-center justify-between gap-2 px-4 py-3 md:py-5">
            <Link
              to={paths.home.to()}
              className="inline-flex min-h-11 items-center gap-2 rounded-md text-lg font-bold text-white focus-visible:outline-white"
            >
              <img src="/images/logo.svg" alt="" width={32} height={32} className="h-8 w-8 rounded-md bg-white p-1" />
              <span>{clientConfig.shopName}</span>
            </Link>
            <button
              ref={toggle}
              type="button"
              className="inline-flex min-h-11 items-center gap-2 rounded-md border border-brand-500 px-3 font-semibold text-white hover:bg-brand-800 focus-visible:outline-white md:hidden"
              aria-expanded={open}
              aria-controls={menuId}
              onClick={() => setOpen((o) => !o)}
            >
              {open ? <CloseIcon className="h-5 w-5" /> : <MenuIcon className="h-5 w-5" />}
              {t('dashboard.menu.toggle')}
            </button>
          </div>
          <nav
            id={menuId}
            aria-label={t('dashboard.menu.label')}
            className={`${open ? 'block' : 'hidden'} px-4 pb-4 md:flex md:flex-1 md:flex-col`}
          >
            {isPending ? (
              <div role="status" aria-label={t('dashboard.menu.loadingMenu')} className="flex flex-col gap-2">
                {[0, 1, 2, 3].map((i) => (
                  <Skeleton key={i} className="h-11 bg-brand-600" />
                ))}
              </div>
            ) : (
              <ul className="flex flex-col gap-1">
                {items.map((item) => (
                  <li key={item.key}>
                    <NavLink to={item.to} className={itemClass} end onClick={close}>
                      {t(`dashboard.menu.${item.key}`)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            )}
            <hr className="my-4 border-brand-500 md:mt-auto" />
            <ul className="flex flex-col gap-1">
              <li>
                <NavLink to={paths.home.to()} end className={itemClass} onClick={close}>
                  {t('dashboard.menu.home')}
                </NavLink>
              </li>
              <li>
                <NavLink to={paths.profile.to()} className={itemClass} onClick={close}>
                  {t('dashboard.menu.profile')}
                </NavLink>
              </li>
              {user && (
                <li>
                  <button
                    type="button"
                    onClick={() => {
                      close();
                      void logout();
                    }}
                    className={itemClass({ isActive: false })}
                  >
                    {t('dashboard.menu.logout')}
                  </button>
                </li>
              )}
            </ul>
            <LanguageMenu className="mt-3 w-full" />
          </nav>
        </div>
      </div>
      <main id="main" tabIndex={-1} className="min-w-0 flex-1 bg-surface px-4 py-6 focus:outline-none sm:px-8 sm:py-8">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Toaster />
    </div>
  );
}
