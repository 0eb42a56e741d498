import type { Pharmacist } from '@medibazaar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const getPharmacists = () => api<Pharmacist[]>('/pharmacists');

export const pharmacistsQueryOptions = () => queryOptions({ queryKey: ['pharmacists'], queryFn: getPharmacists });

/** Pharmacists and admins with their Pharmacy Council registration. */
export function usePharmacists() {
  return useQuery(pharmacistsQueryOptions());
}
