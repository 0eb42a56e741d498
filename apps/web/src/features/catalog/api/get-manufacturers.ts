import type { ManufacturerList } from '@medibazaar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The confirmed makers, alphabetical (the API's most: 50), for the shop's maker filter. */
function getManufacturers(signal?: AbortSignal): Promise<ManufacturerList> {
  return api<ManufacturerList>('/manufacturers', { query: { limit: 50 }, signal });
}

const manufacturersQueryOptions = () =>
  queryOptions({
    queryKey: ['manufacturers', 'all'],
    queryFn: ({ signal }) => getManufacturers(signal),
    staleTime: 10 * 60_000,
  });

export function useManufacturers(options: { enabled?: boolean } = {}) {
  return useQuery({ ...manufacturersQueryOptions(), enabled: options.enabled ?? true });
}
