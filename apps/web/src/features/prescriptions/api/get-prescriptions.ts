import type { PrescriptionList } from '@medibazaar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const getPrescriptions = (page: number) => api<PrescriptionList>('/prescriptions', { query: { page, limit: 10 } });

const prescriptionsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['prescriptions', 'mine', page],
    queryFn: () => getPrescriptions(page),
    placeholderData: keepPreviousData,
  });

/** The signed-in person's own prescriptions, newest first. */
export function usePrescriptions(page: number) {
  return useQuery(prescriptionsQueryOptions(page));
}
