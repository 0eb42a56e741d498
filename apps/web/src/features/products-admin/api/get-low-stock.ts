import type { ProductLowStock } from '@medibazaar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { productsKey } from './get-my-products';

function getProductLowStock(id: string, signal?: AbortSignal): Promise<ProductLowStock> {
  return api<ProductLowStock>(`/products/${encodeURIComponent(id)}/low-stock`, { signal });
}

/** Under the product lists' key: saving a product refreshes it with them. */
const productLowStockQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...productsKey, 'low-stock', id],
    queryFn: ({ signal }) => getProductLowStock(id, signal),
  });

/** A product's stock and low-stock alert (its seller or an admin); asked only when `enabled`. */
export function useProductLowStock(id: string, enabled: boolean) {
  return useQuery({ ...productLowStockQueryOptions(id), enabled });
}
