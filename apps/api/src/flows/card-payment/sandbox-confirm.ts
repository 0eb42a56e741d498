import { centsToDollars, type PaymentIntent, processorCurrency, type SandboxConfirmInput } from '@medibazaar/contract';
import { conflict, HttpError } from '../../core/http-errors.js';
import type { SessionUser } from '../../core/session.js';
import {
  lockCheckoutByIntent,
  type ProviderIntent,
  type SandboxDecision,
  type SandboxProvider,
} from '../../modules/payments/index.js';
import type { CheckoutContext } from './card-payment-context.js';
import { finalizeCheckout } from './finalize-payment.js';
import { CheckoutSupersededError, CurrencyChangedError, OutOfStockError, paymentNotFound } from './refusals.js';
import { cancelSoldOut } from './shelf.js';

// ---------------------------------------------------------------------------
// Step 2 in the sandbox: the sandbox processor's confirmation (POST /api/sandbox/confirm)
// ---------------------------------------------------------------------------

function toIntentJson(intent: ProviderIntent): PaymentIntent {
  return {
    id: intent.id,
    status:
      intent.status === 'succeeded' || intent.status === 'processing' || intent.status === 'requires_capture'
        ? intent.status
        : 'requires_payment_method',
    amount: centsToDollars(intent.amountCents),
    currency: intent.currency,
    card: intent.card,
  };
}

/**
 * Confirms a sandbox intent with a card. In one transaction it locks the intent and
 * its checkout, re-checks the orders and stock and records the payment: the sandbox
 * refuses to charge a replaced checkout, an order cancelled meanwhile or goods that
 * sold out since the orders were placed (those orders are cancelled), so nothing
 * ever needs a refund. Confirming an intent that already succeeded answers the same
 * success again, and pays nothing twice. A declined card records nothing and leaves
 * the orders waiting (402 with the reason).
 */
export async function confirmSandboxPayment(
  ctx: CheckoutContext & { sandbox: SandboxProvider },
  user: SessionUser,
  input: SandboxConfirmInput,
): Promise<PaymentIntent> {
  const decision = ctx.sandbox.decide(input.card);
  type Attempt = { intent: ProviderIntent } | { declined: Extract<SandboxDecision, { ok: false }>; intentId: string };
  const stockTouched = new Set<string>();
  let result: Attempt;
  try {
    result = await ctx.db.transaction(async (tx): Promise<Attempt> => {
      const intent = await ctx.sandbox.lockIntent(tx, input.clientSecret);
      if (!intent) throw paymentNotFound();
      const checkout = await lockCheckoutByIntent(tx, 'sandbox', intent.id);
      if (!checkout || checkout.userId !== user.id) throw paymentNotFound();
      if (intent.status === 'succeeded' || intent.status === 'requires_capture') return { intent };
      if (checkout.status === 'superseded') throw new CheckoutSupersededError();
      if (intent.status !== 'requires_payment_method' || checkout.status !== 'open') {
        throw conflict('This payment can no longer be made. Open the payment page again.', 'PAYMENT_CLOSED');
      }
      if (checkout.expiresAt.getTime() < Date.now()) {
        throw conflict('This payment page has expired. Open it again to pay for your orders.', 'CHECKOUT_EXPIRED');
      }
      if (checkout.currency !== processorCurrency(ctx.currency)) throw new CurrencyChangedError();
      if (!decision.ok) return { declined: decision, intentId: intent.id };
      await finalizeCheckout(
        tx,
        checkout,
        { status: intent.captureMethod === 'manual' ? 'authorized' : 'succeeded', card: decision.card },
        stockTouched,
        ctx,
      );
      return { intent: await ctx.sandbox.markSucceeded(tx, intent.id, decision.card) };
    });
  } catch (err) {
    // Nothing was charged: orders the shop cannot fill are cancelled, and the answer says so.
    if (err instanceof OutOfStockError) {
      throw conflict(`${err.message}${await cancelSoldOut(ctx, err, null)}`, 'OUT_OF_STOCK');
    }
    throw err;
  }
  if (stockTouched.size) ctx.productPages.changed([...stockTouched]);
  if ('declined' in result) {
    await ctx.sandbox.recordDecline(result.intentId, result.declined.code);
    throw new HttpError(402, result.declined.message, result.declined.code);
  }
  return toIntentJson(result.intent);
}
