import type { Registration } from '@medibazaar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import i18n from '../../../lib/i18n';
import { api } from '../../../lib/api-client';
import { refreshSession } from '../../../lib/session';

/** `POST /api/users`: creates the account with its role and signs it in. */
async function register(values: Registration): Promise<string> {
  const { insertedId } = await api<{ insertedId: string | null }>('/users', {
    method: 'POST',
    body: values,
    quietAuth: true,
  });
  if (!insertedId) throw new Error(i18n.t('auth.register.saveFailed'));
  return insertedId;
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: Registration) => {
      await register(values);
      return refreshSession(queryClient);
    },
  });
}
