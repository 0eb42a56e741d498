import { PAGE_SIZE } from '@medibazaar/contract';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { buttonStyles } from '../../../components/ui/button-styles';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { Pagination } from '../../../components/ui/pagination';
import { useProducts } from '../../../features/catalog/api/get-products';
import { ProductsAdminTable } from '../../../features/products-admin/components/products-admin-table';
import { usePageParam } from './page-param';

const LIMIT = PAGE_SIZE.adminProducts;

/** '/dashboard/allProducts': every product, ten to a page from the server, with Edit and Delete. */
export function Component() {
  const { t } = useTranslation();
  const [page, setPage] = usePageParam();
  const products = useProducts({ page, limit: LIMIT }, { keepPrevious: true });
  const total = products.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / LIMIT));

  useEffect(() => {
    if (products.data && page > 1 && products.data.items.length === 0) setPage(pageCount);
  }, [products.data, page, pageCount, setPage]);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeading title={t('dashboard.pages.allProducts')}>
        <p className="mt-1 text-muted">{t('dashboard.intro.allProducts')}</p>
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
        <EmptyState title={t('dashboard.products.empty')} />
      ) : (
        <>
          <ProductsAdminTable
            products={products.data?.items ?? []}
            page={page}
            loading={products.isPending}
            showSeller
          />
          <Pagination
            page={page}
            pageCount={pageCount}
            hasNext={total > page * LIMIT}
            onPageChange={setPage}
            disabled={products.isFetching}
          />
        </>
      )}
    </div>
  );
}
