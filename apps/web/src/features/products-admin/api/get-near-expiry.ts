import type { NearExpiryLot } from '@medibazaar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { productsKey } from './get-my-products';

function getNearExpiry(signal?: AbortSignal): Promise<{ days: number; lots: NearExpiryLot[] }> {
  return api<{ days: number; lots: NearExpiryLot[] }>('/products/near-expiry', { signal });
}

/** Under the product lists' key: a change to a product refreshes it with them. */
const nearExpiryQueryOptions = () =>
  queryOptions({ queryKey: [...productsKey, 'near-expiry'], queryFn: ({ signal }) => getNearExpiry(signal) });

/** The caller's lots on sale that expire within the shop's near-expiry window (a seller's; the shop's for an admin). */
export function useNearExpiry() {
  return useQuery(nearExpiryQueryOptions());
}
