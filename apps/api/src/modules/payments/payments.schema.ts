import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products } from '../catalog/catalog.schema.js';
import { users } from '../users/users.schema.js';

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Kept when the account is deleted, so the shop's books stay whole.
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    /** What was charged (for an authorization: what is held, until it is captured or voided). */
    amountCents: integer('amount_cents').notNull(),
    /** An authorization: the amount the card was authorized for (null for a payment charged at once). */
    authorizedCents: integer('authorized_cents'),
    /**
     * An authorization whose capture (or void, at 0) has been decided: the amount to take. Set once,
     * under the row's lock, by whoever decides; the provider is asked with the key `capture:<id>`
     * until the payment is `succeeded` or `voided`.
     */
    captureCents: integer('capture_cents'),
    currency: text('currency').notNull().default('usd'),
    provider: text('provider').notNull(),
    /** The provider's payment (intent) id, shown as the transaction id. */
    transactionId: text('transaction_id').notNull().unique(),
    /** The provider's own id of the money that moved, on the buyer's receipt (bKash's TrxID); null for cards. */
    providerReference: text('provider_reference'),
    status: text('status').notNull().default('pending'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payments_status_check', sql`${t.status} in ('pending', 'authorized', 'succeeded', 'failed', 'voided')`),
    check('payments_amount_check', sql`${t.amountCents} >= 0`),
    index('payments_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('payments_created_idx').on(t.createdAt.desc().nullsFirst()),
    // GET /api/payments/:email: one person's history, newest first.
    index('payments_email_created_idx').on(t.email, t.createdAt.desc().nullsFirst()),
  ],
);

/** What a payment bought: the price charged and the product's seller at the time. */
export const paymentItems = pgTable(
  'payment_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    sellerId: text('seller_id').references(() => users.id, { onDelete: 'set null' }),
    /** The cart item this line paid for (a payment's legacy `cardId` list, docs/api.md#names). */
    cartItemId: uuid('cart_item_id'),
    productName: text('product_name').notNull(),
    category: text('category').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payment_items_quantity_check', sql`${t.quantity} > 0`),
    index('payment_items_payment_idx').on(t.paymentId),
    index('payment_items_seller_created_idx').on(t.sellerId, t.createdAt.desc().nullsFirst()),
    // The admin's list of every payment line, newest first.
    index('payment_items_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('payment_items_product_idx').on(t.productId),
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

/**
 * Cash taken at the door: one row per delivered cash-on-delivery order, naming who collected
 * it, until an admin marks it handed in to the shop. The cash itself is the order's payment
 * (provider `cod`); this row is what the shop reconciles with the person holding the money.
 */
export const cashCollections = pgTable(
  'cash_collections',
  {
    paymentId: uuid('payment_id')
      .primaryKey()
      .references(() => payments.id, { onDelete: 'cascade' }),
    orderNumber: text('order_number').notNull(),
    // Kept when the account is deleted: the name says who held the cash.
    collectorId: text('collector_id').references(() => users.id, { onDelete: 'set null' }),
    collectorName: text('collector_name').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    collectedAt: timestamp('collected_at', { withTimezone: true }).notNull().defaultNow(),
    handedInAt: timestamp('handed_in_at', { withTimezone: true }),
    receivedBy: text('received_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('cash_collections_amount_check', sql`${t.amountCents} >= 0`),
    // Both set together: handed in to someone, or still with the collector.
    check('cash_collections_handed_in_check', sql`(${t.handedInAt} is null) = (${t.receivedBy} is null)`),
    // The admins' page: cash still out, per collector, oldest first.
    index('cash_collections_outstanding_idx')
      .on(t.collectorId, t.collectedAt)
      .where(sql`${t.handedInAt} is null`),
  ],
);

/**
 * The currency the shop's prices were written in when it was first seeded (one row). Its seeded
 * prices, delivery fees and thresholds carry no currency of their own: started again in another
 * SHOP_CURRENCY, they would be read as the other currency's digits ("Tk 9.49" for a $9.49 pack).
 */
export const shopCurrency = pgTable(
  'shop_currency',
  {
    id: text('id').primaryKey().default('shop'),
    /** SHOP_CURRENCY as it was set: `USD` or `BDT`. */
    currency: text('currency').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('shop_currency_one_row_check', sql`${t.id} = 'shop'`)],
);

/**
 * bKash refunds as the shop sent them, written before each call: bKash's refund call takes no
 * idempotency key, so a refund whose answer was lost is recognised on its retry by what bKash's
 * refund status says came after `latestBefore` (decision 069).
 */
export const bkashRefundAttempts = pgTable('bkash_refund_attempts', {
  /** The shop's own name of the refund, the same on every attempt (`refund-<refund id>`). */
  reference: text('reference').primaryKey(),
  /** bKash's paymentID of the payment refunded. */
  paymentId: text('payment_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  /** The newest refundTrxID bKash had for the payment when the shop last sent this refund; null: none. */
  latestBefore: text('latest_before'),
  /** bKash's refundTrxID once the refund is known to be made. */
  refundTrxId: text('refund_trx_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
