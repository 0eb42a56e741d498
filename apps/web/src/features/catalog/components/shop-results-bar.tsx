import { Link } from 'react-router';
import { CloseIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { categoryName } from '../../../lib/labels';
import type { ShopQuery } from '../hooks/use-shop-query';
import { GenericFilterChip, type MedicineFilterValues } from './medicine-filters';

/**
 * Above the shop's list: how many products match (announced as it changes), what was
 * searched for and where, and the filters that narrow it with a way to drop each.
 */
export function ShopResultsBar({
  data,
  query,
  filters,
}: {
  data: { total: number; totalExact: boolean } | undefined;
  query: ShopQuery;
  filters: MedicineFilterValues;
}) {
  const { t } = useTranslation();
  const { category, q, discounted, sort, perPage } = query;
  return (
    <div className="flex min-h-11 flex-wrap items-center gap-3">
      <p role="status" className="text-muted">
        {data ? (
          <>
            <span className="font-semibold text-ink">
              {data.totalExact
                ? t('storefront.shop.results', { count: data.total })
                : t('storefront.shop.resultsMore', { count: data.total - 1 })}
            </span>
            {q && <> {t('storefront.shop.resultsFor', { q })}</>}
            {q && category && (
              <>
                {' '}
                {t('storefront.shop.resultsIn', { category: categoryName(t, category) })}
                {' — '}
                <Link
                  to={paths.shop.to({ ...filters, q, discounted, sort, perPage })}
                  className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
                >
                  {t('storefront.shop.searchAll')}
                </Link>
              </>
            )}
          </>
        ) : (
          <Skeleton className="h-5 w-32" />
        )}
      </p>
      {discounted && (
        <span className="inline-flex items-center gap-1 rounded-full bg-warm-100 py-1 pl-3 pr-1 text-sm font-semibold text-warm-700">
          {t('storefront.shop.discountedOnly')}
          <Link
            to={paths.shop.to({ ...filters, category, q: q || undefined, sort, perPage })}
            aria-label={t('storefront.shop.removeDiscountedFilter')}
            className="inline-flex h-8 w-8 items-center justify-center rounded-full hover:bg-warm-50"
          >
            <CloseIcon className="h-4 w-4" />
          </Link>
        </span>
      )}
      {filters.generic && (
        <GenericFilterChip id={filters.generic} removeHref={paths.shop.to({ ...query, generic: undefined, page: 1 })} />
      )}
    </div>
  );
}
