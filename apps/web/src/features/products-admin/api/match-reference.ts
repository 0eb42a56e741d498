import type { MedicineReferenceMatch } from '@medibazaar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

interface MatchQuery {
  genericIds: string[];
  strength: string;
  form: string;
}

const getMatch = (q: MatchQuery) =>
  api<MedicineReferenceMatch>('/medicine-references/match', {
    query: { genericIds: q.genericIds.join(','), strength: q.strength.trim(), form: q.form },
  });

const matchQueryOptions = (q: MatchQuery) =>
  queryOptions({
    queryKey: ['medicine-reference-match', q.genericIds.join(','), q.strength.trim(), q.form],
    queryFn: () => getMatch(q),
    staleTime: 30_000,
  });

/**
 * The medicine reference entry the form's generics, strength and form lead to (sellers and admins):
 * it says how the medicine is sold. Asked only once all three are filled in.
 */
export function useReferenceMatch(q: MatchQuery) {
  const ready = q.genericIds.length > 0 && q.strength.trim() !== '' && q.form !== '';
  return useQuery({ ...matchQueryOptions(q), enabled: ready });
}
