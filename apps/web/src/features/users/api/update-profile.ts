import type { ProfileUpdate, User } from '@medibazaar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshSession } from '../../../lib/session';
import { userQueryOptions } from './get-user';

/** `PATCH /api/users/me`: your own name and photo. */
function updateProfile(changes: ProfileUpdate) {
  return api<User>('/users/me', { method: 'PATCH', body: changes });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (user) => {
      queryClient.setQueryData(userQueryOptions(user.email).queryKey, user);
      // The navigation bar shows the name and photo from the session.
      await refreshSession(queryClient);
    },
  });
}
