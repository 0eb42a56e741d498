import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cartQueryKey } from './get-cart';

function deleteCartItem(id: string): Promise<{ deletedCount: number }> {
  return api<{ deletedCount: number }>(`/carts/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCartItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  });
}
