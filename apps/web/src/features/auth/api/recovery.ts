import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paths } from '../../../config/paths';

/** Asks for a reset link by mail; the answer is the same whether the account exists or not. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      api<unknown>('/auth/request-password-reset', {
        method: 'POST',
        body: { email, redirectTo: paths.resetPassword.to() },
        quietAuth: true,
      }),
  });
}

/** Sets a new password with the token of the reset mail; every session of the account ends. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (values: { token: string; newPassword: string }) =>
      api<unknown>('/auth/reset-password', { method: 'POST', body: values, quietAuth: true }),
  });
}
