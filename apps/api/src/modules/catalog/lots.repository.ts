import type { Lot } from '@medibazaar/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../../db/client.js';
import { productLots, stockMoves, products } from './catalog.schema.js';

// Lots written by hand: received, adjusted, counted. Each write is one statement that changes
// the lot, appends its ledger row and moves the product's stock with it (when the lot is
// sellable); callers hold the product's lock (`lockStock`) first, as every writer of lots does.

type MoveKind = 'received' | 'adjusted' | 'expired' | 'recalled';

/** A lot as sellers and admins see it. */
export const lotColumns = {
  id: productLots.id,
  batch: productLots.batch,
  expiresOn: productLots.expiresOn,
  quantity: productLots.quantity,
  receivedOn: productLots.receivedOn,
  supplier: productLots.supplier,
  costCents: productLots.costCents,
  status: productLots.status,
};

export const lotJson = (r: {
  id: string;
  batch: string;
  expiresOn: string | null;
  quantity: number;
  receivedOn: string;
  supplier: string | null;
  costCents: number | null;
  status: Lot['status'];
}): Lot => ({
  id: r.id,
  batch: r.batch,
  expiresOn: r.expiresOn,
  quantity: r.quantity,
  receivedOn: r.receivedOn,
  supplier: r.supplier,
  cost: r.costCents === null ? null : r.costCents / 100,
  status: r.status,
});

/** A product's lots, in the order they are sold (sellable first, then the rest). */
export async function listLots(tx: DbOrTx, productId: string): Promise<Lot[]> {
  const rows = await tx
    .select(lotColumns)
    .from(productLots)
    .where(eq(productLots.productId, productId))
    .orderBy(
      sql`${productLots.status} <> 'sellable'`,
      sql`${productLots.expiresOn} asc nulls last`,
      asc(productLots.receivedOn),
      asc(productLots.id),
    );
  return rows.map(lotJson);
}

export interface LotReceived {
  batch: string;
  expiresOn: string | null;
  quantity: number;
  receivedOn: string | null;
  supplier: string | null;
  costCents: number | null;
}

/**
 * Adds a received lot, or more units of a batch already received with the same expiry and still
 * sold. Null when the batch is recorded with another expiry or is no longer sold.
 */
export async function insertLot(
  tx: DbOrTx,
  productId: string,
  lot: LotReceived,
  actorId: string | null,
  reason: string | null,
): Promise<string | null> {
  const result = await tx.execute(sql`
    with lot as (
      insert into ${productLots} (product_id, batch, expires_on, quantity, received_on, supplier, cost_cents)
      values (${productId}::uuid, ${lot.batch}, ${lot.expiresOn}::date, ${lot.quantity}::int,
        coalesce(${lot.receivedOn}::date, current_date), ${lot.supplier}, ${lot.costCents}::int)
      on conflict (product_id, batch) do update set quantity = ${productLots}.quantity + excluded.quantity
      where ${productLots}.expires_on is not distinct from excluded.expires_on and ${productLots}.status = 'sellable'
      returning id, product_id
    ),
    moved as (
      insert into ${stockMoves} (product_id, lot_id, kind, quantity, actor_id, reason)
      select product_id, id, 'received', ${lot.quantity}::int, ${actorId}, ${reason} from lot
    ),
    shelved as (
      update ${products} p set stock = p.stock + ${lot.quantity}::int, updated_at = now()
      from lot where p.id = lot.product_id
    )
    select id from lot
  `);
  return rowsOf<{ id: string }>(result)[0]?.id ?? null;
}

/**
 * Moves `change` units into (positive) or out of (negative) a lot with its ledger row. False,
 * writing nothing, when the lot would hold fewer than none.
 */
export async function moveLot(
  tx: DbOrTx,
  lotId: string,
  change: number,
  move: { kind: MoveKind; actorId: string | null; reason: string | null },
): Promise<boolean> {
  if (change === 0) return true;
  const result = await tx.execute(sql`
    with lot as (
      update ${productLots} set quantity = quantity + ${change}::int
      where id = ${lotId}::uuid and quantity + ${change}::int >= 0
      returning id, product_id, status
    ),
    moved as (
      insert into ${stockMoves} (product_id, lot_id, kind, quantity, actor_id, reason)
      select product_id, id, ${move.kind}, ${change}::int, ${move.actorId}, ${move.reason} from lot
    ),
    shelved as (
      update ${products} p set stock = p.stock + ${change}::int, updated_at = now()
      from lot where p.id = lot.product_id and lot.status = 'sellable'
    )
    select id from lot
  `);
  return rowsOf(result).length > 0;
}

/**
 * Takes a lot out of sale (recalled, expired, quarantined): its units leave the lot and the
 * product's stock with a ledger row of `kind`. Answers the units moved out.
 */
export async function withdrawLot(
  tx: DbOrTx,
  lotId: string,
  status: 'recalled' | 'expired' | 'quarantined',
  move: { kind: MoveKind; actorId: string | null; reason: string | null },
): Promise<number> {
  const result = await tx.execute(sql`
    with lot as (
      update ${productLots} set status = ${status}, quantity = 0
      where id = ${lotId}::uuid and status = 'sellable'
      returning id, product_id, (select quantity from ${productLots} l where l.id = ${lotId}::uuid) as before
    ),
    moved as (
      insert into ${stockMoves} (product_id, lot_id, kind, quantity, actor_id, reason)
      select product_id, id, ${move.kind}, -before, ${move.actorId}, ${move.reason} from lot where before > 0
    ),
    shelved as (
      update ${products} p set stock = p.stock - lot.before, updated_at = now()
      from lot where p.id = lot.product_id
    )
    select before from lot
  `);
  return Number(rowsOf<{ before: number }>(result)[0]?.before ?? 0);
}
