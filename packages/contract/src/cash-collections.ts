import { z } from 'zod';

/**
 * Cash on delivery, reconciled (docs/product.md#cash-on-delivery-reconciled): each delivered cash
 * order names who collected how much; admins see the cash still to be handed in per collector and
 * mark it received.
 */
export const CASH_HAND_IN_MAX = 200;

/** One delivered cash order whose money its collector still holds, or held. */
export const CashCollectionSchema = z.object({
  paymentId: z.string(),
  orderNumber: z.string(),
  amount: z.number(),
  collectedAt: z.string(),
});

/** Everything one person collected and has not handed in yet, oldest first. */
export const CollectorCashSchema = z.object({
  collector: z.object({ id: z.string().nullable(), name: z.string() }),
  /** The sum still to be handed in. */
  outstanding: z.number(),
  collections: z.array(CashCollectionSchema),
});
export type CollectorCash = z.infer<typeof CollectorCashSchema>;

/** `GET /api/cash-collections`: the cash still out, per collector, the largest sum first. */
export const CashToHandInSchema = z.object({
  collectors: z.array(CollectorCashSchema),
  /** Every collector's outstanding cash together. */
  outstanding: z.number(),
});
export type CashToHandIn = z.infer<typeof CashToHandInSchema>;

/** `POST /api/cash-collections/hand-in`: these collections of one collector are received by the shop. */
export const CashHandInInputSchema = z
  .object({
    paymentIds: z
      .array(z.uuid('must be payment ids'))
      .min(1, 'must name at least one collection')
      .max(CASH_HAND_IN_MAX, `must name at most ${CASH_HAND_IN_MAX} collections`)
      .refine((ids) => new Set(ids).size === ids.length, 'must not name a collection twice'),
  })
  .strict();

/** What a hand-in recorded: how many collections and how much cash. */
export const CashHandInResultSchema = z.object({ received: z.number().int(), amount: z.number() });
