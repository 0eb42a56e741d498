import type { NotificationSettings, NotificationSettingsInput } from '@medibazaar/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const settingsQuery = () =>
  queryOptions({
    queryKey: ['notifications', 'settings'],
    queryFn: () => api<NotificationSettings>('/users/me/notifications'),
  });

/** The signed-in person's message settings. */
export function useNotificationSettings() {
  return useQuery(settingsQuery());
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettingsInput) =>
      api<NotificationSettings>('/users/me/notifications', { method: 'PUT', body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(settingsQuery().queryKey, saved),
  });
}
