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

/** The photos as one multipart form, in the field the server reads (`photos`). */
function sendReturnPhotos(number: string, returnId: string, photos: File[]): Promise<OrderReturns> {
  const form = new FormData();
  for (const photo of photos) form.append('photos', photo);
  return api<OrderReturns>(`${returnsUrl(number)}/${encodeURIComponent(returnId)}/photos`, {
    method: 'POST',
    body: form,
  });
}

/** The photos could not be added to the request just sent: the request stands without them. */
export class PhotosNotSentError extends Error {
  constructor(readonly reason: unknown) {
    super('The return request was sent without its photos.');
    this.name = 'PhotosNotSentError';
  }
}

/**
 * The buyer asks to return units of lines, with a reason, then adds the photos chosen (if any) to
 * the request it made. When only the photos fail, the request is kept in the cache as sent and
 * PhotosNotSentError says so: the buyer adds them again to the waiting request.
 */
export function useAskForReturn(number: string) {
  const client = useQueryClient();
  return useReturnMutation(number, async ({ photos, ...input }: ReturnRequestInput & { photos?: File[] }) => {
    const asked = await api<OrderReturns>(returnsUrl(number), { method: 'POST', body: input });
    const open = asked.items.find((r) => r.status === 'requested');
    if (!photos?.length || !open) return asked;
    try {
      return await sendReturnPhotos(number, open.id, photos);
    } catch (err) {
      client.setQueryData(returnsKey(number), asked);
      await client.invalidateQueries({ queryKey: ordersQueryKey });
      throw new PhotosNotSentError(err);
    }
  });
}

/** The buyer adds photos to their request while it waits for a decision. */
export function useAddReturnPhotos(number: string) {
  return useReturnMutation(number, ({ id, photos }: { id: string; photos: File[] }) =>
    sendReturnPhotos(number, id, photos),
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
