import { createHash } from 'node:crypto';
import type { AppConfig } from '../../core/config.js';
import type { Notifications } from '../notifications/index.js';

// The mails the sign-in library's account flows send (confirm an email, reset or changed password),
// through the shop's queue (decision 041).

/** How long the links in account mails work. */
export const VERIFY_EMAIL_SECONDS = 60 * 60;
export const RESET_PASSWORD_SECONDS = 30 * 60;

/** The shop's page an email confirmation link lands on (with `?error=` when it failed). */
const EMAIL_VERIFIED_PAGE = '/email-verified';
/** The shop's page a reset link opens, with `?token=`. */
const RESET_PASSWORD_PAGE = '/reset-password';

/** The language an account's mails are written in: its saved one, English otherwise. */
const mailLanguage = (user: { locale?: unknown }) => (user.locale === 'bn' ? 'bn' : 'en');

/** A token's fingerprint, to name the event a mail is for without keeping the token in the key. */
export const fingerprint = (token: string) => createHash('sha256').update(token).digest('hex').slice(0, 32);

/** "12 March 2026, 10:15" in the reader's language, in Bangladesh time. */
function whenText(language: 'en' | 'bn', at = new Date()) {
  return new Intl.DateTimeFormat(language === 'bn' ? 'bn-BD' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Dhaka',
  }).format(at);
}

/** Mails the library's account flows send, through the shop's queue (decision 041). */
export function accountMails(config: AppConfig, notifications: Pick<Notifications, 'mail'>) {
  type Person = { id: string; email: string; name: string; locale?: unknown };
  return {
    async verifyEmail(user: Person, token: string) {
      const url = new URL(`${config.publicUrl}/api/auth/verify-email`);
      url.searchParams.set('token', token);
      url.searchParams.set('callbackURL', EMAIL_VERIFIED_PAGE);
      await notifications.mail({
        event: `verify-email:${fingerprint(token)}`,
        to: user.email,
        language: mailLanguage(user),
        template: 'verify-email',
        values: { name: user.name, url: url.toString() },
      });
    },
    async resetPassword(user: Person, token: string) {
      const url = new URL(`${config.publicUrl}${RESET_PASSWORD_PAGE}`);
      url.searchParams.set('token', token);
      await notifications.mail({
        event: `reset-password:${fingerprint(token)}`,
        to: user.email,
        language: mailLanguage(user),
        template: 'reset-password',
        values: { name: user.name, url: url.toString(), minutes: RESET_PASSWORD_SECONDS / 60 },
      });
    },
    async passwordChanged(user: Person, event: string) {
      const language = mailLanguage(user);
      await notifications.mail({
        event: `password-changed:${event}`,
        to: user.email,
        language,
        template: 'password-changed',
        values: { name: user.name, when: whenText(language) },
      });
    },
  };
}
export type AccountMails = ReturnType<typeof accountMails>;
