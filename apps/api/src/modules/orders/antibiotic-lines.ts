import type { OrderForReview } from '@medibazaar/contract';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { antibioticFacts } from '../catalog/index.js';
import { orderLines } from './orders.schema.js';

/**
 * The antibiotic lines of orders in the review queue (decision 057): the review page asks for
 * the full course written on the prescription and warns when fewer units are ordered.
 */
export async function antibioticLinesOf(
  db: DbOrTx,
  orderIds: readonly string[],
): Promise<Map<string, OrderForReview['antibioticLines']>> {
  if (!orderIds.length) return new Map();
  const lines = await db
    .select({ id: orderLines.id, orderId: orderLines.orderId, productId: orderLines.productId })
    .from(orderLines)
    .where(inArray(orderLines.orderId, [...orderIds]));
  const facts = await antibioticFacts(
    db,
    lines.map((l) => l.productId),
  );
  const byOrder = new Map<string, OrderForReview['antibioticLines']>();
  for (const line of lines) {
    const fact = line.productId ? facts.get(line.productId) : undefined;
    if (!fact) continue;
    const list = byOrder.get(line.orderId) ?? [];
    list.push({ lineId: line.id, generics: fact.generics, packSize: fact.packSize });
    byOrder.set(line.orderId, list);
  }
  return byOrder;
}
