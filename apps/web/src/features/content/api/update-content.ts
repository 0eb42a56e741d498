import type {
  FooterContent,
  HoursContent,
  NoticeContent,
  PageInput,
  SiteContent,
  SitePage,
  SitePageSummary,
  SponsorsUpdate,
} from '@medibazaar/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { siteContentQueryOptions } from './get-site-content';
import { pageQueryOptions } from './get-page';

interface Blocks {
  notice: NoticeContent;
  hours: HoursContent;
  footer: FooterContent;
  sponsors: SponsorsUpdate;
}

function updateContent<K extends keyof Blocks>(block: K, body: Blocks[K]): Promise<SiteContent> {
  return api<SiteContent>(`/content/${block}`, { method: 'PUT', body });
}

/** Saves one block; the answer is the whole content as it now is. */
export function useUpdateContent<K extends keyof Blocks>(block: K) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Blocks[K]) => updateContent(block, body),
    onSuccess: (content) => client.setQueryData(siteContentQueryOptions().queryKey, content),
  });
}

const pagesQueryOptions = () =>
  queryOptions({
    queryKey: ['site-pages'],
    queryFn: ({ signal }) => api<SitePageSummary[]>('/pages', { signal }),
  });

export function usePages() {
  return useQuery(pagesQueryOptions());
}

function savePage(slug: string, body: PageInput): Promise<SitePage> {
  return api<SitePage>(`/pages/${encodeURIComponent(slug)}`, { method: 'PUT', body });
}

export function useSavePage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, body }: { slug: string; body: PageInput }) => savePage(slug, body),
    onSuccess: (page) => {
      client.setQueryData(pageQueryOptions(page.slug).queryKey, page);
      return client.invalidateQueries({ queryKey: pagesQueryOptions().queryKey, exact: true });
    },
  });
}
