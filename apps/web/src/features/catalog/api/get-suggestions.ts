import { SUGGEST, type SuggestList } from '@medibazaar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

function getSuggestions(q: string, signal?: AbortSignal): Promise<SuggestList> {
  return api<SuggestList>('/search/suggest', { query: { q }, signal });
}

export const suggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['search', 'suggest', q],
    queryFn: ({ signal }) => getSuggestions(q, signal),
    // What a word suggests changes only with the catalogue.
    staleTime: 60_000,
  });

/**
 * Suggestions for what is typed: none below SUGGEST.minLength characters; the last
 * ones stay up while the next arrive, so the list does not flicker as one types.
 */
export function useSuggestions(q: string) {
  const enabled = q.length >= SUGGEST.minLength;
  return useQuery({ ...suggestionsQueryOptions(q), enabled, placeholderData: enabled ? keepPreviousData : undefined });
}
