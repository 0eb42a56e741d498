import type { RevenueDay } from '@medibazaar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { readerTimeZone, statsKey } from './stats-keys';

function getSellerRevenueByDay(email: string, days: number, tz: string, signal?: AbortSignal): Promise<RevenueDay[]> {
  return api<RevenueDay[]>(`/admin-stats-seller/${encodeURIComponent(email)}/revenue-by-day`, {
    query: { days, tz },
    signal,
  });
}

const sellerRevenueByDayQueryOptions = (email: string, days: number, tz = readerTimeZone()) =>
  queryOptions({
    queryKey: [...statsKey, 'seller', email, 'revenue-by-day', days, tz],
    queryFn: ({ signal }) => getSellerRevenueByDay(email, days, tz, signal),
  });

export function useSellerRevenueByDay(email: string | undefined, days: number) {
  return useQuery({ ...sellerRevenueByDayQueryOptions(email ?? '', days), enabled: Boolean(email) });
}
