import type { PaymentStatus } from '@medibazaar/contract';
import type { DbOrTx } from '../../db/client.js';
import { lockCartLines, removePaidUnits } from '../../modules/carts/index.js';
import { lockStock, takeStock, usableUntil } from '../../modules/catalog/index.js';
import { queueLowStockMails, queueNewOrderMail, type Messages } from '../../modules/notifications/index.js';
import {
  awaitsReview,
  isAwaitingCardPayment,
  linesOfOrders,
  lockOrdersOfCheckout,
  markOrdersPaid,
  type PayableLine,
  type PayableOrder,
} from '../../modules/orders/index.js';
import { type CheckoutRow, insertPayment, setCheckoutStatus } from '../../modules/payments/index.js';
import type { CheckoutContext } from './card-payment-context.js';
import { OrdersChangedError, OutOfStockError, ReviewPendingError } from './refusals.js';
import { shortfall, unitsByProduct } from './shelf.js';

// ---------------------------------------------------------------------------
// Step 3: recording, one transaction for payment, orders, stock and cart
// ---------------------------------------------------------------------------

/**
 * Turns a paid checkout into a payment of its orders, inside the caller's transaction
 * (which holds the checkout's lock): locks the orders and checks each still waits for
 * this payment, locks their products and checks the units are there, then writes the
 * payment with the orders' lines, lowers stock, takes the ordered units out of the
 * buyer's cart and marks the orders paid. Throws an UnsellableError before writing
 * anything. An order is paid once: the second report of a payment finds it paid.
 */
export async function finalizeCheckout(
  tx: DbOrTx,
  checkout: CheckoutRow,
  outcome: { status: PaymentStatus; card: { brand: string; last4: string } | null; reference?: string | null },
  stockTouched: Set<string>,
  { mail, expiryMarginDays }: Pick<CheckoutContext, 'mail' | 'expiryMarginDays'>,
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
  // First expiring, first out, among the lots that keep long enough after the latest delivery day
  // (decision 059); all or nothing, so a refusal here has written nothing.
  const maxDays = Math.max(...held.map((o) => o.maxDays));
  const lots = await takeStock(
    tx,
    toTake.flatMap((l) => (l.productId ? [{ orderId: l.orderId, productId: l.productId, quantity: l.quantity }] : [])),
    checkout.userId,
    usableUntil(new Date(), maxDays, expiryMarginDays),
  );
  if (lots.short.length) {
    const expiring = toTake.filter((l) => l.productId && lots.short.includes(l.productId));
    throw new OutOfStockError(
      [...new Set(expiring.map((l) => `${l.name}: not enough units keep long enough after delivery to be used.`))],
      [...new Set(expiring.map((l) => l.orderId))],
    );
  }
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
      providerReference: outcome.reference ?? null,
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
export async function tellSellers(
  tx: DbOrTx,
  mail: Messages,
  paid: readonly PayableOrder[],
  lines: readonly PayableLine[],
) {
  for (const order of paid) {
    await queueNewOrderMail(
      tx,
      mail,
      { ...order, paymentMethod: 'card' },
      lines.filter((l) => l.orderId === order.id),
    );
  }
}
