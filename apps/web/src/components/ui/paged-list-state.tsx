import { useTranslation } from '../../lib/i18n';
import type { PagedList } from '../../lib/use-paged-list';
import { ListState, type ListStateProps } from './list-state';
import { Pagination } from './pagination';

/**
 * A server-paged list's states: its count above the list (announced as it changes),
 * and its page bar under the list when there is more than one page.
 */
export function PagedListState<Item>({
  list,
  count,
  children,
  ...texts
}: Omit<ListStateProps, 'status' | 'onRetry'> & {
  list: PagedList<Item>;
  /** How many the whole list holds, in words ("Total users: 12"). */
  count?: (total: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <ListState status={list.status} onRetry={list.retry} {...texts}>
      {count && (
        <p className="text-lg font-semibold text-ink" aria-live="polite">
          {list.rows ? count(list.total) : t('common.status.loading')}
        </p>
      )}
      {children}
      {list.pagination && <Pagination {...list.pagination} />}
    </ListState>
  );
}
