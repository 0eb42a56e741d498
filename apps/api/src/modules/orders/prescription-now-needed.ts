import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { orderEvents, orderLines, orders } from './orders.schema.js';
import { AWAITING, type OrderRow } from './orders-context.js';

/** Orders a seller has not sent yet: a pharmacist can still stop them. */
const NOT_SENT = ['placed', 'confirmed', 'packed'] as const;

/**
 * Sends to the pharmacist's queue the open orders holding any of these products on a line no
 * pharmacist has checked, now that the pharmacy sells them only on a prescription (decision 055):
 * placed, confirmed or packed, not shipped, and the line never reviewed (a line a pharmacist
 * approved was approved against the order's prescription). Each order is locked, its lines of
 * these products marked as needing a prescription, and it waits for a pharmacist as an order
 * placed with a prescription medicine does, holding its stock until the hold runs out. A card
 * order whose payment was captured is left out (the review can approve only an authorization or
 * cash) and answered apart, for the caller to say so. Answers the orders moved (as they are now).
 */
export async function sendOrdersToReview(
  tx: DbOrTx,
  productIds: readonly string[],
  holdHours: number,
  note: string,
): Promise<{ moved: OrderRow[]; paidByCard: string[] }> {
  if (!productIds.length) return { moved: [], paidByCard: [] };
  const candidates = await tx
    .selectDistinct({ id: orders.id })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(
      and(
        inArray(orders.status, [...NOT_SENT]),
        inArray(orderLines.productId, [...productIds]),
        eq(orderLines.requiresPrescription, false),
        isNull(orderLines.reviewDecision),
      ),
    );
  const moved: OrderRow[] = [];
  const paidByCard: string[] = [];
  // In id order: two changes at once lock the same orders in the same order.
  for (const { id } of candidates.sort((a, b) => a.id.localeCompare(b.id))) {
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!order || !(NOT_SENT as readonly string[]).includes(order.status)) continue;
    if (order.paymentMethod === 'card' && order.paymentStatus !== 'awaiting') {
      paidByCard.push(order.number);
      continue;
    }
    await tx
      .update(orderLines)
      .set({ requiresPrescription: true })
      .where(
        and(
          eq(orderLines.orderId, id),
          inArray(orderLines.productId, [...productIds]),
          isNull(orderLines.reviewDecision),
        ),
      );
    const [updated] = await tx
      .update(orders)
      .set({
        status: AWAITING,
        holdExpiresAt: sql`now() + make_interval(hours => ${holdHours})`,
        claimedBy: null,
        claimExpiresAt: null,
        updatedAt: sql`now()`,
      })
      .where(eq(orders.id, id))
      .returning();
    await tx.insert(orderEvents).values({
      orderId: id,
      fromStatus: order.status,
      toStatus: AWAITING,
      actorId: null,
      actorRole: 'system',
      actorName: null,
      note,
      reason: 'medicine_needs_prescription',
    });
    moved.push(updated!);
  }
  return { moved, paidByCard };
}
