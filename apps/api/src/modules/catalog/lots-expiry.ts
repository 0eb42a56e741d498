import { dhakaDay, type NearExpiryLot } from '@medibazaar/contract';
import { and, asc, eq, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db, ProductsWatcher } from '../../db/client.js';
import type { SessionUser } from '../../core/session.js';
import { recordAudit } from '../audit/index.js';
import { products } from './catalog.schema.js';
import { productLots } from './stock.schema.js';
import { withdrawLot } from './lots.repository.js';
import { lockStock } from './stock.js';

// Expiry: the daily move of expired lots out of stock, and the lots near expiry a seller sees.

export const EXPIRED_LOTS_JOB = 'lots-expired';

/**
 * Moves every sellable lot whose expiry has passed (in Dhaka) out of stock: the lot marked
 * expired, an `expired` ledger row for its units, the product's stock lowered and an audit entry,
 * one transaction per lot under its product's lock. Answers the lots moved out.
 */
export async function moveExpiredLots(
  db: Db,
  productPages: Pick<ProductsWatcher, 'changed'>,
  now = new Date(),
): Promise<number> {
  const due = await db
    .select({
      id: productLots.id,
      productId: productLots.productId,
      batch: productLots.batch,
      category: products.category,
    })
    .from(productLots)
    .innerJoin(products, eq(products.id, productLots.productId))
    .where(and(eq(productLots.status, 'sellable'), lt(productLots.expiresOn, dhakaDay(now))))
    .orderBy(asc(productLots.expiresOn))
    .limit(1000);
  const touched = new Set<string>();
  for (const lot of due) {
    const units = await db.transaction(async (tx) => {
      await lockStock(tx, [lot.productId]);
      const moved = await withdrawLot(tx, lot.id, 'expired', { kind: 'expired', actorId: null, reason: 'expired' });
      await recordAudit(tx, {
        action: 'lot.expired',
        objectType: 'lot',
        objectId: lot.id,
        actor: null,
        after: { productId: lot.productId, batch: lot.batch, units: moved },
      });
      return moved;
    });
    if (units > 0) touched.add(lot.category);
  }
  if (touched.size) productPages.changed([...touched]);
  return due.length;
}

/**
 * The caller's lots still on sale that expire within `days` (a seller's own products; the shop's
 * for an admin), earliest first: what to sell, return to the supplier or mark down first.
 */
export async function nearExpiryLots(
  db: Db,
  user: SessionUser,
  days: number,
  now = new Date(),
): Promise<NearExpiryLot[]> {
  const until = dhakaDay(new Date(now.getTime() + days * 86_400_000));
  const rows = await db
    .select({
      lotId: productLots.id,
      productId: products.id,
      name: products.name,
      batch: productLots.batch,
      expiresOn: productLots.expiresOn,
      quantity: productLots.quantity,
    })
    .from(productLots)
    .innerJoin(products, eq(products.id, productLots.productId))
    .where(
      and(
        eq(productLots.status, 'sellable'),
        sql`${productLots.quantity} > 0`,
        lte(productLots.expiresOn, until),
        user.role === 'admin' ? isNull(products.sellerId) : eq(products.sellerId, user.id),
      ),
    )
    .orderBy(asc(productLots.expiresOn), asc(products.name))
    .limit(500);
  return rows.map((r) => ({ ...r, expiresOn: r.expiresOn! }));
}

/** A lot near expiry with its product's owner (null: the shop), for the weekly mail. */
export interface OwnedNearExpiryLot extends NearExpiryLot {
  sellerId: string | null;
}

/** Every lot on sale that expires within `days`, earliest first, with its product's owner. */
export async function lotsNearExpiry(db: Db, days: number, now = new Date()): Promise<OwnedNearExpiryLot[]> {
  const until = dhakaDay(new Date(now.getTime() + days * 86_400_000));
  const rows = await db
    .select({
      lotId: productLots.id,
      productId: products.id,
      sellerId: products.sellerId,
      name: products.name,
      batch: productLots.batch,
      expiresOn: productLots.expiresOn,
      quantity: productLots.quantity,
    })
    .from(productLots)
    .innerJoin(products, eq(products.id, productLots.productId))
    .where(and(eq(productLots.status, 'sellable'), sql`${productLots.quantity} > 0`, lte(productLots.expiresOn, until)))
    .orderBy(asc(productLots.expiresOn), asc(products.name));
  return rows.map((r) => ({ ...r, expiresOn: r.expiresOn! }));
}
