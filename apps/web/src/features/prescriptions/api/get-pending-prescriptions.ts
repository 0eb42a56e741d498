import type { PrescriptionList } from '@medibazaar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const getPendingPrescriptions = () =>
  api<PrescriptionList>('/prescriptions/pending', { query: { page: 1, limit: 50 } });

const pendingPrescriptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['prescriptions', 'pending'],
    queryFn: getPendingPrescriptions,
    // Other pharmacists take prescriptions from the same queue: read it again every half minute.
    refetchInterval: 30_000,
  });

/** Prescriptions waiting for a pharmacist, oldest first (pharmacists and admins). */
export function usePendingPrescriptions() {
  return useQuery(pendingPrescriptionsQueryOptions());
}
