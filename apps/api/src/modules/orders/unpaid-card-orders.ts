import { OPEN_ORDER_LIMITS } from '@medibazaar/contract';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { orderEvents, orderLines, orders } from './orders.schema.js';
import { recordAudit } from '../audit/index.js';
import { returnStock } from '../catalog/index.js';
import { queueOrderReviewMail } from '../notifications/index.js';
import type { OrdersContext } from './orders-context.js';

/** The recurring job's name: cancels card orders not paid in time. */
export const UNPAID_CARD_ORDERS_JOB = 'unpaid-card-orders';

/**
 * A card order placed more than `OPEN_ORDER_LIMITS.unpaidCardMinutes` ago whose payment never
 * arrived: no payment recorded, none on its way (a payment still processing keeps its order).
 */
const unpaidTooLong = and(
  inArray(orders.status, ['placed', 'awaiting_prescription']),
  eq(orders.paymentMethod, 'card'),
  eq(orders.paymentStatus, 'awaiting'),
  isNull(orders.paymentId),
  lte(orders.createdAt, sql`now() - make_interval(mins => ${OPEN_ORDER_LIMITS.unpaidCardMinutes})`),
);

/**
 * Cancels every card order left unpaid too long (decision 050): it no longer counts against its
 * buyer's open orders, anything it still holds goes back on the shelf (orders placed before card
 * orders stopped taking stock at placing held their units), and the buyer is told by mail in their
 * language. Safe on two servers at once: each order is locked and checked again. A payment that
 * still arrives for it is refused, or refunded, as for any cancelled order. Answers the numbers
 * cancelled.
 */
export async function cancelUnpaidCardOrders(ctx: OrdersContext): Promise<string[]> {
  const due = await ctx.db
    .select({ number: orders.number })
    .from(orders)
    .where(unpaidTooLong)
    .orderBy(asc(orders.createdAt))
    .limit(500);
  const cancelled: string[] = [];
  const touched = new Set<string>();
  for (const { number } of due) {
    const done = await ctx.db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.number, number), unpaidTooLong))
        .for('update');
      if (!order) return false;
      if (order.stockTaken) {
        const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
        await returnStock(
          tx,
          lines.flatMap((l) => (l.productId ? [{ productId: l.productId, quantity: l.quantity }] : [])),
          { orderId: order.id, actorId: null, reason: 'not paid in time' },
        );
        for (const l of lines) touched.add(l.category);
      }
      await tx
        .update(orders)
        .set({
          status: 'cancelled',
          paymentStatus: 'void',
          stockTaken: false,
          claimedBy: null,
          claimExpiresAt: null,
          updatedAt: sql`now()`,
        })
        .where(eq(orders.id, order.id));
      const note = `Not paid within ${OPEN_ORDER_LIMITS.unpaidCardMinutes} minutes of placing.`;
      await tx.insert(orderEvents).values({
        orderId: order.id,
        fromStatus: order.status,
        toStatus: 'cancelled',
        actorId: null,
        actorRole: 'system',
        actorName: null,
        note,
        reason: 'card_payment_not_made',
      });
      await recordAudit(tx, {
        action: 'order.status_changed',
        objectType: 'order',
        objectId: order.number,
        before: { status: order.status, paymentStatus: order.paymentStatus, stockTaken: order.stockTaken },
        after: { status: 'cancelled', paymentStatus: 'void', reason: 'card_payment_not_made', note },
        actor: null,
      });
      if (ctx.mail) {
        await queueOrderReviewMail(tx, ctx.mail.notifications, ctx.mail.publicUrl, order, {
          kind: 'payment-expired',
          minutes: OPEN_ORDER_LIMITS.unpaidCardMinutes,
        });
      }
      return true;
    });
    if (done) cancelled.push(number);
  }
  if (touched.size) ctx.productPages.changed([...touched]);
  return cancelled;
}
