import type { ProductUpdate } from '@medibazaar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { productsKey } from './get-my-products';

function updateProduct(id: string, body: ProductUpdate): Promise<{ modifiedCount: number }> {
  return api<{ modifiedCount: number }>(`/products/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ProductUpdate }) => updateProduct(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsKey }),
  });
}
