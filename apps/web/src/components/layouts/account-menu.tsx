import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { safeReturnPath, useSession, type SessionUser } from '../../lib/session';
import { useLogout } from '../../lib/use-logout';

const PLACEHOLDER_AVATAR = '/images/placeholder-avatar.webp';

const menuLinkClass =
  'flex min-h-11 items-center rounded-md px-3 font-medium text-ink hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50';

/**
 * The profile picture (the placeholder when there is none) opening a small menu:
 * 'Hi, {name}' (Guest without a name), Dashboard and Profile. Escape, a click
 * elsewhere or moving focus away closes it; Escape gives focus back to the picture.
 */
function ProfileMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const menuId = useId();
  const location = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.pathname;
  const [brokenImage, setBrokenImage] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const image = user.image && brokenImage !== user.image ? user.image : PLACEHOLDER_AVATAR;
  const name = user.name.trim();

  return (
    <div
      ref={root}
      className="relative"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpenOn(null);
          button.current?.focus();
        }
      }}
      onBlur={(e) => {
        if (open && !root.current?.contains(e.relatedTarget as Node | null)) setOpenOn(null);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('common.nav.accountMenu')}
        onClick={() => setOpenOn(open ? null : location.pathname)}
        className="inline-flex h-11 w-11 items-center justify-center rounded-full ring-brand-600 hover:ring-2"
      >
        <img
          src={image}
          alt=""
          width={40}
          height={40}
          referrerPolicy="no-referrer"
          onError={() => setBrokenImage(user.image)}
          className="h-10 w-10 rounded-full border border-line bg-surface object-cover"
        />
      </button>
      {open && (
        <div
          id={menuId}
          className="absolute right-0 top-full z-50 mt-2 w-60 rounded-card border border-line bg-white p-2 shadow-card"
        >
          <p className="truncate px-3 py-2 font-semibold text-ink">
            {name ? t('common.nav.greeting', { name }) : t('common.nav.guest')}
          </p>
          <ul className="flex flex-col gap-1 border-t border-line pt-1">
            <li>
              <Link to={paths.dashboard.root.to()} className={menuLinkClass}>
                {t('common.nav.dashboard')}
              </Link>
            </li>
            <li>
              <Link to={paths.profile.to()} className={menuLinkClass}>
                {t('common.nav.profile')}
              </Link>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}

/** The right end of the navigation bar: Login for a visitor; Logout and the profile menu when signed in. */
export function AccountArea() {
  const { t } = useTranslation();
  const { user, isPending } = useSession();
  const logout = useLogout();
  const location = useLocation();
  const [loggingOut, setLoggingOut] = useState(false);

  // Nothing to show yet: a quiet placeholder rather than a Login button that then vanishes.
  if (isPending) return <span aria-hidden="true" className="h-10 w-24 animate-pulse rounded-md bg-line" />;

  if (!user) {
    const from = location.pathname === paths.home.to() ? null : safeReturnPath(location.pathname + location.search);
    return (
      <Link
        to={paths.login.to(from ?? undefined)}
        className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
      >
        {t('common.nav.login')}
      </Link>
    );
  }

  return (
    <>
      {/* aria-disabled rather than disabled: a disabled button drops focus, and focus must come back here when the confirmation is cancelled. */}
      <button
        type="button"
        aria-disabled={loggingOut}
        onClick={() => {
          if (loggingOut) return;
          setLoggingOut(true);
          void logout().finally(() => setLoggingOut(false));
        }}
        className="inline-flex min-h-11 items-center rounded-md border border-line px-3 font-semibold text-ink hover:border-brand-600 hover:text-brand-800 aria-disabled:opacity-60 sm:px-4"
      >
        {t('common.nav.logout')}
      </button>
      <ProfileMenu user={user} />
    </>
  );
}
