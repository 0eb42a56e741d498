import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { productsKey } from './get-my-products';

function deleteProduct(id: string): Promise<{ deletedCount: number }> {
  return api<{ deletedCount: number }>(`/products/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsKey }),
  });
}
