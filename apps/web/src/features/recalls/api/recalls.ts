import type { ProductPage, RecallCreate, RecallDetail, RecallList } from '@medibazaar/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const recallsKey = ['recalls'] as const;

const getRecalls = (signal?: AbortSignal) => api<RecallList>('/recalls', { signal });
const recallsQueryOptions = () => queryOptions({ queryKey: recallsKey, queryFn: ({ signal }) => getRecalls(signal) });
/** Every recall, newest first (admins). */
export const useRecalls = () => useQuery(recallsQueryOptions());

const getRecall = (id: string, signal?: AbortSignal) =>
  api<RecallDetail>(`/recalls/${encodeURIComponent(id)}`, { signal });
const recallQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...recallsKey, id], queryFn: ({ signal }) => getRecall(id, signal) });
/** One recall with its buyers and orders; looked at again every 5 s while a message waits in the queue. */
export const useRecall = (id: string) =>
  useQuery({
    ...recallQueryOptions(id),
    refetchInterval: (query) =>
      query.state.data?.buyers.some((b) => b.mail === 'queued' || b.sms === 'queued') ? 5_000 : false,
  });

/** Products whose name matches, to choose the one recalled. */
export const findProductsToRecall = (q: string) => api<ProductPage>('/products', { query: { q, limit: 8 } });

/** Recalls a batch (or every batch) of a product; the list is read again afterwards. */
export function useCreateRecall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecallCreate) => api<RecallDetail>('/recalls', { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recallsKey }),
  });
}

/** Records a buyer's return, or runs the recall again; the recall is read again afterwards. */
export function useRecallAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: { kind: 'return'; buyerId: string } | { kind: 'rerun' }) =>
      api<RecallDetail>(
        action.kind === 'return'
          ? `/recalls/${encodeURIComponent(id)}/buyers/${encodeURIComponent(action.buyerId)}/return`
          : `/recalls/${encodeURIComponent(id)}/reallocate`,
        { method: 'POST' },
      ),
    onSuccess: (detail) => queryClient.setQueryData(recallQueryOptions(id).queryKey, detail),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recallsKey }),
  });
}
