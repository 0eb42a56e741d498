import type { SiteContent } from '@medibazaar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The notice, hours, footer and sponsors; a page the server sends carries it (no extra request). */
function getSiteContent(signal?: AbortSignal): Promise<SiteContent> {
  return api<SiteContent>('/content', { signal });
}

export const siteContentQueryOptions = () =>
  queryOptions({
    queryKey: ['site-content'],
    queryFn: ({ signal }) => getSiteContent(signal),
    staleTime: 5 * 60_000,
  });

export function useSiteContent() {
  return useQuery(siteContentQueryOptions());
}
