import { PAGE_SIZE } from '@medibazaar/contract';
import { useTranslation } from '../../../lib/i18n';
import { PagedListState } from '../../../components/ui/paged-list-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { useUsers } from '../../../features/admin-users/api/get-users';
import { UsersTable } from '../../../features/admin-users/components/users-table';
import { useSession } from '../../../lib/session';
import { usePagedList, usePageParam } from '../../../lib/use-paged-list';

const LIMIT = PAGE_SIZE.default;

/** '/dashboard/allusers': everyone with an account, roles changed in place, ten to a page. */
export function Component() {
  const { t } = useTranslation();
  const { user } = useSession();
  const paging = usePageParam();
  const list = usePagedList(useUsers({ page: paging.page, limit: LIMIT }), paging, LIMIT);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeading title={t('dashboard.pages.allUsers')}>
        <p className="mt-1 text-muted">{t('dashboard.intro.allUsers')}</p>
      </PageHeading>
      <PagedListState
        list={list}
        count={(total) => t('dashboard.users.count', { count: total })}
        empty={{ title: t('dashboard.users.empty') }}
      >
        <UsersTable users={list.rows} page={paging.page} busy={list.busy} meId={user?.id} />
      </PagedListState>
    </div>
  );
}
