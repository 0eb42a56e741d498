import type { AddToCartInput, AddToCartResponse } from '@medibazaar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cartQueryKey } from './get-cart';

/** Adds a product (more of it when it is already in the cart). The server reads price and name from the product. */
export function addToCart(input: AddToCartInput): Promise<AddToCartResponse> {
  return api<AddToCartResponse>('/carts', { method: 'POST', body: input });
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  });
}
