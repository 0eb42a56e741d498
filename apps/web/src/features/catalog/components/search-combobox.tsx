import { SUGGEST, type Language, type Suggestion } from '@medibazaar/contract';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useCombobox } from '../../../components/ui/combobox';
import { CloseIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { useTranslation, type TFunction } from '../../../lib/i18n';
import { localName } from '../../../lib/local-name';
import { useSuggestions } from '../api/get-suggestions';
import { SearchForm } from './search-form';

/** How long typing must pause before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 200;

const NO_SUGGESTIONS: readonly Suggestion[] = [];

/** Where a suggestion leads: a brand to its product, a generic to its page, a maker to the shop filtered by it. */
function suggestionHref(s: Suggestion): string {
  if (s.kind === 'brand') return paths.product.to(s.id);
  if (s.kind === 'generic') return paths.generic.to(s.id);
  return paths.shop.to({ manufacturer: s.id });
}

const kindStyles: Record<Suggestion['kind'], string> = {
  brand: 'bg-brand-50 text-brand-800',
  generic: 'bg-warm-50 text-warm-700',
  manufacturer: 'bg-surface text-muted',
};

/**
 * The shop's one search box (navigation bar and shop): suggestions while typing
 * (brands, generics and makers, each labelled by kind) in a listbox the arrow keys move
 * through (components/ui/combobox). Choosing one opens it (suggestionHref); Enter
 * without a choice calls `onSubmit` with the text.
 */
export function SearchCombobox({
  value,
  onChange,
  onSubmit,
  label,
  placeholder,
  className = '',
  takeFocus = false,
}: {
  /** Focus the box as it appears, with any text already typed (it replaces a plain box that had focus). */
  takeFocus?: boolean;
  value: string;
  onChange: (text: string) => void;
  onSubmit: (text: string) => void;
  label: string;
  placeholder: string;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [asked, setAsked] = useState('');

  const wanted = value.trim();
  useEffect(() => {
    const timer = setTimeout(() => setAsked(wanted), SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [wanted]);

  const suggestions = useSuggestions(asked);
  // Suggestions for text no longer in the box are not offered (below three characters, none).
  const items = wanted === '' || !suggestions.data ? NO_SUGGESTIONS : suggestions.data.items;
  const [focused, setFocused] = useState(false);
  // Nothing matches what was typed: the box offers to ask the shop for it.
  const nothingFound =
    focused && asked === wanted && [...wanted].length >= SUGGEST.minLength && suggestions.data?.items.length === 0;

  const combobox = useCombobox({
    items,
    itemKey: (s) => `${s.kind}:${s.id}`,
    onChoose: (s) => navigate(suggestionHref(s)),
    onEnter: () => onSubmit(wanted),
    onClear: () => onChange(''),
  });

  const { open } = combobox;
  useEffect(() => {
    if (!takeFocus || !inputRef.current) return;
    const input = inputRef.current;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
    open();
    // Only as the box first appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <SearchForm
      label={label}
      onSearch={() => {
        combobox.close();
        onSubmit(wanted);
      }}
      className={className}
      ref={inputRef}
      value={value}
      onChange={(e) => {
        onChange(e.target.value);
        combobox.open();
      }}
      placeholder={placeholder}
      onFocusWithin={setFocused}
      {...combobox.inputProps}
    >
      {value && (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label={t('storefront.shop.clearSearch')}
          className="absolute right-0 top-0 inline-flex h-11 w-11 items-center justify-center rounded-md text-muted hover:text-ink"
        >
          <CloseIcon className="h-5 w-5" />
        </button>
      )}
      <ul
        {...combobox.listboxProps}
        aria-label={t('storefront.search.suggestions')}
        className="absolute inset-x-0 top-full z-50 mt-1 max-h-[70vh] overflow-y-auto rounded-md border border-line bg-white py-1 shadow-card"
      >
        {items.map((s, index) => {
          const option = combobox.optionProps(index);
          const name = i18n.language === 'bn' && s.labelBn ? s.labelBn : s.label;
          return (
            <li
              key={`${s.kind}:${s.id}`}
              {...option}
              className={`flex min-h-11 cursor-pointer items-start gap-3 px-3 py-2 ${
                option['aria-selected'] ? 'bg-brand-50 outline outline-2 -outline-offset-2 outline-brand-600' : ''
              }`}
            >
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="font-semibold text-ink">{name}</span>
                <span className="truncate text-sm text-muted">{suggestionLine(s, t, i18n.language)}</span>
              </span>
              <span className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${kindStyles[s.kind]}`}>
                {t(`storefront.search.kinds.${s.kind}`)}
              </span>
            </li>
          );
        })}
      </ul>
      {nothingFound && <NothingFound text={wanted} />}
      <p role="status" className="sr-only">
        {combobox.expanded
          ? t('storefront.search.count', { count: items.length })
          : nothingFound
            ? t('storefront.search.nothingFound')
            : ''}
      </p>
    </SearchForm>
  );
}

/** Under the box when nothing matches what was typed: a way to ask the shop for it. */
function NothingFound({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <p className="absolute inset-x-0 top-full z-50 mt-1 rounded-md border border-line bg-white px-3 py-2 text-sm text-muted shadow-card">
      {t('storefront.search.nothingFound')}{' '}
      <Link to={paths.requestMedicine.to(text)} className="font-semibold text-brand-800 underline underline-offset-4">
        {t('storefront.search.requestMedicine')}
      </Link>
      <span aria-hidden="true"> · </span>
      <Link
        to={paths.dashboard.prescriptionOrders.to()}
        className="font-semibold text-brand-800 underline underline-offset-4"
      >
        {t('storefront.search.orderByPrescription')}
      </Link>
    </p>
  );
}

/**
 * The line under a suggestion in the reader's language: a brand's generic(s), strength, form
 * and maker; a generic's or maker's number of products ("100+" past the count's cap).
 */
export function suggestionLine(s: Suggestion, t: TFunction, language: Language): string {
  if (s.facts)
    return [
      s.facts.generics.map((g) => localName(g, language)).join(' + '),
      s.facts.strength,
      t(`storefront.medicine.forms.${s.facts.form}`),
      localName(s.facts.manufacturer, language),
    ].join(' · ');
  if (s.productCount === null) return '';
  if (s.productCount >= SUGGEST.countCap) return t('storefront.search.productsCapped', { count: SUGGEST.countCap });
  return t('storefront.search.products', { count: s.productCount });
}
