import { z } from 'zod';

/**
 * Payments SSLCommerz took but found risky (`risk_level` 1): recorded pending, their orders
 * waiting, until an admin accepts them (the orders are paid and go on) or refuses them (the
 * orders are cancelled and the money given back through SSLCommerz).
 */

/** One payment waiting for an admin's decision. */
export const PaymentToReviewSchema = z.object({
  paymentId: z.string(),
  /** The numbers of the orders it pays. */
  orders: z.array(z.string()),
  amount: z.number(),
  currency: z.string(),
  buyerEmail: z.string(),
  provider: z.string(),
  /** The provider's id of the payment (SSLCommerz's `tran_id`). */
  transactionId: z.string(),
  /** The bank's or wallet's own id of the money that moved (SSLCommerz's `bank_tran_id`), when it gave one. */
  reference: z.string().nullable(),
  /** The card or wallet that paid, when the provider said. */
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** When the payment was recorded. */
  createdAt: z.string(),
});
export type PaymentToReview = z.infer<typeof PaymentToReviewSchema>;

/** `GET /api/sslcommerz/reviews`: every payment waiting for a decision, oldest first. */
export const PaymentsToReviewSchema = z.object({ payments: z.array(PaymentToReviewSchema) });
export type PaymentsToReview = z.infer<typeof PaymentsToReviewSchema>;

export const PAYMENT_REVIEW_REASON_MAX = 500;

/** `POST /api/sslcommerz/reviews/:paymentId/accept`: an optional note for the audit trail. */
export const PaymentAcceptSchema = z
  .object({ note: z.string().trim().max(PAYMENT_REVIEW_REASON_MAX, 'must be at most 500 characters').optional() })
  .strict();

/** `POST /api/sslcommerz/reviews/:paymentId/refuse`: why, for the audit trail (the buyer is told in their language). */
export const PaymentRefuseSchema = z
  .object({
    reason: z.string().trim().min(1, 'must say why').max(PAYMENT_REVIEW_REASON_MAX, 'must be at most 500 characters'),
  })
  .strict();

/** What a decision did: the payment's status now and the orders it moved. */
export const PaymentReviewResultSchema = z.object({
  paymentId: z.string(),
  decision: z.enum(['accepted', 'refused']),
  status: z.string(),
  orders: z.array(z.string()),
});
export type PaymentReviewResult = z.infer<typeof PaymentReviewResultSchema>;
