import type { Me } from '@medibazaar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `GET /api/users/me`: the signed-in account's email (null for a number-only account) and mobile number. */
export const meQueryOptions = () => queryOptions({ queryKey: ['users', 'me'], queryFn: () => api<Me>('/users/me') });

export function useMe() {
  return useQuery(meQueryOptions());
}
