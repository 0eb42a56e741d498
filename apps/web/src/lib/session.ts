import type { Role } from '@medibazaar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** The signed-in person as the web app sees them; the server decides everything. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  image: string | null;
  role: Role;
}

interface SessionAnswer {
  user: { id: string; name: string; email: string; image?: string | null; role?: string | null };
  session: { expiresAt: string };
}

const ROLES = new Set(['user', 'seller', 'admin']);

export async function getSession(): Promise<SessionUser | null> {
  const data = await api<SessionAnswer | null>('/auth/get-session', { quietAuth: true });
  if (!data?.user) return null;
  const { id, name, email, image, role } = data.user;
  return { id, name, email, image: image ?? null, role: (role && ROLES.has(role) ? role : 'user') as Role };
}

export const sessionQueryKey = ['session'] as const;

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: sessionQueryKey, queryFn: getSession, staleTime: 60_000, retry: 1 });

/** `{ user, isPending }`: user is null for a visitor. */
export function useSession() {
  const query = useQuery(sessionQueryOptions());
  return { user: query.data ?? null, isPending: query.isPending, error: query.error };
}
