import type { Category } from '@medibazaar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return api<Category[]>('/category', { signal });
}

const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['categories'],
    queryFn: ({ signal }) => getCategories(signal),
    // Categories change rarely; one fetch serves the home page and the shop.
    staleTime: 10 * 60_000,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
