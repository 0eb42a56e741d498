import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { SearchCombobox } from './search-combobox';

/** How long typing must pause before the shop asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The shop's search box. What is typed goes to `onSearch` once typing pauses
 * (or at once on Enter); when the query changes from outside (back, forward,
 * a link) the box shows it. Suggestions open as one types (SearchCombobox).
 */
export function ProductSearch({ query, onSearch }: { query: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(query);
  const [seen, setSeen] = useState(query);
  const [sent, setSent] = useState<string | null>(null);

  // The query changed since the last render: our own search arriving, or navigation.
  if (query !== seen) {
    setSeen(query);
    if (query === sent) setSent(null);
    else setDraft(query);
  }

  const wanted = draft.trim();
  useEffect(() => {
    if (wanted === query || wanted === sent) return;
    const timer = setTimeout(() => {
      setSent(wanted);
      onSearch(wanted);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [wanted, query, sent, onSearch]);

  return (
    <SearchCombobox
      value={draft}
      onChange={(text) => {
        setDraft(text);
        // Emptied (the clear button, Escape): the shop shows everything at once.
        if (text === '' && query !== '') {
          setSent('');
          onSearch('');
        }
      }}
      onSubmit={(text) => {
        if (text !== query) {
          setSent(text);
          onSearch(text);
        }
      }}
      label={t('storefront.shop.searchLabel')}
      placeholder={t('storefront.shop.searchPlaceholder')}
    />
  );
}
