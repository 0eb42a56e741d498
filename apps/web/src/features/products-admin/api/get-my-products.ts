import type { MyProductPage, MyProductsParams } from '@medibazaar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * Every product list (the shop's, the admin's, a seller's own) lives under this
 * key, so a product write refreshes them all.
 */
export const productsKey = ['products'] as const;

function getMyProducts(params: MyProductsParams, signal?: AbortSignal): Promise<MyProductPage> {
  return api<MyProductPage>('/products/mine', { query: { ...params }, signal });
}

const myProductsQueryOptions = (params: MyProductsParams) =>
  queryOptions({
    queryKey: [...productsKey, 'mine', params],
    queryFn: ({ signal }) => getMyProducts(params, signal),
  });

/** One page of the caller's own products; the last page stays on screen while the next loads. */
export function useMyProducts(params: MyProductsParams) {
  return useQuery({ ...myProductsQueryOptions(params), placeholderData: keepPreviousData });
}
