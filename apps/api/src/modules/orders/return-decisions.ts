import { centsToDollars, type OrderReturns, type ShopCurrency, taxCents } from '@medibazaar/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { SessionUser } from '../../core/session.js';
import { recordAudit } from '../audit/index.js';
import { queueReturnDecidedMail, type Messages } from '../notifications/index.js';
import { orderEvents, orderReturns, orders } from './orders.schema.js';
import { mailLinesOf, returnsJson, type ReturnToDecide } from './order-returns.js';
import { type RefundTodo, returnMoney } from './refunds.js';

// ---------------------------------------------------------------------------
// Accepting a buyer's return (decision 072): the orders module's part of the flow order-return,
// once the units are back in their lots (catalog).
// ---------------------------------------------------------------------------

/** The units each line of the request takes back to stock (a line whose product is gone takes none). */
export const unitsToShelve = (d: ReturnToDecide) =>
  d.lines.flatMap((l) => (l.line.productId ? [{ productId: l.line.productId, quantity: l.quantity }] : []));

/** The categories whose kept product pages the returned units change. */
export const categoriesOf = (d: ReturnToDecide) => [...new Set(d.lines.map((l) => l.line.category))];

/**
 * What the request gives back: its units' price with their tax; the request that returns the last
 * units gives back the rest of the order's total (the delivery fee, and any rounding), so an order
 * returned in parts gives back exactly what was paid.
 */
async function amountOf(tx: DbOrTx, d: ReturnToDecide, final: boolean): Promise<number> {
  if (final) {
    const [given] = await tx
      .select({ cents: sql<number>`coalesce(sum(${orderReturns.amountCents}), 0)::int` })
      .from(orderReturns)
      .where(and(eq(orderReturns.orderId, d.order.id), eq(orderReturns.status, 'accepted')));
    return Math.max(0, d.order.totalCents - Number(given?.cents ?? 0));
  }
  const items = d.lines.reduce((sum, l) => sum + l.quantity * l.line.unitPriceCents, 0);
  return items + taxCents(items, d.order.taxRateBasisPoints);
}

/**
 * Records an accepted return, in the flow's transaction under the order's lock: the money back
 * (`returnMoney`), the request closed with its amount, the order `returned` once every unit of it
 * is back (else it stays delivered), the timeline entry, the audit entries (`return.accepted`, the
 * refund's, the order's status) and the buyer's mail. Answers the refund to make after the commit.
 */
export async function recordReturnAccepted(
  tx: DbOrTx,
  messages: Messages | undefined,
  user: SessionUser,
  d: ReturnToDecide,
): Promise<{ refund: RefundTodo | null; returns: OrderReturns }> {
  const { order, request } = d;
  const asked = new Map(d.lines.map((l) => [l.line.id, l.quantity]));
  // Returnable: delivered less what accepted requests took back before this one.
  const { lines: all } = await returnsJson(tx, order);
  const final = all.every((l) => l.returnable - (asked.get(l.lineId) ?? 0) <= 0);
  const amountCents = await amountOf(tx, d, final);
  const money = await returnMoney(tx, order, request.id, amountCents);

  await tx
    .update(orderReturns)
    .set({ status: 'accepted', amountCents, decidedBy: user.id, decidedByName: user.name, decidedAt: sql`now()` })
    .where(eq(orderReturns.id, request.id));
  if (final) {
    await tx
      .update(orders)
      .set({
        status: 'returned',
        stockTaken: false,
        // Cash is given back now; a card refund says how it went once the provider answers.
        ...(money.cashBack ? { paymentStatus: 'refunded' } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(orders.id, order.id));
  }
  await tx.insert(orderEvents).values({
    orderId: order.id,
    fromStatus: order.status,
    toStatus: final ? 'returned' : order.status,
    actorId: user.id,
    actorRole: d.actor,
    actorName: user.name,
    note: null,
    reason: 'return_accepted',
  });
  await auditAccepted(tx, d, { amountCents, final, money });
  if (messages) {
    await queueReturnDecidedMail(
      tx,
      messages.notifications,
      messages.publicUrl,
      { id: request.id, order, lines: mailLinesOf(d) },
      {
        kind: 'accepted',
        amount: centsToDollars(amountCents),
        currency: order.currency as ShopCurrency,
        paymentMethod: order.paymentMethod === 'card' ? 'card' : 'cod',
      },
    );
  }
  const fresh = { ...order, status: final ? 'returned' : order.status };
  return { refund: money.refund, returns: await returnsJson(tx, fresh) };
}

async function auditAccepted(
  tx: DbOrTx,
  d: ReturnToDecide,
  a: { amountCents: number; final: boolean; money: Awaited<ReturnType<typeof returnMoney>> },
) {
  const { order, request } = d;
  await recordAudit(tx, {
    action: 'return.accepted',
    objectType: 'order_return',
    objectId: request.id,
    before: { status: 'requested' },
    after: {
      order: order.number,
      status: 'accepted',
      lines: d.lines.map((l) => ({ lineId: l.line.id, name: l.line.name, quantity: l.quantity })),
      amountCents: a.amountCents,
    },
  });
  if (a.final) {
    await recordAudit(tx, {
      action: 'order.status_changed',
      objectType: 'order',
      objectId: order.number,
      before: { status: order.status, paymentStatus: order.paymentStatus },
      after: { status: 'returned', returnId: request.id },
    });
  }
  if (a.money.cashBack) {
    await recordAudit(tx, {
      action: 'refund.succeeded',
      objectType: 'refund',
      objectId: a.money.cashBack,
      after: { status: 'succeeded', order: order.number, provider: 'cod', amountCents: a.amountCents },
    });
  }
  if (a.money.refund) {
    await recordAudit(tx, {
      action: 'refund.opened',
      objectType: 'refund',
      objectId: a.money.refund.refundId,
      after: { status: 'pending', order: order.number, amountCents: a.amountCents, returnId: request.id },
    });
  }
}
