import type { CheckoutSession, OnlinePaymentMethod } from '@medibazaar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const checkoutQueryKey = ['payments', 'checkout'] as const;

/**
 * Opens the card payment of the signed-in person's orders placed by card: the ones
 * named, or their newest placement still waiting. The server computes the amount.
 */
function createCheckoutSession(orders: readonly string[], method: OnlinePaymentMethod): Promise<CheckoutSession> {
  return api<CheckoutSession>('/create-checkout-session', {
    method: 'POST',
    // The card is the server's own default: bKash and SSLCommerz are named.
    body: { ...(orders.length ? { orders } : {}), ...(method !== 'card' ? { method } : {}) },
  });
}

/**
 * One checkout per visit of the payment page: never refetched in the background
 * (a new one would be a new payment), and dropped when the page is left.
 */
const checkoutQueryOptions = (userId: string, orders: readonly string[], method: OnlinePaymentMethod) =>
  queryOptions({
    queryKey: [...checkoutQueryKey, userId, method, ...orders],
    queryFn: () => createCheckoutSession(orders, method),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useCheckoutSession(
  userId: string | null | undefined,
  orders: readonly string[],
  method: OnlinePaymentMethod = 'card',
) {
  return useQuery({ ...checkoutQueryOptions(userId ?? '', orders, method), enabled: Boolean(userId) });
}
