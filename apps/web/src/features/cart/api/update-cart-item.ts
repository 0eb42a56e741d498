import type { CartItemUpdated } from '@medibazaar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cartQueryKey } from './get-cart';

function updateCartItem({ id, quantity }: { id: string; quantity: number }): Promise<CartItemUpdated> {
  return api<CartItemUpdated>(`/carts/${encodeURIComponent(id)}`, { method: 'PATCH', body: { quantity } });
}

export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCartItem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  });
}
