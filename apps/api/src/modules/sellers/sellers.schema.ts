import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.js';

/**
 * A seller's application with its pharmacy's drug licence (decision 056): the DGDA licence's
 * number and last valid day, a scan of it in the private storage, and the responsible
 * pharmacist. `pending` until an admin approves it or rejects it with a reason. A seller's
 * products are shown and sold while one approved licence of theirs has not passed its last day
 * (in Dhaka): a new application (renewal, correction) leaves a licence in force as it is.
 */
export const sellerLicences = pgTable(
  'seller_licences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The pharmacy as its licence names it, and where it is: printed on its cash memos. */
    pharmacyName: text('pharmacy_name').notNull(),
    pharmacyAddress: text('pharmacy_address').notNull(),
    licenceNumber: text('licence_number').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    pharmacistName: text('pharmacist_name').notNull(),
    /** The Bangladesh Pharmacy Council registration, e.g. A-1234; its letter is the grade. */
    pharmacistRegistration: text('pharmacist_registration').notNull(),
    pharmacistGrade: text('pharmacist_grade').notNull(),
    /**
     * The scan in the private storage. Null only for the demo sellers' licences the shop itself
     * wrote (seed, migration 0026), which came with no paper.
     */
    scanKey: text('scan_key'),
    scanContentType: text('scan_content_type'),
    scanBytes: integer('scan_bytes'),
    status: text('status').notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** When the seller and the admins were told its last day is near (once, by the daily job). */
    expiryNoticeAt: timestamp('expiry_notice_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('seller_licences_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('seller_licences_scan_check', sql`(${t.scanKey} is null) = (${t.scanContentType} is null)`),
    check('seller_licences_grade_check', sql`${t.pharmacistGrade} in ('A', 'B', 'C')`),
    check('seller_licences_decision_check', sql`(${t.status} = 'rejected') = (${t.rejectionReason} is not null)`),
    index('seller_licences_seller_idx').on(t.sellerId, t.createdAt.desc()),
    // "Is this seller's shop open?": asked for every product row a shopper sees.
    index('seller_licences_in_force_idx')
      .on(t.sellerId, t.expiresOn)
      .where(sql`${t.status} = 'approved'`),
    // One application at a time waits for an admin.
    uniqueIndex('seller_licences_one_pending_idx')
      .on(t.sellerId)
      .where(sql`${t.status} = 'pending'`),
    // The admins' queue: oldest first per status.
    index('seller_licences_queue_idx').on(t.status, t.createdAt, t.id),
  ],
);
