import { HttpError } from '../../core/http-errors.js';
import { orderNumbersOfCheckout } from '../../modules/orders/index.js';
import { findCheckoutOfIntent } from '../../modules/payments/index.js';
import type { CheckoutContext } from './card-payment-context.js';
import { recordPaymentForIntent } from './record-payment.js';

// ---------------------------------------------------------------------------
// SSLCommerz's notice (POST /api/sslcommerz/ipn) and the buyer's return (…/success|fail|cancel)
// ---------------------------------------------------------------------------

/** The fields of SSLCommerz's form the shop reads; the rest (its own hashes, card data) it leaves. */
export interface SslcommerzNotice {
  tran_id: string;
  val_id?: string | undefined;
  status?: string | undefined;
}

export interface SslcommerzOutcome {
  orders: string[];
  /** `review`: taken, but SSLCommerz finds it risky; it waits for an admin. */
  outcome: 'paid' | 'review' | 'cancel' | 'failure' | 'error' | 'unknown';
  code?: string;
}

const TAKEN = new Set(['VALID', 'VALIDATED']);

/**
 * A notice or return from SSLCommerz. Whatever it says, the payment is recorded only once
 * SSLCommerz's validation API says the `val_id` was taken (VALID or VALIDATED) for this checkout's
 * `tran_id`, amount and currency; recording reads the transaction back once more under the
 * checkout's lock, so the IPN and the return, in any order and any number of times, record it once.
 */
export async function acceptSslcommerzNotice(
  ctx: CheckoutContext,
  notice: SslcommerzNotice,
): Promise<SslcommerzOutcome> {
  const checkout = await findCheckoutOfIntent(ctx.db, notice.tran_id);
  const provider = ctx.providers?.sslcommerz;
  if (!checkout || checkout.provider !== 'sslcommerz' || !provider) return { orders: [], outcome: 'unknown' };
  const orders = await orderNumbersOfCheckout(ctx.db, checkout.id);
  const said = (notice.status ?? '').toUpperCase();
  if (!notice.val_id || !TAKEN.has(said)) {
    return { orders, outcome: said === 'CANCELLED' ? 'cancel' : 'failure' };
  }
  try {
    const checked = await provider.validate(notice.val_id);
    if (
      !TAKEN.has(checked.status) ||
      checked.tranId !== checkout.id ||
      checked.amountCents !== checkout.amountCents ||
      checked.currency !== checkout.currency
    ) {
      ctx.log.warn(
        { tranId: checkout.id, status: checked.status },
        'SSLCommerz notice not confirmed by its validation',
      );
      return { orders, outcome: 'failure', code: 'PAYMENT_MISMATCH' };
    }
    const payment = await recordPaymentForIntent(ctx, checkout.id);
    return { orders, outcome: payment.status === 'pending' ? 'review' : 'paid' };
  } catch (err) {
    if (err instanceof HttpError) return { orders, outcome: 'error', code: err.code };
    throw err;
  }
}

/** Where the buyer's browser goes once back from SSLCommerz's page. */
export function sslcommerzReturnLocation(back: SslcommerzOutcome): string {
  if (back.outcome === 'paid') return `/dashboard/orders/${encodeURIComponent(back.orders[0]!)}?paid=sslcommerz`;
  if (!back.orders.length) return '/dashboard/orders';
  if (back.outcome === 'review') return `/dashboard/orders/${encodeURIComponent(back.orders[0]!)}?paid=review`;
  const search = new URLSearchParams({ orders: back.orders.join(','), method: 'sslcommerz', sslcommerz: back.outcome });
  if (back.code) search.set('code', back.code);
  return `/dashboard/payments?${search.toString().replace(/%2C/g, ',')}`;
}
