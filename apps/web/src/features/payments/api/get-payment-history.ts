import type { PaymentPage } from '@medibazaar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every payments query starts with this key. */
export const paymentsQueryKey = ['payments'] as const;

function getPaymentHistory(email: string, query: { page: number; limit: number }, signal?: AbortSignal) {
  return api<PaymentPage>(`/payments/${encodeURIComponent(email)}`, { query, signal });
}

const paymentHistoryQueryOptions = (email: string, query: { page: number; limit: number }) =>
  queryOptions({
    queryKey: [...paymentsQueryKey, 'history', email, query],
    queryFn: ({ signal }) => getPaymentHistory(email, query, signal),
    placeholderData: keepPreviousData,
  });

/** One page of the signed-in person's own payments. */
export function usePaymentHistory(email: string | null | undefined, query: { page: number; limit: number }) {
  return useQuery({ ...paymentHistoryQueryOptions(email ?? '', query), enabled: Boolean(email) });
}
