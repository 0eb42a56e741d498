import type { ReturnListPage, ReturnStatus } from '@medibazaar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ordersQueryKey } from './orders';

interface ReturnRequestsQuery {
  status: ReturnStatus | undefined;
  page: number;
  limit: number;
}

const getReturnRequests = (query: ReturnRequestsQuery, signal?: AbortSignal) =>
  api<ReturnListPage>('/order-returns', { query: { ...query }, signal });

/** Under the orders key: deciding a return on its order's page refreshes the list too. */
const returnRequestsQueryOptions = (query: ReturnRequestsQuery) =>
  queryOptions({
    queryKey: [...ordersQueryKey, 'return-requests', query],
    queryFn: ({ signal }) => getReturnRequests(query, signal),
    placeholderData: keepPreviousData,
  });

/** The return requests a seller (their orders') or an admin (every order's) decides, a page at a time. */
export function useReturnRequests(query: ReturnRequestsQuery) {
  return useQuery(returnRequestsQueryOptions(query));
}
