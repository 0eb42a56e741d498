import type { DeadLetterList } from '@medibazaar/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const deadLettersQueryOptions = () =>
  queryOptions({
    queryKey: ['notifications', 'dead-letters'],
    queryFn: () => api<DeadLetterList>('/notifications/dead-letters'),
  });

/** Mails and text messages that failed every try (admins). */
export function useDeadLetters() {
  return useQuery(deadLettersQueryOptions());
}

/** Sends a failed message again; the list is read again after. */
export function useRetryDeadLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ queued: true }>(`/notifications/dead-letters/${encodeURIComponent(id)}/retry`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deadLettersQueryOptions().queryKey }),
  });
}
