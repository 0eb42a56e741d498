import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { payments } from '../payments/payments.schema.js';
import { users } from '../users/users.schema.js';

/**
 * A priced cart waiting for its payment: the amount the server computed, the
 * provider's payment intent that charges it.
 * Whatever happens to the cart afterwards, paying this intent buys the card orders it was
 * opened for and nothing else.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    provider: text('provider').notNull(),
    /** The provider's payment intent id (the transaction id once paid). */
    intentId: text('intent_id').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    /**
     * open → paid (a payment row exists); refunded (the provider took money for goods
     * the shop could not sell, and gave it back); failed (a pending payment declined);
     * superseded (a newer checkout of the same cart replaced it: never to be charged).
     */
    status: text('status').notNull().default('open'),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('checkouts_status_check', sql`${t.status} in ('open', 'paid', 'refunded', 'failed', 'superseded')`),
    check('checkouts_amount_check', sql`${t.amountCents} > 0`),
    index('checkouts_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    // One payment page per cart: two open at once could each be paid for the same units.
    uniqueIndex('checkouts_one_open_per_user')
      .on(t.userId)
      .where(sql`${t.status} = 'open'`),
  ],
);
