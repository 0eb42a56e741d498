import { Suspense } from 'react';
import { Toaster } from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { paths } from '../../config/paths';
import { Spinner } from '../ui/spinner';

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center rounded-md px-3 font-medium ${
    isActive ? 'bg-white text-brand-800' : 'text-white hover:bg-brand-800'
  }`;

/** Dashboard pages: a side menu beside the page content. */
export function DashboardLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col md:flex-row">
      <nav aria-label={t('dashboard.menu.label')} className="bg-brand-700 p-4 md:w-64 md:shrink-0">
        <ul className="flex flex-col gap-1">
          <li>
            <NavLink to={paths.dashboard.userHome.to()} className={itemClass}>
              {t('dashboard.menu.userHome')}
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.dashboard.carts.to()} className={itemClass}>
              {t('dashboard.menu.carts')}
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.dashboard.paymentsHistory.to()} className={itemClass}>
              {t('dashboard.menu.paymentHistory')}
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.shop.pattern} className={itemClass}>
              {t('dashboard.menu.shops')}
            </NavLink>
          </li>
        </ul>
        <hr className="my-4 border-brand-500" />
        <ul className="flex flex-col gap-1">
          <li>
            <NavLink to={paths.home.to()} end className={itemClass}>
              {t('dashboard.menu.home')}
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.profile.to()} className={itemClass}>
              {t('dashboard.menu.profile')}
            </NavLink>
          </li>
        </ul>
      </nav>
      <main id="main" tabIndex={-1} className="flex-1 bg-surface p-4 focus:outline-none sm:p-8">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Toaster position="top-center" />
    </div>
  );
}
