import { PAGE_SIZE } from '@medibazaar/contract';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { buttonStyles } from '../../../components/ui/button-styles';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { Pagination } from '../../../components/ui/pagination';
import { useUsers } from '../../../features/admin-users/api/get-users';
import { UsersTable } from '../../../features/admin-users/components/users-table';
import { useSession } from '../../../lib/session';
import { usePageParam } from './page-param';

/** '/dashboard/allusers': everyone with an account, roles changed in place, ten to a page. */
export function Component() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [page, setPage] = usePageParam();
  const users = useUsers({ page, limit: PAGE_SIZE.default });
  const total = users.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE.default));

  // After deleting the last person of the last page, show the page before it.
  useEffect(() => {
    if (users.data && page > pageCount) setPage(pageCount);
  }, [users.data, page, pageCount, setPage]);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeading title={t('dashboard.pages.allUsers')}>
        <p className="mt-1 text-muted">{t('dashboard.intro.allUsers')}</p>
      </PageHeading>
      {users.isError ? (
        <EmptyState
          tone="danger"
          title={t('common.status.errorLoading')}
          action={
            <button type="button" className={buttonStyles.secondary} onClick={() => void users.refetch()}>
              {t('dashboard.products.retry')}
            </button>
          }
        />
      ) : (
        <>
          <p className="text-lg font-semibold text-ink" aria-live="polite">
            {users.data ? t('dashboard.users.count', { count: total }) : t('common.status.loading')}
          </p>
          {users.data && users.data.items.length === 0 ? (
            <EmptyState title={t('dashboard.users.empty')} />
          ) : (
            <UsersTable users={users.data?.items ?? []} page={page} loading={users.isPending} meId={user?.id} />
          )}
          {pageCount > 1 && (
            <Pagination page={page} pageCount={pageCount} onPageChange={setPage} disabled={users.isFetching} />
          )}
        </>
      )}
    </div>
  );
}
