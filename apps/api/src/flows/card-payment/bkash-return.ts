import type { Payment } from '@medibazaar/contract';
import { HttpError } from '../../core/http-errors.js';
import { orderNumbersOfCheckout } from '../../modules/orders/index.js';
import { BkashRefusal, findCheckoutOfIntent } from '../../modules/payments/index.js';
import { type CheckoutContext, checkoutProvider } from './card-payment-context.js';
import { recordPaymentForIntent } from './record-payment.js';

// ---------------------------------------------------------------------------
// bKash sends the buyer back (GET /api/bkash/callback?paymentID=…&status=success|failure|cancel)
// ---------------------------------------------------------------------------

/** What bKash says happened on its page. */
export type BkashReturnStatus = 'success' | 'failure' | 'cancel';

/**
 * What the buyer's browser is sent back to: the paid order's page, or the payment page again
 * with the outcome (`bkash=cancel|failure`, or the error `code` that kept it from being recorded).
 */
export interface BkashReturn {
  paid: boolean;
  orders: string[];
  outcome: 'paid' | 'cancel' | 'failure' | 'error' | 'unknown';
  code?: string;
}

/**
 * The buyer is back from bKash's page. Only `success` is worth a call: the payment is executed
 * (the money moves, or is held for an order a pharmacist reviews) and recorded once its status,
 * read back from bKash, says so. A repeated callback finds the payment executed and recorded and
 * changes nothing; a callback that never came is made up for by `POST /api/payments`, which
 * reads the status the same way. What bKash says of a failure is not trusted either way: nothing
 * is recorded without its status.
 */
export async function returnFromBkash(
  ctx: CheckoutContext,
  paymentId: string,
  status: BkashReturnStatus,
): Promise<BkashReturn> {
  const checkout = await findCheckoutOfIntent(ctx.db, paymentId);
  const provider = checkout?.provider === 'bkash' ? checkoutProvider(ctx, 'bkash') : null;
  if (!checkout || !provider?.executePayment) return { paid: false, orders: [], outcome: 'unknown' };
  const orders = await orderNumbersOfCheckout(ctx.db, checkout.id);
  if (status !== 'success') return { paid: false, orders, outcome: status };
  try {
    await provider.executePayment(paymentId);
  } catch (err) {
    if (err instanceof BkashRefusal) {
      ctx.log.info({ paymentId, code: err.code }, 'bKash refused to execute a payment');
      return { paid: false, orders, outcome: 'failure', code: `BKASH_${err.code}` };
    }
    if (err instanceof HttpError) return { paid: false, orders, outcome: 'error', code: err.code };
    throw err;
  }
  try {
    await recordPaymentForIntent(ctx, paymentId);
  } catch (err) {
    if (err instanceof HttpError) return { paid: false, orders, outcome: 'error', code: err.code };
    throw err;
  }
  return { paid: true, orders, outcome: 'paid' };
}

/**
 * `POST /api/payments` for a payment made on the provider's own page (bKash) whose callback never
 * came, or came while the shop was down: it is executed if the buyer approved it and not yet
 * executed (a refusal changes nothing: the status read next says what happened), then recorded as
 * its status says. Payments of other providers are recorded as they are.
 */
export async function recordReportedPayment(ctx: CheckoutContext, intentId: string, userId: string): Promise<Payment> {
  return recordPaymentForIntent(ctx, intentId, {
    userId,
    // On the checkout recordPaymentForIntent reads anyway: a card payment costs no statement more.
    async beforeRetrieve(checkout, provider) {
      if (checkout.status !== 'open' || !provider.executePayment) return;
      try {
        await provider.executePayment(intentId);
      } catch (err) {
        if (!(err instanceof BkashRefusal)) throw err;
      }
    },
  });
}
