import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useMyProducts } from '../../../features/products-admin/api/get-my-products';
import { MyProductCard } from '../../../features/products-admin/components/my-product-card';
import { usePageParam } from './page-param';

// Cards sit three or four to a row: twelve fill whole rows.
const LIMIT = 12;

/** '/dashboard/myProducts': the seller's products as cards with stock and units sold. */
export function Component() {
  const { t } = useTranslation();
  const [page, setPage] = usePageParam();
  const products = useMyProducts({ page, limit: LIMIT });
  const total = products.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / LIMIT));

  useEffect(() => {
    if (products.data && page > pageCount) setPage(pageCount);
  }, [products.data, page, pageCount, setPage]);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeading title={t('dashboard.pages.myProducts')}>
        <p className="mt-1 text-muted">{t('dashboard.intro.myProducts')}</p>
      </PageHeading>
      {products.isError ? (
        <EmptyState
          tone="danger"
          title={t('common.status.errorLoading')}
          action={
            <button type="button" className={buttonStyles.secondary} onClick={() => void products.refetch()}>
              {t('dashboard.products.retry')}
            </button>
          }
        />
      ) : products.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-hidden="true">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-80" />
          ))}
        </div>
      ) : products.data.items.length === 0 ? (
        <EmptyState
          title={t('dashboard.products.emptySeller')}
          action={
            <Link to={paths.dashboard.addProduct.to()} className={buttonStyles.primary}>
              {t('dashboard.products.addFirst')}
            </Link>
          }
        />
      ) : (
        <>
          <p className="font-semibold text-ink">{t('dashboard.products.count', { count: total })}</p>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {products.data.items.map((p) => (
              <li key={p._id}>
                <MyProductCard product={p} />
              </li>
            ))}
          </ul>
          {pageCount > 1 && (
            <Pagination page={page} pageCount={pageCount} onPageChange={setPage} disabled={products.isFetching} />
          )}
        </>
      )}
    </div>
  );
}
