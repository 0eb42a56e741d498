import { type PageLink, RETURN_LIMITS } from '@medibazaar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const getReturnPhotoLink = (number: string, returnId: string, photoId: string) =>
  api<PageLink>(
    `/orders/${encodeURIComponent(number)}/returns/${encodeURIComponent(returnId)}/photos/${encodeURIComponent(photoId)}/link`,
    { method: 'POST' },
  );

/** A link works five minutes: it is asked for again a minute before that, never kept longer. */
const FRESH_MS = (RETURN_LIMITS.linkSeconds - 60) * 1000;

const returnPhotoLinkQueryOptions = (number: string, returnId: string, photoId: string) =>
  queryOptions({
    // Not under the orders key: a return's change need not sign its photos' links again.
    queryKey: ['return-photo-link', number, returnId, photoId],
    queryFn: () => getReturnPhotoLink(number, returnId, photoId),
    staleTime: FRESH_MS,
    gcTime: FRESH_MS,
    refetchInterval: FRESH_MS,
    retry: 1,
  });

/** A short-lived link to one of a return's photos, for the signed-in person alone. */
export function useReturnPhotoLink(number: string, returnId: string, photoId: string) {
  return useQuery(returnPhotoLinkQueryOptions(number, returnId, photoId));
}
