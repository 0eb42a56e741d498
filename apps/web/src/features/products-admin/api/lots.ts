import type { Lot, LotAdjustSchema, LotImportReport, LotReceiveSchema, ProductLots } from '@medibazaar/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { productsKey } from './get-my-products';

// A product's lots (decision 059): listed, received, adjusted; and the CSV import (decision 064).

export type LotReceiveBody = z.input<typeof LotReceiveSchema>;
export type LotAdjustBody = z.input<typeof LotAdjustSchema>;

const lotsPath = (id: string) => `/products/${encodeURIComponent(id)}/lots`;

/** Under the product lists' key: receiving or adjusting refreshes the lists' stock with the lots. */
const productLotsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...productsKey, 'lots', id],
    queryFn: ({ signal }) => api<ProductLots>(lotsPath(id), { signal }),
  });

/** A product's lots, first sold first, and its stock (its seller or an admin). */
export function useProductLots(id: string) {
  return useQuery(productLotsQueryOptions(id));
}

export function useReceiveLot(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LotReceiveBody) => api<Lot>(lotsPath(productId), { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsKey }),
  });
}

export function useAdjustLot(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lotId, body }: { lotId: string; body: LotAdjustBody }) =>
      api<Lot>(`${lotsPath(productId)}/${encodeURIComponent(lotId)}/adjustments`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsKey }),
  });
}

/** Sends a CSV file's text as it is; the answer is the report line by line. */
export function useImportLots() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) =>
      api<LotImportReport>('/products/lots/import', { method: 'POST', body: csv, rawType: 'text/csv' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsKey }),
  });
}
