import type { Order, ReviewOrderInput } from '@medibazaar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const path = (number: string, step: string) => `/orders/${encodeURIComponent(number)}/${step}`;

const claimOrder = (number: string) => api<unknown>(path(number, 'claim'), { method: 'POST' });
const releaseOrder = (number: string) => api<unknown>(path(number, 'claim'), { method: 'DELETE' });
const reviewOrder = (number: string, body: ReviewOrderInput) =>
  api<Order>(path(number, 'review'), { method: 'POST', body });

/**
 * Claiming an order for review, giving it up, and deciding its lines: each reads the orders
 * (the review queue among them) again afterwards.
 */
export function useReviewOrder() {
  const queryClient = useQueryClient();
  const settled = () => queryClient.invalidateQueries({ queryKey: ['orders'] });
  return {
    claim: useMutation({ mutationFn: claimOrder, onSettled: settled }),
    release: useMutation({ mutationFn: releaseOrder, onSettled: settled }),
    review: useMutation({
      mutationFn: (v: { number: string; body: ReviewOrderInput }) => reviewOrder(v.number, v.body),
      onSettled: settled,
    }),
  };
}
