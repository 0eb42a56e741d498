import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api } from './api-client';
import { alertDialog, confirmDialog } from './dialogs';
import i18n from './i18n';
import { sessionQueryKey } from './session';

/**
 * The logout flow (docs/product.md#logout): confirm, sign out on the server, forget every
 * cached answer of the signed-in person, then 'Logged Out!' (or 'Error!').
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    const confirmed = await confirmDialog({
      title: i18n.t('common.logout.confirmTitle'),
      text: i18n.t('common.logout.confirmText'),
      confirm: i18n.t('common.logout.confirm'),
      cancel: i18n.t('common.logout.cancel'),
    });
    if (!confirmed) return;
    try {
      await api('/auth/sign-out', { method: 'POST', body: {} });
    } catch {
      await alertDialog('error', i18n.t('common.logout.failedTitle'), i18n.t('common.logout.failedText'));
      return;
    }
    queryClient.setQueryData(sessionQueryKey, null);
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'session' && q.queryKey[0] !== 'catalog' });
    navigate('/', { replace: true });
    await alertDialog('success', i18n.t('common.logout.doneTitle'), i18n.t('common.logout.doneText'));
  }, [navigate, queryClient]);
}
