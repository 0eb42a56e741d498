import { z } from 'zod';
import { pageOf, queryInt } from './common.js';
import { PAGE_SIZE } from './constants.js';
import { ORDER_LINE_REJECTION_REASONS, OrderNoteSchema, OrderSchema } from './orders.js';
import { COURSE_QUANTITY_MAX } from './pharmacy-register.js';
import { PrescriptionSchema } from './prescriptions.js';

// ---------------------------------------------------------------------------
// The pharmacist's review of an order
// ---------------------------------------------------------------------------

/**
 * `POST /api/orders/:number/review`. Every line that needs a prescription must be
 * decided; a line without one is approved unless listed. An approval may give fewer
 * units than asked (`quantity`, 1 to the asked number; all when left out).
 */
export const ReviewOrderLineSchema = z
  .object({
    lineId: z.string().min(1).max(64),
    decision: z.enum(['approve', 'reject']),
    quantity: z.number().int('must be a whole number').min(1, 'must be at least 1').optional(),
    reason: z.enum(ORDER_LINE_REJECTION_REASONS).optional(),
    note: OrderNoteSchema,
    /** An antibiotic: the full course written on the prescription, in units, for the register. */
    courseQuantity: z
      .number()
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(COURSE_QUANTITY_MAX, `must be at most ${COURSE_QUANTITY_MAX}`)
      .optional(),
  })
  .strict()
  .refine((l) => l.decision === 'approve' || l.quantity === undefined, {
    message: 'A rejected line has no quantity.',
    path: ['quantity'],
  })
  .refine((l) => l.decision === 'approve' || l.reason !== undefined, {
    message: 'Choose a reason.',
    path: ['reason'],
  })
  .refine((l) => l.reason !== 'other' || (l.note?.length ?? 0) > 0, {
    message: 'Say why in the note when the reason is "other".',
    path: ['note'],
  });

export const ReviewOrderSchema = z
  .object({
    lines: z
      .array(ReviewOrderLineSchema)
      .max(100)
      .refine((lines) => new Set(lines.map((l) => l.lineId)).size === lines.length, 'Decide each line once.'),
  })
  .strict();
export type ReviewOrderInput = z.input<typeof ReviewOrderSchema>;

/** An order in the review queue, with the prescription it was placed with (fields and pages). */
export const OrderForReviewSchema = z.object({
  order: OrderSchema,
  prescription: PrescriptionSchema.nullable(),
  /** Its antibiotic lines (written to the register when approved), with their generics and pack size. */
  antibioticLines: z.array(
    z.object({ lineId: z.string(), generics: z.string(), packSize: z.number().int().nullable() }),
  ),
});
export type OrderForReview = z.infer<typeof OrderForReviewSchema>;
export const OrderReviewPageSchema = pageOf(OrderForReviewSchema);
export type OrderReviewPage = z.infer<typeof OrderReviewPageSchema>;

export const OrderReviewQuery = z
  .object({
    page: queryInt(1, 100_000).default(1),
    limit: queryInt(1, PAGE_SIZE.max).default(PAGE_SIZE.default),
  })
  .strict();
