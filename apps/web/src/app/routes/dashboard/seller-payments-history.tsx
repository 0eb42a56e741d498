import { PAGE_SIZE } from '@medibazaar/contract';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { buttonStyles } from '../../../components/ui/button-styles';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { useSales } from '../../../features/payments/api/get-sales';
import { SalesTable } from '../../../features/payments/components/sales-table';
import { useSession } from '../../../lib/session';
import { usePageParam } from './page-param';

const LIMIT = PAGE_SIZE.default;

/**
 * '/dashboard/sellerPaymentsHistory': a seller sees the sold lines of their own
 * products only; an admin sees every line (the server picks them by session).
 */
export function Component() {
  const { t } = useTranslation();
  const { user, isPending } = useSession();
  const [page, setPage] = usePageParam();
  const sales = useSales(user?.id, { page, limit: LIMIT });
  const total = sales.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / LIMIT));
  const isAdmin = user?.role === 'admin';

  useEffect(() => {
    if (sales.data && page > pageCount) setPage(pageCount);
  }, [sales.data, page, pageCount, setPage]);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeading title={t('cart.pages.sales')}>
        <p className="mt-1 text-muted">{isAdmin ? t('cart.sales.introAdmin') : t('cart.sales.introSeller')}</p>
      </PageHeading>
      {isPending ? (
        <Spinner />
      ) : sales.isError ? (
        <EmptyState
          tone="danger"
          title={t('cart.sales.loadFailed')}
          action={
            <button type="button" className={buttonStyles.secondary} onClick={() => void sales.refetch()}>
              {t('cart.sales.retry')}
            </button>
          }
        />
      ) : sales.data && sales.data.items.length === 0 ? (
        <EmptyState
          title={t('cart.sales.empty')}
          hint={isAdmin ? t('cart.sales.emptyHintAdmin') : t('cart.sales.emptyHintSeller')}
        />
      ) : (
        <>
          {sales.data && <p className="font-semibold text-ink">{t('cart.sales.total', { count: total })}</p>}
          <SalesTable lines={sales.data?.items ?? []} page={page} loading={sales.isPending} showSeller={isAdmin} />
          {pageCount > 1 && (
            <Pagination page={page} pageCount={pageCount} onPageChange={setPage} disabled={sales.isFetching} />
          )}
        </>
      )}
    </div>
  );
}
