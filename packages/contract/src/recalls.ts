import { z } from 'zod';
import { CONTROL_CHARACTER } from './constants.js';
import { BatchSchema } from './lots.js';

// Recalls (decision 063): an admin takes a batch, or every batch of a product, out of sale; unshipped
// orders move to another lot or wait for the seller; every buyer who received it is told once.

export const RECALL_LIMITS = { reasonMax: 500, instructionsMax: 1000 } as const;

/** What a recall covers: one batch of a product, or every batch of it (its registration revoked). */
export const RECALL_SCOPES = ['batch', 'product'] as const;
export type RecallScope = (typeof RECALL_SCOPES)[number];

/** Where a buyer's message is: waiting in the queue, sent, failed every try, or none (no verified number). */
export const NOTICE_STATES = ['queued', 'sent', 'failed', 'none'] as const;
export type NoticeState = (typeof NOTICE_STATES)[number];

const text = (what: string, max: number) =>
  z
    .string({ error: `Enter the ${what}.` })
    .trim()
    .min(3, `Enter the ${what}: at least 3 characters.`)
    .max(max, `The ${what} can be at most ${max} characters.`)
    .refine((s) => !CONTROL_CHARACTER.test(s), `The ${what} contains characters that cannot be shown.`);

export const RecallCreateSchema = z
  .object({
    productId: z.uuid({ error: 'Choose the product to recall.' }),
    scope: z.enum(RECALL_SCOPES, { error: 'Choose what to recall: one batch or every batch.' }),
    /** The batch recalled; required for `batch`, refused for `product`. */
    batch: BatchSchema.optional(),
    reason: text('reason', RECALL_LIMITS.reasonMax),
    instructions: text('instructions', RECALL_LIMITS.instructionsMax),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.scope === 'batch' && !v.batch)
      ctx.addIssue({ code: 'custom', path: ['batch'], message: 'Enter the batch number to recall.' });
    if (v.scope === 'product' && v.batch)
      ctx.addIssue({
        code: 'custom',
        path: ['batch'],
        message: 'Leave the batch out: every batch of the product is recalled.',
      });
  });
export type RecallCreate = z.infer<typeof RecallCreateSchema>;

export const RecallSummarySchema = z.object({
  id: z.string(),
  productId: z.string().nullable(),
  productName: z.string(),
  scope: z.enum(RECALL_SCOPES),
  /** The batches recalled. */
  batches: z.array(z.string()),
  reason: z.string(),
  instructions: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  /** Units taken off the shelf when it was recalled. */
  unitsWithdrawn: z.number().int(),
  buyersTold: z.number().int(),
  buyersReturned: z.number().int(),
  ordersMoved: z.number().int(),
  ordersHeld: z.number().int(),
});
export type RecallSummary = z.infer<typeof RecallSummarySchema>;

export const RecallListSchema = z.object({ items: z.array(RecallSummarySchema) });
export type RecallList = z.infer<typeof RecallListSchema>;

export const RecallBuyerSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  /** The verified number told by text message, null when the buyer has none. */
  phone: z.string().nullable(),
  /** Units of the recalled batches the buyer received, and the orders they came in. */
  units: z.number().int(),
  orders: z.array(z.string()),
  mail: z.enum(NOTICE_STATES),
  sms: z.enum(NOTICE_STATES),
  returnedAt: z.string().nullable(),
  returnedBy: z.string().nullable(),
});
export type RecallBuyer = z.infer<typeof RecallBuyerSchema>;

/** An unshipped order the recall touched: moved to another lot, or held for its seller. */
export const RecallOrderSchema = z.object({
  number: z.string(),
  status: z.string(),
  outcome: z.enum(['moved', 'held']),
});

export const RecallDetailSchema = RecallSummarySchema.extend({
  buyers: z.array(RecallBuyerSchema),
  orders: z.array(RecallOrderSchema),
});
export type RecallDetail = z.infer<typeof RecallDetailSchema>;

export const RecallBuyerParams = z.object({ id: z.string(), buyerId: z.string() }).strict();
