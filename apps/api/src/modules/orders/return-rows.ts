import { centsToDollars, type ReturnStatus } from '@medibazaar/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { orderLines, orderReturnLines, type orderReturns } from './orders.schema.js';

/** What an order's page and the Return Requests list both read of a return request (decision 072). */

type ReturnLineRow = { returnId: string; lineId: string; name: string; quantity: number };

/** The lines of the requests `ids`, by product name, in one statement. */
export function returnLinesOf(db: DbOrTx, ids: string[]): Promise<ReturnLineRow[]> {
  return db
    .select({
      returnId: orderReturnLines.returnId,
      lineId: orderReturnLines.lineId,
      name: orderLines.name,
      quantity: orderReturnLines.quantity,
    })
    .from(orderReturnLines)
    .innerJoin(orderLines, eq(orderLines.id, orderReturnLines.lineId))
    .where(inArray(orderReturnLines.returnId, ids))
    .orderBy(asc(orderLines.name), asc(orderLines.id));
}

/** A request's fields as the API answers them, its own lines picked from `lines`. */
export function returnRequestFields(r: typeof orderReturns.$inferSelect, lines: ReturnLineRow[]) {
  return {
    id: r.id,
    status: r.status as ReturnStatus,
    lines: lines.filter((l) => l.returnId === r.id).map(({ lineId, name, quantity }) => ({ lineId, name, quantity })),
    reason: r.reason,
    askedAt: r.createdAt.toISOString(),
    askedBy: r.askedByName,
    decidedAt: r.decidedAt?.toISOString() ?? null,
    decidedBy: r.decidedByName,
    refusal: r.refusal,
    amount: r.amountCents === null ? null : centsToDollars(r.amountCents),
  };
}
