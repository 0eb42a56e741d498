import type { User } from '@medibazaar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `GET /api/users/:email` answers a one-item list (docs/api.md#names); its first entry is the person. */
async function getUser(email: string): Promise<User | null> {
  const list = await api<User[]>(`/users/${encodeURIComponent(email)}`);
  return list[0] ?? null;
}

export const userQueryOptions = (email: string) =>
  queryOptions({ queryKey: ['users', 'detail', email.toLowerCase()], queryFn: () => getUser(email) });

/** One person's account (your own, or anyone's for an admin); skipped until an email is known. */
export function useUser(email: string | null | undefined) {
  return useQuery({ ...userQueryOptions(email ?? ''), enabled: Boolean(email) });
}
