import type { Me } from '@medibazaar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshSession } from '../../../lib/session';
import { meQueryOptions } from './me';

/**
 * `POST /api/auth/link-email`: an account made with a mobile number takes an email and a
 * password to log in with; the server mails a link to confirm the address.
 */
function linkEmail(values: { email: string; password: string }) {
  return api<Me>('/auth/link-email', { method: 'POST', body: values });
}

export function useLinkEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkEmail,
    onSuccess: async (me) => {
      queryClient.setQueryData(meQueryOptions().queryKey, me);
      // The session names the account by its email: the stand-in is gone, so pages keyed by it ask again.
      await refreshSession(queryClient);
    },
  });
}
