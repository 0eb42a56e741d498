import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshSession } from '../../../lib/session';

/**
 * The sign-in library's browser client, only for the pop-up flow. Loaded on demand:
 * pages without the provider button never download it.
 */
async function authClient() {
  const [{ createAuthClient }, { oauthPopupClient }] = await Promise.all([
    import('better-auth/client'),
    import('better-auth/client/plugins'),
  ]);
  return createAuthClient({
    baseURL: window.location.origin,
    basePath: '/api/auth',
    plugins: [oauthPopupClient()],
  });
}

let clientPromise: ReturnType<typeof authClient> | null = null;

/** Starts loading the client early (when the button shows), so the click opens the window at once. */
export function preloadPopupSignIn() {
  clientPromise ??= authClient().catch((error: unknown) => {
    clientPromise = null;
    throw error;
  });
  return clientPromise;
}

/**
 * Opens the provider's sign-in in a pop-up window. It finishes on a page of the
 * shop that reports back to this window; the session cookie is then set for the
 * whole shop and this window reads the new session without a reload. Rejects when
 * the window is blocked or closed, or the provider refuses.
 */
export async function popupSignIn(providerId: string): Promise<void> {
  const client = await preloadPopupSignIn();
  const result = await client.signIn.popup({ providerId, callbackURL: '/' });
  if (result.error) throw new Error(result.error.message || result.error.code);
}

export function usePopupSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (providerId: string) => {
      await popupSignIn(providerId);
      return refreshSession(queryClient);
    },
  });
}
