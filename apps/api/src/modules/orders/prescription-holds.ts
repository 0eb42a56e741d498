import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { orderLines, orders } from './orders.schema.js';
import { recordAudit } from '../audit/index.js';
import { queueOrderReviewMail } from '../notifications/index.js';
import { returnStock } from '../catalog/index.js';
import { AWAITING, type OrdersContext } from './orders-context.js';
import { endReview } from './review-queue.js';
import { settleDecidedPayments, settleQuietly } from './authorization-settlement.js';

// ---------------------------------------------------------------------------
// Holds that run out
// ---------------------------------------------------------------------------

/** The recurring job's name: cancels orders no pharmacist reviewed in time, and retries captures. */
export const PRESCRIPTION_HOLD_JOB = 'prescription-order-holds';

/**
 * Cancels every order still waiting for a pharmacist after its hold ran out: its units go
 * back on the shelf, nothing of it is charged (its payment's authorization is captured
 * without it, or voided when nothing is left), with a timeline entry and an audit entry by
 * the shop and the buyer's mail. Safe on two servers at once: each order is locked and
 * checked again. Then tries again captures a provider failed. Answers the numbers cancelled.
 */
export async function expirePrescriptionHolds(ctx: OrdersContext): Promise<string[]> {
  const due = await ctx.db
    .select({ number: orders.number })
    .from(orders)
    .where(and(eq(orders.status, AWAITING), lte(orders.holdExpiresAt, sql`now()`)))
    .orderBy(asc(orders.holdExpiresAt))
    .limit(500);
  const cancelled: string[] = [];
  const touched = new Set<string>();
  const toSettle = new Set<string>();
  for (const { number } of due) {
    const row = await ctx.db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.number, number), eq(orders.status, AWAITING), lte(orders.holdExpiresAt, sql`now()`)))
        .for('update');
      if (!order) return null;
      const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
      if (order.stockTaken) {
        await returnStock(
          tx,
          lines.flatMap((l) => (l.productId ? [{ productId: l.productId, quantity: l.quantity }] : [])),
          { orderId: order.id, actorId: null, reason: 'prescription not reviewed in time' },
        );
        for (const l of lines) touched.add(l.category);
      }
      const note = 'The prescription was not reviewed in time.';
      const updated = await endReview(
        tx,
        order.id,
        {
          status: 'cancelled',
          stockTaken: false,
          paymentStatus: order.paymentStatus === 'refunded' ? order.paymentStatus : 'void',
        },
        { actorId: null, actorRole: 'system', actorName: null, note, reason: 'prescription_hold_expired' },
      );
      await recordAudit(tx, {
        action: 'order.hold_expired',
        objectType: 'order',
        objectId: order.number,
        before: { status: AWAITING, paymentStatus: order.paymentStatus, holdExpiresAt: order.holdExpiresAt },
        after: { status: 'cancelled', paymentStatus: updated.paymentStatus },
        actor: null,
      });
      if (ctx.mail) {
        await queueOrderReviewMail(tx, ctx.mail.notifications, ctx.mail.publicUrl, order, {
          kind: 'hold-expired',
          hours: ctx.prescriptionHoldHours,
        });
      }
      return updated;
    });
    if (!row) continue;
    cancelled.push(row.number);
    if (row.paymentId) toSettle.add(row.paymentId);
  }
  if (touched.size) ctx.productPages.changed([...touched]);
  for (const paymentId of toSettle) await settleQuietly(ctx, paymentId);
  await settleDecidedPayments(ctx);
  return cancelled;
}
