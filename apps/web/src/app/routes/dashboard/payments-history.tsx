import { PAGE_SIZE } from '@medibazaar/contract';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button';
import { PagedListState } from '../../../components/ui/paged-list-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';
import { usePaymentHistory } from '../../../features/payments/api/get-payment-history';
import { PaymentHistoryTable } from '../../../features/payments/components/payment-history-table';
import { useSession } from '../../../lib/session';
import { usePagedList, usePageParam } from '../../../lib/use-paged-list';

const LIMIT = PAGE_SIZE.default;

/** '/dashboard/paymentsHistory': the signed-in person's own payments, newest first, with receipts. */
export function Component() {
  const { t } = useTranslation();
  const { user } = useSession();
  const paging = usePageParam();
  const list = usePagedList(usePaymentHistory(user?.email, { page: paging.page, limit: LIMIT }), paging, LIMIT);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeading title={t('cart.pages.paymentsHistory')}>
        <p className="mt-1 text-muted">{t('cart.history.intro')}</p>
      </PageHeading>
      <PagedListState
        list={list}
        count={(total) => t('cart.history.total', { count: total })}
        errorTitle={t('cart.history.loadFailed')}
        retryLabel={t('cart.history.retry')}
        empty={{
          title: t('cart.history.empty'),
          hint: t('cart.history.emptyHint'),
          action: (
            <Link to={paths.shop.to()} className={buttonStyles.primary}>
              {t('cart.history.browse')}
            </Link>
          ),
        }}
      >
        <PaymentHistoryTable payments={list.rows} page={paging.page} busy={list.busy} />
      </PagedListState>
    </div>
  );
}
