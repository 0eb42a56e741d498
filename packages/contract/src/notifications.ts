import { z } from 'zod';
import { BD_MOBILE_MESSAGE, BdMobileSchema } from './addresses.js';

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

/**
 * Which optional messages a person gets, and how (GET/PUT /api/users/me/notifications).
 * Account mails (confirm your email, password reset and changes) are always sent. Text
 * messages go only to `smsPhone`, which a switch by text message needs.
 */
export const NotificationSettingsSchema = z.object({
  orderEmail: z.boolean().describe('Order news by mail'),
  orderSms: z.boolean().describe('Order news by text message'),
  marketingEmail: z.boolean().describe('Offers and news by mail'),
  marketingSms: z.boolean().describe('Offers and news by text message'),
  smsPhone: z.string().nullable().describe('The mobile number text messages go to (01XXXXXXXXX)'),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

export const NOTIFICATION_DEFAULTS: NotificationSettings = {
  orderEmail: true,
  orderSms: false,
  marketingEmail: false,
  marketingSms: false,
  smsPhone: null,
};

/** The settings as sent: a switch by text message needs a mobile number. */
export const NotificationSettingsInputSchema = z
  .object({
    orderEmail: z.boolean(),
    orderSms: z.boolean(),
    marketingEmail: z.boolean(),
    marketingSms: z.boolean(),
    smsPhone: BdMobileSchema.nullable(),
  })
  .strict()
  .refine((v) => (!v.orderSms && !v.marketingSms) || v.smsPhone !== null, {
    message: `Text messages need your mobile number. ${BD_MOBILE_MESSAGE}`,
    path: ['smsPhone'],
  });
export type NotificationSettingsInput = z.input<typeof NotificationSettingsInputSchema>;
