import { PAGE_SIZE } from '@medibazaar/contract';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { Pagination } from '../../../components/ui/pagination';
import { paths } from '../../../config/paths';
import { useMyProducts } from '../../../features/products-admin/api/get-my-products';
import { ProductsAdminTable } from '../../../features/products-admin/components/products-admin-table';
import { usePageParam } from './page-param';

const LIMIT = PAGE_SIZE.default;

/** '/dashboard/manageMedicines': the seller's own products (the server picks them by session), with Delete. */
export function Component() {
  const { t } = useTranslation();
  const [page, setPage] = usePageParam();
  const products = useMyProducts({ page, limit: LIMIT });
  const total = products.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / LIMIT));

  useEffect(() => {
    if (products.data && page > pageCount) setPage(pageCount);
  }, [products.data, page, pageCount, setPage]);

  const addLink = (
    <Link to={paths.dashboard.addProduct.to()} className={buttonStyles.primary}>
      {t('dashboard.menu.addProduct')}
    </Link>
  );

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeading title={t('dashboard.pages.manageMedicines')}>
        <div className="mt-1 flex flex-wrap items-center justify-between gap-3">
          <p className="text-muted">{t('dashboard.intro.manageMedicines')}</p>
          {addLink}
        </div>
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
      ) : products.data && products.data.items.length === 0 ? (
        <EmptyState title={t('dashboard.products.emptySeller')} action={addLink} />
      ) : (
        <>
          {products.data && <p className="font-semibold text-ink">{t('dashboard.products.count', { count: total })}</p>}
          <ProductsAdminTable
            products={products.data?.items ?? []}
            page={page}
            loading={products.isPending}
            showSeller={false}
          />
          {pageCount > 1 && (
            <Pagination page={page} pageCount={pageCount} onPageChange={setPage} disabled={products.isFetching} />
          )}
        </>
      )}
    </div>
  );
}
