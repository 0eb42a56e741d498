import { CONTROL_CHARACTER, isLanguage, ROLES, type Language, type Role } from '@medibazaar/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { paths } from '../config/paths';
import { api, ApiRequestError } from './api-client';
import { applyAccountLanguage } from './i18n';

/**
 * The signed-in person as the web app sees them; the server decides everything.
 *
 * The browser proves who it is with the httpOnly session cookie alone: no token is
 * requested for it or kept in script-readable storage, so no request can ever go
 * out with a missing token (docs/decisions/006-browser-session-cookie.md).
 */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  image: string | null;
  role: Role;
  /** The language remembered on the account (null until the person chooses one). */
  locale: Language | null;
}

interface SessionAnswer {
  user: {
    id: string;
    name: string;
    email: string;
    image?: string | null;
    role?: string | null;
    locale?: string | null;
  };
  session: { expiresAt: string };
}

const KNOWN_ROLES = new Set<string>(ROLES);

export async function getSession(): Promise<SessionUser | null> {
  let data: SessionAnswer | null;
  try {
    data = await api<SessionAnswer | null>('/auth/get-session', { quietAuth: true });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    // The wording for a failed credential check (docs/product.md#texts-login): logged, never shown.
    console.error('JWT Token Error');
    throw error;
  }
  if (!data?.user) {
    await applyAccountLanguage(null);
    return null;
  }
  const { id, name, email, image, role, locale } = data.user;
  const user: SessionUser = {
    id,
    name,
    email,
    image: image ?? null,
    role: (role && KNOWN_ROLES.has(role) ? role : 'user') as Role,
    locale: isLanguage(locale) ? locale : null,
  };
  await applyAccountLanguage(user);
  return user;
}

export const sessionQueryKey = ['session'] as const;

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: sessionQueryKey, queryFn: getSession, staleTime: 60_000, retry: 1 });

/**
 * `{ user, isPending }`: user is null for a visitor. Loading always ends: when the
 * session check fails the person is treated as signed out.
 */
export function useSession() {
  const query = useQuery(sessionQueryOptions());
  return { user: query.data ?? null, isPending: query.isPending, error: query.error };
}

/** Where the Dashboard link and /dashboard lead for each role. */
export function dashboardHomeFor(role: Role): string {
  if (role === 'admin') return paths.dashboard.adminHome.to();
  if (role === 'seller') return paths.dashboard.sellerHome.to();
  if (role === 'pharmacist') return paths.dashboard.review.to();
  return paths.dashboard.userHome.to();
}

/** Asks the server who is signed in now (after a sign-in, sign-up or profile change). */
export function refreshSession(queryClient: QueryClient) {
  return queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
}

/** Forgets everything cached for the person who was signed in (the catalogue stays). */
export function forgetSignedInData(queryClient: QueryClient) {
  queryClient.setQueryData(sessionQueryKey, null);
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'session' && q.queryKey[0] !== 'catalog' });
}

/**
 * Control characters and backslashes: address parsers drop tabs and line breaks and
 * read a backslash as a slash, so the path checked would not be the path followed.
 */
const misread = (s: string) => CONTROL_CHARACTER.test(s) || s.includes('\\');
const SHOP = 'https://shop.invalid';

/** `%XX` as the byte it stands for, leaving anything else (`100%`) as it is. */
const percentDecoded = (s: string) =>
  s.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * Where a sign-in may send the person back to: a path inside the shop, never
 * another site (`//evil.example`, `/\t/evil.example`) and never back to the
 * sign-in pages themselves.
 */
export function safeReturnPath(from: string | null | undefined): string | null {
  if (!from || !from.startsWith('/')) return null;
  // Decoded as well: the router decodes paths, and no page of the shop has an
  // encoded control character, backslash or leading double slash in its address.
  for (const form of [from, percentDecoded(from)]) {
    if (misread(form) || form.startsWith('//')) return null;
  }
  let url: URL;
  try {
    url = new URL(from, SHOP);
  } catch {
    return null;
  }
  if (url.origin !== SHOP) return null;
  if (url.pathname === paths.login.pattern || url.pathname === paths.register.pattern) return null;
  return from;
}
