import { z } from 'zod';
import { BdMobileSchema } from './addresses.js';
import { ROLES } from './constants.js';
import { PhoneCodeTextSchema } from './notifications.js';
import { EmailSchema, NameSchema, PasswordSchema } from './users.js';

/**
 * Accounts made with a mobile number alone (docs/decisions/066-phone-sign-in-on-the-library-plugin.md).
 * The sign-in library gives every account an email; such an account gets one at a domain that
 * can never receive mail (RFC 2606 `.invalid`), no mail is ever sent to it, and the API answers
 * `email: null` for it until its owner links a real address.
 */
export const PHONE_ACCOUNT_EMAIL_DOMAIN = 'phone.medibazaar.invalid';

/** The stand-in address of the account made with `phone` (national form). */
export const phoneAccountEmail = (phone: string) => `${phone}@${PHONE_ACCOUNT_EMAIL_DOMAIN}`;

/** Whether an address is a phone account's stand-in (no mail goes there, none is shown). */
export const isPhoneAccountEmail = (email: string) => email.toLowerCase().endsWith(`@${PHONE_ACCOUNT_EMAIL_DOMAIN}`);

/** The email to show or mail: null for a phone account's stand-in. */
export const realEmail = (email: string): string | null => (isPhoneAccountEmail(email) ? null : email);

/** `POST /api/auth/phone-number/send-otp`: a sign-in (or sign-up) code for this number. */
export const PhoneCodeForSignInSchema = z.object({ phoneNumber: BdMobileSchema }).strict();
export type PhoneCodeForSignIn = z.input<typeof PhoneCodeForSignInSchema>;

/**
 * `POST /api/auth/phone-number/verify`: the code signs in the number's account, or makes one
 * (with `name`, when given) for a number no account has.
 */
export const PhoneSignInSchema = z
  .object({ phoneNumber: BdMobileSchema, code: PhoneCodeTextSchema, name: NameSchema.optional() })
  .strict();
export type PhoneSignIn = z.input<typeof PhoneSignInSchema>;

/** `POST /api/auth/link-email`: a phone account takes an email address and a password to sign in with. */
export const LinkEmailSchema = z.object({ email: EmailSchema, password: PasswordSchema }).strict();

/** `GET /api/users/me`: the signed-in account, for API clients. */
export const MeSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable().describe('null for an account made with a mobile number and no email linked'),
  phone: z.string().nullable().describe('The mobile number it signs in with (01XXXXXXXXX), null when none'),
  role: z.enum(ROLES),
});
export type Me = z.infer<typeof MeSchema>;
