import type { RevenueDay } from '@medibazaar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { readerTimeZone, statsKey } from './stats-keys';

function getAdminRevenueByDay(days: number, tz: string, signal?: AbortSignal): Promise<RevenueDay[]> {
  return api<RevenueDay[]>('/admin-stats/revenue-by-day', { query: { days, tz }, signal });
}

const adminRevenueByDayQueryOptions = (days: number, tz = readerTimeZone()) =>
  queryOptions({
    queryKey: [...statsKey, 'admin', 'revenue-by-day', days, tz],
    queryFn: ({ signal }) => getAdminRevenueByDay(days, tz, signal),
  });

export function useAdminRevenueByDay(days: number) {
  return useQuery(adminRevenueByDayQueryOptions(days));
}
