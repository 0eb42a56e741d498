import { useId, useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import type { SearchCombobox as SearchComboboxType } from './search-combobox';

type Combobox = typeof SearchComboboxType;
let loaded: Combobox | null = null;
let loading: Promise<Combobox> | null = null;

/** The suggestions' code (combobox, suggestions, keyboard) loads once, when someone first reaches for the box. */
function loadCombobox(): Promise<Combobox> {
  loading ??= import('./search-combobox').then(
    (m) => (loaded = m.SearchCombobox),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The navigation bar's search box: a suggestion opens its page; Enter searches the shop
 * for the text. Every page shows it, the home page too, whose first load is held to
 * 120 KB: until it is first focused (or pointed at) it is a plain box that searches the
 * shop on Enter, and the suggestions arrive then (decision 038).
 */
export function SiteSearch({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [Full, setFull] = useState<{ Component: ComponentType<Parameters<Combobox>[0]> } | null>(() =>
    loaded ? { Component: loaded } : null,
  );
  const [focused, setFocused] = useState(false);
  const inputId = useId();
  const search = (q: string) => navigate(paths.shop.to({ q: q || undefined }));
  const label = t('storefront.search.label');
  const placeholder = t('storefront.search.placeholder');

  if (Full)
    return (
      <Full.Component
        value={text}
        onChange={setText}
        onSubmit={search}
        label={label}
        placeholder={placeholder}
        className={className}
        takeFocus={focused}
      />
    );

  const reach = () => {
    void loadCombobox().then(
      (Component) => setFull({ Component }),
      () => undefined,
    );
  };
  return (
    <form
      role="search"
      className={`relative ${className}`}
      onSubmit={(e) => {
        e.preventDefault();
        search(text.trim());
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <SearchIcon className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-muted" />
      <input
        id={inputId}
        type="text"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onFocus={() => {
          setFocused(true);
          reach();
        }}
        onBlur={() => setFocused(false)}
        onPointerEnter={reach}
        placeholder={placeholder}
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
        className="min-h-11 w-full rounded-md border border-line bg-white py-2 pl-10 pr-12 text-base text-ink placeholder:text-muted focus:border-brand-600 focus:outline-none focus-visible:outline-3 focus-visible:outline-brand-600"
      />
    </form>
  );
}
