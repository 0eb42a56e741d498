import { PAGE_SIZE } from '@medibazaar/contract';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { buttonStyles } from '../../../components/ui/button-styles';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { Pagination } from '../../../components/ui/pagination';
import { useSellers } from '../../../features/admin-users/api/get-sellers';
import { SellersTable } from '../../../features/admin-users/components/sellers-table';
import { usePageParam } from './page-param';

/** '/dashboard/sellerInformation': the sellers, how many products each lists, and Delete. */
export function Component() {
  const { t } = useTranslation();
  const [page, setPage] = usePageParam();
  const sellers = useSellers({ page, limit: PAGE_SIZE.default });
  const total = sellers.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE.default));

  useEffect(() => {
    if (sellers.data && page > pageCount) setPage(pageCount);
  }, [sellers.data, page, pageCount, setPage]);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeading title={t('dashboard.pages.sellerInformation')}>
        <p className="mt-1 text-muted">{t('dashboard.intro.sellerInformation')}</p>
      </PageHeading>
      {sellers.isError ? (
        <EmptyState
          tone="danger"
          title={t('common.status.errorLoading')}
          action={
            <button type="button" className={buttonStyles.secondary} onClick={() => void sellers.refetch()}>
              {t('dashboard.products.retry')}
            </button>
          }
        />
      ) : (
        <>
          <p className="text-lg font-semibold text-ink" aria-live="polite">
            {sellers.data ? t('dashboard.sellers.count', { count: total }) : t('common.status.loading')}
          </p>
          {sellers.data && sellers.data.items.length === 0 ? (
            <EmptyState title={t('dashboard.sellers.empty')} />
          ) : (
            <SellersTable sellers={sellers.data?.items ?? []} page={page} loading={sellers.isPending} />
          )}
          {pageCount > 1 && (
            <Pagination page={page} pageCount={pageCount} onPageChange={setPage} disabled={sellers.isFetching} />
          )}
        </>
      )}
    </div>
  );
}
