import type { MedicineReferenceListParams, MedicineReferencePage } from '@medibazaar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const referencesKey = ['medicine-references'] as const;

const getReferences = (query: MedicineReferenceListParams) =>
  api<MedicineReferencePage>('/medicine-references', {
    query: query as Record<string, string | number | undefined>,
  });

const referencesQueryOptions = (query: MedicineReferenceListParams) =>
  queryOptions({
    queryKey: [...referencesKey, query],
    queryFn: () => getReferences(query),
    placeholderData: keepPreviousData,
  });

/** A page of the medicine reference (pharmacists and admins). */
export function useReferences(query: MedicineReferenceListParams) {
  return useQuery(referencesQueryOptions(query));
}
