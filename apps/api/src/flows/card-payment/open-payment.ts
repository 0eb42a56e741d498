import { randomUUID } from 'node:crypto';
import {
  centsToDollars,
  CHECKOUT_MAX_CENTS,
  CHECKOUT_TTL_MINUTES,
  type CheckoutSession,
  type CheckoutSessionRequest,
  formatAmount,
  processorCurrency,
} from '@medibazaar/contract';
import { conflict } from '../../core/http-errors.js';
import type { SessionUser } from '../../core/session.js';
import { lockCart } from '../../modules/carts/index.js';
import {
  attachCheckout,
  awaitsReview,
  deliveryContactOf,
  findOrdersToPay,
  linesWithStock,
} from '../../modules/orders/index.js';
import { insertCheckout, supersedeOpenCheckouts } from '../../modules/payments/index.js';
import { type CheckoutContext, checkoutProvider } from './card-payment-context.js';
import { OutOfStockError } from './refusals.js';
import { cancelSoldOut, shortfall } from './shelf.js';

// ---------------------------------------------------------------------------
// Step 1: opening the card payment of orders (POST /api/create-checkout-session)
// ---------------------------------------------------------------------------

/**
 * Opens a card payment for orders placed by card and still waiting for it (the
 * numbers asked for, or the caller's newest such placement). The amount is the
 * orders' own totals, delivery fees included, as the server computed them when
 * they were placed; the orders point at the checkout, which pays them and nothing
 * else. Orders whose units sold out since they were placed are cancelled here,
 * before anything is charged.
 */
export async function createCheckout(
  ctx: CheckoutContext,
  user: SessionUser,
  input: CheckoutSessionRequest = {},
): Promise<CheckoutSession> {
  const provider = providerFor(ctx, input);
  const toPay = await findOrdersToPay(ctx.db, user.id, input.orders);
  const lines = await linesWithStock(
    ctx.db,
    toPay.map((o) => o.id),
  );
  // Only orders placed before card orders stopped taking stock at placing hold units already (decision 050).
  const holding = new Set(toPay.filter((o) => o.stockTaken).map((o) => o.id));
  const currency = processorCurrency(ctx.currency);
  if (toPay.some((o) => o.currency !== currency)) {
    throw conflict(
      'This order was placed before the shop changed its currency and cannot be paid by card now. Cancel it and order again.',
      'PAYMENT_CLOSED',
    );
  }
  // A first look without locks; paying checks again under them.
  const shelf = new Map(
    lines.flatMap((l) => (l.productId && l.stock !== null ? [[l.productId, { stock: l.stock }]] : [])),
  );
  const short = shortfall(
    lines.filter((l) => !holding.has(l.orderId)),
    shelf,
  );
  if (short) {
    const err = new OutOfStockError(short.problems, short.orderIds);
    throw conflict(`${err.message}${await cancelSoldOut(ctx, err, null)}`, 'OUT_OF_STOCK');
  }

  const amountCents = toPay.reduce((sum, o) => sum + o.totalCents, 0);
  if (amountCents > CHECKOUT_MAX_CENTS) {
    throw conflict(
      `One payment can be at most ${formatAmount(centsToDollars(CHECKOUT_MAX_CENTS), ctx.currency)}. Pay for one order at a time.`,
      'AMOUNT_TOO_LARGE',
    );
  }
  // Below it the processor itself would refuse: said here, before any intent is opened.
  if (amountCents < provider.minimumCents) {
    throw conflict(
      `One payment must be at least ${formatAmount(centsToDollars(provider.minimumCents), ctx.currency)}. Cancel this order and add to your cart, then order again.`,
      'AMOUNT_TOO_SMALL',
    );
  }

  const needsHold = toPay.some(awaitsReview);
  // SSLCommerz's page charges at once: an order a pharmacist must approve first cannot be paid there.
  if (needsHold && provider.name === 'sslcommerz') {
    throw conflict(
      'An order a pharmacist checks first cannot be paid this way. Pay by card or with bKash.',
      'PAYMENT_METHOD_NOT_OFFERED',
    );
  }
  const checkoutId = randomUUID();
  const numbers = toPay.map((o) => o.number);
  // Read only for a provider whose page asks: a card payment costs no statement more.
  const customer = provider.asksCustomer ? await customerOf(ctx, toPay[0]!.id, user.email) : null;
  const intent = await provider.createIntent({
    amountCents,
    currency,
    metadata: { checkoutId, userId: user.id, orders: numbers.join(',').slice(0, 500) },
    idempotencyKey: `checkout-${checkoutId}`,
    receiptEmail: user.email,
    ...(customer ? { customer } : {}),
    // An order awaiting a pharmacist is only authorized now, and charged (what is approved) after the review.
    captureMethod: needsHold ? 'manual' : 'automatic',
  });
  const expiresAt = new Date(Date.now() + CHECKOUT_TTL_MINUTES * 60_000);
  let replaced: { provider: string; intentId: string }[];
  try {
    // The intent is created before the locks are taken: the provider may be slow.
    replaced = await ctx.db.transaction(async (tx) => {
      await lockCart(tx, user.id);
      const older = await supersedeOpenCheckouts(tx, user.id);
      await insertCheckout(tx, {
        id: checkoutId,
        userId: user.id,
        email: user.email.toLowerCase(),
        provider: provider.name,
        intentId: intent.id,
        amountCents,
        currency,
        expiresAt,
      });
      await attachCheckout(
        tx,
        toPay.map((o) => o.id),
        checkoutId,
      );
      return older;
    });
  } catch (err) {
    await cancelIntents(ctx, [{ provider: provider.name, intentId: intent.id }]);
    throw err;
  }
  await cancelIntents(ctx, replaced);
  return {
    clientSecret: intent.clientSecret,
    amount: centsToDollars(amountCents),
    currency,
    provider: provider.name,
    redirectUrl: intent.redirectUrl ?? null,
    items: lines.map((l) => ({
      menuId: l.productId,
      name: l.name,
      category: l.category,
      quantity: l.quantity,
      unitPrice: centsToDollars(l.unitPriceCents),
      lineTotal: centsToDollars(l.unitPriceCents * l.quantity),
    })),
    orders: toPay.map((o) => ({
      number: o.number,
      sellerName: o.sellerName,
      itemsTotal: centsToDollars(o.itemsCents),
      deliveryFee: centsToDollars(o.deliveryFeeCents),
      total: centsToDollars(o.totalCents),
    })),
    expiresAt: expiresAt.toISOString(),
  };
}

/** The provider the buyer chose (the card processor when none is named); 409 when the shop does not offer it. */
function providerFor(ctx: CheckoutContext, input: CheckoutSessionRequest) {
  const provider =
    input.method && input.method !== 'card' ? (ctx.providers?.forMethod(input.method) ?? null) : ctx.provider;
  if (!provider) {
    throw conflict(
      'This shop does not take payments that way. Choose another way to pay.',
      'PAYMENT_METHOD_NOT_OFFERED',
    );
  }
  return provider;
}

/** Who pays and where the goods go, from the order's address, for a provider's page that asks. */
async function customerOf(ctx: CheckoutContext, orderId: string, email: string) {
  const address = await deliveryContactOf(ctx.db, orderId);
  if (!address) return null;
  return {
    name: address.name,
    email,
    phone: address.phone,
    address: [address.line1, address.line2, address.area].filter(Boolean).join(', '),
    city: address.district,
  };
}

/**
 * Asks the provider to refuse payment of intents the shop closed. Nothing depends on
 * it: a payment that still arrives for one is refunded when it is reported.
 */
async function cancelIntents(ctx: CheckoutContext, intents: readonly { provider: string; intentId: string }[]) {
  for (const { provider: name, intentId } of intents) {
    const provider = checkoutProvider(ctx, name);
    if (!provider) continue;
    try {
      await provider.cancel(intentId);
    } catch (err) {
      ctx.log.warn({ err, intentId }, 'could not cancel the intent of a closed checkout');
    }
  }
}
