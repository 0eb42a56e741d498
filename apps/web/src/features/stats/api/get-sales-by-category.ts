import type { CategorySales } from '@medibazaar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { statsKey } from './stats-keys';

function getSalesByCategory(signal?: AbortSignal): Promise<CategorySales[]> {
  return api<CategorySales[]>('/admin-stats/sales-by-category', { signal });
}

const salesByCategoryQueryOptions = () =>
  queryOptions({
    queryKey: [...statsKey, 'admin', 'sales-by-category'],
    queryFn: ({ signal }) => getSalesByCategory(signal),
  });

export function useSalesByCategory() {
  return useQuery(salesByCategoryQueryOptions());
}
