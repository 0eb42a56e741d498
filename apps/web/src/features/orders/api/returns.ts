import type { OrderReturns, ReturnRequestInput } from '@medibazaar/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ordersQueryKey } from './orders';

/** A return changes the order too (its timeline, status and refunds): both are under the orders key. */
const returnsKey = (number: string) => [...ordersQueryKey, 'returns', number] as const;
const returnsUrl = (number: string) => `/orders/${encodeURIComponent(number)}/returns`;

/** The order's return requests, what may still be returned and until when (decision 072). */
export function useOrderReturns(number: string, enabled = true) {
  return useQuery({
    queryKey: returnsKey(number),
    queryFn: ({ signal }) => api<OrderReturns>(returnsUrl(number), { signal }),
    enabled,
  });
}

function useReturnMutation<T>(number: string, send: (body: T) => Promise<OrderReturns>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (returns) => {
      client.setQueryData(returnsKey(number), returns);
      await client.invalidateQueries({ queryKey: ordersQueryKey });
    },
  });
}

/** The buyer asks to return units of lines, with a reason. */
export function useAskForReturn(number: string) {
  return useReturnMutation(number, (input: ReturnRequestInput) =>
    api<OrderReturns>(returnsUrl(number), { method: 'POST', body: input }),
  );
}

/** The order's seller or an admin accepts a request, or refuses it with a reason. */
export function useDecideReturn(number: string) {
  return useReturnMutation(number, ({ id, refusal }: { id: string; refusal?: string }) =>
    api<OrderReturns>(`${returnsUrl(number)}/${id}/${refusal === undefined ? 'accept' : 'refuse'}`, {
      method: 'POST',
      ...(refusal === undefined ? {} : { body: { reason: refusal } }),
    }),
  );
}
