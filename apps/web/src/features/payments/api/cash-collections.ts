import type { CashToHandIn } from '@medibazaar/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const cashKey = ['cash-collections'] as const;

/** The cash collected on delivery that its collectors still hold (admins). */
export function useCashToHandIn() {
  return useQuery({
    queryKey: cashKey,
    queryFn: ({ signal }) => api<CashToHandIn>('/cash-collections', { signal }),
  });
}

/** Marks collections received by the shop; the list is read again afterwards, whatever the answer. */
export function useHandInCash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentIds: string[]) =>
      api<{ received: number; amount: number }>('/cash-collections/hand-in', {
        method: 'POST',
        body: { paymentIds },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cashKey }),
  });
}
