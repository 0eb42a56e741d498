import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products } from '../catalog/catalog.schema.js';
import { addresses } from '../orders/orders.schema.js';
import { prescriptions } from '../prescriptions/prescriptions.schema.js';
import { users } from '../users/users.schema.js';

/**
 * An order asked for by prescription only (docs/product.md#order-by-prescription): the shopper's
 * prescription, address and note; `waiting` for a pharmacist, `proposed` once one built the order
 * (its lines below, answered before `answer_by`), then `accepted`, `declined`, `cancelled` (by the
 * shopper while waiting) or `expired` (not answered in time).
 */
export const prescriptionRequests = pgTable(
  'prescription_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    prescriptionId: uuid('prescription_id')
      .notNull()
      .references(() => prescriptions.id, { onDelete: 'cascade' }),
    addressId: uuid('address_id')
      .notNull()
      .references(() => addresses.id, { onDelete: 'cascade' }),
    note: text('note'),
    status: text('status').notNull().default('waiting'),
    proposalNote: text('proposal_note'),
    proposedBy: text('proposed_by').references(() => users.id, { onDelete: 'set null' }),
    proposedAt: timestamp('proposed_at', { withTimezone: true }),
    answerBy: timestamp('answer_by', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'prescription_requests_status_check',
      sql`${t.status} in ('waiting', 'proposed', 'accepted', 'declined', 'cancelled', 'expired')`,
    ),
    // A proposal has its pharmacist's time and its deadline; a waiting request has neither.
    check(
      'prescription_requests_proposal_check',
      sql`(${t.status} in ('waiting', 'cancelled')) = (${t.proposedAt} is null) and (${t.proposedAt} is null) = (${t.answerBy} is null)`,
    ),
    // The shopper's list, newest first, and the waiting count.
    index('prescription_requests_buyer_idx').on(t.buyerId, t.createdAt.desc()),
    // The pharmacists' queue: waiting ones, oldest first.
    index('prescription_requests_status_idx').on(t.status, t.createdAt),
  ],
);

/** The pharmacist's lines of a proposal: which product, how many, and what it stands in for. */
export const prescriptionRequestLines = pgTable(
  'prescription_request_lines',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => prescriptionRequests.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** What the prescription named, when this product is a substitute for it. */
    substituteFor: text('substitute_for'),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.position] }),
    check('prescription_request_lines_quantity_check', sql`${t.quantity} between 1 and 99`),
  ],
);
