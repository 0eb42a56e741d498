import { PAGE_SIZE, type Prescription, type PrescriptionList } from '@medibazaar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A prescription an order may name: approved and still valid, or waiting for review (checked with the order). */
const isUsablePrescription = (p: Prescription) => p.status === 'pending' || (p.status === 'approved' && !p.expired);

/** The signed-in person's usable prescriptions, newest first (the first page of the widest size is plenty). */
const getUsablePrescriptions = async (): Promise<Prescription[]> => {
  const list = await api<PrescriptionList>('/prescriptions', { query: { page: 1, limit: PAGE_SIZE.max } });
  return list.items.filter(isUsablePrescription);
};

const usablePrescriptionsQueryOptions = () =>
  queryOptions({
    // Under the owner's own list: uploading and deleting read it again.
    queryKey: ['prescriptions', 'mine', 'usable'],
    queryFn: getUsablePrescriptions,
  });

export function useUsablePrescriptions(enabled = true) {
  return useQuery({ ...usablePrescriptionsQueryOptions(), enabled });
}
