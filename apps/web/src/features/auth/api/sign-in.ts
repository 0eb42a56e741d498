import type { SignIn } from '@medibazaar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshSession } from '../../../lib/session';

/** Email + password sign-in; the server answers with the session cookie. */
function signIn(values: SignIn) {
  // A wrong password is the form's business, not a reason to sign anyone out.
  return api<unknown>('/auth/sign-in/email', { method: 'POST', body: values, quietAuth: true });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: SignIn) => {
      await signIn(values);
      return refreshSession(queryClient);
    },
  });
}
