import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from './toast';
import { api } from './api-client';
import type { Language } from '@medibazaar/contract';
import { changeLanguage, currentLanguage, useTranslation } from './i18n';
import { sessionQueryKey, sessionQueryOptions, useSession, type SessionUser } from './session';

/** Remembers the language on the signed-in person's account. */
function saveAccountLanguage(locale: Language) {
  return api<{ locale: Language | null }>('/users/me', { method: 'PATCH', body: { locale } });
}

/**
 * The language menu's state: the current language and `choose`, which switches every
 * text at once, remembers the choice in this browser and, when signed in, on the account.
 */
export function useLanguageChoice() {
  const { t, i18n } = useTranslation();
  const { user, isPending } = useSession();
  const queryClient = useQueryClient();
  const [switching, setSwitching] = useState(false);
  const language: Language = i18n.language;

  async function choose(next: Language) {
    if (next === currentLanguage()) return;
    setSwitching(true);
    let person = user;
    try {
      // A session check still under way would bring the account's language back over
      // this choice when it answers, and the choice would not reach the account: wait for it.
      if (isPending) person = await queryClient.ensureQueryData(sessionQueryOptions()).catch(() => null);
      await changeLanguage(next);
    } catch {
      toast.error(t('common.language.loadFailed'));
      return;
    } finally {
      setSwitching(false);
    }
    if (!person) return;
    try {
      await saveAccountLanguage(next);
      queryClient.setQueryData<SessionUser | null>(sessionQueryKey, (old) => (old ? { ...old, locale: next } : old));
    } catch {
      toast.error(i18n.t('common.language.saveFailed'));
    }
  }

  return { language, choose, switching };
}
