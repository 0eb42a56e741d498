import type { GenericDetail } from '@medibazaar/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiRequestError } from '../../../lib/api-client';

function getGeneric(id: string, signal?: AbortSignal): Promise<GenericDetail> {
  return api<GenericDetail>(`/generics/${encodeURIComponent(id)}`, { signal });
}

export const genericQueryOptions = (id: string) =>
  queryOptions({
    // Under 'products': a product change makes the page's groups stale with the lists.
    queryKey: ['products', 'generic', id],
    queryFn: ({ signal }) => getGeneric(id, signal),
  });

/** A generic and its products; an id the API refused (4xx) is not asked for again as the page opens. */
export function useGeneric(id: string) {
  const options = genericQueryOptions(id);
  const failed = useQueryClient().getQueryState(options.queryKey)?.error;
  return useQuery({ ...options, retryOnMount: !(failed instanceof ApiRequestError && failed.status < 500) });
}
