import type {
  MedicineRequest,
  MedicineRequestInput,
  MedicineRequestPage,
  MedicineRequestStatus,
  ProductPage,
} from '@medibazaar/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Anyone asks the shop for a medicine it does not list. */
export function useCreateMedicineRequest() {
  return useMutation({
    mutationFn: (body: MedicineRequestInput) => api<{ id: string }>('/medicine-requests', { method: 'POST', body }),
  });
}

/** The requests, as a seller or an admin sees them, one page at a time. */
export function useMedicineRequests(params: {
  status: MedicineRequestStatus | undefined;
  page: number;
  limit: number;
}) {
  return useQuery({
    queryKey: ['medicine-requests', params],
    queryFn: ({ signal }) => api<MedicineRequestPage>('/medicine-requests', { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Marks a request listed with a product; the list is read again afterwards. */
export function useMarkRequestListed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; productId: string }) =>
      api<MedicineRequest>(`/medicine-requests/${encodeURIComponent(v.id)}/listed`, {
        method: 'POST',
        body: { productId: v.productId },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['medicine-requests'] }),
  });
}

/** Products a request may be answered with: a seller's own (by email), or any for an admin. */
export const findProducts = (q: string, sellerEmail: string | undefined) =>
  api<ProductPage>('/products', { query: { q, email: sellerEmail, limit: 8 } });
