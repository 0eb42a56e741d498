import type { NotificationSettings, NotificationSettingsInput } from '@medibazaar/contract';
import { removePhone, sendPhoneCode, verifyPhoneCode, type PhoneContext } from './phone.service.js';
import { saveSettings, settingsJson } from './settings.repository.js';

/**
 * A person's message settings and verified phone, as the users module serves them under
 * `/api/users/me` (its `UsersNeeds`, filled in by the server). `context` is read on each call:
 * the queues exist once this module's plugin has started.
 */
export function messageSettings(context: () => PhoneContext) {
  return {
    read: (userId: string): Promise<NotificationSettings> => settingsJson(context().db, userId),
    save: async (userId: string, input: NotificationSettingsInput): Promise<NotificationSettings> => {
      const { db } = context();
      await saveSettings(db, userId, input);
      return settingsJson(db, userId);
    },
    /** A code asked for too soon or too often is refused with `retryAfter`, in seconds. */
    sendPhoneCode: (userId: string, phone: string) => sendPhoneCode(context(), userId, phone),
    verifyPhone: (userId: string, code: string) => verifyPhoneCode(context(), userId, code),
    removePhone: (userId: string) => removePhone(context().db, userId),
  };
}
