import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The antibiotic register (decision 057): one row per antibiotic order line a pharmacist
 * approved, with what the law asks a pharmacy to keep (the patient and prescriber from the
 * prescription, the medicine, the quantity, the course written, the pharmacist as at signing).
 * Written by the prescription-review flow, once per line (`order_line_id` is unique and the
 * insert does nothing on a second try). Append-only like the audit trail: triggers refuse
 * UPDATE, DELETE and TRUNCATE on both engines. No foreign keys: a row outlives the order,
 * account and prescription it names, and a key's ON DELETE action would be a change the
 * triggers refuse.
 */
export const antibioticRegister = pgTable(
  'antibiotic_register',
  {
    /** In insertion order; the list pages on (at, id). */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    orderLineId: uuid('order_line_id').notNull().unique(),
    orderNumber: text('order_number').notNull(),
    patientName: text('patient_name').notNull(),
    prescriberName: text('prescriber_name').notNull(),
    prescriberBmdc: text('prescriber_bmdc').notNull(),
    /** The brand as ordered, and its generics joined with " + ". */
    medicine: text('medicine').notNull(),
    generics: text('generics').notNull(),
    strength: text('strength'),
    form: text('form'),
    packs: integer('packs').notNull(),
    units: integer('units').notNull(),
    /** The full course written on the prescription, in units, when the pharmacist entered it. */
    courseQuantity: integer('course_quantity'),
    pharmacistId: text('pharmacist_id').notNull(),
    pharmacistName: text('pharmacist_name').notNull(),
    pharmacistRegistration: text('pharmacist_registration').notNull(),
  },
  (t) => [
    check('antibiotic_register_quantity_check', sql`${t.packs} > 0 and ${t.units} >= ${t.packs}`),
    check('antibiotic_register_course_check', sql`${t.courseQuantity} is null or ${t.courseQuantity} > 0`),
    index('antibiotic_register_at_idx').on(t.at.desc(), t.id.desc()),
    index('antibiotic_register_pharmacist_idx').on(t.pharmacistId, t.at.desc()),
    index('antibiotic_register_order_idx').on(t.orderNumber),
  ],
);
