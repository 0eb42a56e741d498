import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../core/http-errors.js';
import { closeLapsedCheckout, findOpenCheckouts } from '../../modules/payments/index.js';
import { type CheckoutContext, checkoutProvider } from './card-payment-context.js';
import { recordReportedPayment } from './bkash-return.js';

/** The recurring job's name: finishes bKash payments whose return never reached the shop. */
export const LOST_BKASH_PAYMENTS_JOB = 'lost-bkash-payments';
/**
 * A payment still open this long after the buyer was sent to bKash lost its callback (the browser
 * closed, the network dropped it, the shop was down): bKash's page takes a minute or two.
 */
export const LOST_AFTER_MINUTES = 5;
/** Past this a bKash payment nobody executed has long lapsed at bKash: no more asking. */
const GIVE_UP_AFTER_HOURS = 24;
/** At most this many payments asked about a run, so one run never holds the job for long. */
const BATCH = 20;

export interface LostPaymentsOutcome {
  /** Checkouts whose payment was recorded (or found recorded) now. */
  recorded: string[];
  /** Checkouts closed because bKash says their payment can never be paid. */
  closed: string[];
}

/**
 * Every minute: bKash payments created more than `LOST_AFTER_MINUTES` ago and still open are asked
 * about, as the order page's report would: executed if the buyer approved them, then recorded as
 * bKash's status says, through the same checkout lock as the callback, so each is recorded once
 * whoever comes first. One bKash says was cancelled, failed or lapsed is closed and not asked about
 * again; one the buyer is still on (Initiated) is asked again next minute.
 */
export async function finishLostBkashPayments(
  ctx: CheckoutContext,
  now: Date = new Date(),
): Promise<LostPaymentsOutcome> {
  const provider = checkoutProvider(ctx, 'bkash');
  const outcome: LostPaymentsOutcome = { recorded: [], closed: [] };
  if (!provider) return outcome;
  const open = await findOpenCheckouts(ctx.db, 'bkash', {
    openedAfter: new Date(now.getTime() - GIVE_UP_AFTER_HOURS * 3_600_000),
    openedBefore: new Date(now.getTime() - LOST_AFTER_MINUTES * 60_000),
    limit: BATCH,
  });
  for (const checkout of open) {
    try {
      await recordReportedPayment(ctx, checkout.intentId, checkout.userId);
      outcome.recorded.push(checkout.id);
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      if (err.code === 'PAYMENT_NOT_COMPLETED') {
        const intent = await provider.retrieveIntent(checkout.intentId).catch(() => null);
        if (intent?.status === 'canceled' && (await closeLapsedCheckout(ctx.db, checkout.id))) {
          outcome.closed.push(checkout.id);
        }
        continue;
      }
      // bKash unreachable, or a payment the shop refunded (its orders went meanwhile): next minute, or done.
      ctx.log.warn({ checkoutId: checkout.id, code: err.code }, 'lost bKash payment not recorded');
    }
  }
  if (outcome.recorded.length || outcome.closed.length) {
    ctx.log.info(outcome, 'lost bKash payments finished');
  }
  return outcome;
}

/** Registers the job on the server's queue when the shop takes bKash. */
export async function scheduleLostBkashPayments(app: FastifyInstance, ctx: CheckoutContext): Promise<void> {
  if (!app.paymentProviders.bkash) return;
  await app.jobs.recurring(LOST_BKASH_PAYMENTS_JOB, '* * * * *', () => finishLostBkashPayments(ctx));
}
