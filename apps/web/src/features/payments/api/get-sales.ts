import type { SaleLinePage } from '@medibazaar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentsQueryKey } from './get-payment-history';

function getSales(query: { page: number; limit: number }, signal?: AbortSignal) {
  return api<SaleLinePage>('/payments', { query, signal });
}

const salesQueryOptions = (userId: string, query: { page: number; limit: number }) =>
  queryOptions({
    queryKey: [...paymentsQueryKey, 'sales', userId, query],
    queryFn: ({ signal }) => getSales(query, signal),
    placeholderData: keepPreviousData,
  });

/** Sold lines: a seller's own products, or every line for an admin (the server decides). */
export function useSales(userId: string | null | undefined, query: { page: number; limit: number }) {
  return useQuery({ ...salesQueryOptions(userId ?? '', query), enabled: Boolean(userId) });
}
