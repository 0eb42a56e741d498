import type { CartItem } from '@medibazaar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every cart query starts with this key; mutations invalidate it. */
export const cartQueryKey = ['cart'] as const;

function getCart(signal?: AbortSignal): Promise<CartItem[]> {
  return api<CartItem[]>('/carts', { signal });
}

/** One person's cart (the id keeps one account's cart from showing to the next). */
export const cartQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...cartQueryKey, userId],
    queryFn: ({ signal }) => getCart(signal),
  });

/** The signed-in person's cart; idle while there is nobody signed in. */
export function useCart(userId: string | null | undefined) {
  return useQuery({ ...cartQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
