import type { NotificationSettings } from '@medibazaar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsQuery } from './settings';

/** `DELETE /api/users/me/phone`: forgets the number; text messages stop. */
function removePhone(): Promise<NotificationSettings> {
  return api<NotificationSettings>('/users/me/phone', { method: 'DELETE' });
}

export function useRemovePhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePhone,
    onSuccess: (settings) => queryClient.setQueryData(settingsQuery().queryKey, settings),
  });
}
