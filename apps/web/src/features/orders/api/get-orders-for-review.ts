import type { OrderReviewPage } from '@medibazaar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const ordersForReviewQueryKey = ['orders', 'review'] as const;

const getOrdersForReview = () => api<OrderReviewPage>('/review/orders', { query: { page: 1, limit: 50 } });

const ordersForReviewQueryOptions = () =>
  queryOptions({
    queryKey: ordersForReviewQueryKey,
    queryFn: getOrdersForReview,
    // Other pharmacists take orders from the same queue: read it again every half minute.
    refetchInterval: 30_000,
  });

/** Orders waiting for a pharmacist (cash, or a card already authorized), oldest first, with their prescriptions. */
export function useOrdersForReview() {
  return useQuery(ordersForReviewQueryOptions());
}
