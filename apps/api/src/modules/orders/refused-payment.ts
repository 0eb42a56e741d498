import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { SessionUser } from '../../core/session.js';
import { recordAudit } from '../audit/index.js';
import { returnStock } from '../catalog/index.js';
import { type Messages, queueOrderReviewMail } from '../notifications/index.js';
import { orderEvents, orderLines, orders } from './orders.schema.js';
import { openCardRefund, type RefundTodo } from './refunds.js';

/**
 * The numbers of the orders each payment pays, oldest number first (the admin's list of
 * payments waiting for a decision names them).
 */
export async function orderNumbersOfPayments(db: DbOrTx, paymentIds: readonly string[]) {
  const byPayment = new Map<string, string[]>();
  if (!paymentIds.length) return byPayment;
  const rows = await db
    .select({ paymentId: orders.paymentId, number: orders.number })
    .from(orders)
    .where(inArray(orders.paymentId, [...paymentIds]))
    .orderBy(asc(orders.number));
  for (const r of rows) byPayment.set(r.paymentId!, [...(byPayment.get(r.paymentId!) ?? []), r.number]);
  return byPayment;
}

interface RefusedPaymentOrders {
  /** The numbers of the orders cancelled. */
  numbers: string[];
  /** Each cancelled order's refund, to make with the provider once the transaction commits. */
  refunds: { orderId: string; todo: RefundTodo }[];
  /** The categories whose products got units back (their kept product pages are stale). */
  categories: string[];
}

/**
 * An admin did not accept a payment the provider took but found risky: every order it was
 * waiting for is cancelled, its units go back into the lots they came from, its share of the
 * money is opened as a refund, the buyer is told by mail and the move is on its timeline and
 * in the audit trail. Inside the caller's transaction, which holds the payment's lock; the
 * orders are locked here (orders before products, as every writer takes them).
 */
export async function cancelOrdersOfRefusedPayment(
  tx: DbOrTx,
  mail: Messages | undefined,
  paymentId: string,
  admin: SessionUser,
): Promise<RefusedPaymentOrders> {
  const held = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.paymentId, paymentId), eq(orders.paymentStatus, 'awaiting')))
    .orderBy(asc(orders.id))
    .for('update');
  const result: RefusedPaymentOrders = { numbers: [], refunds: [], categories: [] };
  for (const order of held) {
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    if (order.stockTaken) {
      await returnStock(
        tx,
        lines.flatMap((l) => (l.productId ? [{ productId: l.productId, quantity: l.quantity }] : [])),
        { orderId: order.id, actorId: admin.id, reason: 'payment refused' },
      );
      result.categories.push(...lines.map((l) => l.category));
    }
    await tx
      .update(orders)
      .set({ status: 'cancelled', stockTaken: false, claimedBy: null, claimExpiresAt: null, updatedAt: sql`now()` })
      .where(eq(orders.id, order.id));
    await tx.insert(orderEvents).values({
      orderId: order.id,
      fromStatus: order.status,
      toStatus: 'cancelled',
      actorId: admin.id,
      actorRole: 'admin',
      actorName: admin.name,
      note: null,
      reason: 'payment_refused',
    });
    const todo = await openCardRefund(tx, { ...order, paymentId });
    await recordAudit(tx, {
      action: 'order.status_changed',
      objectType: 'order',
      objectId: order.number,
      before: { status: order.status, paymentStatus: order.paymentStatus },
      after: { status: 'cancelled', paymentStatus: order.paymentStatus, reason: 'payment_refused' },
    });
    if (todo) {
      await recordAudit(tx, {
        action: 'refund.opened',
        objectType: 'refund',
        objectId: todo.refundId,
        after: { status: 'pending', order: order.number },
      });
      result.refunds.push({ orderId: order.id, todo });
    }
    if (mail) await queueOrderReviewMail(tx, mail.notifications, mail.publicUrl, order, { kind: 'payment-refused' });
    result.numbers.push(order.number);
  }
  result.categories = [...new Set(result.categories)];
  return result;
}
