import { z } from 'zod';
import { PAGE_SIZE, ROLES } from './constants.js';
import { CalendarDateSchema } from './calendar-date.js';
import { pageOf, queryInt } from './common.js';

/**
 * What the audit trail records (decision 042). Each entry names who, in which role, what
 * happened to which object, the object before and after where that applies, and the request.
 */
export const AUDIT_ACTIONS = [
  'prescription.uploaded',
  'prescription.viewed',
  'prescription.approved',
  'prescription.rejected',
  'prescription.deleted',
  'order.placed',
  'order.status_changed',
  'order.reviewed',
  'order.hold_expired',
  /** An unpaid online-payment order removed: the buyer placed the same cart again (decision 065). */
  'order.replaced',
  'payment.captured',
  'payment.voided',
  /** An admin accepted, or refused, a payment SSLCommerz found risky (decision 074). */
  'payment.review_accepted',
  'payment.review_refused',
  'refund.opened',
  'refund.succeeded',
  'refund.failed',
  'refund.retried',
  'user.role_changed',
  'user.registration_changed',
  'product.dispensing_class_changed',
  'product.category_changed',
  'medicine_reference.class_changed',
  'generic.antibiotic_changed',
  'order.sent_to_review',
  'seller_licence.applied',
  'seller_licence.approved',
  'seller_licence.rejected',
  'lot.received',
  'lot.adjusted',
  'lot.expired',
  'lot.recalled',
  'recall.started',
  'recall.buyer_told',
  'recall.returned',
  'order.recall_reallocated',
  'order.recall_held',
  'medicine_request.listed',
  'cash.handed_in',
  'prescription_request.created',
  'prescription_request.proposed',
  'prescription_request.accepted',
  'prescription_request.declined',
  'prescription_request.cancelled',
  'return.requested',
  'return.accepted',
  'return.refused',
  'return.photo_added',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_OBJECT_TYPES = [
  'prescription',
  'order',
  'refund',
  'payment',
  'user',
  'product',
  'medicine_reference',
  'generic',
  'seller_licence',
  'lot',
  'medicine_request',
  'recall',
  'prescription_request',
  'order_return',
] as const;
export type AuditObjectType = (typeof AUDIT_OBJECT_TYPES)[number];

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  actorRole: z.enum(ROLES).nullable(),
  action: z.enum(AUDIT_ACTIONS),
  objectType: z.enum(AUDIT_OBJECT_TYPES),
  objectId: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  requestId: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditPageSchema = pageOf(AuditEntrySchema);
export type AuditPage = z.infer<typeof AuditPageSchema>;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** The filters of the audit list and of its CSV export. */
export const AuditFilterSchema = z
  .object({
    /** Part of the actor's email, or their account id. */
    actor: z.preprocess(blankToUndefined, z.string().trim().max(254).optional()),
    objectType: z.preprocess(blankToUndefined, z.enum(AUDIT_OBJECT_TYPES).optional()),
    objectId: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
    action: z.preprocess(blankToUndefined, z.enum(AUDIT_ACTIONS).optional()),
    /** On or after this day (UTC). */
    from: z.preprocess(blankToUndefined, CalendarDateSchema.optional()),
    /** On or before this day (UTC). */
    to: z.preprocess(blankToUndefined, CalendarDateSchema.optional()),
  })
  .strict();

export const AuditListQuery = AuditFilterSchema.extend({
  page: queryInt(1, 100_000).default(1),
  limit: queryInt(1, PAGE_SIZE.max).default(20),
}).strict();
export type AuditListQueryInput = z.input<typeof AuditListQuery>;

/** The most rows one CSV export holds; narrow the filters for more. */
export const AUDIT_EXPORT_MAX_ROWS = 50_000;
