import type { RejectSellerLicence, SellerLicence } from '@medibazaar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const path = (id: string, step: string) => `/seller-licences/${encodeURIComponent(id)}/${step}`;

const approveLicence = (id: string) => api<SellerLicence>(path(id, 'approve'), { method: 'POST' });
const rejectLicence = (id: string, body: RejectSellerLicence) =>
  api<SellerLicence>(path(id, 'reject'), { method: 'POST', body });

/** An admin approves or rejects a licence; the queue is read again afterwards. */
export function useDecideLicence() {
  const queryClient = useQueryClient();
  const settled = () => queryClient.invalidateQueries({ queryKey: ['seller-licences', 'queue'] });
  return {
    approve: useMutation({ mutationFn: approveLicence, onSettled: settled }),
    reject: useMutation({
      mutationFn: (v: { id: string; body: RejectSellerLicence }) => rejectLicence(v.id, v.body),
      onSettled: settled,
    }),
  };
}

/** The address of a licence's scan (the browser sends the session cookie with it). */
export const scanUrl = (id: string) => `/api/seller-licences/${encodeURIComponent(id)}/scan`;
