import type { SellerStats } from '@medibazaar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { statsKey } from './stats-keys';

function getSellerStats(email: string, signal?: AbortSignal): Promise<SellerStats> {
  return api<SellerStats>(`/admin-stats-seller/${encodeURIComponent(email)}`, { signal });
}

const sellerStatsQueryOptions = (email: string) =>
  queryOptions({ queryKey: [...statsKey, 'seller', email], queryFn: ({ signal }) => getSellerStats(email, signal) });

/** A seller's figures; waits until the seller's email is known. */
export function useSellerStats(email: string | undefined) {
  return useQuery({ ...sellerStatsQueryOptions(email ?? ''), enabled: Boolean(email) });
}
