import type { SitePage } from '@medibazaar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

function getPage(slug: string, signal?: AbortSignal): Promise<SitePage> {
  return api<SitePage>(`/pages/${encodeURIComponent(slug)}`, { signal });
}

export const pageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['site-pages', slug],
    queryFn: ({ signal }) => getPage(slug, signal),
    staleTime: 5 * 60_000,
  });

export function usePage(slug: string) {
  return useQuery(pageQueryOptions(slug));
}
