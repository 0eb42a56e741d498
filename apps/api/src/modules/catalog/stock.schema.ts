import { LOT_STATUSES } from '@medibazaar/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.js';
import { products } from './catalog.schema.js';

/*
 * Stock by lot, its ledger and recalls (decisions 059 and 063), the catalogue's tables beside its
 * products (catalog.schema.ts).
 */

/**
 * The stock of a product as the lots it arrived in (decision 059): a batch number, the last
 * day it may be used (null for goods that do not expire) and the units still on the shelf.
 * The product's `stock` is the sum of its sellable lots, written in the same statement as the
 * lot and its ledger row, so lists never read lots.
 */
export const productLots = pgTable(
  'product_lots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    batch: text('batch').notNull(),
    /** The last day of the expiry month printed on the pack. */
    expiresOn: date('expires_on', { mode: 'string' }),
    quantity: integer('quantity').notNull(),
    receivedOn: date('received_on', { mode: 'string' })
      .notNull()
      .default(sql`current_date`),
    supplier: text('supplier'),
    costCents: integer('cost_cents'),
    status: text('status', { enum: LOT_STATUSES }).notNull().default('sellable'),
    /** The recall that took it out of sale (decision 063). */
    recallId: uuid('recall_id').references((): AnyPgColumn => recalls.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('product_lots_batch_unique').on(t.productId, t.batch),
    check('product_lots_quantity_check', sql`${t.quantity} >= 0`),
    check('product_lots_cost_check', sql`${t.costCents} is null or ${t.costCents} >= 0`),
    check('product_lots_status_check', sql`${t.status} in ('sellable', 'quarantined', 'recalled', 'expired')`),
    // First expiring, first out: a product's sellable lots in the order they are sold.
    index('product_lots_fefo_idx')
      .on(t.productId, t.expiresOn.asc().nullsLast(), t.receivedOn, t.id)
      .where(sql`${t.status} = 'sellable'`),
    index('product_lots_expiry_idx')
      .on(t.expiresOn)
      .where(sql`${t.status} = 'sellable'`),
  ],
);

const STOCK_MOVE_KINDS = ['received', 'sold', 'returned', 'adjusted', 'expired', 'recalled'] as const;

/**
 * The stock ledger: every move of units into or out of a lot, signed, with who made it and
 * why. Append-only (triggers refuse UPDATE, DELETE and TRUNCATE); no foreign keys, as a row
 * outlives the lot, product, order and account it names. A lot's quantity is the sum of its
 * moves, and a product's stock the sum over its sellable lots.
 */
export const stockMoves = pgTable(
  'stock_moves',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    productId: uuid('product_id').notNull(),
    lotId: uuid('lot_id').notNull(),
    kind: text('kind', { enum: STOCK_MOVE_KINDS }).notNull(),
    quantity: integer('quantity').notNull(),
    /** The order a sale or return belongs to. */
    orderId: uuid('order_id'),
    /** Null for the system (a job, the move of stock into lots). */
    actorId: text('actor_id'),
    reason: text('reason'),
  },
  (t) => [
    check('stock_moves_quantity_check', sql`${t.quantity} <> 0`),
    check(
      'stock_moves_kind_check',
      sql`${t.kind} in ('received', 'sold', 'returned', 'adjusted', 'expired', 'recalled')`,
    ),
    index('stock_moves_lot_idx').on(t.lotId, t.at),
    index('stock_moves_product_idx').on(t.productId, t.at),
    index('stock_moves_order_idx')
      .on(t.orderId, t.productId)
      .where(sql`${t.orderId} is not null`),
  ],
);

/**
 * A recall (decision 063): an admin took one batch of a product, or every batch of it, out of sale,
 * saying why and what buyers should do. Its lots point to it (`product_lots.recall_id`).
 */
export const recalls = pgTable(
  'recalls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** The product's name when recalled: the record outlives the product. */
    productName: text('product_name').notNull(),
    scope: text('scope', { enum: ['batch', 'product'] }).notNull(),
    batches: text('batches').array().notNull(),
    reason: text('reason').notNull(),
    instructions: text('instructions').notNull(),
    unitsWithdrawn: integer('units_withdrawn').notNull().default(0),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('recalls_scope_check', sql`${t.scope} in ('batch', 'product')`),
    index('recalls_created_idx').on(t.createdAt.desc()),
  ],
);

/**
 * A buyer who received units of a recalled batch: told once (the row is written with the queued
 * messages, in one transaction), and whether they have brought the units back.
 */
export const recallBuyers = pgTable(
  'recall_buyers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recallId: uuid('recall_id')
      .notNull()
      .references(() => recalls.id, { onDelete: 'cascade' }),
    buyerId: text('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    /** Lower case: with the recall, the one key per buyer. */
    email: text('email').notNull(),
    name: text('name'),
    /** The verified number the text message went to; null when the buyer had none. */
    phone: text('phone'),
    units: integer('units').notNull(),
    orderIds: uuid('order_ids').array().notNull(),
    orderNumbers: text('order_numbers').array().notNull(),
    /** The message's event: with the recipient, its idempotency key in the queue. */
    event: text('event').notNull(),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    returnedBy: text('returned_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('recall_buyers_recall_email_unique').on(t.recallId, t.email),
    check('recall_buyers_units_check', sql`${t.units} > 0`),
  ],
);
