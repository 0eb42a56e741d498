import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The list page held in the address (?page=2), so reload and Back keep it. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page') ?? '1');
  const page = Number.isInteger(raw) && raw >= 1 ? Math.min(raw, 100_000) : 1;
  const setPage = useCallback(
    (next: number) =>
      setParams(
        (prev) => {
          const copy = new URLSearchParams(prev);
          if (next > 1) copy.set('page', String(next));
          else copy.delete('page');
          return copy;
        },
        { preventScrollReset: false },
      ),
    [setParams],
  );
  return [page, setPage];
}
