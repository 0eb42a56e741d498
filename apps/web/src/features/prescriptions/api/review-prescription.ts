import type { ApprovePrescription, Prescription, RejectPrescription } from '@medibazaar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const path = (id: string, step: string) => `/prescriptions/${encodeURIComponent(id)}/${step}`;

const claimPrescription = (id: string) => api<Prescription>(path(id, 'claim'), { method: 'POST' });
const releasePrescription = (id: string) => api<Prescription>(path(id, 'claim'), { method: 'DELETE' });
const approvePrescription = (id: string, body: ApprovePrescription) =>
  api<Prescription>(path(id, 'approve'), { method: 'POST', body });
const rejectPrescription = (id: string, body: RejectPrescription) =>
  api<Prescription>(path(id, 'reject'), { method: 'POST', body });

/** Claiming, giving up, approving and rejecting: each reads the queue again afterwards. */
export function useReviewPrescription() {
  const queryClient = useQueryClient();
  const settled = () => queryClient.invalidateQueries({ queryKey: ['prescriptions', 'pending'] });
  return {
    claim: useMutation({ mutationFn: claimPrescription, onSettled: settled }),
    release: useMutation({ mutationFn: releasePrescription, onSettled: settled }),
    approve: useMutation({
      mutationFn: (v: { id: string; body: ApprovePrescription }) => approvePrescription(v.id, v.body),
      onSettled: settled,
    }),
    reject: useMutation({
      mutationFn: (v: { id: string; body: RejectPrescription }) => rejectPrescription(v.id, v.body),
      onSettled: settled,
    }),
  };
}
