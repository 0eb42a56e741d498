import { dhakaDay } from '@medibazaar/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { products } from './catalog.schema.js';
import { productLots } from './stock.schema.js';
import { insertLot, moveLot } from './lots.repository.js';

/**
 * The stock figure of the product form, kept as a count of the shelf (decision 059): the
 * difference goes through the lots as `adjusted` ledger rows. Units found go into the lot sold
 * last (the one without expiry, else the latest-expiring), or an opening lot when none is sold;
 * units missing come out of the lots sold last first, so the lots sold next keep theirs. The
 * product is locked by the caller. Answers whether the stock changed.
 */
export async function countStock(tx: DbOrTx, productId: string, counted: number, actorId: string): Promise<boolean> {
  const [product] = await tx.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  if (!product || product.stock === counted) return false;
  const lots = await tx
    .select({ id: productLots.id, quantity: productLots.quantity })
    .from(productLots)
    .where(and(eq(productLots.productId, productId), eq(productLots.status, 'sellable')))
    .orderBy(sql`${productLots.expiresOn} desc nulls first`, sql`${productLots.receivedOn} desc`);
  const move = { kind: 'adjusted' as const, actorId, reason: 'count: the product form' };
  let change = counted - product.stock;
  if (change > 0) {
    if (lots[0]) return moveLot(tx, lots[0].id, change, move);
    const lot = { expiresOn: null, quantity: change, receivedOn: null, supplier: null, costCents: null };
    const id =
      (await insertLot(tx, productId, { ...lot, batch: 'OPENING' }, actorId, move.reason)) ??
      (await insertLot(tx, productId, { ...lot, batch: `COUNT-${dhakaDay(new Date())}` }, actorId, move.reason));
    return id !== null;
  }
  for (const lot of lots) {
    if (change === 0) break;
    const out = Math.min(lot.quantity, -change);
    if (out > 0) await moveLot(tx, lot.id, -out, move);
    change += out;
  }
  return true;
}
