import { PAGE_SIZE } from '@medibazaar/contract';
import { useTranslation } from '../../../lib/i18n';
import { PagedListState } from '../../../components/ui/paged-list-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { useSellers } from '../../../features/admin-users/api/get-sellers';
import { SellersTable } from '../../../features/admin-users/components/sellers-table';
import { usePagedList, usePageParam } from '../../../lib/use-paged-list';

const LIMIT = PAGE_SIZE.default;

/** '/dashboard/sellerInformation': the sellers, how many products each lists, and Delete. */
export function Component() {
  const { t } = useTranslation();
  const paging = usePageParam();
  const list = usePagedList(useSellers({ page: paging.page, limit: LIMIT }), paging, LIMIT);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeading title={t('dashboard.pages.sellerInformation')}>
        <p className="mt-1 text-muted">{t('dashboard.intro.sellerInformation')}</p>
      </PageHeading>
      <PagedListState
        list={list}
        count={(total) => t('dashboard.sellers.count', { count: total })}
        empty={{ title: t('dashboard.sellers.empty') }}
      >
        <SellersTable sellers={list.rows} page={paging.page} busy={list.busy} />
      </PagedListState>
    </div>
  );
}
