import type { PhoneSignIn } from '@medibazaar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshSession } from '../../../lib/session';

/**
 * `POST /api/auth/phone-number/verify`: the code signs in the number's account, or makes one
 * (named `name`) for a number no account has; the server answers with the session cookie.
 */
function signInWithCode(values: PhoneSignIn) {
  return api<unknown>('/auth/phone-number/verify', { method: 'POST', body: values, quietAuth: true });
}

export function useSignInWithCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: PhoneSignIn) => {
      await signInWithCode(values);
      return refreshSession(queryClient);
    },
  });
}
