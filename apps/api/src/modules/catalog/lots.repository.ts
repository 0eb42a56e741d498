import type { Lot } from '@medibazaar/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../../db/client.js';
import { products } from './catalog.schema.js';
import { productLots, stockMoves } from './stock.schema.js';

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

/** A lot received by an import, with the reason its ledger row gives. */
export interface LotImported extends LotReceived {
  productId: string;
  reason: string;
}

/**
 * Receives many lots in one statement (an import): each lot, or more units of a batch already
 * received with the same expiry, its ledger row and the products' stock. The rows name distinct
 * (product, batch) pairs; callers hold the products' locks and have refused batches recorded with
 * another expiry or no longer sold, which this leaves out if it meets one. Answers the lots'
 * ids by `productId/batch`.
 */
export async function insertLots(tx: DbOrTx, lots: LotImported[], actorId: string): Promise<Map<string, string>> {
  if (!lots.length) return new Map();
  const values = sql.join(
    lots.map(
      (l) =>
        sql`(${l.productId}::uuid, ${l.batch}::text, ${l.expiresOn}::date, ${l.quantity}::int, ${l.receivedOn}::date, ${l.supplier}::text, ${l.costCents}::int, ${l.reason}::text)`,
    ),
    sql`, `,
  );
  const result = await tx.execute(sql`
    with input (product_id, batch, expires_on, quantity, received_on, supplier, cost_cents, reason) as (values ${values}),
    lot as (
      insert into ${productLots} (product_id, batch, expires_on, quantity, received_on, supplier, cost_cents)
      select product_id, batch, expires_on, quantity, coalesce(received_on, current_date), supplier, cost_cents from input
      on conflict (product_id, batch) do update set quantity = ${productLots}.quantity + excluded.quantity
      where ${productLots}.expires_on is not distinct from excluded.expires_on and ${productLots}.status = 'sellable'
      returning id, product_id, batch
    ),
    moved as (
      insert into ${stockMoves} (product_id, lot_id, kind, quantity, actor_id, reason)
      select lot.product_id, lot.id, 'received', input.quantity, ${actorId}, input.reason
      from lot join input on input.product_id = lot.product_id and input.batch = lot.batch
    ),
    shelved as (
      update ${products} p set stock = p.stock + units.quantity, updated_at = now()
      from (
        select lot.product_id, sum(input.quantity)::int as quantity
        from lot join input on input.product_id = lot.product_id and input.batch = lot.batch
        group by lot.product_id
      ) units
      where p.id = units.product_id
    )
    select id, product_id, batch from lot
  `);
  return new Map(
    rowsOf<{ id: string; product_id: string; batch: string }>(result).map((r) => [`${r.product_id}/${r.batch}`, r.id]),
  );
}

/** The lots already recorded under these products' batches (to refuse another expiry before writing). */
export async function lotsOfBatches(
  tx: DbOrTx,
  productIds: string[],
  batches: string[],
): Promise<{ productId: string; batch: string; expiresOn: string | null; status: Lot['status'] }[]> {
  if (!productIds.length || !batches.length) return [];
  return tx
    .select({
      productId: productLots.productId,
      batch: productLots.batch,
      expiresOn: productLots.expiresOn,
      status: productLots.status,
    })
    .from(productLots)
    .where(and(inArray(productLots.productId, productIds), inArray(productLots.batch, batches)));
}
