import { useTranslation } from '../../lib/i18n';

// Tailwind finds class names by reading the source, so each one is written out whole.
const tones = {
  brand: 'focus:bg-brand-700 focus:text-white',
  white: 'focus:bg-white focus:text-brand-800',
} as const;

/** 'Skip to content': the first stop of the keyboard, hidden until it has focus. */
export function SkipLink({ tone }: { tone: keyof typeof tones }) {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className={`sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:px-4 focus:py-2 ${tones[tone]}`}
    >
      {t('common.nav.skipToContent')}
    </a>
  );
}
