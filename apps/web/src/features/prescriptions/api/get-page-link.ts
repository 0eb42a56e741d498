import { PRESCRIPTION_LIMITS, type PageLink } from '@medibazaar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const getPageLink = (prescriptionId: string, pageId: string) =>
  api<PageLink>(`/prescriptions/${encodeURIComponent(prescriptionId)}/pages/${encodeURIComponent(pageId)}/link`, {
    method: 'POST',
  });

/** A link works five minutes: it is asked for again a minute before that, never kept longer. */
const FRESH_MS = (PRESCRIPTION_LIMITS.linkSeconds - 60) * 1000;

export const pageLinkQueryOptions = (prescriptionId: string, pageId: string) =>
  queryOptions({
    queryKey: ['prescriptions', 'page-link', prescriptionId, pageId],
    queryFn: () => getPageLink(prescriptionId, pageId),
    staleTime: FRESH_MS,
    gcTime: FRESH_MS,
    refetchInterval: FRESH_MS,
    retry: 1,
  });

/** A short-lived link to one page of a prescription, for the signed-in person alone. */
export function usePageLink(prescriptionId: string, pageId: string | undefined) {
  return useQuery({ ...pageLinkQueryOptions(prescriptionId, pageId ?? ''), enabled: Boolean(pageId) });
}
