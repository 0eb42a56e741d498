import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog.js';
import { payments } from './orders.js';
import { users } from './users.js';

/**
 * A priced cart waiting for its payment: the amount the server computed, the
 * provider's payment intent that charges it, and (in checkout_items) exactly the
 * lines that amount paid for. Whatever happens to the cart afterwards, paying
 * this intent buys these lines and nothing else.
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

/** The lines a checkout priced: the product, its seller and the unit price charged at that moment. */
export const checkoutItems = pgTable(
  'checkout_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    checkoutId: uuid('checkout_id')
      .notNull()
      .references(() => checkouts.id, { onDelete: 'cascade' }),
    /** The cart item priced (a payment's `cardId`, docs/api.md#names); cart items come and go, so no reference. */
    cartItemId: uuid('cart_item_id').notNull(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    sellerId: text('seller_id').references(() => users.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    category: text('category').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
  },
  (t) => [
    check('checkout_items_quantity_check', sql`${t.quantity} > 0`),
    index('checkout_items_checkout_idx').on(t.checkoutId),
  ],
);

/**
 * The built-in sandbox card processor's own payment intents. It keeps what a card
 * processor would: amount, status, a hash of the client secret, and only the
 * brand and last four digits of the card that paid. Never the card number.
 */
export const sandboxPaymentIntents = pgTable(
  'sandbox_payment_intents',
  {
    id: text('id').primaryKey(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('requires_payment_method'),
    /** `manual`: confirming only authorizes the card (requires_capture) until the shop captures or voids it. */
    captureMethod: text('capture_method').notNull().default('automatic'),
    /** A manual intent, once captured: the amount taken (at most the amount authorized). */
    capturedCents: integer('captured_cents'),
    clientSecretHash: text('client_secret_hash').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    lastErrorCode: text('last_error_code'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** Money given back, one entry a refund (a processor refunds part of a payment too); `key` makes a retry a no-op. */
    refunds: jsonb('refunds').$type<{ key: string | null; amountCents: number }[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'sandbox_payment_intents_status_check',
      sql`${t.status} in ('requires_payment_method', 'requires_capture', 'succeeded', 'canceled', 'refunded')`,
    ),
  ],
);
