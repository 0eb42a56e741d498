import type { AntibioticRegisterPage, AntibioticRegisterQueryInput } from '@medibazaar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const getAntibioticRegister = (query: AntibioticRegisterQueryInput) =>
  api<AntibioticRegisterPage>('/antibiotic-register', { query: query as Record<string, string | number | undefined> });

const antibioticRegisterQueryOptions = (query: AntibioticRegisterQueryInput) =>
  queryOptions({
    queryKey: ['antibiotic-register', query],
    queryFn: () => getAntibioticRegister(query),
    placeholderData: keepPreviousData,
  });

/** A page of the antibiotic register (pharmacists and admins). */
export function useAntibioticRegister(query: AntibioticRegisterQueryInput) {
  return useQuery(antibioticRegisterQueryOptions(query));
}

/** Where the filtered register downloads as CSV (the browser sends the session cookie itself). */
export function antibioticRegisterCsvUrl(query: Omit<AntibioticRegisterQueryInput, 'page' | 'limit'>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params.set(k, String(v));
  const s = params.toString();
  return `/api/antibiotic-register/export.csv${s ? `?${s}` : ''}`;
}
