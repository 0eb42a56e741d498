import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { products } from '../catalog/index.js';
import { orderEvents, orderLines, orders, refunds } from './orders.schema.js';
import { conflict, notFound } from '../../core/http-errors.js';
import { recordAudit } from '../audit/index.js';
import { WHOLE_ORDER_REFUND } from './orders-context.js';

/**
 * Card orders and their payment: what the checkout flow reads and writes of an
 * order while it opens a card payment for it, records it, or refunds it. Every
 * write here runs inside the checkout flow's transaction, which holds the
 * checkout's row; the orders' own rows are locked here (orders before products
 * before cart lines, the order every writer takes them in).
 */

/** A card order as the payment step needs it. */
export interface PayableOrder {
  id: string;
  number: string;
  buyerId: string | null;
  sellerId: string | null;
  sellerName: string | null;
  status: string;
  paymentMethod: string;
  paymentStatus: string;
  paymentId: string | null;
  checkoutId: string | null;
  itemsCents: number;
  deliveryFeeCents: number;
  totalCents: number;
  currency: string;
  /**
   * Its units are off the shelf already: only an order placed before card orders stopped taking
   * stock at placing (decision 050), which keeps what it holds.
   */
  stockTaken: boolean;
  /** The latest delivery day, in days after placing: lots must keep past it (decision 059). */
  maxDays: number;
}

/** A line of such an order: what paying it takes off the shelf and out of the cart. */
export interface PayableLine {
  orderId: string;
  productId: string | null;
  sellerId: string | null;
  name: string;
  category: string;
  quantity: number;
  unitPriceCents: number;
}

const orderColumns = {
  id: orders.id,
  maxDays: orders.maxDays,
  number: orders.number,
  buyerId: orders.buyerId,
  sellerId: orders.sellerId,
  sellerName: orders.sellerName,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  paymentId: orders.paymentId,
  checkoutId: orders.checkoutId,
  itemsCents: orders.itemsCents,
  deliveryFeeCents: orders.deliveryFeeCents,
  totalCents: orders.totalCents,
  currency: orders.currency,
  stockTaken: orders.stockTaken,
};

/** The states an order may be paid by card in: placed, or waiting for a pharmacist (then only authorized). */
const PAYABLE_STATUSES = ['placed', 'awaiting_prescription'];

/**
 * Placed (or waiting for a pharmacist), by card, not paid, and no payment on its way: the only
 * orders a card payment may pay.
 */
export const isAwaitingCardPayment = (o: PayableOrder) =>
  PAYABLE_STATUSES.includes(o.status) &&
  o.paymentMethod === 'card' &&
  o.paymentStatus === 'awaiting' &&
  o.paymentId === null;

/** An order a pharmacist has not reviewed yet: its card may be authorized, never charged. */
export const awaitsReview = (o: Pick<PayableOrder, 'status'>) => o.status === 'awaiting_prescription';

/**
 * The orders a buyer pays by card now: the numbers asked for (each theirs and still
 * waiting for a card payment), or, when none are named, every order of their newest
 * placement that still waits for one. Answered in number order.
 */
export async function findOrdersToPay(
  db: DbOrTx,
  buyerId: string,
  numbers: readonly string[] | undefined,
): Promise<PayableOrder[]> {
  if (numbers?.length) {
    const wanted = [...new Set(numbers)];
    const rows = await db
      .select(orderColumns)
      .from(orders)
      .where(and(eq(orders.buyerId, buyerId), inArray(orders.number, wanted)))
      .orderBy(asc(orders.number));
    const missing = wanted.filter((n) => !rows.some((r) => r.number === n));
    if (missing.length) throw notFound(`Order ${missing.join(', ')} was not found.`, 'ORDER_NOT_FOUND');
    const closed = rows.filter((r) => !isAwaitingCardPayment(r));
    if (closed.length) {
      throw conflict(
        `Order ${closed.map((r) => r.number).join(', ')} is not waiting for a card payment: ` +
          'it was paid or cancelled, or it is paid in cash on delivery.',
        'ORDER_NOT_AWAITING_PAYMENT',
      );
    }
    return rows;
  }
  const awaiting = and(
    eq(orders.buyerId, buyerId),
    inArray(orders.status, PAYABLE_STATUSES),
    eq(orders.paymentMethod, 'card'),
    eq(orders.paymentStatus, 'awaiting'),
    isNull(orders.paymentId),
  );
  const newest = db
    .select({ placementId: orders.placementId })
    .from(orders)
    .where(awaiting)
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .limit(1);
  const rows = await db
    .select(orderColumns)
    .from(orders)
    .where(and(awaiting, eq(orders.placementId, sql`(${newest})`)))
    .orderBy(asc(orders.number));
  if (!rows.length) {
    throw conflict(
      'No card order of yours is waiting for payment. Place your order at checkout first.',
      'NO_ORDER_TO_PAY',
    );
  }
  return rows;
}

/** What a payment reads of an order line. */
const PAYABLE_LINE = {
  orderId: orderLines.orderId,
  productId: orderLines.productId,
  sellerId: orderLines.sellerId,
  name: orderLines.name,
  category: orderLines.category,
  quantity: orderLines.quantity,
  unitPriceCents: orderLines.unitPriceCents,
};

/**
 * The orders' lines with their products' stock now (null: the product is no longer
 * sold), nothing locked: a first look before a payment is opened.
 */
export async function linesWithStock(
  db: DbOrTx,
  orderIds: readonly string[],
): Promise<(PayableLine & { stock: number | null })[]> {
  if (!orderIds.length) return [];
  return db
    .select({ ...PAYABLE_LINE, stock: products.stock })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.productId))
    .where(inArray(orderLines.orderId, [...orderIds]))
    .orderBy(asc(orderLines.name), asc(orderLines.id));
}

export async function linesOfOrders(db: DbOrTx, orderIds: readonly string[]): Promise<PayableLine[]> {
  if (!orderIds.length) return [];
  return db
    .select(PAYABLE_LINE)
    .from(orderLines)
    .where(inArray(orderLines.orderId, [...orderIds]))
    .orderBy(asc(orderLines.name), asc(orderLines.id));
}

/** The rows, locked until the transaction ends, in id order (no deadlock between two payments). */
async function lockOrders(tx: DbOrTx, where: SQL): Promise<PayableOrder[]> {
  return tx.select(orderColumns).from(orders).where(where).orderBy(asc(orders.id)).for('update');
}

/**
 * Points the orders at the checkout just opened for them, once more checking under
 * their locks that each still waits for a card payment (a cancel or another payment
 * may have come in since they were read). Nothing has been charged yet.
 */
export async function attachCheckout(tx: DbOrTx, orderIds: readonly string[], checkoutId: string): Promise<void> {
  const held = await lockOrders(tx, inArray(orders.id, [...orderIds]));
  const closed = held.filter((o) => !isAwaitingCardPayment(o));
  if (closed.length || held.length !== orderIds.length) {
    throw conflict(
      `Order ${closed.map((o) => o.number).join(', ') || 'of this payment'} was paid or cancelled meanwhile. ` +
        'Open the payment page again.',
      'ORDERS_CHANGED',
    );
  }
  await tx
    .update(orders)
    .set({ checkoutId, updatedAt: sql`now()` })
    .where(inArray(orders.id, [...orderIds]));
}

/** The orders a checkout was opened for, locked: paying them is one at a time per order. */
/** Where an order goes and whom to call (its address as placed), for a payment page that asks. */
export async function deliveryContactOf(db: DbOrTx, orderId: string) {
  const [row] = await db.select({ address: orders.address }).from(orders).where(eq(orders.id, orderId));
  return row?.address ?? null;
}

/** The numbers of the orders a checkout pays, oldest first (where its provider sends the buyer back to). */
export async function orderNumbersOfCheckout(db: DbOrTx, checkoutId: string): Promise<string[]> {
  const rows = await db
    .select({ number: orders.number })
    .from(orders)
    .where(eq(orders.checkoutId, checkoutId))
    .orderBy(orders.number);
  return rows.map((r) => r.number);
}

export function lockOrdersOfCheckout(tx: DbOrTx, checkoutId: string): Promise<PayableOrder[]> {
  return lockOrders(tx, eq(orders.checkoutId, checkoutId));
}

/**
 * Records the card payment on its orders: the units are off the shelf now, and the
 * orders are `paid`, `authorized` (the card is held, charged after a pharmacist's review),
 * or `awaiting` still, with the payment set, while the processor is still processing it.
 */
export async function markOrdersPaid(
  tx: DbOrTx,
  orderIds: readonly string[],
  paymentId: string,
  paymentStatus: 'paid' | 'authorized' | 'awaiting',
): Promise<void> {
  if (!orderIds.length) return;
  await tx
    .update(orders)
    .set({ paymentId, paymentStatus, stockTaken: true, updatedAt: sql`now()` })
    .where(inArray(orders.id, [...orderIds]));
}

/** A payment that was still processing has gone through: its orders are paid, once. Returns those just paid. */
export async function settleOrdersOfPayment(tx: DbOrTx, paymentId: string): Promise<PayableOrder[]> {
  return tx
    .update(orders)
    .set({ paymentStatus: 'paid', updatedAt: sql`now()` })
    .where(and(eq(orders.paymentId, paymentId), eq(orders.paymentStatus, 'awaiting')))
    .returning(orderColumns);
}

/**
 * A payment that was still processing has failed: its orders wait for a payment again,
 * with their units back on the shelf (the caller returns them). Returns the orders changed.
 */
export async function unpayOrdersOfPayment(tx: DbOrTx, paymentId: string): Promise<string[]> {
  const unpaid = and(eq(orders.paymentId, paymentId), eq(orders.paymentStatus, 'awaiting'));
  // Every card order took its units with the payment (decision 050): they all go back.
  const rows = await tx
    .update(orders)
    .set({ paymentId: null, stockTaken: false, updatedAt: sql`now()` })
    .where(and(unpaid, eq(orders.stockTaken, true)))
    .returning({ id: orders.id });
  return rows.map((r) => r.id);
}

/**
 * Cancels card orders the shop can no longer fill before they were paid (their units
 * sold out meanwhile), with a timeline entry by the shop saying why. `refunded`: the
 * processor had taken the money and gave it back, recorded as the order's refund;
 * otherwise nothing was charged and nothing is owed. Orders paid or cancelled
 * meanwhile are left as they are. Returns the numbers cancelled.
 */
export async function cancelUnpaidOrders(
  tx: DbOrTx,
  orderIds: readonly string[],
  note: string,
  refunded: { provider: string } | null,
): Promise<string[]> {
  if (!orderIds.length) return [];
  const held = await lockOrders(tx, inArray(orders.id, [...orderIds]));
  const cancelled: string[] = [];
  for (const order of held) {
    if (!isAwaitingCardPayment(order)) continue;
    // An order awaiting a pharmacist takes its units only when paid (decision 050), so it can sell out too.
    await tx
      .update(orders)
      .set({
        status: 'cancelled',
        paymentStatus: refunded ? 'refunded' : 'void',
        claimedBy: null,
        claimExpiresAt: null,
        updatedAt: sql`now()`,
      })
      .where(eq(orders.id, order.id));
    await tx.insert(orderEvents).values({
      orderId: order.id,
      fromStatus: order.status,
      toStatus: 'cancelled',
      actorId: null,
      actorRole: 'system',
      actorName: null,
      note: note.slice(0, 500),
    });
    // The shop's own decision, whoever's request it was made in.
    await recordAudit(tx, {
      action: 'order.status_changed',
      objectType: 'order',
      objectId: order.number,
      before: { status: order.status, paymentStatus: 'awaiting' },
      after: { status: 'cancelled', paymentStatus: refunded ? 'refunded' : 'void', note: note.slice(0, 500) },
      actor: null,
    });
    if (refunded) {
      const [refund] = await tx
        .insert(refunds)
        .values({
          orderId: order.id,
          paymentId: null,
          amountCents: order.totalCents,
          provider: refunded.provider,
          status: 'succeeded',
          attempts: 1,
        })
        .onConflictDoNothing(WHOLE_ORDER_REFUND)
        .returning({ id: refunds.id });
      if (refund) {
        await recordAudit(tx, {
          action: 'refund.succeeded',
          objectType: 'refund',
          objectId: refund.id,
          after: { status: 'succeeded', orderId: order.id, amountCents: order.totalCents },
          actor: null,
        });
      }
    }
    cancelled.push(order.number);
  }
  return cancelled;
}
