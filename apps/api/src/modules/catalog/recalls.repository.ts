import type { RecallCreate, RecallScope } from '@medibazaar/contract';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../../db/client.js';
import { conflict, notFound } from '../../core/http-errors.js';
import { products } from './catalog.schema.js';
import { productLots, recallBuyers, recalls, stockMoves } from './stock.schema.js';
import { lockStock, takeStock, type LotTaken } from './stock.js';

// The catalog's side of a recall (decision 063): the recall row, its lots out of sale with their
// ledger rows, the units orders hold in them, an order's units moved to another lot, and the buyers
// told. Every writer of a product's lots holds the product's lock first (`lockStock`).

/** A recall as written: its lots out of sale and the units that left the shelf. */
export interface RecallStarted {
  id: string;
  productId: string;
  productName: string;
  category: string;
  scope: RecallScope;
  batches: string[];
  lotIds: string[];
  unitsWithdrawn: number;
}

/**
 * Writes a recall and takes its lots out of sale, under the product's lock: each lot marked
 * `recalled` and pointed at the recall, its units on the shelf leaving with a `recalled` ledger row,
 * the product's stock lowered in the same statement. A batch recall takes that batch (in any
 * status but recalled); a product recall every batch not recalled yet. 409 when there is none.
 */
export async function startRecall(tx: DbOrTx, input: RecallCreate, actorId: string): Promise<RecallStarted> {
  const product = (await lockStock(tx, [input.productId])).get(input.productId);
  if (!product) throw notFound('Product not found', 'PRODUCT_NOT_FOUND');
  const [{ category } = { category: '' }] = await tx
    .select({ category: products.category })
    .from(products)
    .where(eq(products.id, input.productId));
  const lots = await tx
    .select({ id: productLots.id, batch: productLots.batch })
    .from(productLots)
    .where(
      and(
        eq(productLots.productId, input.productId),
        ne(productLots.status, 'recalled'),
        input.scope === 'batch' ? eq(productLots.batch, input.batch!) : undefined,
      ),
    )
    .orderBy(productLots.batch);
  if (!lots.length) {
    throw conflict(
      input.scope === 'batch'
        ? `Batch ${input.batch} of ${product.name} is not recorded, or is already recalled.`
        : `Every batch of ${product.name} is already recalled, or none is recorded.`,
      'NOTHING_TO_RECALL',
    );
  }
  const [recall] = await tx
    .insert(recalls)
    .values({
      productId: input.productId,
      productName: product.name,
      scope: input.scope,
      batches: lots.map((l) => l.batch),
      reason: input.reason,
      instructions: input.instructions,
      createdBy: actorId,
    })
    .returning({ id: recalls.id });
  const lotIds = lots.map((l) => l.id);
  const ids = sql.join(
    lotIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await tx.execute(sql`
    with before as (
      select id, product_id, quantity, status from ${productLots} where id in (${ids})
    ),
    lot as (
      update ${productLots} l set status = 'recalled', recall_id = ${recall!.id}::uuid,
        quantity = case when b.status = 'sellable' then 0 else l.quantity end
      from before b where l.id = b.id
      returning l.id
    ),
    moved as (
      insert into ${stockMoves} (product_id, lot_id, kind, quantity, actor_id, reason)
      select product_id, id, 'recalled', -quantity, ${actorId}, ${`recall ${recall!.id}`}
      from before where status = 'sellable' and quantity > 0
    ),
    shelved as (
      update ${products} p set stock = p.stock - s.units, updated_at = now()
      from (select product_id, sum(quantity)::int as units from before where status = 'sellable' group by product_id) s
      where p.id = s.product_id
    )
    select coalesce(sum(quantity) filter (where status = 'sellable'), 0)::int as units from before
  `);
  const unitsWithdrawn = Number(rowsOf<{ units: number }>(result)[0]?.units ?? 0);
  await tx.update(recalls).set({ unitsWithdrawn }).where(eq(recalls.id, recall!.id));
  return {
    id: recall!.id,
    productId: input.productId,
    productName: product.name,
    category,
    scope: input.scope,
    batches: lots.map((l) => l.batch),
    lotIds,
    unitsWithdrawn,
  };
}

/** Units of recalled lots an order holds now (sold, less what came back). */
export interface HeldUnits {
  orderId: string;
  productId: string;
  lotId: string;
  quantity: number;
}

/** The units each order holds in these lots, by the ledger. */
export async function unitsHeldInLots(tx: DbOrTx, lotIds: readonly string[]): Promise<HeldUnits[]> {
  if (!lotIds.length) return [];
  const rows = await tx
    .select({
      orderId: stockMoves.orderId,
      productId: stockMoves.productId,
      lotId: stockMoves.lotId,
      quantity: sql<number>`(-sum(${stockMoves.quantity}))::int`,
    })
    .from(stockMoves)
    .where(
      and(
        inArray(stockMoves.lotId, [...lotIds]),
        inArray(stockMoves.kind, ['sold', 'returned']),
        sql`${stockMoves.orderId} is not null`,
      ),
    )
    .groupBy(stockMoves.orderId, stockMoves.productId, stockMoves.lotId)
    .having(sql`sum(${stockMoves.quantity}) < 0`);
  return rows.map((r) => ({ ...r, orderId: r.orderId!, quantity: Number(r.quantity) }));
}

/** The lots of a recall. */
export async function lotsOfRecall(tx: DbOrTx, recallId: string): Promise<string[]> {
  const rows = await tx.select({ id: productLots.id }).from(productLots).where(eq(productLots.recallId, recallId));
  return rows.map((r) => r.id);
}

/** Gives an order's units held in recalled lots back to those lots: `returned` rows, out of stock. */
async function backIntoRecalledLots(
  tx: DbOrTx,
  held: readonly HeldUnits[],
  actorId: string | null,
  reason: string,
): Promise<void> {
  if (!held.length) return;
  const values = sql.join(
    held.map((h) => sql`(${h.orderId}::uuid, ${h.productId}::uuid, ${h.lotId}::uuid, ${h.quantity}::int)`),
    sql`, `,
  );
  await tx.execute(sql`
    with back(order_id, product_id, lot_id, quantity) as (values ${values}),
    raised as (
      update ${productLots} l set quantity = l.quantity + b.quantity
      from (select lot_id, sum(quantity)::int as quantity from back group by lot_id) b where l.id = b.lot_id
    )
    insert into ${stockMoves} (product_id, lot_id, kind, quantity, order_id, actor_id, reason)
    select product_id, lot_id, 'returned', quantity, order_id, ${actorId}, ${reason} from back
  `);
}

/**
 * Moves one unshipped order's units off recalled lots: the same units taken from the product's
 * sellable lots, first expiring first among those that keep until `usableUntil`, and the recalled
 * units given back to their lots (out of stock). All or nothing: null, writing nothing, when the
 * sellable lots cannot give every unit. Call it after `lockStock` of the products.
 */
export async function moveOrderOffLots(
  tx: DbOrTx,
  held: readonly HeldUnits[],
  by: { recallId: string; actorId: string | null; usableUntil: string },
): Promise<LotTaken[] | null> {
  const lines = held.map((h) => ({ orderId: h.orderId, productId: h.productId, quantity: h.quantity }));
  const { taken, short } = await takeStock(tx, lines, by.actorId, by.usableUntil);
  if (short.length) return null;
  await backIntoRecalledLots(tx, held, by.actorId, `recall ${by.recallId}`);
  return taken;
}

/** A buyer to tell of a recall, with what they received. */
export interface RecallBuyerToTell {
  buyerId: string | null;
  email: string;
  name: string | null;
  phone: string | null;
  units: number;
  orderIds: string[];
  orderNumbers: string[];
}

/**
 * Records the buyers told of a recall; a buyer already recorded (a second run) is left as is and
 * not answered, so only those answered are told. The event names the recall and the buyer: with
 * the recipient it is the messages' idempotency key.
 */
export async function recordRecallBuyers(
  tx: DbOrTx,
  recallId: string,
  buyers: readonly RecallBuyerToTell[],
): Promise<(RecallBuyerToTell & { id: string; event: string })[]> {
  if (!buyers.length) return [];
  const rows = await tx
    .insert(recallBuyers)
    .values(
      buyers.map((b) => ({
        recallId,
        buyerId: b.buyerId,
        email: b.email.trim().toLowerCase(),
        name: b.name,
        phone: b.phone,
        units: b.units,
        orderIds: b.orderIds,
        orderNumbers: b.orderNumbers,
        event: `recall:${recallId}:${b.email.trim().toLowerCase()}`,
      })),
    )
    .onConflictDoNothing({ target: [recallBuyers.recallId, recallBuyers.email] })
    .returning({ id: recallBuyers.id, email: recallBuyers.email, event: recallBuyers.event });
  const byEmail = new Map(buyers.map((b) => [b.email.trim().toLowerCase(), b]));
  return rows.map((r) => ({ ...byEmail.get(r.email)!, email: r.email, id: r.id, event: r.event }));
}

/**
 * Records a buyer's units of a recall brought back: each unit their orders hold in the recall's
 * lots goes back to its lot as `returned` (the lot is recalled: out of stock), once, under the
 * buyer row's lock. Answers the units, or null when the return is already recorded.
 */
export async function recordRecallReturn(
  tx: DbOrTx,
  recallId: string,
  buyerRowId: string,
  actorId: string,
): Promise<{ units: number; email: string } | null> {
  const [buyer] = await tx
    .select()
    .from(recallBuyers)
    .where(and(eq(recallBuyers.id, buyerRowId), eq(recallBuyers.recallId, recallId)))
    .for('update');
  if (!buyer) throw notFound('This buyer is not among those told of this recall.', 'NOT_FOUND');
  if (buyer.returnedAt) return null;
  const lotIds = await lotsOfRecall(tx, recallId);
  const held = (await unitsHeldInLots(tx, lotIds)).filter((h) => buyer.orderIds.includes(h.orderId));
  if (held.length) {
    await lockStock(tx, [...new Set(held.map((h) => h.productId))]);
    await backIntoRecalledLots(tx, held, actorId, `recall ${recallId}: returned by the buyer`);
  }
  await tx
    .update(recallBuyers)
    .set({ returnedAt: sql`now()`, returnedBy: actorId })
    .where(eq(recallBuyers.id, buyerRowId));
  return { units: held.reduce((n, h) => n + h.quantity, 0), email: buyer.email };
}
