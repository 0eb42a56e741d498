import { OPEN_ORDER_LIMITS } from '@medibazaar/contract';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { orderLines, orders } from './orders.schema.js';
import { conflict } from '../../core/http-errors.js';

/**
 * How much one account may keep open at once (decision 050). An order is open while it waits
 * for its card payment or for a pharmacist: such orders cost the shop a hold on its stock or a
 * place in the pharmacist's queue before anyone has paid or been checked, so one account may
 * have only a few, and only so many units of one product across them.
 */

/** Waiting for a pharmacist, or a card order whose payment has not been recorded. */
export const isOpen = and(
  inArray(orders.status, ['placed', 'awaiting_prescription']),
  or(
    eq(orders.status, 'awaiting_prescription'),
    and(eq(orders.paymentMethod, 'card'), eq(orders.paymentStatus, 'awaiting')),
  ),
);

/** An order about to be placed, as the limits count it. */
export interface NewOrder {
  /** It waits for a pharmacist, or for its card payment. */
  open: boolean;
  lines: readonly { productId: string; name: string; quantity: number }[];
}

/**
 * Refuses a placement that would leave the buyer with more than `OPEN_ORDER_LIMITS.orders` open
 * orders, or more than `OPEN_ORDER_LIMITS.unitsPerProduct` units of one product across them
 * (409 `TOO_MANY_OPEN_ORDERS`, `TOO_MANY_UNITS_OPEN`). Runs under the buyer's cart lock, which
 * every placement of theirs takes first, so two placements at once are counted one after the other.
 */
export async function assertWithinOpenOrderLimits(
  tx: DbOrTx,
  buyerId: string,
  placing: readonly NewOrder[],
): Promise<void> {
  const opening = placing.filter((o) => o.open);
  if (!opening.length) return;
  const mine = and(eq(orders.buyerId, buyerId), isOpen);
  const [{ n } = { n: 0 }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(mine);
  if (n + opening.length > OPEN_ORDER_LIMITS.orders) {
    throw conflict(
      `You already have ${n} order${n === 1 ? '' : 's'} waiting for a card payment or a pharmacist's check, and one ` +
        `account may have at most ${OPEN_ORDER_LIMITS.orders}. Pay for, or cancel, one of them first` +
        (opening.length > 1 ? `; this cart would add ${opening.length}.` : '.'),
      'TOO_MANY_OPEN_ORDERS',
    );
  }
  const wanted = new Map<string, { name: string; quantity: number }>();
  for (const line of opening.flatMap((o) => o.lines)) {
    const seen = wanted.get(line.productId);
    wanted.set(line.productId, { name: line.name, quantity: (seen?.quantity ?? 0) + line.quantity });
  }
  const held = await tx
    .select({ productId: orderLines.productId, units: sql<number>`sum(${orderLines.quantity})::int` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(mine, inArray(orderLines.productId, [...wanted.keys()])))
    .groupBy(orderLines.productId);
  const already = new Map(held.map((h) => [h.productId, h.units]));
  const over = [...wanted].filter(
    ([productId, w]) => (already.get(productId) ?? 0) + w.quantity > OPEN_ORDER_LIMITS.unitsPerProduct,
  );
  if (over.length) {
    throw conflict(
      over
        .map(([productId, w]) => `${w.name}: ${already.get(productId) ?? 0} in your open orders and ${w.quantity} now.`)
        .join(' ') +
        ` One account may have at most ${OPEN_ORDER_LIMITS.unitsPerProduct} units of a product in orders waiting for a ` +
        "card payment or a pharmacist's check. Lower the quantity, or pay for or cancel an open order first.",
      'TOO_MANY_UNITS_OPEN',
    );
  }
}
