import { useTranslation } from '../../../lib/i18n';

const PLACEHOLDER = '/images/placeholder-avatar.webp';

export function UserPhoto({ name, image, size = 44 }: { name: string; image: string | null; size?: 44 | 56 }) {
  const { t } = useTranslation();
  return (
    <img
      src={image || PLACEHOLDER}
      alt={t('dashboard.users.photoAlt', { name })}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      // A broken photo address falls back to the placeholder.
      onError={(e) => {
        if (!e.currentTarget.src.endsWith(PLACEHOLDER)) e.currentTarget.src = PLACEHOLDER;
      }}
      className={`${size === 44 ? 'h-11 w-11' : 'h-14 w-14'} shrink-0 rounded-full border border-line bg-surface object-cover`}
    />
  );
}
