import type { Page, Seller } from '@medibazaar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersKey } from './get-users';

export interface SellersParams {
  page: number;
  limit: number;
}

function getSellers(params: SellersParams, signal?: AbortSignal): Promise<Page<Seller>> {
  return api<Page<Seller>>('/users/sellers', { query: { ...params }, signal });
}

const sellersQueryOptions = (params: SellersParams) =>
  queryOptions({ queryKey: [...usersKey, 'sellers', params], queryFn: ({ signal }) => getSellers(params, signal) });

export function useSellers(params: SellersParams) {
  return useQuery({ ...sellersQueryOptions(params), placeholderData: keepPreviousData });
}
