import type { Page, Role, User } from '@medibazaar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every list of people lives under this key, so a role change or a deletion refreshes them all. */
export const usersKey = ['users'] as const;

export interface UsersParams {
  page: number;
  limit: number;
  q?: string | undefined;
  role?: Role | undefined;
}

function getUsers(params: UsersParams, signal?: AbortSignal): Promise<Page<User>> {
  return api<Page<User>>('/users', { query: { ...params }, signal });
}

const usersQueryOptions = (params: UsersParams) =>
  queryOptions({ queryKey: [...usersKey, 'list', params], queryFn: ({ signal }) => getUsers(params, signal) });

export function useUsers(params: UsersParams) {
  return useQuery({ ...usersQueryOptions(params), placeholderData: keepPreviousData });
}
