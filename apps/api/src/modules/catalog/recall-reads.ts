import type { RecallScope } from '@medibazaar/contract';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../users/index.js';
import { productLots, recallBuyers, recalls, stockMoves } from './stock.schema.js';

// What the recall page reads of the catalog (decision 063): the recalls, their buyers and the orders
// moved off their lots. Orders held for their seller are the orders module's to say.

export interface RecallRow {
  id: string;
  productId: string | null;
  productName: string;
  scope: RecallScope;
  batches: string[];
  reason: string;
  instructions: string;
  createdAt: string;
  createdBy: string | null;
  unitsWithdrawn: number;
  buyersTold: number;
  buyersReturned: number;
  /** Orders whose units moved from the recall's lots to another lot. */
  movedOrderIds: string[];
}

/** Orders moved off a recall's lots: their `returned` rows name the recall. */
const movedOrders = sql<string[]>`coalesce((
  select array_agg(distinct m.order_id::text) from ${stockMoves} m
  join ${productLots} l on l.id = m.lot_id
  where l.recall_id = ${recalls.id} and m.kind = 'returned' and m.reason = 'recall ' || ${recalls.id}::text
), '{}')`;

const columns = {
  id: recalls.id,
  productId: recalls.productId,
  productName: recalls.productName,
  scope: recalls.scope,
  batches: recalls.batches,
  reason: recalls.reason,
  instructions: recalls.instructions,
  createdAt: sql<string>`to_char(${recalls.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  createdBy: users.name,
  unitsWithdrawn: recalls.unitsWithdrawn,
  buyersTold: sql<number>`(select count(*)::int from ${recallBuyers} b where b.recall_id = ${recalls.id})`,
  buyersReturned: sql<number>`(select count(*)::int from ${recallBuyers} b where b.recall_id = ${recalls.id} and b.returned_at is not null)`,
  movedOrderIds: movedOrders,
};

/** The recalls, newest first (at most 200: a pharmacy recalls a few a year). */
export async function listRecalls(tx: DbOrTx): Promise<RecallRow[]> {
  const rows = await tx
    .select(columns)
    .from(recalls)
    .leftJoin(users, eq(users.id, recalls.createdBy))
    .orderBy(desc(recalls.createdAt))
    .limit(200);
  return rows.map((r) => ({ ...r, buyersTold: Number(r.buyersTold), buyersReturned: Number(r.buyersReturned) }));
}

export async function readRecall(tx: DbOrTx, id: string): Promise<RecallRow | null> {
  const [row] = await tx
    .select(columns)
    .from(recalls)
    .leftJoin(users, eq(users.id, recalls.createdBy))
    .where(eq(recalls.id, id));
  return row ? { ...row, buyersTold: Number(row.buyersTold), buyersReturned: Number(row.buyersReturned) } : null;
}

/** The buyers told of a recall, in the order they were recorded. */
export async function buyersOfRecall(tx: DbOrTx, recallId: string) {
  return tx
    .select({
      id: recallBuyers.id,
      name: recallBuyers.name,
      email: recallBuyers.email,
      phone: recallBuyers.phone,
      units: recallBuyers.units,
      orders: recallBuyers.orderNumbers,
      event: recallBuyers.event,
      returnedAt: sql<
        string | null
      >`to_char(${recallBuyers.returnedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      returnedBy: users.name,
    })
    .from(recallBuyers)
    .leftJoin(users, eq(users.id, recallBuyers.returnedBy))
    .where(eq(recallBuyers.recallId, recallId))
    .orderBy(asc(recallBuyers.createdAt), asc(recallBuyers.email));
}
