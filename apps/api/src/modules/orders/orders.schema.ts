import type { AddressSnapshot } from '@medibazaar/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from '../catalog/catalog.schema.js';
import { recalls } from '../catalog/stock.schema.js';
import { checkouts, payments } from '../payments/payments.schema.js';
import { users } from '../users/users.schema.js';

/** A person's address book. At most one default each (the partial unique index). */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** National form, 01XXXXXXXXX. */
    phone: text('phone').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2'),
    area: text('area').notNull(),
    district: text('district').notNull(),
    division: text('division').notNull(),
    note: text('note'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('addresses_one_default_per_user')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

/** Where the shop delivers, for how much and how fast. */
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nameEn: text('name_en').notNull(),
    nameBn: text('name_bn').notNull(),
    /** Covers every district no other zone lists. */
    everywhereElse: boolean('everywhere_else').notNull().default(false),
    feeCents: integer('fee_cents').notNull(),
    /** Items worth at least this travel free; null: never free. */
    freeAboveCents: integer('free_above_cents'),
    minDays: integer('min_days').notNull(),
    maxDays: integer('max_days').notNull(),
    codAllowed: boolean('cod_allowed').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('delivery_zones_fee_check', sql`${t.feeCents} >= 0 and coalesce(${t.freeAboveCents}, 0) >= 0`),
    check('delivery_zones_days_check', sql`${t.minDays} >= 0 and ${t.maxDays} >= ${t.minDays}`),
    uniqueIndex('delivery_zones_one_everywhere_else')
      .on(t.everywhereElse)
      .where(sql`${t.everywhereElse}`),
  ],
);

/** The districts a zone lists; a district is in one zone at most (its primary key). */
export const deliveryZoneDistricts = pgTable('delivery_zone_districts', {
  district: text('district').primaryKey(),
  zoneId: uuid('zone_id')
    .notNull()
    .references(() => deliveryZones.id, { onDelete: 'cascade' }),
});

/** Order numbers: MB-<year>-<this, six digits or more>. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1, increment: 1 });

/**
 * One placement of a cart (one `POST /api/orders`): the buyer's Idempotency-Key is
 * unique per buyer, so the same key never places twice; its orders (one per seller)
 * point back to it.
 */
export const orderPlacements = pgTable(
  'order_placements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The request's address and payment method: the same key with other details is refused. */
    requestHash: text('request_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('order_placements_buyer_key_unique').on(t.buyerId, t.idempotencyKey)],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    placementId: uuid('placement_id').references(() => orderPlacements.id, { onDelete: 'set null' }),
    // Kept when the account is deleted, so the shop's books stay whole.
    buyerId: text('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    buyerEmail: text('buyer_email').notNull(),
    buyerName: text('buyer_name'),
    /** The one seller of every line; null for the shop's own products. */
    sellerId: text('seller_id').references(() => users.id, { onDelete: 'set null' }),
    sellerEmail: text('seller_email'),
    sellerName: text('seller_name'),
    address: jsonb('address').$type<AddressSnapshot>().notNull(),
    district: text('district').notNull(),
    zoneId: uuid('zone_id').references(() => deliveryZones.id, { onDelete: 'set null' }),
    zoneNameEn: text('zone_name_en').notNull(),
    zoneNameBn: text('zone_name_bn').notNull(),
    minDays: integer('min_days').notNull(),
    maxDays: integer('max_days').notNull(),
    itemsCents: integer('items_cents').notNull(),
    deliveryFeeCents: integer('delivery_fee_cents').notNull(),
    /** Tax on the items at the rate in force when it was placed (TAX_RATE_PERCENT). */
    taxCents: integer('tax_cents').notNull().default(0),
    /** That rate, in hundredths of a percent (750: 7.5%). */
    taxRateBasisPoints: integer('tax_rate_basis_points').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull(),
    paymentMethod: text('payment_method').notNull(),
    paymentStatus: text('payment_status').notNull(),
    /** The card payment that paid it, or the cash collected on delivery. */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** A card order: the checkout (payment page) opened for it. */
    checkoutId: uuid('checkout_id').references(() => checkouts.id, { onDelete: 'set null' }),
    /** Whether the lines' units are off the shelf now (taken at placement or payment, back on cancel or return). */
    stockTaken: boolean('stock_taken').notNull().default(false),
    status: text('status').notNull().default('placed'),
    /** Awaiting a pharmacist: when its held stock goes back and it is cancelled unless reviewed. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /**
     * A recall took a batch it held and no other batch could fill it (decision 063): it waits for
     * its seller and is not shipped until a recall's re-allocation moves it or it is cancelled.
     */
    heldByRecallId: uuid('held_by_recall_id').references(() => recalls.id, { onDelete: 'set null' }),
    /** A pharmacist reviewing it now, until `claim_expires_at` (compared with the database's clock). */
    claimedBy: text('claimed_by').references(() => users.id, { onDelete: 'set null' }),
    claimExpiresAt: timestamp('claim_expires_at', { withTimezone: true }),
    /**
     * An online order whose order-received mail waits for its payment (decision 065): set at
     * placing, cleared once the mail is queued after the payment is recorded or authorized.
     */
    receivedMailDue: boolean('received_mail_due').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'orders_status_check',
      sql`${t.status} in ('awaiting_prescription', 'placed', 'confirmed', 'packed', 'shipped', 'delivered', 'cancelled', 'returned')`,
    ),
    check('orders_payment_method_check', sql`${t.paymentMethod} in ('card', 'cod')`),
    check(
      'orders_payment_status_check',
      sql`${t.paymentStatus} in ('due', 'awaiting', 'authorized', 'paid', 'refunded', 'refund_failed', 'void')`,
    ),
    check(
      'orders_amounts_check',
      sql`${t.itemsCents} >= 0 and ${t.deliveryFeeCents} >= 0 and ${t.taxCents} >= 0 and ${t.totalCents} = ${t.itemsCents} + ${t.deliveryFeeCents} + ${t.taxCents}`,
    ),
    index('orders_buyer_created_idx').on(t.buyerId, t.createdAt.desc().nullsFirst()),
    index('orders_seller_created_idx').on(t.sellerId, t.createdAt.desc().nullsFirst()),
    index('orders_created_idx').on(t.createdAt.desc().nullsFirst()),
    index('orders_placement_idx').on(t.placementId),
    index('orders_checkout_idx').on(t.checkoutId),
    index('orders_payment_idx').on(t.paymentId),
    // The order-received mail job reads only orders whose mail still waits.
    index('orders_received_mail_due_idx')
      .on(t.createdAt)
      .where(sql`${t.receivedMailDue}`),
    // The review queue (oldest first) and the hold expiry job read only orders awaiting review.
    index('orders_awaiting_review_idx')
      .on(t.createdAt, t.holdExpiresAt)
      .where(sql`${t.status} = 'awaiting_prescription'`),
  ],
);

/** What an order holds: the product as it was sold. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    sellerId: text('seller_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    strength: text('strength'),
    category: text('category').notNull(),
    /** What will be delivered: after a pharmacist's review, what they approved (0 for a rejected line). */
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    /** A prescription (or controlled) medicine when it was ordered. */
    requiresPrescription: boolean('requires_prescription').notNull().default(false),
    /** The pharmacist's decision, null until reviewed; with it the units the buyer asked for. */
    reviewDecision: text('review_decision'),
    requestedQuantity: integer('requested_quantity'),
    reviewReason: text('review_reason'),
    reviewNote: text('review_note'),
  },
  (t) => [
    check(
      'order_lines_quantity_check',
      sql`${t.quantity} > 0 or (${t.quantity} = 0 and ${t.reviewDecision} = 'rejected')`,
    ),
    check(
      'order_lines_review_check',
      sql`(${t.reviewDecision} is null and ${t.requestedQuantity} is null) or (${t.reviewDecision} in ('approved', 'rejected') and ${t.requestedQuantity} >= ${t.quantity})`,
    ),
    check('order_lines_price_check', sql`${t.unitPriceCents} >= 0`),
    index('order_lines_order_idx').on(t.orderId),
  ],
);

/** The order's timeline: every move, who made it and why. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** buyer | seller | admin | pharmacist | system */
    actorRole: text('actor_role').notNull(),
    actorName: text('actor_name'),
    /** A review decision: the pharmacist's Pharmacy Council registration as at signing (decision 057). */
    actorRegistration: text('actor_registration'),
    note: text('note'),
    /** Why the shop moved it, when it has words for that in each language (ORDER_EVENT_REASONS). */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * A buyer's request to return units of a delivered order (decision 072): at most one open per
 * order (the partial unique index), decided once by the order's seller or an admin.
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('requested'),
    reason: text('reason').notNull(),
    askedBy: text('asked_by').references(() => users.id, { onDelete: 'set null' }),
    askedByName: text('asked_by_name'),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedByName: text('decided_by_name'),
    /** Why it was refused. */
    refusal: text('refusal'),
    /** Accepted: the money given back for its units. */
    amountCents: integer('amount_cents'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    check('order_returns_status_check', sql`${t.status} in ('requested', 'accepted', 'refused')`),
    check(
      'order_returns_decision_check',
      sql`(${t.status} = 'requested') = (${t.decidedAt} is null) and (${t.status} = 'refused') = (${t.refusal} is not null) and (${t.status} = 'accepted') = (${t.amountCents} is not null)`,
    ),
    uniqueIndex('order_returns_one_open')
      .on(t.orderId)
      .where(sql`${t.status} = 'requested'`),
    index('order_returns_order_idx').on(t.orderId, t.createdAt),
  ],
);

/** The units of each line a return request names. */
export const orderReturnLines = pgTable(
  'order_return_lines',
  {
    returnId: uuid('return_id')
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    lineId: uuid('line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.returnId, t.lineId] }),
    check('order_return_lines_quantity_check', sql`${t.quantity} > 0`),
    index('order_return_lines_line_idx').on(t.lineId),
  ],
);

/**
 * The buyer's photos of a return request (at most RETURN_LIMITS.photosMax, decision 072): kept in
 * private storage under `storage_key`, read only through signed links, never at a public address.
 */
export const orderReturnPhotos = pgTable(
  'order_return_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    /** 0 or 1: the order they were sent in, and no third photo however two uploads meet. */
    position: integer('position').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('order_return_photos_type_check', sql`${t.contentType} in ('image/jpeg', 'image/png', 'image/webp')`),
    check('order_return_photos_position_check', sql`${t.position} between 0 and 1`),
    uniqueIndex('order_return_photos_position_unique').on(t.returnId, t.position),
  ],
);

/**
 * Money given back for an order: one refund for the whole order (cancelled or returned), and one per
 * accepted return request of part of it (decision 072); retried in place when it fails.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The return request whose units it pays back; null: the whole order's refund. */
    returnId: uuid('return_id').references(() => orderReturns.id, { onDelete: 'set null' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    provider: text('provider').notNull(),
    status: text('status').notNull().default('pending'),
    failureReason: text('failure_reason'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('refunds_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
    check('refunds_amount_check', sql`${t.amountCents} >= 0`),
    uniqueIndex('refunds_one_whole_per_order')
      .on(t.orderId)
      .where(sql`${t.returnId} is null`),
    unique('refunds_one_per_return').on(t.returnId),
    index('refunds_status_idx').on(t.status, t.createdAt),
  ],
);
