import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { orders } from '../orders/orders.schema.js';
import { users } from '../users/users.schema.js';

/**
 * A prescription a person uploaded (decision 042): the typed facts of the paper and its
 * review. `pending` until a pharmacist approves it (valid until `valid_until`) or rejects it
 * (with a reason). The owner may go (account deleted) while the pharmacy keeps the record.
 * A pharmacist reviewing it holds a claim (`claimed_by` until `claim_expires_at`) so that
 * no one else reviews it at the same time.
 */
export const prescriptions = pgTable(
  'prescriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
    patientName: text('patient_name').notNull(),
    doctorName: text('doctor_name').notNull(),
    /** The doctor's Bangladesh Medical and Dental Council registration number, e.g. A-12345. */
    bmdcNumber: text('bmdc_number').notNull(),
    writtenOn: date('written_on', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('pending'),
    validUntil: date('valid_until', { mode: 'string' }),
    rejectionReason: text('rejection_reason'),
    rejectionNote: text('rejection_note'),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    claimedBy: text('claimed_by').references(() => users.id, { onDelete: 'set null' }),
    claimExpiresAt: timestamp('claim_expires_at', { withTimezone: true }),
    /** When its owner was told the prescription is about to end (once, by the daily job; decision 041). */
    expiryNoticeAt: timestamp('expiry_notice_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('prescriptions_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check(
      'prescriptions_review_check',
      sql`(${t.status} = 'pending' and ${t.validUntil} is null and ${t.rejectionReason} is null)
        or (${t.status} = 'approved' and ${t.validUntil} is not null and ${t.rejectionReason} is null)
        or (${t.status} = 'rejected' and ${t.validUntil} is null and ${t.rejectionReason} is not null)`,
    ),
    index('prescriptions_owner_idx').on(t.ownerId, t.createdAt.desc()),
    // The review queue: pending ones, oldest first.
    index('prescriptions_pending_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * The pages of a prescription, one file each, in the private storage: an image re-encoded
 * without metadata, or a PDF kept as it came (`pdf_pages` counts its pages).
 */
export const prescriptionPages = pgTable(
  'prescription_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    prescriptionId: uuid('prescription_id')
      .notNull()
      .references(() => prescriptions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width'),
    height: integer('height'),
    pdfPages: integer('pdf_pages'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('prescription_pages_position_unique').on(t.prescriptionId, t.position),
    check('prescription_pages_size_check', sql`${t.byteSize} > 0`),
    check(
      'prescription_pages_type_check',
      sql`${t.contentType} in ('image/jpeg', 'image/png', 'image/webp', 'application/pdf')`,
    ),
  ],
);

/**
 * Which orders a prescription covers. A prescription an order uses cannot be deleted
 * (the key refuses it; the service says so first).
 */
export const prescriptionUses = pgTable(
  'prescription_uses',
  {
    prescriptionId: uuid('prescription_id')
      .notNull()
      .references(() => prescriptions.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.prescriptionId, t.orderId] }), index('prescription_uses_order_idx').on(t.orderId)],
);
