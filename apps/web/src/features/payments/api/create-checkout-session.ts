import type { CheckoutSession } from '@medibazaar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const checkoutQueryKey = ['payments', 'checkout'] as const;

/** Prices the signed-in person's cart on the server and opens a payment for that amount. */
export function createCheckoutSession(): Promise<CheckoutSession> {
  return api<CheckoutSession>('/create-checkout-session', { method: 'POST', body: {} });
}

/**
 * One checkout per visit of the payment page: never refetched in the background
 * (a new one would be a new payment), and dropped when the page is left.
 */
export const checkoutQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...checkoutQueryKey, userId],
    queryFn: createCheckoutSession,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useCheckoutSession(userId: string | null | undefined) {
  return useQuery({ ...checkoutQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
