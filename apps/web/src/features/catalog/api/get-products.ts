import type { ProductListParams, ProductPage } from '@medibazaar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

function getProducts(params: ProductListParams, signal?: AbortSignal): Promise<ProductPage> {
  return api<ProductPage>('/products', { query: { ...params }, signal });
}

/** One page of products, as the shop's first render reads it (prefetched before it, app/router.tsx). */
export const productsQueryOptions = (params: ProductListParams) =>
  queryOptions({
    queryKey: ['products', 'list', params],
    queryFn: ({ signal }) => getProducts(params, signal),
  });

/** One page of products; `keepPrevious` keeps the last page on screen while the next one loads. */
export function useProducts(params: ProductListParams, options: { enabled?: boolean; keepPrevious?: boolean } = {}) {
  return useQuery({
    ...productsQueryOptions(params),
    enabled: options.enabled ?? true,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
  });
}
