import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The audit trail (decision 042): one row per decision that matters — a prescription
 * uploaded, viewed, approved, rejected or deleted, an order moved, a refund, a role or a
 * dispensing class changed. Append-only: no route updates or deletes a row, and triggers
 * (migration 0014) refuse UPDATE, DELETE and TRUNCATE on both engines. No foreign keys:
 * an entry outlives the account, order or prescription it names, and a key's ON DELETE
 * action would itself be an update the triggers refuse.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    /** In insertion order; the list pages on (at, id). */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Who: null for the shop itself (a timer, a start-up task). */
    actorId: text('actor_id'),
    actorEmail: text('actor_email'),
    /** Their role at that moment. */
    actorRole: text('actor_role'),
    /** What happened, e.g. `prescription.approved`. */
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
    /** The client's address as the server sees it (behind a trusted proxy, the forwarded one). */
    ip: text('ip'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_log_object_idx').on(t.objectType, t.objectId, t.at.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.at.desc()),
    index('audit_log_action_idx').on(t.action, t.at.desc()),
    index('audit_log_actor_email_idx').on(sql`lower(${t.actorEmail})`),
  ],
);
