import { useTranslation } from '../../lib/i18n';
import { Button } from './button';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

export type PageItem = number | 'gap';

/**
 * The page numbers to offer, always the same number of items so the bar does not
 * jump: the first and last page, the current page with `siblings` on each side,
 * and a gap ('gap') where pages are left out.
 */
export function pageItems(page: number, pageCount: number, siblings = 1): PageItem[] {
  if (pageCount <= 0) return [];
  if (pageCount <= 5 + siblings * 2) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const current = Math.min(Math.max(page, 1), pageCount);
  const start = Math.max(Math.min(current - siblings, pageCount - 2 * siblings - 2), 3);
  const end = Math.min(Math.max(current + siblings, 2 * siblings + 3), pageCount - 2);
  const middle = Array.from({ length: end - start + 1 }, (_, i) => start + i);
  return [1, start > 3 ? 'gap' : 2, ...middle, end < pageCount - 2 ? 'gap' : pageCount - 1, pageCount];
}

export interface PaginationProps {
  page: number;
  /** Pages known to exist. */
  pageCount: number;
  /** Whether a page after `page` exists (defaults to page < pageCount). */
  hasNext?: boolean;
  onPageChange: (page: number) => void;
  disabled?: boolean;
}

/** Previous, numbered pages and Next; Previous is disabled on the first page, Next on the last. */
export function Pagination({ page, pageCount, hasNext, onPageChange, disabled = false }: PaginationProps) {
  const { t } = useTranslation();
  const canNext = hasNext ?? page < pageCount;
  return (
    <nav aria-label={t('storefront.pagination.label')} className="flex flex-wrap items-center justify-center gap-2">
      <Button variant="secondary" disabled={disabled || page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeftIcon className="h-5 w-5" />
        {t('storefront.pagination.previous')}
      </Button>
      <ul className="flex flex-wrap items-center gap-1">
        {pageItems(page, pageCount).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                disabled={disabled && item !== page}
                aria-current={item === page ? 'page' : undefined}
                aria-label={
                  item === page
                    ? t('storefront.pagination.currentPage', { page: item })
                    : t('storefront.pagination.page', { page: item })
                }
                onClick={() => item !== page && onPageChange(item)}
                className={`inline-flex h-11 min-w-11 items-center justify-center rounded-md px-3 font-semibold tabular-nums transition-colors ${
                  item === page
                    ? 'bg-brand-700 text-white'
                    : 'border border-line bg-white text-ink hover:border-brand-600 hover:text-brand-800'
                }`}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ul>
      <Button variant="secondary" disabled={disabled || !canNext} onClick={() => onPageChange(page + 1)}>
        {t('storefront.pagination.next')}
        <ChevronRightIcon className="h-5 w-5" />
      </Button>
    </nav>
  );
}
