import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

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
