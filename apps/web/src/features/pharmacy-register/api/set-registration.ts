import type { Pharmacist, PharmacistRegistrationUpdate } from '@medibazaar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pharmacistsQueryOptions } from './get-pharmacists';

const setRegistration = (id: string, body: PharmacistRegistrationUpdate) =>
  api<Pharmacist>(`/pharmacists/${encodeURIComponent(id)}/registration`, { method: 'PUT', body });

/** An admin records a pharmacist's Pharmacy Council registration; the list is read again. */
export function useSetRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; registration: string }) => setRegistration(v.id, { registration: v.registration }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pharmacistsQueryOptions().queryKey }),
  });
}
