import {
  centsToDollars,
  type PaymentReviewResult,
  type PaymentsToReview,
  type PaymentToReview,
} from '@medibazaar/contract';
import { conflict } from '../../core/http-errors.js';
import type { SessionUser } from '../../core/session.js';
import { recordAudit } from '../../modules/audit/index.js';
import { cancelOrdersOfRefusedPayment, makeRefund, orderNumbersOfPayments } from '../../modules/orders/index.js';
import {
  findPaymentRecord,
  lockCheckoutByIntent,
  lockPayment,
  type PaymentRecord,
  paymentsAwaitingReview,
  setCheckoutStatus,
  setPaymentStatus,
} from '../../modules/payments/index.js';
import { type CheckoutContext, checkoutProvider } from './card-payment-context.js';
import { settlePendingPayment } from './record-payment.js';
import { paymentNotFound } from './refusals.js';

// ---------------------------------------------------------------------------
// Step 3, for a payment SSLCommerz found risky: an admin accepts or refuses it
// ---------------------------------------------------------------------------

/** The status a payment has once accepted, and once refused (its money goes back through its orders' refunds). */
const ACCEPTED = 'succeeded';
const REFUSED = 'voided';

const decidedOtherwise = () => conflict('This payment was already decided the other way.', 'PAYMENT_REVIEW_DECIDED');

function reviewJson(row: PaymentRecord, orders: string[]): PaymentToReview {
  return {
    paymentId: row.id,
    orders,
    amount: centsToDollars(row.amountCents),
    currency: row.currency,
    buyerEmail: row.email,
    provider: row.provider,
    transactionId: row.transactionId,
    reference: row.providerReference,
    card: row.cardBrand ? { brand: row.cardBrand, last4: row.cardLast4 ?? '' } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** `GET /api/sslcommerz/reviews`: the payments waiting for an admin, oldest first, with the orders each pays. */
export async function paymentsToReview(ctx: Pick<CheckoutContext, 'db'>): Promise<PaymentsToReview> {
  const rows = await paymentsAwaitingReview(ctx.db);
  const numbers = await orderNumbersOfPayments(
    ctx.db,
    rows.map((r) => r.id),
  );
  return { payments: rows.map((r) => reviewJson(r, numbers.get(r.id) ?? [])) };
}

/** An SSLCommerz payment by its id (the admin's list names it), unlocked; "not found" for any other. */
async function reviewedPayment(ctx: CheckoutContext, paymentId: string): Promise<PaymentRecord> {
  const found = await findPaymentRecord(ctx.db, paymentId);
  if (!found || found.provider !== 'sslcommerz') throw paymentNotFound();
  return found;
}

/**
 * `POST /api/sslcommerz/reviews/:paymentId/accept`. Steps, in one transaction holding the
 * checkout's lock and then the payment's (the order the IPN's recording takes them in, so a
 * late notice and a second click wait their turn):
 * 1. a payment still pending is settled as a validated payment is (`settlePendingPayment`): it
 *    succeeds, its orders are paid and their sellers told;
 * 2. `payment.review_accepted` is audited with the admin and their note.
 * Accepting it again answers the same; a payment refused meanwhile is 409 PAYMENT_REVIEW_DECIDED.
 * SSLCommerz is asked first whether it still holds the money: one it no longer does is not accepted.
 */
export async function acceptReviewedPayment(
  ctx: CheckoutContext,
  admin: SessionUser,
  paymentId: string,
  note: string | undefined,
): Promise<PaymentReviewResult> {
  const found = await reviewedPayment(ctx, paymentId);
  const provider = checkoutProvider(ctx, found.provider);
  if (provider && found.status === 'pending') {
    const intent = await provider.retrieveIntent(found.transactionId);
    if (intent?.status !== 'processing' && intent?.status !== 'succeeded') {
      throw conflict(
        'SSLCommerz no longer holds this payment: it cannot be accepted. Refuse it to cancel its orders.',
        'PAYMENT_NOT_COMPLETED',
      );
    }
  }
  const numbers = await ctx.db.transaction(async (tx) => {
    await lockCheckoutByIntent(tx, found.provider, found.transactionId);
    const payment = (await lockPayment(tx, paymentId))!;
    if (payment.status === ACCEPTED) return null;
    if (payment.status !== 'pending') throw decidedOtherwise();
    const paid = await settlePendingPayment(tx, ctx, paymentId, null);
    const orders = paid.map((o) => o.number);
    await recordAudit(tx, {
      action: 'payment.review_accepted',
      objectType: 'payment',
      objectId: paymentId,
      before: { status: 'pending' },
      after: { status: ACCEPTED, orders, note: note || null },
    });
    return orders;
  });
  const orders = numbers ?? (await orderNumbersOfPayments(ctx.db, [paymentId])).get(paymentId) ?? [];
  return { paymentId, decision: 'accepted', status: ACCEPTED, orders };
}

/**
 * `POST /api/sslcommerz/reviews/:paymentId/refuse`. Steps:
 * 1. in one transaction holding the checkout's lock and then the payment's: every order the
 *    payment waits for is cancelled, its units back on the shelf, its refund opened and its
 *    buyer told by mail (orders' `cancelOrdersOfRefusedPayment`); the payment is voided and its
 *    checkout marked refunded, so a late notice of it records nothing; `payment.review_refused`
 *    is audited with the admin and the reason;
 * 2. once committed, each order's share is refunded through SSLCommerz's refund API
 *    (`makeRefund`, as for a cancelled order: a refusal is kept for an admin to retry).
 * Refusing it again answers the same and refunds nothing twice; a payment accepted meanwhile is
 * 409 PAYMENT_REVIEW_DECIDED.
 */
export async function refuseReviewedPayment(
  ctx: CheckoutContext,
  admin: SessionUser,
  paymentId: string,
  reason: string,
): Promise<PaymentReviewResult> {
  const found = await reviewedPayment(ctx, paymentId);
  const refused = await ctx.db.transaction(async (tx) => {
    const checkout = await lockCheckoutByIntent(tx, found.provider, found.transactionId);
    const payment = (await lockPayment(tx, paymentId))!;
    if (payment.status === REFUSED) return null;
    if (payment.status !== 'pending') throw decidedOtherwise();
    const cancelled = await cancelOrdersOfRefusedPayment(tx, ctx.mail, paymentId, admin);
    await setPaymentStatus(tx, paymentId, REFUSED);
    if (checkout) await setCheckoutStatus(tx, checkout.id, 'refunded');
    await recordAudit(tx, {
      action: 'payment.review_refused',
      objectType: 'payment',
      objectId: paymentId,
      before: { status: 'pending' },
      after: { status: REFUSED, orders: cancelled.numbers, reason },
    });
    return cancelled;
  });
  if (!refused) {
    const orders = (await orderNumbersOfPayments(ctx.db, [paymentId])).get(paymentId) ?? [];
    return { paymentId, decision: 'refused', status: REFUSED, orders };
  }
  if (refused.categories.length) ctx.productPages.changed(refused.categories);
  for (const { orderId, todo } of refused.refunds) await makeRefund(ctx, orderId, todo);
  return { paymentId, decision: 'refused', status: REFUSED, orders: refused.numbers };
}
