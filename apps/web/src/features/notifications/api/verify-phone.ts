import type { NotificationSettings, PhoneCodeEntry } from '@medibazaar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsQuery } from './settings';

/** `POST /api/users/me/phone/verify`: the code from the text message. */
function verifyPhone(body: PhoneCodeEntry): Promise<NotificationSettings> {
  return api<NotificationSettings>('/users/me/phone/verify', { method: 'POST', body });
}

export function useVerifyPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPhone,
    onSuccess: (settings) => queryClient.setQueryData(settingsQuery().queryKey, settings),
    // A wrong code costs a try, and a used-up one is gone: the settings say how things stand now.
    onError: () => queryClient.invalidateQueries({ queryKey: settingsQuery().queryKey }),
  });
}
