import type { Sponsor } from '@medibazaar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getSponsors(signal?: AbortSignal): Promise<Sponsor[]> {
  return api<Sponsor[]>('/sponsors', { signal });
}

export const sponsorsQueryOptions = () =>
  queryOptions({
    queryKey: ['sponsors'],
    queryFn: ({ signal }) => getSponsors(signal),
    staleTime: 10 * 60_000,
  });

export function useSponsors() {
  return useQuery(sponsorsQueryOptions());
}
