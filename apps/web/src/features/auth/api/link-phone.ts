import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { meQueryOptions } from './me';

/**
 * `POST /api/auth/phone-number/verify` with `updatePhoneNumber`: the code sent to the number
 * makes it the signed-in account's, to log in with (decision 066). A number another account
 * signs in with is refused (409 `PHONE_TAKEN`) before the code is spent.
 */
function linkPhone(values: { phoneNumber: string; code: string }) {
  return api<unknown>('/auth/phone-number/verify', { method: 'POST', body: { ...values, updatePhoneNumber: true } });
}

export function useLinkPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkPhone,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
  });
}
