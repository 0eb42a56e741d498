import { z } from 'zod';
import { BdMobileSchema } from './addresses.js';
import { asciiDigits } from './digits.js';

/** Every mail the shop sends, by the name of its template. */
export const MAIL_TEMPLATES = [
  'verify-email',
  'reset-password',
  'password-changed',
  'order-status',
  'seller-new-order',
  'low-stock',
  'lots-near-expiry',
  'recall-notice',
  'refund-failed',
  'prescription-approved',
  'prescription-rejected',
  'prescription-expiring',
  'prescription-order-proposed',
  'order-approved',
  'order-rejected',
  'order-hold-expired',
  'order-payment-expired',
  'order-payment-refused',
  'seller-licence-approved',
  'seller-licence-rejected',
  'seller-licence-expiring',
  'return-requested',
  'return-accepted',
  'return-refused',
] as const;

/** Every text message the shop sends, by the name of its template. */
export const SMS_TEMPLATES = ['order-status', 'phone-code', 'medicine-listed', 'recall-notice'] as const;

/** A message a dead letter can name: a mail's or a text message's template. */
export type MessageTemplate = (typeof MAIL_TEMPLATES)[number] | (typeof SMS_TEMPLATES)[number];
export const isMessageTemplate = (name: string | null): name is MessageTemplate =>
  name !== null &&
  ((MAIL_TEMPLATES as readonly string[]).includes(name) || (SMS_TEMPLATES as readonly string[]).includes(name));

/** A mail or text message that failed every try (GET /api/notifications/dead-letters, admins). */
export const DeadLetterSchema = z.object({
  id: z.uuid(),
  channel: z.enum(['mail', 'sms']),
  to: z.string().describe('The address or phone number it was for'),
  template: z.string().nullable().describe('Which message it was (`verify-email`, `reset-password`, …)'),
  tries: z.number().int().min(1),
  error: z.string().nullable().describe('Why the last try failed'),
  createdAt: z.iso.datetime(),
  failedAt: z.iso.datetime().nullable(),
});
export type DeadLetter = z.infer<typeof DeadLetterSchema>;

export const DeadLetterListSchema = z.object({ items: z.array(DeadLetterSchema) });
export type DeadLetterList = z.infer<typeof DeadLetterListSchema>;

export const DeadLetterParams = z.object({ id: z.uuid({ error: 'must be the id of a dead letter (a UUID)' }) });

/** How codes that prove a mobile number work (POST /api/users/me/phone and …/verify). */
export const PHONE_CODE_RULES = {
  digits: 6,
  /** A code works this long after it is sent. */
  minutes: 10,
  /** Wrong codes allowed before the code stops working. */
  attempts: 5,
  /** The least time between two codes for one account. */
  resendSeconds: 60,
  /** Codes per account, and per number, in an hour. */
  perHour: 5,
} as const;

/** A code sent to a mobile number and not entered yet. */
export const PhoneCodeSchema = z.object({
  phone: z.string().describe('The number the code was sent to (01XXXXXXXXX)'),
  expiresAt: z.iso.datetime(),
  attemptsLeft: z.number().int().min(0),
  resendAt: z.iso.datetime().describe('When another code may be asked for'),
});

/**
 * Which optional messages a person gets, and how (GET/PUT /api/users/me/notifications).
 * Account mails (confirm your email, password reset and changes) are always sent. Text
 * messages go only to `smsPhone`, a number its owner verified with a code sent to it;
 * a switch by text message needs one.
 */
export const NotificationSettingsSchema = z.object({
  orderEmail: z.boolean().describe('Order news by mail (for sellers: new orders to fulfil too)'),
  orderSms: z.boolean().describe('Order news by text message'),
  marketingEmail: z.boolean().describe('Offers and news by mail'),
  marketingSms: z.boolean().describe('Offers and news by text message'),
  smsPhone: z.string().nullable().describe('The verified mobile number text messages go to (01XXXXXXXXX)'),
  smsPhoneVerifiedAt: z.iso.datetime().nullable(),
  phoneCode: PhoneCodeSchema.nullable().describe('A code sent to a number that is not verified yet'),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

/** The switches and the verified number; without a row a person has these. */
export const NOTIFICATION_DEFAULTS = {
  orderEmail: true,
  orderSms: false,
  marketingEmail: false,
  marketingSms: false,
  smsPhone: null,
  smsPhoneVerifiedAt: null,
} as const satisfies Omit<NotificationSettings, 'phoneCode'>;

/**
 * The switches as sent. A switch by text message needs a verified number (409
 * PHONE_NOT_VERIFIED otherwise); the number itself is added through /api/users/me/phone.
 */
export const NotificationSettingsInputSchema = z
  .object({
    orderEmail: z.boolean(),
    orderSms: z.boolean(),
    marketingEmail: z.boolean(),
    marketingSms: z.boolean(),
  })
  .strict();
export type NotificationSettingsInput = z.input<typeof NotificationSettingsInputSchema>;

/** `POST /api/users/me/phone`: send a code to this number. */
export const PhoneCodeRequestSchema = z.object({ phone: BdMobileSchema }).strict();
export type PhoneCodeRequest = z.input<typeof PhoneCodeRequestSchema>;

/** The code from a text message as typed: its digits may be Bangla, and are kept as ASCII. */
export const PhoneCodeTextSchema = z
  .string()
  .trim()
  .regex(/^[0-9০-৯]{6}$/, `Enter the ${PHONE_CODE_RULES.digits}-digit code from the text message.`)
  .transform(asciiDigits);

/** `POST /api/users/me/phone/verify`: the code from the text message. */
export const PhoneCodeEntrySchema = z
  .object({
    code: PhoneCodeTextSchema,
  })
  .strict();
export type PhoneCodeEntry = z.input<typeof PhoneCodeEntrySchema>;
