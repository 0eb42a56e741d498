import { useId } from 'react';
import { isLanguage, LANGUAGES } from '@medibazaar/contract';
import { LANGUAGE_NAMES, useTranslation } from '../../lib/i18n';
import { useLanguageChoice } from '../../lib/use-language';
import { GlobeIcon } from '../ui/icons';

/**
 * English / বাংলা: a native select, so keyboards, screen readers and phones get
 * the control they already know. Each option is named in its own language.
 */
export function LanguageMenu({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { language, choose, switching } = useLanguageChoice();
  const id = useId();

  return (
    <div className={`relative inline-flex items-center ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t('common.language.label')}
      </label>
      <GlobeIcon className="pointer-events-none absolute left-3 h-5 w-5 text-muted" />
      <select
        id={id}
        value={language}
        disabled={switching}
        aria-busy={switching}
        onChange={(e) => {
          if (isLanguage(e.target.value)) void choose(e.target.value);
        }}
        className="min-h-11 w-full cursor-pointer rounded-md border border-line bg-white py-2 pl-10 pr-3 text-base font-medium text-ink hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-wait disabled:opacity-70"
      >
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {LANGUAGE_NAMES[lng]}
          </option>
        ))}
      </select>
    </div>
  );
}
