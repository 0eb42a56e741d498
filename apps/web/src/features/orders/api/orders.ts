import type {
  Address,
  AddressInput,
  DeliveryZone,
  DeliveryZoneInput,
  Order,
  OrderListQueryInput,
  OrderPage,
  OrderQuote,
  OrderStatus,
  PlacedOrders,
  PlaceOrderInput,
} from '@medibazaar/contract';
import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const ordersQueryKey = ['orders'] as const;
const addressesQueryKey = ['addresses'] as const;
const zonesQueryKey = ['delivery-zones'] as const;
/** The cart's and the payment history's query keys (features/cart, features/payments): placing and delivering change them. */
const cartQueryKey = ['cart'] as const;
const paymentsQueryKey = ['payments'] as const;

export function useAddresses(enabled = true) {
  return useQuery({
    queryKey: addressesQueryKey,
    queryFn: ({ signal }) => api<Address[]>('/addresses', { signal }),
    enabled,
  });
}

export function useCreateAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AddressInput) => api<Address>('/addresses', { method: 'POST', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}

export function useQuote(addressId: string | null) {
  return useQuery({
    queryKey: [...ordersQueryKey, 'quote', addressId],
    queryFn: ({ signal }) => api<OrderQuote>('/orders/quote', { method: 'POST', body: { addressId }, signal }),
    enabled: Boolean(addressId),
    retry: false,
  });
}

/** Places the cart; the key stays the same for retries of one attempt, so nothing is placed twice. */
export function usePlaceOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key }: { input: PlaceOrderInput; key: string }) =>
      api<PlacedOrders>('/orders', { method: 'POST', body: input, headers: { 'idempotency-key': key } }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: cartQueryKey }),
        client.invalidateQueries({ queryKey: ordersQueryKey }),
      ]);
    },
  });
}

export function useOrders(query: OrderListQueryInput) {
  return useQuery({
    queryKey: [...ordersQueryKey, 'list', query],
    queryFn: ({ signal }) =>
      api<OrderPage>('/orders', { query: query as Record<string, string | number | undefined>, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useOrder(number: string) {
  return useQuery({
    queryKey: [...ordersQueryKey, 'one', number],
    queryFn: ({ signal }) => api<Order>(`/orders/${encodeURIComponent(number)}`, { signal }),
  });
}

/** Several orders by number (the card step's), each read and kept as `useOrder` keeps it. */
export function useOrdersNamed(numbers: readonly string[]) {
  return useQueries({
    queries: numbers.map((number) => ({
      queryKey: [...ordersQueryKey, 'one', number],
      queryFn: ({ signal }: { signal: AbortSignal }) => api<Order>(`/orders/${encodeURIComponent(number)}`, { signal }),
    })),
  });
}

export function useMoveOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      number,
      to,
      note,
      collectedBy,
    }: {
      number: string;
      to: OrderStatus;
      note?: string;
      /** A cash order marked delivered: who took the cash, when not the reader. */
      collectedBy?: string;
    }) =>
      to === 'cancelled'
        ? api<Order>(`/orders/${encodeURIComponent(number)}/cancel`, { method: 'POST', body: note ? { note } : {} })
        : api<Order>(`/orders/${encodeURIComponent(number)}/transitions`, {
            method: 'POST',
            body: { to, note, ...(collectedBy ? { collectedBy } : {}) },
          }),
    onSuccess: async (order) => {
      client.setQueryData([...ordersQueryKey, 'one', order.number], order);
      await Promise.all([
        client.invalidateQueries({ queryKey: ordersQueryKey }),
        client.invalidateQueries({ queryKey: paymentsQueryKey }),
      ]);
    },
  });
}

export function useRetryRefund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (number: string) => api<Order>(`/orders/${encodeURIComponent(number)}/refund`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}

export function useZones() {
  return useQuery({
    queryKey: zonesQueryKey,
    queryFn: ({ signal }) => api<DeliveryZone[]>('/delivery-zones', { signal }),
  });
}

export function useSaveZone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: DeliveryZoneInput }) =>
      id
        ? api<DeliveryZone>(`/delivery-zones/${id}`, { method: 'PUT', body: input })
        : api<DeliveryZone>('/delivery-zones', { method: 'POST', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: zonesQueryKey }),
  });
}

export function useDeleteZone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/delivery-zones/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: zonesQueryKey }),
  });
}

/** An order's packing slip (a PDF, for its seller and admins), its words in the reader's language. */
export const packingSlipUrl = (number: string, language: string) =>
  `/api/orders/${encodeURIComponent(number)}/packing-slip.pdf?lang=${language === 'bn' ? 'bn' : 'en'}`;
