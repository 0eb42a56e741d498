/* eslint-disable max-lines -- the card payment flow, read top to bottom; it moves to flows/ split by step next */
import { randomUUID } from 'node:crypto';
import {
  centsToDollars,
  CHECKOUT_MAX_CENTS,
  CHECKOUT_TTL_MINUTES,
  type CheckoutSession,
  type CheckoutSessionRequest,
  formatAmount,
  type Payment,
  type PaymentIntent,
  type PaymentStatus,
  type SandboxConfirmInput,
  processorCurrency,
  type ShopCurrency,
} from '@medibazaar/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx, ProductsWatcher } from '../../db/client.js';
import { conflict, HttpError, notFound } from '../../core/http-errors.js';
import type { SessionUser } from '../../core/session.js';
import type {
  PaymentProvider,
  ProviderEvent,
  ProviderIntent,
  SandboxDecision,
  SandboxProvider,
} from '../payments/index.js';
import { lockCart, lockCartLines, removePaidUnits } from '../carts/index.js';
import { queueLowStockMails, queueNewOrderMail, type Messages } from '../notifications/index.js';
import {
  attachCheckout,
  awaitsReview,
  cancelUnpaidOrders,
  findOrdersToPay,
  isAwaitingCardPayment,
  linesOfOrders,
  linesWithStock,
  lockOrdersOfCheckout,
  markOrdersPaid,
  type PayableLine,
  type PayableOrder,
  settleOrdersOfPayment,
  unpayOrdersOfPayment,
} from '../orders/index.js';
import { lockStock, returnStock, takeStock } from '../catalog/index.js';
import { getPayment, insertPayment, setPaymentStatus } from '../payments/index.js';
import {
  type CheckoutRow,
  findCheckoutByIntent,
  insertCheckout,
  lockCheckoutByIntent,
  setCheckoutStatus,
  supersedeOpenCheckouts,
  unmarkRefunded,
} from './checkout.repository.js';

export interface CheckoutContext {
  db: Db;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  /** Told, once stock has changed and committed, which categories' product lists show it. */
  productPages: ProductsWatcher;
  /** The shop's currency (SHOP_CURRENCY): every checkout and payment is in it. */
  currency: ShopCurrency;
  /**
   * The messages a payment causes (each seller's new order to fulfil, products falling below
   * their low-stock threshold), queued in the payment's transaction; none in tests that leave it out.
   */
  mail?: Messages;
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

/**
 * Products of the orders have fewer units left than were ordered. `orderIds`: the
 * orders that cannot be filled, which the shop cancels.
 */
class OutOfStockError extends UnsellableError {
  constructor(
    readonly problems: string[],
    readonly orderIds: string[],
  ) {
    super(`Sold out before you paid: ${problems.join(' ')}`, 'OUT_OF_STOCK');
  }
  refunded() {
    return conflict(`${this.message} Your payment has been refunded in full.`, 'OUT_OF_STOCK_REFUNDED');
  }
}

/** An order of the checkout was cancelled (or paid otherwise) after the payment page opened. */
class OrdersChangedError extends UnsellableError {
  constructor(numbers: string[]) {
    super(
      `${numbers.length ? `Order ${numbers.join(', ')}` : 'An order of this payment'} was paid or cancelled after ` +
        'this payment page was opened. Open the payment page again.',
      'ORDERS_CHANGED',
    );
  }
  refunded() {
    return conflict(
      this.message.replace(
        'after this payment page was opened. Open the payment page again.',
        'while you were paying, so your payment has been refunded in full.',
      ),
      'ORDERS_CHANGED_REFUNDED',
    );
  }
}

/** A newer checkout of the same orders replaced this one: paying both would pay them twice. */
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
 * Money charged (not only authorized) for orders a pharmacist has not approved yet: a
 * prescription medicine is never charged before its review. Given back in full.
 */
class ReviewPendingError extends UnsellableError {
  constructor(numbers: string[]) {
    super(
      `Order ${numbers.join(', ')} waits for a pharmacist: it can be authorized on a card, not charged, until it is approved.`,
      'ORDER_AWAITING_REVIEW',
    );
  }
  refunded() {
    return conflict(`${this.message} Your payment has been refunded in full.`, 'PAYMENT_REFUNDED');
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
// Stock: what paying the orders takes off the shelf
// ---------------------------------------------------------------------------

/** The units the orders take of each product (a product is in one order of a placement, but orders of two may be paid together). */
function unitsByProduct(lines: readonly PayableLine[]) {
  const byProduct = new Map<string, { productId: string; quantity: number; name: string; category: string }>();
  for (const l of lines) {
    if (!l.productId) continue;
    const seen = byProduct.get(l.productId);
    if (seen) seen.quantity += l.quantity;
    else
      byProduct.set(l.productId, { productId: l.productId, quantity: l.quantity, name: l.name, category: l.category });
  }
  return [...byProduct.values()];
}

/**
 * What the shelf cannot give of the orders' lines: a product removed from the shop, or
 * fewer units than ordered. Null when everything is there.
 */
function shortfall(
  lines: readonly PayableLine[],
  shelf: Map<string, { stock: number }>,
): { problems: string[]; orderIds: string[] } | null {
  const problems: string[] = [];
  const orderIds = new Set<string>();
  for (const l of lines) {
    if (!l.productId || !shelf.has(l.productId)) {
      problems.push(`${l.name} is no longer sold.`);
      orderIds.add(l.orderId);
    }
  }
  for (const want of unitsByProduct(lines)) {
    const stock = shelf.get(want.productId)?.stock;
    if (stock === undefined || stock >= want.quantity) continue;
    problems.push(`${want.name}: ${unitsLeft(stock)} of the ${want.quantity} you ordered.`);
    for (const l of lines) if (l.productId === want.productId) orderIds.add(l.orderId);
  }
  return problems.length ? { problems, orderIds: [...orderIds] } : null;
}

const soldOutNote = (problems: string[]) => `Sold out before it was paid: ${problems.join(' ')}`;

/**
 * Cancels the orders the shop can no longer fill (nothing was charged, or `refunded`
 * gave it back) and says so after the refusal's own message.
 */
async function cancelSoldOut(
  ctx: CheckoutContext,
  err: OutOfStockError,
  refunded: { provider: string } | null,
): Promise<string> {
  const cancelled = await ctx.db.transaction((tx) =>
    cancelUnpaidOrders(tx, err.orderIds, soldOutNote(err.problems), refunded),
  );
  if (!cancelled.length) return '';
  const which = cancelled.length === 1 ? `Order ${cancelled[0]} was` : `Orders ${cancelled.join(', ')} were`;
  return refunded ? ` ${which} cancelled.` : ` ${which} cancelled; nothing was charged.`;
}

// ---------------------------------------------------------------------------
// Opening the card payment of orders: POST /api/create-checkout-session
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
  if (amountCents < ctx.provider.minimumCents) {
    throw conflict(
      `One payment must be at least ${formatAmount(centsToDollars(ctx.provider.minimumCents), ctx.currency)}. Cancel this order and add to your cart, then order again.`,
      'AMOUNT_TOO_SMALL',
    );
  }

  const checkoutId = randomUUID();
  const numbers = toPay.map((o) => o.number);
  const intent = await ctx.provider.createIntent({
    amountCents,
    currency,
    metadata: { checkoutId, userId: user.id, orders: numbers.join(',').slice(0, 500) },
    idempotencyKey: `checkout-${checkoutId}`,
    receiptEmail: user.email,
    // An order awaiting a pharmacist is only authorized now, and charged (what is approved) after the review.
    captureMethod: toPay.some(awaitsReview) ? 'manual' : 'automatic',
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
        provider: ctx.provider.name,
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
    await cancelIntents(ctx, [{ provider: ctx.provider.name, intentId: intent.id }]);
    throw err;
  }
  await cancelIntents(ctx, replaced);
  return {
    clientSecret: intent.clientSecret,
    amount: centsToDollars(amountCents),
    currency,
    provider: ctx.provider.name,
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

/**
 * Asks the provider to refuse payment of intents the shop closed. Nothing depends on
 * it: a payment that still arrives for one is refunded when it is reported.
 */
async function cancelIntents(ctx: CheckoutContext, intents: readonly { provider: string; intentId: string }[]) {
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
// Recording: one transaction for payment, orders, stock and cart
// ---------------------------------------------------------------------------

/**
 * Turns a paid checkout into a payment of its orders, inside the caller's transaction
 * (which holds the checkout's lock): locks the orders and checks each still waits for
 * this payment, locks their products and checks the units are there, then writes the
 * payment with the orders' lines, lowers stock, takes the ordered units out of the
 * buyer's cart and marks the orders paid. Throws an UnsellableError before writing
 * anything. An order is paid once: the second report of a payment finds it paid.
 */
async function finalizeCheckout(
  tx: DbOrTx,
  checkout: CheckoutRow,
  outcome: { status: PaymentStatus; card: { brand: string; last4: string } | null },
  stockTouched: Set<string>,
  mail: Messages | undefined,
): Promise<string> {
  const held: PayableOrder[] = await lockOrdersOfCheckout(tx, checkout.id);
  const changed = held.filter((o) => !isAwaitingCardPayment(o) || o.currency !== checkout.currency);
  const total = held.reduce((sum, o) => sum + o.totalCents, 0);
  if (!held.length || changed.length || total !== checkout.amountCents) {
    throw new OrdersChangedError(changed.map((o) => o.number));
  }
  const unreviewed = held.filter(awaitsReview);
  if (unreviewed.length && outcome.status !== 'authorized') {
    throw new ReviewPendingError(unreviewed.map((o) => o.number));
  }
  const lines = await linesOfOrders(
    tx,
    held.map((o) => o.id),
  );
  // What this payment takes off the shelf: every line, but those of an order that already holds its units.
  const toTake = lines.filter((l) => !held.some((o) => o.id === l.orderId && o.stockTaken));
  const units = unitsByProduct(toTake);
  // Orders, then products, then cart lines: the order every writer of them takes them in.
  const shelf = await lockStock(
    tx,
    units.map((u) => u.productId),
  );
  const short = shortfall(toTake, shelf);
  if (short) throw new OutOfStockError(short.problems, short.orderIds);
  // The cart lines the orders came from, if the buyer still has them (the payment's `cardId` list).
  const inCart = await lockCartLines(
    tx,
    checkout.userId,
    units.map((u) => u.productId),
  );

  const payment = await insertPayment(
    tx,
    {
      userId: checkout.userId,
      email: checkout.email,
      amountCents: checkout.amountCents,
      authorizedCents: outcome.status === 'authorized' ? checkout.amountCents : null,
      currency: checkout.currency,
      provider: checkout.provider,
      transactionId: checkout.intentId,
      status: outcome.status,
      cardBrand: outcome.card?.brand ?? null,
      cardLast4: outcome.card?.last4 ?? null,
    },
    lines.map((l) => ({
      cartItemId: (l.productId && inCart.get(l.productId)?.id) || null,
      productId: l.productId,
      sellerId: l.sellerId,
      productName: l.name,
      category: l.category,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
    })),
  );
  if (payment.created) {
    const lowered = await takeStock(tx, units);
    // The rows are locked and were checked above; a shortfall here is a bug, and rolls everything back.
    if (lowered !== units.length) throw new Error(`stock changed under lock for checkout ${checkout.id}`);
    await removePaidUnits(tx, checkout.userId, units);
    await markOrdersPaid(
      tx,
      held.map((o) => o.id),
      payment.id,
      outcome.status === 'succeeded' ? 'paid' : outcome.status === 'authorized' ? 'authorized' : 'awaiting',
    );
    for (const u of units) stockTouched.add(u.category);
    if (mail) {
      await queueLowStockMails(tx, mail, units, `payment:${payment.id}`);
      // Orders a pharmacist still checks reach their seller once approved.
      const toFulfil = held.filter((o) => !awaitsReview(o));
      if (outcome.status !== 'pending') await tellSellers(tx, mail, toFulfil, lines);
    }
  }
  await setCheckoutStatus(tx, checkout.id, 'paid', payment.id);
  return payment.id;
}

/** Each paid order is one to fulfil now: its seller hears of it (once per order, whatever reports the payment). */
async function tellSellers(tx: DbOrTx, mail: Messages, paid: readonly PayableOrder[], lines: readonly PayableLine[]) {
  for (const order of paid) {
    await queueNewOrderMail(
      tx,
      mail,
      { ...order, paymentMethod: 'card' },
      lines.filter((l) => l.orderId === order.id),
    );
  }
}

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
 * With `userId`, an intent of anyone else is "not found".
 */
export async function recordPaymentForIntent(
  ctx: CheckoutContext,
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
      if (status === 'succeeded' && (await getPayment(tx, locked.paymentId))?.status === 'pending') {
        await setPaymentStatus(tx, locked.paymentId, 'succeeded', intent.card);
        const settled = await settleOrdersOfPayment(tx, locked.paymentId);
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
        paymentId: await finalizeCheckout(tx, locked, { status, card: intent.card }, stockTouched, ctx.mail),
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
    if (status === 'authorized') await ctx.provider.voidAuthorization(intentId);
    else await ctx.provider.refund(intentId, { idempotencyKey: `refund-${intentId}` });
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
    const units = unitsByProduct(await linesOfOrders(tx, unpaid));
    await setPaymentStatus(tx, checkout.paymentId, 'failed');
    await returnStock(tx, units);
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

// ---------------------------------------------------------------------------
// The sandbox processor's confirmation: POST /api/sandbox/confirm
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
        ctx.mail,
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
