import { randomUUID } from 'node:crypto';
import {
  centsToDollars,
  CHECKOUT_MAX_CENTS,
  CHECKOUT_TTL_MINUTES,
  type CheckoutSession,
  CURRENCY_FACTS,
  discountedCents,
  formatAmount,
  isChargeable,
  type Payment,
  type PaymentIntent,
  type PaymentStatus,
  type SandboxConfirmInput,
  processorCurrency,
  type ShopCurrency,
} from '@medibazaar/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx, ProductsWatcher } from '../../db/client.js';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-errors.js';
import type { SessionUser } from '../../plugins/auth.js';
import type { PaymentProvider, ProviderEvent, ProviderIntent } from '../../payments/provider.js';
import type { SandboxDecision, SandboxProvider } from '../../payments/sandbox.js';
import { listCartLines, lockCart, lockCartQuantities, removePaidUnits } from '../carts/carts.repository.js';
import {
  checkoutLines,
  type CheckoutLineRow,
  type CheckoutRow,
  findCheckoutByIntent,
  getPayment,
  insertCheckout,
  insertPayment,
  lockCheckoutByIntent,
  lockStock,
  returnStock,
  setCheckoutStatus,
  setPaymentStatus,
  supersedeOpenCheckouts,
  takeStock,
  unmarkRefunded,
} from './payments.repository.js';

export interface PaymentsContext {
  db: Db;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  /** Told, once stock has changed and committed, which categories' product lists show it. */
  productPages: ProductsWatcher;
  /** The shop's currency (SHOP_CURRENCY): every checkout and payment is in it. */
  currency: ShopCurrency;
}

const paymentNotFound = () => notFound('This payment was not found.', 'PAYMENT_NOT_FOUND');

/**
 * A checkout the shop will not sell, found before anything is written. When the
 * provider has already taken the money, it is refunded and `refunded()` is the answer.
 */
abstract class UnsellableError extends HttpError {
  constructor(message: string, code: HttpError['code']) {
    super(409, message, code);
  }
  abstract refunded(): HttpError;
}

/** A product of a checkout has fewer units left than were priced. */
export class OutOfStockError extends UnsellableError {
  constructor(message: string) {
    super(message, 'OUT_OF_STOCK');
  }
  refunded() {
    return conflict(`${this.message} Your payment has been refunded in full.`, 'OUT_OF_STOCK_REFUNDED');
  }
}

/** The cart no longer holds what the checkout priced: the buyer took something out since. */
class CartChangedError extends UnsellableError {
  constructor(problems: string[]) {
    super(
      `Your cart changed after this payment page was opened: ${problems.join(' ')} ` +
        'Open the payment page again to pay for your cart as it is now.',
      'CART_CHANGED',
    );
  }
  refunded() {
    return conflict(`${this.message} Your payment has been refunded in full.`, 'CART_CHANGED_REFUNDED');
  }
}

/** A newer checkout of the same cart replaced this one: paying both would buy the same units twice. */
class CheckoutSupersededError extends UnsellableError {
  constructor() {
    super('This payment page was replaced by a newer one. Pay on the newest page.', 'CHECKOUT_SUPERSEDED');
  }
  refunded() {
    return conflict(
      'This payment page was replaced by a newer one, so this payment has been refunded in full. ' +
        'Pay on the newest page.',
      'CHECKOUT_SUPERSEDED_REFUNDED',
    );
  }
}

/**
 * A checkout opened before the shop changed its currency (possible only while it had no
 * payments): paying it would book an amount in the old currency, so it is not sold.
 */
class CurrencyChangedError extends UnsellableError {
  constructor() {
    super(
      "This payment page was opened before the shop changed its currency. Open the payment page again to pay in the shop's currency.",
      'PAYMENT_CLOSED',
    );
  }
  refunded() {
    return conflict(
      'This payment page was opened before the shop changed its currency, so this payment has been refunded in full. ' +
        'Open the payment page again.',
      'PAYMENT_REFUNDED',
    );
  }
}

const paymentRefunded = () =>
  conflict('This payment was refunded in full: nothing was bought with it.', 'PAYMENT_REFUNDED');

const unitsLeft = (n: number) => (n <= 0 ? 'none is left' : n === 1 ? 'only 1 is left' : `only ${n} are left`);

// ---------------------------------------------------------------------------
// Pricing: POST /api/create-checkout-session
// ---------------------------------------------------------------------------

/**
 * Prices the caller's cart from the products as they are now (discounts applied,
 * in cents) and opens an intent with the provider for exactly that amount. The
 * priced lines are kept with the intent: paying it buys those lines only.
 */
export async function createCheckout(ctx: PaymentsContext, user: SessionUser): Promise<CheckoutSession> {
  const lines = await listCartLines(ctx.db, user.id);
  if (!lines.length) throw badRequest('Your cart is empty. Add a product before paying.', 'EMPTY_CART');
  const short = lines.filter((l) => l.quantity > l.stock);
  if (short.length) {
    throw conflict(
      short.map((l) => `${l.name}: you have ${l.quantity} in your cart but ${unitsLeft(l.stock)}.`).join(' ') +
        ' Change the quantity in your cart, then pay.',
      'OUT_OF_STOCK',
    );
  }
  // A controlled medicine may have been added before an admin classed it so: it is never sold online.
  const controlled = lines.filter((l) => l.dispensingClass === 'controlled');
  if (controlled.length) {
    throw conflict(
      `${controlled.map((l) => l.name).join(', ')} ${controlled.length === 1 ? 'is' : 'are'} not sold online. ` +
        'Remove it from your cart, then pay.',
      'NOT_SOLD_ONLINE',
    );
  }
  // Products saved before such prices were refused may still carry one; a unit is never given away.
  const free = lines.filter((l) => !isChargeable(l.priceCents, l.discountPercent));
  if (free.length) {
    throw conflict(
      `${free.map((l) => l.name).join(', ')} cannot be sold at the moment: after the discount one unit would cost ` +
        `less than one ${CURRENCY_FACTS[ctx.currency].minorUnit}. Remove it from your cart, then pay.`,
      'PRICE_BELOW_ONE_CENT',
    );
  }
  const priced: CheckoutLineRow[] = lines.map((l) => ({
    cartItemId: l.id,
    productId: l.productId,
    sellerId: l.sellerId,
    productName: l.name,
    category: l.category,
    quantity: l.quantity,
    unitPriceCents: discountedCents(l.priceCents, l.discountPercent),
  }));
  const amountCents = priced.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
  if (amountCents > CHECKOUT_MAX_CENTS) {
    throw conflict(
      `One payment can be at most ${formatAmount(centsToDollars(CHECKOUT_MAX_CENTS), ctx.currency)}. Pay for part of your cart first.`,
      'AMOUNT_TOO_LARGE',
    );
  }
  // Below it the processor itself would refuse: said here, before any intent is opened.
  if (amountCents < ctx.provider.minimumCents) {
    throw conflict(
      `One payment must be at least ${formatAmount(centsToDollars(ctx.provider.minimumCents), ctx.currency)}. Add to your cart, then pay.`,
      'AMOUNT_TOO_SMALL',
    );
  }

  const checkoutId = randomUUID();
  const currency = processorCurrency(ctx.currency);
  const intent = await ctx.provider.createIntent({
    amountCents,
    currency,
    metadata: { checkoutId, userId: user.id },
    idempotencyKey: `checkout-${checkoutId}`,
    receiptEmail: user.email,
  });
  const expiresAt = new Date(Date.now() + CHECKOUT_TTL_MINUTES * 60_000);
  let replaced: { provider: string; intentId: string }[];
  try {
    // The intent is created before the lock is taken: the provider may be slow, and a
    // locked cart would hold up every add to it meanwhile.
    replaced = await ctx.db.transaction(async (tx) => {
      await lockCart(tx, user.id);
      const older = await supersedeOpenCheckouts(tx, user.id);
      await insertCheckout(
        tx,
        {
          id: checkoutId,
          userId: user.id,
          email: user.email.toLowerCase(),
          provider: ctx.provider.name,
          intentId: intent.id,
          amountCents,
          currency,
          expiresAt,
        },
        priced,
      );
      return older;
    });
  } catch (err) {
    await cancelIntents(ctx, [{ provider: ctx.provider.name, intentId: intent.id }]);
    throw err;
  }
  await cancelIntents(ctx, replaced);
  return {
    clientSecret: intent.clientSecret,
    amount: centsToDollars(amountCents),
    currency,
    provider: ctx.provider.name,
    items: priced.map((l) => ({
      menuId: l.productId,
      name: l.productName,
      category: l.category,
      quantity: l.quantity,
      unitPrice: centsToDollars(l.unitPriceCents),
      lineTotal: centsToDollars(l.unitPriceCents * l.quantity),
    })),
    expiresAt: expiresAt.toISOString(),
  };
}

/**
 * Asks the provider to refuse payment of intents the shop closed. Nothing depends on
 * it: a payment that still arrives for one is refunded when it is reported.
 */
async function cancelIntents(ctx: PaymentsContext, intents: readonly { provider: string; intentId: string }[]) {
  for (const { provider, intentId } of intents) {
    if (provider !== ctx.provider.name) continue;
    try {
      await ctx.provider.cancel(intentId);
    } catch (err) {
      ctx.log.warn({ err, intentId }, 'could not cancel the intent of a closed checkout');
    }
  }
}

// ---------------------------------------------------------------------------
// Recording: one transaction for payment, lines, stock and cart
// ---------------------------------------------------------------------------

const unitsOf = (n: number) => (n === 1 ? '1 unit' : `${n} units`);

/**
 * Turns a paid checkout into a payment, inside the caller's transaction (which
 * holds the checkout's lock): checks the buyer's cart still holds every line priced
 * and every product still has the units, writes the payment and its lines, lowers
 * stock and takes the paid units out of the cart. Throws an UnsellableError before
 * writing anything.
 */
async function finalizeCheckout(
  tx: DbOrTx,
  checkout: CheckoutRow,
  outcome: { status: PaymentStatus; card: { brand: string; last4: string } | null },
  stockTouched: Set<string>,
): Promise<string> {
  const lines = await checkoutLines(tx, checkout.id);
  const stocked = lines.filter((l): l is CheckoutLineRow & { productId: string } => l.productId !== null);
  const productIds = stocked.map((l) => l.productId);
  // Products first, then cart lines: the order every writer of both takes them in.
  const shelf = await lockStock(tx, productIds);
  const inCart = await lockCartQuantities(tx, checkout.userId, productIds);
  // Lines paid already, or taken out of the cart, must not be bought (again).
  const gone = stocked.flatMap((l) => {
    const held = inCart.get(l.productId) ?? 0;
    if (held >= l.quantity) return [];
    return held === 0
      ? [`${l.productName} is no longer in it.`]
      : [`it holds ${unitsOf(held)} of ${l.productName}, not ${l.quantity}.`];
  });
  if (gone.length) throw new CartChangedError(gone);
  const problems = lines.flatMap((l) => {
    const onShelf = l.productId ? shelf.get(l.productId) : undefined;
    if (!onShelf) return [`${l.productName} is no longer sold.`];
    if (onShelf.stock < l.quantity)
      return [`${l.productName}: ${unitsLeft(onShelf.stock)} of the ${l.quantity} you wanted.`];
    return [];
  });
  if (problems.length) throw new OutOfStockError(`Sold out while you were paying: ${problems.join(' ')}`);

  const payment = await insertPayment(
    tx,
    {
      userId: checkout.userId,
      email: checkout.email,
      amountCents: checkout.amountCents,
      currency: checkout.currency,
      provider: checkout.provider,
      transactionId: checkout.intentId,
      status: outcome.status,
      cardBrand: outcome.card?.brand ?? null,
      cardLast4: outcome.card?.last4 ?? null,
    },
    lines,
  );
  if (payment.created) {
    const lowered = await takeStock(tx, stocked);
    // The rows are locked and were checked above; a shortfall here is a bug, and rolls everything back.
    if (lowered !== stocked.length) throw new Error(`stock changed under lock for checkout ${checkout.id}`);
    await removePaidUnits(tx, checkout.userId, stocked);
    for (const l of stocked) stockTouched.add(l.category);
  }
  await setCheckoutStatus(tx, checkout.id, 'paid', payment.id);
  return payment.id;
}

function recordedStatus(intent: ProviderIntent): PaymentStatus | null {
  if (intent.status === 'succeeded') return 'succeeded';
  if (intent.status === 'processing') return 'pending';
  return null;
}

/**
 * Records the payment of an intent once the provider says the money moved
 * (`POST /api/payments` and the provider's webhook both land here). Safe to call
 * any number of times, at the same moment too: the checkout row is locked and
 * the transaction id is unique, so there is exactly one payment per intent.
 * Money taken for goods the shop will not sell (a replaced checkout, a cart that
 * changed, stock that ran out) is refunded in full, once.
 * With `userId`, an intent of anyone else is "not found".
 */
export async function recordPaymentForIntent(
  ctx: PaymentsContext,
  intentId: string,
  options: { userId?: string } = {},
): Promise<Payment> {
  const checkout = await findCheckoutByIntent(ctx.db, ctx.provider.name, intentId);
  if (!checkout || (options.userId && checkout.userId !== options.userId)) throw paymentNotFound();
  if (checkout.status === 'paid' && checkout.paymentId) {
    const existing = await getPayment(ctx.db, checkout.paymentId);
    if (existing && existing.status !== 'pending') return existing;
  }
  if (checkout.status === 'refunded') throw paymentRefunded();

  const intent = await ctx.provider.retrieveIntent(intentId);
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
    const locked = await lockCheckoutByIntent(tx, ctx.provider.name, intentId);
    if (!locked) throw paymentNotFound();
    if (locked.status === 'paid' && locked.paymentId) {
      if (status === 'succeeded') await setPaymentStatus(tx, locked.paymentId, 'succeeded', intent.card);
      return { paymentId: locked.paymentId };
    }
    if (locked.status === 'refunded') throw paymentRefunded();
    if (locked.status !== 'open' && locked.status !== 'superseded') {
      throw conflict('This payment can no longer be recorded.', 'PAYMENT_CLOSED');
    }
    try {
      if (locked.status === 'superseded') throw new CheckoutSupersededError();
      if (locked.currency !== processorCurrency(ctx.currency)) throw new CurrencyChangedError();
      return { paymentId: await finalizeCheckout(tx, locked, { status, card: intent.card }, stockTouched) };
    } catch (err) {
      // Money still on its way cannot be refunded yet: its success is reported later, and refunded then.
      if (!(err instanceof UnsellableError) || status !== 'succeeded') throw err;
      // Marked under the lock, so no other call records this intent while the refund is made.
      await setCheckoutStatus(tx, locked.id, 'refunded');
      return { refund: err, was: locked.status };
    }
  });
  if (stockTouched.size) ctx.productPages.changed([...stockTouched]);
  if ('paymentId' in outcome) return (await getPayment(ctx.db, outcome.paymentId))!;

  // The money moved but the shop will not sell these goods: give it back.
  try {
    await ctx.provider.refund(intentId);
  } catch (err) {
    // Not refunded: the next report of this payment (a webhook retry) tries again.
    await unmarkRefunded(ctx.db, checkout.id, outcome.was);
    throw err;
  }
  ctx.log.warn({ intentId, checkoutId: checkout.id, reason: outcome.refund.code }, 'paid checkout refunded');
  throw outcome.refund.refunded();
}

/** A pending payment the provider finally declined: it fails and its units go back on the shelf. */
async function failPendingPayment(ctx: PaymentsContext, intentId: string): Promise<void> {
  const stockTouched = new Set<string>();
  await ctx.db.transaction(async (tx) => {
    const checkout = await lockCheckoutByIntent(tx, ctx.provider.name, intentId);
    if (!checkout || checkout.status !== 'paid' || !checkout.paymentId) return;
    const payment = await getPayment(tx, checkout.paymentId);
    if (payment?.status !== 'pending') return;
    const lines = await checkoutLines(tx, checkout.id);
    await setPaymentStatus(tx, checkout.paymentId, 'failed');
    await returnStock(
      tx,
      lines.flatMap((l) => (l.productId ? [{ productId: l.productId, quantity: l.quantity }] : [])),
    );
    await setCheckoutStatus(tx, checkout.id, 'failed');
    for (const l of lines) if (l.productId) stockTouched.add(l.category);
  });
  if (stockTouched.size) ctx.productPages.changed([...stockTouched]);
}

/** What a verified provider notification changes. Unknown intents are not ours: nothing to do. */
export async function handleProviderEvent(ctx: PaymentsContext, event: ProviderEvent): Promise<void> {
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

// ---------------------------------------------------------------------------
// The sandbox processor's confirmation: POST /api/sandbox/confirm
// ---------------------------------------------------------------------------

function toIntentJson(intent: ProviderIntent): PaymentIntent {
  return {
    id: intent.id,
    status: intent.status === 'succeeded' || intent.status === 'processing' ? intent.status : 'requires_payment_method',
    amount: centsToDollars(intent.amountCents),
    currency: intent.currency,
    card: intent.card,
  };
}

/**
 * Confirms a sandbox intent with a card. In one transaction it locks the intent
 * and its checkout, re-checks the cart and stock and records the payment: the
 * sandbox refuses to charge a replaced checkout, lines taken out of the cart or
 * goods that sold out since pricing, so nothing ever needs a refund.
 * Confirming an intent that already succeeded answers the same success again.
 * A declined card records nothing and leaves the cart as it was (402 with the reason).
 */
export async function confirmSandboxPayment(
  ctx: PaymentsContext & { sandbox: SandboxProvider },
  user: SessionUser,
  input: SandboxConfirmInput,
): Promise<PaymentIntent> {
  const decision = ctx.sandbox.decide(input.card);
  type Attempt = { intent: ProviderIntent } | { declined: Extract<SandboxDecision, { ok: false }>; intentId: string };
  const stockTouched = new Set<string>();
  const result = await ctx.db.transaction(async (tx): Promise<Attempt> => {
    const intent = await ctx.sandbox.lockIntent(tx, input.clientSecret);
    if (!intent) throw paymentNotFound();
    const checkout = await lockCheckoutByIntent(tx, 'sandbox', intent.id);
    if (!checkout || checkout.userId !== user.id) throw paymentNotFound();
    if (intent.status === 'succeeded') return { intent };
    if (checkout.status === 'superseded') throw new CheckoutSupersededError();
    if (intent.status !== 'requires_payment_method' || checkout.status !== 'open') {
      throw conflict('This payment can no longer be made. Open the payment page again.', 'PAYMENT_CLOSED');
    }
    if (checkout.expiresAt.getTime() < Date.now()) {
      throw conflict(
        'This payment page has expired. Open it again to pay for your cart as it is now.',
        'CHECKOUT_EXPIRED',
      );
    }
    if (checkout.currency !== processorCurrency(ctx.currency)) throw new CurrencyChangedError();
    if (!decision.ok) return { declined: decision, intentId: intent.id };
    await finalizeCheckout(tx, checkout, { status: 'succeeded', card: decision.card }, stockTouched);
    return { intent: await ctx.sandbox.markSucceeded(tx, intent.id, decision.card) };
  });
  if (stockTouched.size) ctx.productPages.changed([...stockTouched]);
  if ('declined' in result) {
    await ctx.sandbox.recordDecline(result.intentId, result.declined.code);
    throw new HttpError(402, result.declined.message, result.declined.code);
  }
  return toIntentJson(result.intent);
}
