import type { Role } from '@medibazaar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersKey } from './get-users';

function updateUserRole(id: string, role: Role): Promise<{ modifiedCount: number }> {
  return api<{ modifiedCount: number }>(`/users/${encodeURIComponent(id)}`, { method: 'PATCH', body: { role } });
}

export function useUpdateUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: Role }) => updateUserRole(id, role),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}
