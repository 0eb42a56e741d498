import type { OrderStatus } from '@medibazaar/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { queueOrderStatusMail } from '../notifications/index.js';
import type { OrdersContext } from './orders-context.js';
import { receiptOf } from './order-receipt.js';
import { orderLines, orders } from './orders.schema.js';

/** The recurring job's name: the order-received mail of online orders once their payment is recorded. */
export const ORDER_RECEIVED_MAILS_JOB = 'order-received-mails';

/** Paid, or its card held for a pharmacist: the order is real now (decision 065). */
const realAndWaitingForMail = and(
  eq(orders.receivedMailDue, true),
  inArray(orders.paymentStatus, ['paid', 'authorized']),
);

/**
 * Queues the order-received mail of every online order whose payment has been recorded (paid, or
 * authorized while a pharmacist checks it) since it was placed: its lines, totals, address and
 * days, in the buyer's language. An unpaid order never gets one; an order replaced before payment
 * is gone (decision 065). Outside the payment's request, so paying costs no statement more; the
 * mail follows within a minute. Safe on two servers at once: the orders are locked, skipping those
 * another run holds, and each mail is named by its order and status. An order cancelled meanwhile
 * gets none. Answers the numbers mailed.
 */
export async function queueReceivedMails(ctx: Pick<OrdersContext, 'db' | 'mail' | 'currency'>): Promise<string[]> {
  return ctx.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(orders)
      .where(realAndWaitingForMail)
      .orderBy(asc(orders.createdAt))
      .limit(200)
      .for('update', { skipLocked: true });
    if (!due.length) return [];
    const ids = due.map((o) => o.id);
    const lines = await tx
      .select({
        orderId: orderLines.orderId,
        name: orderLines.name,
        quantity: orderLines.quantity,
        unitPriceCents: orderLines.unitPriceCents,
      })
      .from(orderLines)
      .where(inArray(orderLines.orderId, ids));
    const mailed: string[] = [];
    for (const order of due) {
      if (!ctx.mail || order.status === 'cancelled') continue;
      // The status it was placed in: waiting for a pharmacist when it held a prescription medicine.
      const placedAs: OrderStatus = order.holdExpiresAt ? 'awaiting_prescription' : 'placed';
      const receipt = receiptOf(
        order,
        lines.filter((l) => l.orderId === order.id),
        ctx.currency,
      );
      await queueOrderStatusMail(tx, ctx.mail.notifications, ctx.mail.publicUrl, order, placedAs, null, receipt);
      mailed.push(order.number);
    }
    await tx.update(orders).set({ receivedMailDue: false }).where(inArray(orders.id, ids));
    return mailed;
  });
}
