import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.js';

/**
 * Which optional messages a person wants, and by which way (decision 041). Account mails
 * (confirm your email, password reset and changes) are always sent and are not here. Text
 * messages go only to the number saved here, and only while its switch is on. A person
 * without a row has the defaults: order news by mail, nothing else.
 */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderEmail: boolean('order_email').notNull().default(true),
    orderSms: boolean('order_sms').notNull().default(false),
    marketingEmail: boolean('marketing_email').notNull().default(false),
    marketingSms: boolean('marketing_sms').notNull().default(false),
    /**
     * The mobile number text messages go to, in national form (01XXXXXXXXX): only ever one
     * its owner proved with a code sent to it (phone_verifications).
     */
    smsPhone: text('sms_phone'),
    smsPhoneVerifiedAt: timestamp('sms_phone_verified_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'notification_settings_sms_needs_phone',
      sql`(${t.orderSms} = false and ${t.marketingSms} = false) or ${t.smsPhone} is not null`,
    ),
    check('notification_settings_phone_verified', sql`(${t.smsPhone} is null) = (${t.smsPhoneVerifiedAt} is null)`),
  ],
);

/**
 * A mobile number waiting to be proved (decision 041): the last code sent to it by text
 * message, kept only as a keyed hash, until it expires, is used, or has been guessed wrong
 * too often. One per account: asking for a code for another number replaces it.
 */
export const phoneVerifications = pgTable('phone_verifications', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** In national form (01XXXXXXXXX). */
  phone: text('phone').notNull(),
  /** HMAC-SHA-256 of the account, the number and the code, under the shop's secret. */
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Wrong codes entered so far; at the limit the code no longer works. */
  attempts: integer('attempts').notNull().default(0),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});
