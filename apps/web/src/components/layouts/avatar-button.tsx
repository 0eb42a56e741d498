import { useState } from 'react';

const PLACEHOLDER_AVATAR = '/images/placeholder-avatar.webp';

/**
 * What the account menu's stand-in picture tells the menu replacing it (a page has one account
 * menu): whether it held the focus, and whether it was pressed from the keyboard.
 */
export const handoff = { hadFocus: false, byKeyboard: false };

/** The round button the account picture sits in. */
export const avatarButtonClass =
  'inline-flex h-11 w-11 items-center justify-center rounded-full ring-brand-600 hover:ring-2';

/** The account picture inside its button: the person's photo, or the placeholder when there is none or it fails to load. */
export function AvatarButtonFace({ image }: { image: string | null | undefined }) {
  const [broken, setBroken] = useState<string | null>(null);
  const src = image && broken !== image ? image : PLACEHOLDER_AVATAR;
  return (
    <img
      src={src}
      alt=""
      width={40}
      height={40}
      referrerPolicy="no-referrer"
      onError={() => setBroken(image ?? null)}
      className="h-10 w-10 rounded-full border border-line bg-surface object-cover"
    />
  );
}
