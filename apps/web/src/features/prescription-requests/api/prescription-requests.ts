import type {
  PrescriptionProposalInput,
  PrescriptionRequest,
  PrescriptionRequestInput,
  PrescriptionRequestPage,
  PrescriptionRequestStatus,
  ProductPage,
} from '@medibazaar/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const key = ['prescription-requests'] as const;
const path = (id: string, action?: string) =>
  `/prescription-requests/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;

/** Orders asked for by prescription: the shopper's own, or everyone's for pharmacists and admins. */
export function usePrescriptionRequests(params: {
  status: PrescriptionRequestStatus | undefined;
  page: number;
  limit: number;
}) {
  return useQuery({
    queryKey: [...key, 'list', params],
    queryFn: ({ signal }) => api<PrescriptionRequestPage>('/prescription-requests', { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePrescriptionRequest(id: string) {
  return useQuery({
    queryKey: [...key, 'one', id],
    queryFn: ({ signal }) => api<PrescriptionRequest>(path(id), { signal }),
  });
}

/** Every change answers the request as it now stands: the lists and the page are read again. */
function useRequestChange<V>(send: (v: V) => Promise<PrescriptionRequest>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (request) => client.setQueryData([...key, 'one', request.id], request),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}

export const useCreatePrescriptionRequest = () =>
  useRequestChange((body: PrescriptionRequestInput) =>
    api<PrescriptionRequest>('/prescription-requests', { method: 'POST', body }),
  );

export const useProposeOrder = () =>
  useRequestChange((v: { id: string; body: PrescriptionProposalInput }) =>
    api<PrescriptionRequest>(path(v.id, 'proposal'), { method: 'PUT', body: v.body }),
  );

export const useAnswerProposal = () =>
  useRequestChange((v: { id: string; action: 'accept' | 'decline' | 'cancel'; reason?: string }) =>
    api<PrescriptionRequest>(path(v.id, v.action), {
      method: 'POST',
      ...(v.action === 'decline' ? { body: v.reason ? { reason: v.reason } : {} } : {}),
    }),
  );

/** Products a pharmacist may put in a proposal: the shop's search, a few at a time. */
export const findProducts = (q: string) => api<ProductPage>('/products', { query: { q, limit: 8 } });
