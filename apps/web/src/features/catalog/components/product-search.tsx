import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { CloseIcon, SearchIcon } from '../../../components/ui/icons';

/** How long typing must pause before the shop asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The shop's search box. What is typed goes to `onSearch` once typing pauses
 * (or at once on Enter); when the query changes from outside (back, forward,
 * a link) the box shows it.
 */
export function ProductSearch({ query, onSearch }: { query: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  const inputId = useId();
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
    <form
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        if (wanted !== query) {
          setSent(wanted);
          onSearch(wanted);
        }
      }}
      className="relative"
    >
      <label htmlFor={inputId} className="sr-only">
        {t('storefront.shop.searchLabel')}
      </label>
      <SearchIcon className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-muted" />
      <input
        id={inputId}
        type="search"
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        placeholder={t('storefront.shop.searchPlaceholder')}
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
        className="min-h-11 w-full rounded-md border border-line bg-white py-2 pl-10 pr-12 text-base text-ink placeholder:text-muted focus:border-brand-600 focus:outline-none focus-visible:outline-3 focus-visible:outline-brand-600 [&::-webkit-search-cancel-button]:hidden"
      />
      {draft && (
        <button
          type="button"
          onClick={() => {
            setDraft('');
            if (query !== '') {
              setSent('');
              onSearch('');
            }
          }}
          aria-label={t('storefront.shop.clearSearch')}
          className="absolute right-0 top-1/2 inline-flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-md text-muted hover:text-ink"
        >
          <CloseIcon className="h-5 w-5" />
        </button>
      )}
    </form>
  );
}
