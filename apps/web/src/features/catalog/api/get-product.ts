import type { Product } from '@medibazaar/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiRequestError } from '../../../lib/api-client';

function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return api<Product>(`/products/${encodeURIComponent(id)}`, { signal });
}

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['products', 'detail', id],
    queryFn: ({ signal }) => getProduct(id, signal),
  });

/**
 * One product. An id the API refused (a 4xx: no such product) is not asked for again
 * when its page opens; a read that failed otherwise is.
 */
export function useProduct(id: string) {
  const options = productQueryOptions(id);
  const failed = useQueryClient().getQueryState(options.queryKey)?.error;
  return useQuery({ ...options, retryOnMount: !(failed instanceof ApiRequestError && failed.status < 500) });
}
