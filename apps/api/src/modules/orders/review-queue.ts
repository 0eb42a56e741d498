import {
  type Order,
  type OrderForReview,
  type OrderLineRejectionReason,
  type OrderReviewPage,
  PRESCRIPTION_LIMITS,
} from '@medibazaar/contract';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { orderEvents, orderLines, orders } from './orders.schema.js';
import { conflict, notFound } from '../../core/http-errors.js';
import type { SessionUser } from '../../core/session.js';
import { prescriptionOwnerOfOrder, prescriptionsInFull } from '../prescriptions/index.js';
import { requireRegistration } from '../users/index.js';
import { antibioticLinesOf } from './antibiotic-lines.js';
import { AWAITING, claimActive, findOrder, type OrderRow, type OrdersContext } from './orders-context.js';
import { extrasOf, orderJson } from './order-read-model.js';

/**
 * Orders that wait for a pharmacist (decision 042): the review queue and its claims, and the
 * locks and writes the review takes. The per-line review is the prescription-review flow's
 * (flows/prescription-review/), the capture (or void) of the card authorization that pays them in
 * `authorization-settlement.ts`, the expiry of the stock they hold in `prescription-holds.ts`.
 */

/**
 * Moves an order out of the review, its claim let go, with the timeline entry saying who did
 * and why: a pharmacist's decision, or the shop when the hold ran out.
 */
export async function endReview(
  tx: DbOrTx,
  orderId: string,
  changes: Partial<typeof orders.$inferInsert> & { status: 'confirmed' | 'cancelled' },
  event: Pick<
    typeof orderEvents.$inferInsert,
    'actorId' | 'actorRole' | 'actorName' | 'actorRegistration' | 'note' | 'reason'
  >,
) {
  const [updated] = await tx
    .update(orders)
    .set({ ...changes, claimedBy: null, claimExpiresAt: null, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId))
    .returning();
  await tx.insert(orderEvents).values({ orderId, fromStatus: AWAITING, toStatus: changes.status, ...event });
  return updated!;
}

/**
 * In the pharmacist's queue: cash on delivery, a card authorized for it, and any order that holds
 * stock whatever its payment (decision 050), so nothing holds units where no pharmacist sees it.
 * An unpaid card order holds nothing and waits for its payment first.
 */
const readyForReview = and(
  eq(orders.status, AWAITING),
  or(eq(orders.paymentMethod, 'cod'), eq(orders.paymentStatus, 'authorized'), eq(orders.stockTaken, true)),
);
const isReadyForReview = (row: OrderRow) =>
  row.status === AWAITING && (row.paymentMethod === 'cod' || row.paymentStatus === 'authorized' || row.stockTaken);

/**
 * Any order that is not waiting for a review, or does not exist: a reviewer learns nothing of an
 * order outside the review (its status, its buyer) from the review's routes.
 */
const notAwaitingReview = () => notFound('No order waiting for a review has this number.', 'ORDER_NOT_FOUND');

export const awaitingCardPayment = () =>
  conflict(
    'The card payment of this order is not authorized yet: it can be reviewed once the buyer has paid.',
    'ORDER_AWAITING_PAYMENT',
  );

/** The order awaiting review, locked: 404 for any other, 409 while its card payment has not come. */
async function lockAwaitingReview(tx: DbOrTx, number: string): Promise<OrderRow> {
  const row = await findOrder(tx, number, true);
  if (!row || row.status !== AWAITING) throw notAwaitingReview();
  if (!isReadyForReview(row)) throw awaitingCardPayment();
  return row;
}

async function claimedByOther(tx: DbOrTx, row: OrderRow, user: SessionUser) {
  if (!claimActive(row) || row.claimedBy === user.id) return;
  const extras = await extrasOf(tx, [row]);
  const holder = extras.claimants.get(row.claimedBy!) ?? 'Another pharmacist';
  throw conflict(
    `${holder} is reviewing this order until ${row.claimExpiresAt!.toISOString().slice(11, 16)} UTC.`,
    'ORDER_CLAIMED',
  );
}

/**
 * The order under review, locked; refused when it no longer waits, when the reviewer placed it or
 * it rests on their own prescription (nobody checks their own medicine; refused at the claim
 * already, so they never start), when the reviewer has no Pharmacy Council registration to sign
 * with (decision 057), or while someone else is reviewing it. Answers the reviewer's registration.
 */
export async function lockForReview(
  tx: DbOrTx,
  user: SessionUser,
  number: string,
): Promise<OrderRow & { reviewerRegistration: string }> {
  const row = await lockAwaitingReview(tx, number);
  if (row.buyerId === user.id || (await prescriptionOwnerOfOrder(tx, row.id)) === user.id) {
    throw conflict('You placed this order yourself: another pharmacist must review it.', 'OWN_ORDER_REVIEW');
  }
  const reviewerRegistration = await requireRegistration(tx, user);
  await claimedByOther(tx, row, user);
  return { ...row, reviewerRegistration };
}

export type OrderLineRow = typeof orderLines.$inferSelect;

/** The lines of an order under review, in the order the pharmacist sees them. */
export async function linesForReview(tx: DbOrTx, orderId: string): Promise<OrderLineRow[]> {
  return tx
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.name), asc(orderLines.id));
}

/** A pharmacist's decision on one line: the units approved (0 when rejected), why, and a note. */
export interface LineDecision {
  line: OrderLineRow;
  approved: boolean;
  quantity: number;
  reason: OrderLineRejectionReason | null;
  note: string | null;
}

/** Writes each line's decision: the units approved, those the buyer asked for, the reason and note. */
export async function writeLineDecisions(tx: DbOrTx, decisions: readonly LineDecision[]): Promise<void> {
  for (const d of decisions) {
    await tx
      .update(orderLines)
      .set({
        quantity: d.quantity,
        requestedQuantity: d.line.quantity,
        reviewDecision: d.approved ? 'approved' : 'rejected',
        reviewReason: d.reason,
        reviewNote: d.note,
      })
      .where(eq(orderLines.id, d.line.id));
  }
}

// ---------------------------------------------------------------------------
// The queue and claims
// ---------------------------------------------------------------------------

/** `GET /api/review/orders`: orders ready for review, oldest first, with their prescriptions in full. */
export async function listOrdersForReview(
  ctx: OrdersContext,
  user: SessionUser,
  page: number,
  limit: number,
): Promise<OrderReviewPage> {
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([
    ctx.db
      .select()
      .from(orders)
      .where(readyForReview)
      .orderBy(asc(orders.createdAt), asc(orders.number))
      .limit(limit)
      .offset((page - 1) * limit),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(readyForReview),
  ]);
  const items = await Promise.all(rows.map((r) => orderJson(ctx.db, r, user)));
  const [full, antibiotics] = await Promise.all([
    prescriptionsInFull(
      ctx.db,
      items.flatMap((o) => (o.prescription ? [o.prescription.id] : [])),
    ),
    antibioticLinesOf(
      ctx.db,
      rows.map((r) => r.id),
    ),
  ]);
  return {
    items: items.map((order, i): OrderForReview => ({
      order,
      prescription: order.prescription ? (full.get(order.prescription.id) ?? null) : null,
      antibioticLines: antibiotics.get(rows[i]!.id) ?? [],
    })),
    total: n,
    page,
    limit,
  };
}

/** Claims an order awaiting review for the caller, for a few minutes (renewed by claiming again). */
export async function claimOrder(ctx: OrdersContext, user: SessionUser, number: string): Promise<Order> {
  const row = await ctx.db.transaction(async (tx) => {
    const order = await lockForReview(tx, user, number);
    const [updated] = await tx
      .update(orders)
      .set({ claimedBy: user.id, claimExpiresAt: new Date(Date.now() + PRESCRIPTION_LIMITS.claimMinutes * 60_000) })
      .where(eq(orders.id, order.id))
      .returning();
    return updated!;
  });
  return orderJson(ctx.db, row, user);
}

/** Gives up the caller's own claim; someone else's stays. */
export async function releaseOrderClaim(ctx: OrdersContext, user: SessionUser, number: string): Promise<Order> {
  const row = await ctx.db.transaction(async (tx) => {
    const order = await lockAwaitingReview(tx, number);
    if (order.claimedBy !== user.id) return order;
    const [updated] = await tx
      .update(orders)
      .set({ claimedBy: null, claimExpiresAt: null })
      .where(eq(orders.id, order.id))
      .returning();
    return updated!;
  });
  return orderJson(ctx.db, row, user);
}
