import { dhakaDay, isoDay } from '@medibazaar/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../../db/client.js';
import { products } from './catalog.schema.js';
import { productLots, stockMoves } from './stock.schema.js';

// Products' stock, moved by placing orders, paying for them and giving units back. Units leave
// and come back through lots (decision 059): each move is a ledger row, and the product's stock
// changes in the same statement, so it stays the sum of its sellable lots.

/** Units of a product an order asks for or gives back. */
export interface StockLine {
  productId: string;
  quantity: number;
}

/** Units of one lot an order took. */
export interface LotTaken {
  productId: string;
  lotId: string;
  batch: string;
  /** YYYY-MM-DD, null for goods that do not expire. */
  expiresOn: string | null;
  quantity: number;
}

/** Who moves the units, for which order. */
export interface StockMoveBy {
  orderId: string;
  /** Null for the system (a job, a processor's webhook). */
  actorId: string | null;
  reason?: string | null;
}

/**
 * Current stock of the given products, rows locked in id order (no deadlock between
 * two buyers). `no key update`, as only stock changes: a cart line or checkout line
 * being written for the same product (its foreign key takes a key-share lock) neither
 * waits for a payment nor deadlocks with one. Every writer of a product's lots takes this
 * lock first, so a statement run after it sees the lots as they stay until the commit.
 */
export async function lockStock(
  tx: DbOrTx,
  productIds: string[],
): Promise<Map<string, { stock: number; name: string }>> {
  if (!productIds.length) return new Map();
  const rows = await tx
    .select({ id: products.id, stock: products.stock, name: products.name })
    .from(products)
    .where(inArray(products.id, productIds))
    .orderBy(asc(products.id))
    .for('no key update');
  return new Map(rows.map((r) => [r.id, { stock: r.stock, name: r.name }]));
}

/** One row per product, its units added up (a product is asked for once per statement). */
function valuesOf(lines: readonly StockLine[]) {
  const units = new Map<string, number>();
  for (const l of lines) units.set(l.productId, (units.get(l.productId) ?? 0) + l.quantity);
  return sql.join(
    [...units].map(([id, q]) => sql`(${id}::uuid, ${q}::int)`),
    sql`, `,
  );
}

/** Units of a product one order takes. */
export interface OrderStockLine extends StockLine {
  orderId: string;
}

/**
 * Takes orders' units off the shelf, first expiring first out: each product's sellable lots
 * that keep until `usableUntil` (YYYY-MM-DD: the latest delivery day plus the shop's margin;
 * lots without expiry last) are emptied in expiry order, a line split across lots when one
 * does not hold it all, and the orders served in id order. All or nothing: when any product's
 * lots cannot give every unit asked, nothing is taken and those products are named in `short`.
 * One statement for every line; call it after `lockStock` of the products.
 */
export async function takeStock(
  tx: DbOrTx,
  lines: readonly OrderStockLine[],
  actorId: string | null,
  usableUntil: string,
): Promise<{ taken: (LotTaken & { orderId: string })[]; short: string[] }> {
  const merged = new Map<string, OrderStockLine>();
  for (const l of lines) {
    if (l.quantity <= 0) continue;
    const key = `${l.orderId}:${l.productId}`;
    const seen = merged.get(key);
    merged.set(key, { ...l, quantity: (seen?.quantity ?? 0) + l.quantity });
  }
  const wanted = [...merged.values()];
  if (!wanted.length) return { taken: [], short: [] };
  const values = sql.join(
    wanted.map((l) => sql`(${l.orderId}::uuid, ${l.productId}::uuid, ${l.quantity}::int)`),
    sql`, `,
  );
  const result = await tx.execute(sql`
    with wanted(order_id, product_id, quantity) as (values ${values}),
    asked as (
      select order_id, product_id,
        sum(quantity) over (partition by product_id order by order_id) - quantity as lo,
        sum(quantity) over (partition by product_id order by order_id) as hi
      from wanted
    ),
    totals as (select product_id, sum(quantity) as quantity from wanted group by product_id),
    eligible as (
      select l.id, l.product_id, l.batch, l.expires_on,
        sum(l.quantity) over (partition by l.product_id
          order by l.expires_on asc nulls last, l.received_on, l.id) - l.quantity as lo,
        sum(l.quantity) over (partition by l.product_id
          order by l.expires_on asc nulls last, l.received_on, l.id) as hi
      from ${productLots} l
      where l.product_id in (select product_id from totals) and l.status = 'sellable' and l.quantity > 0
        and (l.expires_on is null or l.expires_on >= ${usableUntil}::date)
    ),
    short as (
      select t.product_id from totals t
      where t.quantity > coalesce((select max(e.hi) from eligible e where e.product_id = t.product_id), 0)
    ),
    picked as (
      select a.order_id, e.id as lot_id, e.product_id, e.batch, e.expires_on,
        (least(a.hi, e.hi) - greatest(a.lo, e.lo))::int as quantity
      from asked a join eligible e on e.product_id = a.product_id
      where least(a.hi, e.hi) > greatest(a.lo, e.lo) and not exists (select 1 from short)
    ),
    lowered as (
      update ${productLots} l set quantity = l.quantity - p.quantity
      from (select lot_id, sum(quantity)::int as quantity from picked group by lot_id) p where l.id = p.lot_id
    ),
    moved as (
      insert into ${stockMoves} (product_id, lot_id, kind, quantity, order_id, actor_id)
      select product_id, lot_id, 'sold', -quantity, order_id, ${actorId} from picked
    ),
    shelved as (
      update ${products} p set stock = p.stock - t.quantity, updated_at = now()
      from totals t where p.id = t.product_id and not exists (select 1 from short)
    )
    select order_id, lot_id, product_id, batch, expires_on::text as expires_on, quantity from picked
    union all
    select null, null, product_id, null, null, null from short
  `);
  const rows = rowsOf<{
    order_id: string | null;
    lot_id: string | null;
    product_id: string;
    batch: string | null;
    expires_on: string | null;
    quantity: number | null;
  }>(result);
  return {
    taken: rows
      .filter((r) => r.lot_id !== null)
      .map((r) => ({
        orderId: r.order_id!,
        productId: r.product_id,
        lotId: r.lot_id!,
        batch: r.batch!,
        expiresOn: r.expires_on,
        quantity: Number(r.quantity),
      })),
    short: rows.filter((r) => r.lot_id === null).map((r) => r.product_id),
  };
}

/**
 * Puts an order's units back into the lots they came from (a cancellation, a return, a
 * pharmacist giving fewer, a payment that failed): from the latest-expiring lot the order holds
 * first. Units back in a lot no longer sellable (recalled, expired) stay out of the stock. Units
 * the order holds in no lot (taken before stock was kept in lots) go back to the product's
 * opening lot.
 */
export async function returnStock(tx: DbOrTx, lines: readonly StockLine[], by: StockMoveBy): Promise<void> {
  const wanted = lines.filter((l) => l.quantity > 0);
  if (!wanted.length) return;
  // The products first, as every writer of their lots does (no deadlock with a placement).
  await lockStock(tx, [...new Set(wanted.map((l) => l.productId))]);
  const result = await tx.execute(sql`
    with wanted(product_id, quantity) as (values ${valuesOf(wanted)}),
    held as (
      select m.lot_id, m.product_id, -sum(m.quantity) as held
      from ${stockMoves} m
      where m.order_id = ${by.orderId}::uuid and m.kind in ('sold', 'returned')
        and m.product_id in (select product_id from wanted)
      group by m.lot_id, m.product_id having sum(m.quantity) < 0
    ),
    ranked as (
      select h.lot_id, h.product_id, h.held, l.status,
        sum(h.held) over (partition by h.product_id order by l.expires_on desc nulls first, l.id desc) as upto
      from held h join ${productLots} l on l.id = h.lot_id
    ),
    back as (
      select r.lot_id, r.product_id, r.status, least(r.held, w.quantity - (r.upto - r.held))::int as quantity
      from ranked r join wanted w on w.product_id = r.product_id
      where r.upto - r.held < w.quantity
    ),
    raised as (
      update ${productLots} l set quantity = l.quantity + b.quantity from back b where l.id = b.lot_id
    ),
    moved as (
      insert into ${stockMoves} (product_id, lot_id, kind, quantity, order_id, actor_id, reason)
      select product_id, lot_id, 'returned', quantity, ${by.orderId}::uuid, ${by.actorId}, ${by.reason ?? null} from back
    ),
    shelved as (
      update ${products} p set stock = p.stock + s.quantity, updated_at = now()
      from (select product_id, sum(quantity)::int as quantity from back where status = 'sellable' group by product_id) s
      where p.id = s.product_id
    )
    select product_id, sum(quantity)::int as quantity from back group by product_id
  `);
  const back = new Map(
    rowsOf<{ product_id: string; quantity: number }>(result).map((r) => [r.product_id, Number(r.quantity)]),
  );
  const rest = wanted
    .map((l) => ({ productId: l.productId, quantity: l.quantity - (back.get(l.productId) ?? 0) }))
    .filter((l) => l.quantity > 0);
  if (rest.length) await returnToOpeningLot(tx, rest, by);
}

/** Units an order holds in no lot, back to each product's opening lot (made when missing). */
async function returnToOpeningLot(tx: DbOrTx, lines: readonly StockLine[], by: StockMoveBy): Promise<void> {
  await tx.execute(sql`
    with wanted(product_id, quantity) as (values ${valuesOf(lines)}),
    lot as (
      insert into ${productLots} (product_id, batch, quantity)
      select product_id, 'OPENING', quantity from wanted
      on conflict (product_id, batch) do update set quantity = ${productLots.quantity} + excluded.quantity
      returning id, product_id, status
    ),
    moved as (
      insert into ${stockMoves} (product_id, lot_id, kind, quantity, order_id, actor_id, reason)
      select w.product_id, lot.id, 'returned', w.quantity, ${by.orderId}::uuid, ${by.actorId}, ${by.reason ?? null}
      from wanted w join lot on lot.product_id = w.product_id
    )
    update ${products} p set stock = p.stock + w.quantity, updated_at = now()
    from wanted w join lot on lot.product_id = w.product_id
    where p.id = w.product_id and lot.status = 'sellable'
  `);
}

/**
 * The first day a lot must still be good on to be sold now (YYYY-MM-DD): the latest delivery day
 * (`maxDays` after today in Dhaka) plus the shop's margin for using it.
 */
export function usableUntil(now: Date, maxDays: number, marginDays: number): string {
  return isoDay(new Date(Date.parse(`${dhakaDay(now)}T00:00:00Z`) + (maxDays + marginDays) * 86_400_000));
}

/** The lots an order's units came from, per product: what it holds now (returned units left out). */
export async function lotsOfOrders(
  tx: DbOrTx,
  orderIds: readonly string[],
): Promise<Map<string, Omit<LotTaken, 'lotId'>[]>> {
  if (!orderIds.length) return new Map();
  const rows = await tx
    .select({
      orderId: stockMoves.orderId,
      productId: stockMoves.productId,
      batch: productLots.batch,
      expiresOn: productLots.expiresOn,
      quantity: sql<number>`(-sum(${stockMoves.quantity}))::int`,
    })
    .from(stockMoves)
    .innerJoin(productLots, eq(productLots.id, stockMoves.lotId))
    .where(and(inArray(stockMoves.orderId, [...orderIds]), inArray(stockMoves.kind, ['sold', 'returned'])))
    .groupBy(stockMoves.orderId, stockMoves.productId, productLots.id)
    .having(sql`sum(${stockMoves.quantity}) < 0`)
    .orderBy(asc(productLots.expiresOn), asc(productLots.batch));
  const byLine = new Map<string, Omit<LotTaken, 'lotId'>[]>();
  for (const r of rows) {
    const key = `${r.orderId}:${r.productId}`;
    const lots = byLine.get(key) ?? [];
    lots.push({ productId: r.productId, batch: r.batch, expiresOn: r.expiresOn, quantity: Number(r.quantity) });
    byLine.set(key, lots);
  }
  return byLine;
}
