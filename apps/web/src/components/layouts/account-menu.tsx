import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { safeReturnPath, useSession, type SessionUser } from '../../lib/session';
import { useLogout } from '../../lib/use-logout';
import { AvatarButtonFace, avatarButtonClass, handoff } from './avatar-button';

// The menu's code loads once someone is signed in; visitors never download it.
const ProfileMenu = lazy(() => import('./profile-menu'));

/**
 * The picture standing in for the menu's button until its code arrives. A press asks for the
 * menu; as it is replaced, it notes whether it held the focus, so the real button takes it over.
 */
function StandInButton({ user, onAsk }: { user: SessionUser; onAsk: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLButtonElement>(null);
  // A layout effect's clean-up runs before the button leaves the page, while it can still hold the focus.
  useLayoutEffect(
    () => () => {
      handoff.hadFocus = document.activeElement === ref.current;
    },
    [],
  );
  return (
    <button
      ref={ref}
      type="button"
      aria-label={t('common.nav.accountMenu')}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={(event) => {
        // A click made with Enter or Space has no pointer behind it (detail 0).
        handoff.byKeyboard = event.detail === 0;
        onAsk();
      }}
      className={avatarButtonClass}
    >
      <AvatarButtonFace image={user.image} />
    </button>
  );
}

/**
 * The profile picture opening the account menu. Until the menu's code has arrived, the
 * same picture stands in its place, and a press on it opens the menu as soon as it can.
 */
function LazyProfileMenu({ user }: { user: SessionUser }) {
  const [asked, setAsked] = useState(false);
  return (
    <Suspense fallback={<StandInButton user={user} onAsk={() => setAsked(true)} />}>
      <ProfileMenu user={user} defaultOpen={asked} />
    </Suspense>
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
      <LazyProfileMenu user={user} />
    </>
  );
}
