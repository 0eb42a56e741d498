import type { NotificationSettings, PhoneCodeRequest } from '@medibazaar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsQuery } from './settings';

/** `POST /api/users/me/phone`: a code by text message to the number. */
function sendPhoneCode(body: PhoneCodeRequest): Promise<NotificationSettings> {
  return api<NotificationSettings>('/users/me/phone', { method: 'POST', body });
}

export function useSendPhoneCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendPhoneCode,
    onSuccess: (settings) => queryClient.setQueryData(settingsQuery().queryKey, settings),
  });
}
