import type { SubstituteList } from '@medibazaar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

function getSubstitutes(id: string, signal?: AbortSignal): Promise<SubstituteList> {
  return api<SubstituteList>(`/products/${encodeURIComponent(id)}/substitutes`, { signal });
}

const substitutesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['products', 'substitutes', id],
    queryFn: ({ signal }) => getSubstitutes(id, signal),
  });

/** Other brands of the same generic(s), strength and form, cheapest per unit first. */
export function useSubstitutes(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...substitutesQueryOptions(id), enabled: options.enabled ?? true });
}
