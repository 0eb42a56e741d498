import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { orderEvents, orders } from './orders.schema.js';

// Orders a recall touches (decision 063): those not shipped yet move to another lot or wait for
// their seller; those shipped or delivered name the buyers to tell.

/** Orders not on their way yet: their units can still be swapped for another batch's. */
const NOT_SHIPPED = ['awaiting_prescription', 'placed', 'confirmed', 'packed'] as const;
/** Orders whose units reached, or are reaching, the buyer. */
const RECEIVED = ['shipped', 'delivered'] as const;

export interface RecallOrderRow {
  id: string;
  number: string;
  status: string;
  buyerId: string | null;
  buyerEmail: string;
  buyerName: string | null;
  maxDays: number;
  /** Not shipped yet (its units can move to another lot), or received (its buyer is told). */
  stage: 'not_shipped' | 'received' | 'other';
}

/**
 * The orders holding a recalled batch's units, locked in id order (two recalls lock alike), with
 * where each is: not shipped, received, or neither (cancelled or returned: nothing to do).
 */
export async function lockOrdersForRecall(tx: DbOrTx, orderIds: readonly string[]): Promise<RecallOrderRow[]> {
  if (!orderIds.length) return [];
  const rows = await tx
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      buyerId: orders.buyerId,
      buyerEmail: orders.buyerEmail,
      buyerName: orders.buyerName,
      maxDays: orders.maxDays,
    })
    .from(orders)
    .where(inArray(orders.id, [...orderIds]))
    .orderBy(asc(orders.id))
    .for('update');
  return rows.map((r) => ({
    ...r,
    stage: (NOT_SHIPPED as readonly string[]).includes(r.status)
      ? 'not_shipped'
      : (RECEIVED as readonly string[]).includes(r.status)
        ? 'received'
        : 'other',
  }));
}

/**
 * Writes what a recall did to an unshipped order, on its timeline (the seller, the buyer and the
 * admins see it): its units now come from another batch, or it waits for its seller and is not
 * shipped until a later re-allocation moves it (`held_by_recall_id`).
 */
export async function recordRecallOutcome(
  tx: DbOrTx,
  order: Pick<RecallOrderRow, 'id' | 'status'>,
  outcome: 'moved' | 'held',
  recallId: string,
  by: { id: string; name: string },
): Promise<void> {
  await tx
    .update(orders)
    .set({ heldByRecallId: outcome === 'held' ? recallId : null, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id));
  await tx.insert(orderEvents).values({
    orderId: order.id,
    fromStatus: order.status,
    toStatus: order.status,
    actorId: by.id,
    actorRole: 'admin',
    actorName: by.name,
    note: null,
    reason: outcome === 'held' ? 'recalled_batch_held' : 'recalled_batch_replaced',
  });
}

/** Orders a recall holds for their seller, per recall. */
export async function ordersHeldByRecalls(
  tx: DbOrTx,
  recallIds: readonly string[],
): Promise<Map<string, { id: string; number: string; status: string }[]>> {
  const held = new Map<string, { id: string; number: string; status: string }[]>();
  if (!recallIds.length) return held;
  const rows = await tx
    .select({ id: orders.id, number: orders.number, status: orders.status, recallId: orders.heldByRecallId })
    .from(orders)
    .where(and(inArray(orders.heldByRecallId, [...recallIds]), inArray(orders.status, [...NOT_SHIPPED])))
    .orderBy(asc(orders.number));
  for (const r of rows) held.set(r.recallId!, [...(held.get(r.recallId!) ?? []), r]);
  return held;
}

/** The numbers and statuses of orders, by id. */
export async function orderNumbers(
  tx: DbOrTx,
  ids: readonly string[],
): Promise<{ id: string; number: string; status: string }[]> {
  if (!ids.length) return [];
  return tx
    .select({ id: orders.id, number: orders.number, status: orders.status })
    .from(orders)
    .where(inArray(orders.id, [...ids]))
    .orderBy(asc(orders.number));
}
