import type { RecordPaymentInput, RecordPaymentResponse } from '@medibazaar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentsQueryKey } from './get-payment-history';

/** Saves the payment of a confirmed intent; the server checks with the processor and prices it itself. */
function recordPayment(input: RecordPaymentInput): Promise<RecordPaymentResponse> {
  return api<RecordPaymentResponse>('/payments', { method: 'POST', body: input });
}

export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentsQueryKey }),
  });
}
