import { PAGE_SIZE } from '@medibazaar/contract';
import { useTranslation } from '../../../lib/i18n';
import { PagedListState } from '../../../components/ui/paged-list-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { useSales } from '../../../features/payments/api/get-sales';
import { SalesTable } from '../../../features/payments/components/sales-table';
import { useSession } from '../../../lib/session';
import { usePagedList, usePageParam } from '../../../lib/use-paged-list';

const LIMIT = PAGE_SIZE.default;

/**
 * '/dashboard/sellerPaymentsHistory': a seller sees the sold lines of their own
 * products only; an admin sees every line (the server picks them by session).
 */
export function Component() {
  const { t } = useTranslation();
  const { user } = useSession();
  const paging = usePageParam();
  const list = usePagedList(useSales(user?.id, { page: paging.page, limit: LIMIT }), paging, LIMIT);
  const isAdmin = user?.role === 'admin';

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeading title={t('cart.pages.sales')}>
        <p className="mt-1 text-muted">{isAdmin ? t('cart.sales.introAdmin') : t('cart.sales.introSeller')}</p>
      </PageHeading>
      <PagedListState
        list={list}
        count={(total) => t('cart.sales.total', { count: total })}
        errorTitle={t('cart.sales.loadFailed')}
        retryLabel={t('cart.sales.retry')}
        empty={{
          title: t('cart.sales.empty'),
          hint: isAdmin ? t('cart.sales.emptyHintAdmin') : t('cart.sales.emptyHintSeller'),
        }}
      >
        <SalesTable lines={list.rows} page={paging.page} busy={list.busy} showSeller={isAdmin} />
      </PagedListState>
    </div>
  );
}
