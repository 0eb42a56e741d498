import type { CatalogEntryListParams, GenericList, ManufacturerList } from '@medibazaar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Generics and makers are both "names" a product form picks from (and an admin confirms). */
export type NameKind = 'generics' | 'manufacturers';

function searchNames(
  kind: NameKind,
  params: CatalogEntryListParams,
  signal?: AbortSignal,
): Promise<GenericList | ManufacturerList> {
  return api<GenericList | ManufacturerList>(`/${kind}`, { query: { ...params }, signal });
}

/** Under one key per kind, so confirming or renaming a name refreshes every list of that kind. */
export const namesQueryOptions = (kind: NameKind, params: CatalogEntryListParams) =>
  queryOptions({
    queryKey: ['names', kind, params],
    queryFn: ({ signal }) => searchNames(kind, params, signal),
  });

/** Names matching what is typed (nothing typed: the first ones alphabetically); the last list stays while the next loads. */
export function useNameSearch(kind: NameKind, q: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...namesQueryOptions(kind, { q: q || undefined, limit: 10 }),
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
  });
}
