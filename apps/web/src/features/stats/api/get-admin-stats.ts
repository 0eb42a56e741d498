import type { AdminStats } from '@medibazaar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { statsKey } from './stats-keys';

function getAdminStats(signal?: AbortSignal): Promise<AdminStats> {
  return api<AdminStats>('/admin-stats', { signal });
}

const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: [...statsKey, 'admin'], queryFn: ({ signal }) => getAdminStats(signal) });

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
