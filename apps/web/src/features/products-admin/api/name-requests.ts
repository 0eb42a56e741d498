import type { GenericUpdate, ManufacturerUpdate } from '@medibazaar/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { productsKey } from './get-my-products';
import { namesQueryOptions, type NameKind } from './search-names';

/** The generics or makers sellers asked for, waiting for an admin (admins only). */
export function useNameRequests(kind: NameKind) {
  return useQuery(namesQueryOptions(kind, { status: 'requested', limit: 50 }));
}

function updateName(kind: NameKind, id: string, body: GenericUpdate | ManufacturerUpdate): Promise<unknown> {
  return api<unknown>(`/${kind}/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

/** Renames and/or confirms a name; the name lists and the products that show it are read again. */
export function useUpdateName(kind: NameKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: GenericUpdate | ManufacturerUpdate }) => updateName(kind, id, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['names', kind] }),
        queryClient.invalidateQueries({ queryKey: productsKey }),
      ]),
  });
}
