import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useTranslation } from '../../lib/i18n';
import type { SessionUser } from '../../lib/session';
import { AvatarButtonFace, avatarButtonClass, handoff } from './avatar-button';
import { panelClass } from '../ui/panel';

const itemClass =
  'flex min-h-11 cursor-pointer items-center rounded-md px-3 font-medium text-ink outline-none hover:bg-brand-50 hover:text-brand-800 data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800';

/**
 * The profile picture opening the account menu (Radix dropdown menu): 'Hi, {name}' (Guest
 * without a name), Dashboard and Profile. Arrow keys move between the links, Escape or a
 * click elsewhere closes it and gives focus back to the picture.
 */
export default function ProfileMenu({ user, defaultOpen = false }: { user: SessionUser; defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  const name = user.name.trim();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const firstItemRef = useRef<HTMLAnchorElement>(null);

  // Taking over from the stand-in picture (account-menu.tsx): its focus passes to this button,
  // unless the menu opens at once, and then, asked from the keyboard, on its first link, as Radix
  // does for its own button (this effect runs after Radix has moved the focus into the menu).
  useEffect(() => {
    if (defaultOpen ? handoff.byKeyboard : handoff.hadFocus) (defaultOpen ? firstItemRef : triggerRef).current?.focus();
    handoff.hadFocus = handoff.byKeyboard = false;
  }, [defaultOpen]);

  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenu.Trigger asChild>
        <button ref={triggerRef} type="button" aria-label={t('common.nav.accountMenu')} className={avatarButtonClass}>
          <AvatarButtonFace image={user.image} />
        </button>
      </DropdownMenu.Trigger>
      {/* Not portalled: the menu stays inside the navigation bar it belongs to. */}
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        className={panelClass({ padding: 'xs', className: 'z-50 w-60' })}
      >
        <DropdownMenu.Label className="truncate px-3 py-2 font-semibold text-ink">
          {name ? t('common.nav.greeting', { name }) : t('common.nav.guest')}
        </DropdownMenu.Label>
        <DropdownMenu.Separator className="mb-1 h-px bg-line" />
        <DropdownMenu.Item asChild className={itemClass}>
          <Link ref={firstItemRef} to={paths.dashboard.root.to()}>
            {t('common.nav.dashboard')}
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild className={itemClass}>
          <Link to={paths.profile.to()}>{t('common.nav.profile')}</Link>
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
