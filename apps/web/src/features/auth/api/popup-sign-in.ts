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

/** Library outcomes after which the person may be signed in all the same. */
const MAY_HAVE_SIGNED_IN = new Set(['POPUP_CLOSED', 'POPUP_SIGN_IN_FAILED']);

/** What the sign-in library answers for a pop-up sign-in. */
export interface PopupOutcome {
  error?: { code?: string | undefined; message?: string | undefined } | null;
}

/**
 * The person a pop-up sign-in signed in, read from the server, or an error. The
 * library decides that the window was closed by looking every half second, so a window
 * that posts its outcome and closes at once can be seen closed before its message is
 * read, on a busy machine; and the library's own session read after the message can
 * fail. The server sets the session before that page shows, so these outcomes are
 * settled by the session: signed in means it went through.
 */
export async function settlePopupSignIn<U>(outcome: PopupOutcome, signedIn: () => Promise<U | null>): Promise<U> {
  const error = outcome.error;
  if (error && !MAY_HAVE_SIGNED_IN.has(error.code ?? ''))
    throw new Error(error.message || error.code || 'Pop-up sign-in failed');
  const user = await signedIn();
  if (user) return user;
  throw new Error(error?.message || 'The pop-up sign-in ended without a session');
}

/**
 * Opens the provider's sign-in in a pop-up window. It finishes on a page of the
 * shop that reports back to this window; the session cookie is then set for the
 * whole shop and this window reads the new session without a reload. Rejects when
 * the window is blocked or closed, or the provider refuses.
 */
async function popupSignIn<U>(providerId: string, signedIn: () => Promise<U | null>): Promise<U> {
  const client = await preloadPopupSignIn();
  return settlePopupSignIn(await client.signIn.popup({ providerId, callbackURL: '/' }), signedIn);
}

export function usePopupSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (providerId: string) => popupSignIn(providerId, () => refreshSession(queryClient)),
  });
}
