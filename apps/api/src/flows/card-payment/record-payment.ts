import { type Payment, type PaymentStatus, processorCurrency } from '@medibazaar/contract';
import { conflict, HttpError } from '../../core/http-errors.js';
import type { DbOrTx } from '../../db/client.js';
import {
  linesOfOrders,
  lockOrdersOfCheckout,
  type PayableOrder,
  settleOrdersOfPayment,
  unpayOrdersOfPayment,
} from '../../modules/orders/index.js';
import { returnStock } from '../../modules/catalog/index.js';
import {
  type CheckoutRow,
  findCheckoutByIntent,
  findCheckoutOfIntent,
  getPayment,
  lockCheckoutByIntent,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderIntent,
  setCheckoutStatus,
  setPaymentStatus,
  unmarkRefunded,
} from '../../modules/payments/index.js';
import { type CheckoutContext, checkoutProvider } from './card-payment-context.js';
import { finalizeCheckout, tellSellers } from './finalize-payment.js';
import {
  CheckoutSupersededError,
  CurrencyChangedError,
  OutOfStockError,
  paymentNotFound,
  paymentRefunded,
  UnsellableError,
} from './refusals.js';
import { cancelSoldOut, unitsByProduct } from './shelf.js';

// ---------------------------------------------------------------------------
// Step 3: the processor says the money moved (POST /api/payments, the processor's webhook)
// ---------------------------------------------------------------------------

function recordedStatus(intent: ProviderIntent): PaymentStatus | null {
  // A manual-capture intent the shop captured later is recorded by the capture itself.
  if (intent.status === 'requires_capture' || (intent.status === 'succeeded' && intent.captureMethod === 'manual')) {
    return 'authorized';
  }
  if (intent.status === 'succeeded') return 'succeeded';
  if (intent.status === 'processing') return 'pending';
  return null;
}

/**
 * Records the payment of an intent once the provider says the money moved
 * (`POST /api/payments` and the provider's webhook both land here). Safe to call
 * any number of times, at the same moment too: the checkout row and its orders are
 * locked and the transaction id is unique, so there is exactly one payment per
 * intent and its orders are paid once. Money taken for orders the shop will not
 * fill (a replaced checkout, an order cancelled meanwhile, stock that ran out) is
 * refunded in full, once; orders whose units ran out are cancelled.
 * With `userId`, an intent of anyone else is "not found". `beforeRetrieve` runs once the
 * checkout is found and is the caller's (a payment on the provider's page still to be executed),
 * before the provider is asked what happened: on the checkout already read, not a second read.
 */
export async function recordPaymentForIntent(
  ctx: CheckoutContext,
  intentId: string,
  options: {
    userId?: string;
    beforeRetrieve?: (checkout: CheckoutRow, provider: PaymentProvider) => Promise<void>;
  } = {},
): Promise<Payment> {
  const checkout = await findCheckoutOfIntent(ctx.db, intentId);
  const provider = checkout && checkoutProvider(ctx, checkout.provider);
  if (!checkout || !provider || (options.userId && checkout.userId !== options.userId)) throw paymentNotFound();
  await options.beforeRetrieve?.(checkout, provider);
  if (checkout.status === 'paid' && checkout.paymentId) {
    const existing = await getPayment(ctx.db, checkout.paymentId);
    if (existing && existing.status !== 'pending') return existing;
  }
  if (checkout.status === 'refunded') throw paymentRefunded();

  const intent = await provider.retrieveIntent(intentId);
  if (!intent) throw paymentNotFound();
  if (
    intent.amountCents !== checkout.amountCents ||
    intent.currency !== checkout.currency ||
    intent.metadata.checkoutId !== checkout.id
  ) {
    ctx.log.error({ intentId, checkoutId: checkout.id }, 'payment intent does not match its checkout');
    throw conflict('This payment does not match the checkout it was made for.', 'PAYMENT_MISMATCH');
  }
  const status = recordedStatus(intent);
  if (!status) {
    if (checkout.status === 'superseded') throw new CheckoutSupersededError();
    throw conflict('The payment has not gone through: nothing was charged.', 'PAYMENT_NOT_COMPLETED');
  }

  type Outcome = { paymentId: string } | { refund: UnsellableError; was: CheckoutRow['status'] };
  const stockTouched = new Set<string>();
  const outcome = await ctx.db.transaction(async (tx): Promise<Outcome> => {
    const locked = await lockCheckoutByIntent(tx, provider.name, intentId);
    if (!locked) throw paymentNotFound();
    if (locked.status === 'paid' && locked.paymentId) {
      if (status === 'succeeded' && (await getPayment(tx, locked.paymentId))?.status === 'pending') {
        await settlePendingPayment(tx, ctx, locked.paymentId, intent.card);
      }
      return { paymentId: locked.paymentId };
    }
    if (locked.status === 'refunded') throw paymentRefunded();
    if (locked.status !== 'open' && locked.status !== 'superseded') {
      throw conflict('This payment can no longer be recorded.', 'PAYMENT_CLOSED');
    }
    try {
      if (locked.status === 'superseded') throw new CheckoutSupersededError();
      if (locked.currency !== processorCurrency(ctx.currency)) throw new CurrencyChangedError();
      return {
        paymentId: await finalizeCheckout(
          tx,
          locked,
          { status, card: intent.card, reference: intent.transactionRef ?? null },
          stockTouched,
          ctx,
        ),
      };
    } catch (err) {
      // Money still on its way cannot be refunded yet: its success is reported later, and refunded then.
      if (!(err instanceof UnsellableError) || (status !== 'succeeded' && status !== 'authorized')) throw err;
      // Marked under the lock, so no other call records this intent while the refund is made.
      await setCheckoutStatus(tx, locked.id, 'refunded');
      return { refund: err, was: locked.status };
    }
  });
  if (stockTouched.size) ctx.productPages.changed([...stockTouched]);
  if ('paymentId' in outcome) return (await getPayment(ctx.db, outcome.paymentId))!;

  // The money moved (or is held) but the shop will not fill these orders: give it back, or let the hold go.
  try {
    if (status === 'authorized') await provider.voidAuthorization(intentId);
    else await provider.refund(intentId, { idempotencyKey: `refund-${intentId}` });
  } catch (err) {
    // Not refunded: the next report of this payment (a webhook retry) tries again.
    await unmarkRefunded(ctx.db, checkout.id, outcome.was);
    throw err;
  }
  ctx.log.warn({ intentId, checkoutId: checkout.id, reason: outcome.refund.code }, 'paid checkout refunded');
  const answer = outcome.refund.refunded();
  if (outcome.refund instanceof OutOfStockError) {
    const said = await cancelSoldOut(ctx, outcome.refund, { provider: checkout.provider });
    throw new HttpError(answer.statusCode, `${answer.message}${said}`, answer.code);
  }
  throw answer;
}

/**
 * A pending payment has gone through: it succeeded, its orders waiting for it are paid (once) and
 * their sellers told. Inside the caller's transaction, which holds the checkout's or the payment's
 * lock: the provider's later report that it succeeded, and an admin accepting a payment SSLCommerz
 * found risky, both settle it here.
 */
export async function settlePendingPayment(
  tx: DbOrTx,
  ctx: Pick<CheckoutContext, 'mail'>,
  paymentId: string,
  card: { brand: string; last4: string } | null,
): Promise<PayableOrder[]> {
  await setPaymentStatus(tx, paymentId, 'succeeded', card);
  const settled = await settleOrdersOfPayment(tx, paymentId);
  if (ctx.mail && settled.length) {
    await tellSellers(
      tx,
      ctx.mail,
      settled,
      await linesOfOrders(
        tx,
        settled.map((o) => o.id),
      ),
    );
  }
  return settled;
}

/**
 * A pending payment the provider finally declined: it fails, its units go back on the
 * shelf and its orders wait for a payment again.
 */
async function failPendingPayment(ctx: CheckoutContext, intentId: string): Promise<void> {
  const stockTouched = new Set<string>();
  await ctx.db.transaction(async (tx) => {
    const checkout = await lockCheckoutByIntent(tx, ctx.provider.name, intentId);
    if (!checkout || checkout.status !== 'paid' || !checkout.paymentId) return;
    const payment = await getPayment(tx, checkout.paymentId);
    if (payment?.status !== 'pending') return;
    await lockOrdersOfCheckout(tx, checkout.id);
    const unpaid = await unpayOrdersOfPayment(tx, checkout.paymentId);
    const lines = await linesOfOrders(tx, unpaid);
    const units = unitsByProduct(lines);
    await setPaymentStatus(tx, checkout.paymentId, 'failed');
    // Each order's units back into the lots it took them from.
    for (const orderId of unpaid) {
      await returnStock(tx, unitsByProduct(lines.filter((l) => l.orderId === orderId)), {
        orderId,
        actorId: null,
        reason: 'payment failed',
      });
    }
    await setCheckoutStatus(tx, checkout.id, 'failed');
    for (const u of units) stockTouched.add(u.category);
  });
  if (stockTouched.size) ctx.productPages.changed([...stockTouched]);
}

/** What a verified provider notification changes. Unknown intents are not ours: nothing to do. */
export async function handleProviderEvent(ctx: CheckoutContext, event: ProviderEvent): Promise<void> {
  if (event.kind === 'ignored') return;
  const checkout = await findCheckoutByIntent(ctx.db, ctx.provider.name, event.intentId);
  if (!checkout) {
    ctx.log.info({ intentId: event.intentId }, 'webhook for an intent this shop did not create');
    return;
  }
  if (event.kind === 'failed') return failPendingPayment(ctx, event.intentId);
  try {
    await recordPaymentForIntent(ctx, event.intentId);
  } catch (err) {
    // Refunded, not yet complete or mismatched: answered and logged; the provider need not retry.
    if (err instanceof HttpError && err.statusCode < 500) {
      ctx.log.warn({ intentId: event.intentId, code: err.code }, 'webhook did not record a payment');
      return;
    }
    throw err;
  }
}
