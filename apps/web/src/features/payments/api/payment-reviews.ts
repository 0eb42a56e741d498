import type { PaymentReviewResult, PaymentsToReview } from '@medibazaar/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const reviewsKey = ['payment-reviews'] as const;

/** Payments SSLCommerz found risky, waiting for an admin's decision (admins). */
export function usePaymentsToReview() {
  return useQuery({
    queryKey: reviewsKey,
    queryFn: ({ signal }) => api<PaymentsToReview>('/sslcommerz/reviews', { signal }),
  });
}

type Decision = { paymentId: string } & ({ decision: 'accept' } | { decision: 'refuse'; reason: string });

/** Accepts or refuses one payment; the list is read again afterwards, whatever the answer. */
export function useDecidePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (d: Decision) =>
      api<PaymentReviewResult>(`/sslcommerz/reviews/${encodeURIComponent(d.paymentId)}/${d.decision}`, {
        method: 'POST',
        body: d.decision === 'refuse' ? { reason: d.reason } : {},
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewsKey }),
  });
}
