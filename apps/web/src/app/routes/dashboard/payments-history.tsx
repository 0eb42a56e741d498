import { PAGE_SIZE } from '@medibazaar/contract';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { usePaymentHistory } from '../../../features/payments/api/get-payment-history';
import { PaymentHistoryTable } from '../../../features/payments/components/payment-history-table';
import { useSession } from '../../../lib/session';
import { usePageParam } from './page-param';

const LIMIT = PAGE_SIZE.default;

/** '/dashboard/paymentsHistory': the signed-in person's own payments, newest first, with receipts. */
export function Component() {
  const { t } = useTranslation();
  const { user, isPending } = useSession();
  const [page, setPage] = usePageParam();
  const history = usePaymentHistory(user?.email, { page, limit: LIMIT });
  const total = history.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / LIMIT));

  useEffect(() => {
    if (history.data && page > pageCount) setPage(pageCount);
  }, [history.data, page, pageCount, setPage]);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeading title={t('cart.pages.paymentsHistory')}>
        <p className="mt-1 text-muted">{t('cart.history.intro')}</p>
      </PageHeading>
      {isPending ? (
        <Spinner />
      ) : history.isError ? (
        <EmptyState
          tone="danger"
          title={t('cart.history.loadFailed')}
          action={
            <button type="button" className={buttonStyles.secondary} onClick={() => void history.refetch()}>
              {t('cart.history.retry')}
            </button>
          }
        />
      ) : history.data && history.data.items.length === 0 ? (
        <EmptyState
          title={t('cart.history.empty')}
          hint={t('cart.history.emptyHint')}
          action={
            <Link to={paths.shop.to()} className={buttonStyles.primary}>
              {t('cart.history.browse')}
            </Link>
          }
        />
      ) : (
        <>
          {history.data && <p className="font-semibold text-ink">{t('cart.history.total', { count: total })}</p>}
          <PaymentHistoryTable payments={history.data?.items ?? []} page={page} loading={history.isPending} />
          {pageCount > 1 && (
            <Pagination page={page} pageCount={pageCount} onPageChange={setPage} disabled={history.isFetching} />
          )}
        </>
      )}
    </div>
  );
}
