import { useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import type { SearchCombobox as SearchComboboxType } from './search-combobox';
import { SearchForm } from './search-form';

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
    <SearchForm
      label={label}
      onSearch={() => search(text.trim())}
      className={className}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onFocus={() => {
        setFocused(true);
        reach();
      }}
      onBlur={() => setFocused(false)}
      onPointerEnter={reach}
      placeholder={placeholder}
    />
  );
}
