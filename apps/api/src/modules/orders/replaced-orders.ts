import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { recordAudit } from '../audit/index.js';
import { returnStock } from '../catalog/index.js';
import { orderLines, orders } from './orders.schema.js';

/**
 * One checkout attempt makes one order (decision 065). An order placed for online payment whose
 * payment never came (none recorded, none on its way) is not yet real: when its buyer places their
 * cart again (another payment method, or the same one), the new placement replaces it. It is
 * removed with its lines and timeline, anything it held goes back to the lots it came from, and
 * the audit trail keeps what it was and what replaced it. Its order number is not used again.
 */

/** Still waiting for its online payment: nothing paid, authorized or processing. */
const unpaid = and(
  inArray(orders.status, ['placed', 'awaiting_prescription']),
  eq(orders.paymentMethod, 'card'),
  eq(orders.paymentStatus, 'awaiting'),
  isNull(orders.paymentId),
);

/** An order a placement removed, as the audit trail keeps it. */
export interface ReplacedOrder {
  number: string;
  status: string;
  totalCents: number;
  lines: { productId: string | null; name: string; quantity: number }[];
}

/**
 * Removes the buyer's orders that still wait for their online payment, under their row locks
 * (a payment recorded meanwhile wins: its order is paid, not removed). Call with the buyer's
 * cart locked and their open checkouts superseded, so no payment is recorded for them any more
 * (a late one is refunded as for any superseded checkout). Answers what was removed and the
 * categories whose stock came back.
 */
export async function removeUnpaidOrders(
  tx: DbOrTx,
  buyerId: string,
): Promise<{ removed: ReplacedOrder[]; categories: string[] }> {
  const rows = await tx
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      totalCents: orders.totalCents,
      stockTaken: orders.stockTaken,
    })
    .from(orders)
    .where(and(eq(orders.buyerId, buyerId), unpaid))
    .orderBy(asc(orders.id))
    .for('update');
  if (!rows.length) return { removed: [], categories: [] };
  const lines = await tx
    .select({
      orderId: orderLines.orderId,
      productId: orderLines.productId,
      name: orderLines.name,
      category: orderLines.category,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(orderLines.name));
  const categories = new Set<string>();
  for (const order of rows.filter((r) => r.stockTaken)) {
    // Units held before card orders stopped taking stock at placing (decision 050) go back to their own lots.
    const own = lines.filter((l) => l.orderId === order.id);
    await returnStock(
      tx,
      own.flatMap((l) => (l.productId ? [{ productId: l.productId, quantity: l.quantity }] : [])),
      { orderId: order.id, actorId: buyerId, reason: 'order replaced before payment' },
    );
    for (const l of own) categories.add(l.category);
  }
  await tx.delete(orders).where(
    inArray(
      orders.id,
      rows.map((r) => r.id),
    ),
  );
  const removed = rows.map((r) => ({
    number: r.number,
    status: r.status,
    totalCents: r.totalCents,
    lines: lines
      .filter((l) => l.orderId === r.id)
      .map((l) => ({ productId: l.productId, name: l.name, quantity: l.quantity })),
  }));
  return { removed, categories: [...categories] };
}

/** The audit entries of the orders a placement replaced, naming the orders that replaced them. */
export async function auditReplacedOrders(
  tx: DbOrTx,
  removed: readonly ReplacedOrder[],
  replacedBy: { numbers: string[]; paymentMethod: string },
): Promise<void> {
  for (const order of removed) {
    await recordAudit(tx, {
      action: 'order.replaced',
      objectType: 'order',
      objectId: order.number,
      before: {
        status: order.status,
        paymentMethod: 'card',
        paymentStatus: 'awaiting',
        totalCents: order.totalCents,
        lines: order.lines,
      },
      after: { replacedBy: replacedBy.numbers, paymentMethod: replacedBy.paymentMethod },
    });
  }
}
