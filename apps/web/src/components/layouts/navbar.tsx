import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link, NavLink, useLocation } from 'react-router';
import { clientConfig } from '../../config/env';
import { paths } from '../../config/paths';
import { formatNumber } from '../../lib/format';
import { CartIcon, CloseIcon, MenuIcon } from '../ui/icons';
import { LanguageMenu } from './language-menu';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-md px-3 text-base font-medium transition-colors ${
    isActive ? 'text-brand-700 bg-brand-50' : 'text-ink hover:text-brand-700 hover:bg-brand-50'
  }`;

export interface NavbarSlots {
  /** Items shown for the signed-in person (dashboard link, logout, profile menu) or the Login button. */
  accountArea?: React.ReactNode;
  /** Number of items in the cart; the badge hides at 0. */
  cartCount?: number;
  /** Dashboard link shown in the mobile menu when signed in. */
  dashboardHref?: string | null;
  /** The search box: beside the links on wide screens, a row of its own under them on phones. */
  search?: React.ReactNode;
}

export function Navbar({ accountArea, cartCount = 0, dashboardHref = null, search = null }: NavbarSlots) {
  const { t } = useTranslation();
  const menuId = useId();
  const location = useLocation();
  // The mobile menu belongs to the page it was opened on: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.pathname;
  const toggle = useRef<HTMLButtonElement>(null);

  // The page links, one list for the bar on wide screens and the folded menu on phones.
  const links = [
    { to: paths.home.to(), end: true, label: t('common.nav.home') },
    { to: paths.shop.pattern, end: false, label: t('common.nav.shop') },
    ...(dashboardHref ? [{ to: dashboardHref, end: false, label: t('common.nav.dashboard') }] : []),
  ];
  const linkItems = links.map((link) => (
    <li key={link.to}>
      <NavLink to={link.to} end={link.end} className={navLinkClass}>
        {link.label}
      </NavLink>
    </li>
  ));

  const cartLabel = t('common.nav.cartWithCount', { count: cartCount });
  const cartLink = (
    <Link
      to={paths.dashboard.carts.to()}
      aria-label={cartLabel}
      className="relative inline-flex h-11 w-11 items-center justify-center rounded-full text-ink hover:bg-brand-50 hover:text-brand-700"
    >
      <CartIcon className="h-6 w-6" />
      {cartCount > 0 && (
        <span
          aria-hidden="true"
          className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-warm-600 px-1.5 text-center text-xs font-bold leading-5 text-white"
        >
          {formatNumber(cartCount)}
        </span>
      )}
    </Link>
  );

  return (
    <header
      className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur"
      onKeyDown={(e) => {
        // Escape folds the mobile menu and gives focus back to its button.
        if (e.key === 'Escape' && open) {
          setOpenOn(null);
          toggle.current?.focus();
        }
      }}
    >
      <nav
        aria-label={t('common.nav.main')}
        className="mx-auto flex min-h-16 max-w-7xl flex-wrap items-center gap-x-2 px-4 lg:flex-nowrap"
      >
        <button
          ref={toggle}
          type="button"
          className="inline-flex h-11 w-11 items-center justify-center rounded-md text-ink hover:bg-brand-50 lg:hidden"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? t('common.nav.closeMenu') : t('common.nav.openMenu')}
          onClick={() => setOpenOn(open ? null : location.pathname)}
        >
          {open ? <CloseIcon className="h-6 w-6" /> : <MenuIcon className="h-6 w-6" />}
        </button>
        <Link
          to={paths.home.to()}
          className="flex min-h-11 items-center gap-2 text-xl font-bold text-brand-800"
          aria-label={t('common.nav.logoAlt', { shopName: clientConfig.shopName })}
        >
          <img src="/images/logo.svg" alt="" width={32} height={32} className="h-8 w-8" />
          <span className="hidden sm:inline">{clientConfig.shopName}</span>
        </Link>
        <ul className="ml-6 hidden items-center gap-1 lg:flex">
          {linkItems}
          <li>
            <LanguageMenu />
          </li>
        </ul>
        {search && (
          <div className="order-last w-full pb-3 lg:order-none lg:mx-4 lg:w-auto lg:max-w-md lg:flex-1 lg:pb-0">
            {search}
          </div>
        )}
        <div className="ml-auto flex h-16 items-center gap-1 sm:gap-2">
          {cartLink}
          {accountArea}
        </div>
      </nav>
      {open && (
        <div id={menuId} className="border-t border-line bg-white lg:hidden">
          <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-3">
            {linkItems}
            <li>
              <NavLink to={paths.dashboard.carts.to()} className={navLinkClass}>
                {t('common.nav.cart')}
                <span className="ml-2 rounded-full bg-warm-600 px-2 text-sm font-bold text-white">
                  {formatNumber(cartCount)}
                </span>
              </NavLink>
            </li>
            <li className="px-3 py-1">
              <LanguageMenu />
            </li>
          </ul>
        </div>
      )}
    </header>
  );
}
