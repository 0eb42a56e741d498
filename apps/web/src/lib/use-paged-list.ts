import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';

/** What a list screen shows: placeholders, the failure with Try again, the empty note, or rows. */
export type ListStatus = 'loading' | 'error' | 'empty' | 'ready';

/** The parts of a query result a list screen reads (TanStack Query's result fits). */
export interface ListQuery<Data> {
  data: Data | undefined;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * A failed read shows as a failure only while nothing is on screen: a refresh that
 * fails behind rows already shown leaves them there.
 */
export function listStatus(query: Pick<ListQuery<unknown>, 'data' | 'isError'>, rows: readonly unknown[] | undefined) {
  if (rows === undefined) return query.isError ? 'error' : 'loading';
  return rows.length === 0 ? 'empty' : 'ready';
}

/** Reading the page from an address: anything but a whole number from 1 up is page 1. */
export function parsePage(raw: string | null): number {
  const page = Number(raw ?? '1');
  return Number.isInteger(page) && page >= 1 ? Math.min(page, 100_000) : 1;
}

/** The one page clamp: below 1 is the first page, past the last is the last. */
export function clampPage(page: number, pageCount: number): number {
  return Math.min(Math.max(page, 1), Math.max(pageCount, 1));
}

export type SetPage = (page: number, options?: { replace?: boolean }) => void;

/** The list page held in the address (?page=2), so reload and Back keep it. */
export function usePageParam(): { page: number; setPage: SetPage } {
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
  const setPage = useCallback<SetPage>(
    (next, options) =>
      setParams(
        (prev) => {
          const copy = new URLSearchParams(prev);
          if (next > 1) copy.set('page', String(next));
          else copy.delete('page');
          return copy;
        },
        { replace: options?.replace ?? false },
      ),
    [setParams],
  );
  return { page, setPage };
}

export interface PagedList<Item> {
  /** Undefined until the first page arrives (and while a page past the last is being left). */
  rows: Item[] | undefined;
  status: ListStatus;
  total: number;
  /** Undefined when one page holds everything: no page bar then. */
  pagination:
    | { page: number; pageCount: number; hasNext: boolean; onPageChange: (page: number) => void; disabled: boolean }
    | undefined;
  /** The rows on screen belong to the last page while the next one loads. */
  busy: boolean;
  retry: () => void;
}

/**
 * One page of a server-paged list with its page bar. A page past the last (the
 * address typed by hand, or the last row of the last page deleted) is replaced
 * by the last page that has rows; the answer's total may be a lower bound, so
 * the list is judged past its end by coming back empty.
 */
export function usePagedList<Item>(
  query: ListQuery<{ items: Item[]; total: number }>,
  { page, setPage }: { page: number; setPage: SetPage },
  pageSize: number,
): PagedList<Item> {
  const { data, isPlaceholderData, isFetching, refetch } = query;
  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const pastTheEnd = data !== undefined && !isPlaceholderData && page > 1 && data.items.length === 0;

  useEffect(() => {
    if (pastTheEnd) setPage(Math.min(clampPage(page, pageCount), page - 1), { replace: true });
  }, [pastTheEnd, page, pageCount, setPage]);

  const rows = pastTheEnd ? undefined : data?.items;
  const hasNext = total > page * pageSize;
  return {
    rows,
    status: listStatus(query, rows),
    total,
    pagination:
      data && (pageCount > 1 || page > 1)
        ? {
            page,
            pageCount: Math.max(pageCount, page),
            hasNext,
            onPageChange: setPage,
            disabled: isFetching,
          }
        : undefined,
    busy: isPlaceholderData,
    retry: () => void refetch(),
  };
}
