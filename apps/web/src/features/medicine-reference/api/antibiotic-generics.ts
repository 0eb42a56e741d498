import type { GenericAntibioticChanged, GenericAntibioticInput, GenericAntibioticList } from '@medibazaar/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { referencesKey } from './get-references';

const genericsKey = ['medicine-reference-generics'] as const;

const getGenerics = (q: string) =>
  api<GenericAntibioticList>('/medicine-references/generics', { query: { q: q || undefined, limit: 30 } });

const genericsQueryOptions = (q: string) =>
  queryOptions({ queryKey: [...genericsKey, q], queryFn: () => getGenerics(q), placeholderData: keepPreviousData });

/** Generics with their antibiotic mark, antibiotics first (pharmacists and admins). */
export function useAntibioticGenerics(q: string) {
  return useQuery(genericsQueryOptions(q));
}

const setAntibiotic = (id: string, body: GenericAntibioticInput) =>
  api<GenericAntibioticChanged>(`/generics/${encodeURIComponent(id)}/antibiotic`, { method: 'PUT', body });

/** Marks a generic an antibiotic or not; the generics and the reference are read again. */
export function useSetAntibiotic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: GenericAntibioticInput }) => setAntibiotic(id, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: genericsKey }),
        queryClient.invalidateQueries({ queryKey: referencesKey }),
      ]),
  });
}
