import type { ProductCreate } from '@medibazaar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { productsKey } from './get-my-products';

function createProduct(body: ProductCreate): Promise<{ insertedId: string }> {
  return api<{ insertedId: string }>('/products', { method: 'POST', body });
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsKey }),
  });
}
