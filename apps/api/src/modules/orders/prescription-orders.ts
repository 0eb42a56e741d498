import {
  centsToDollars,
  PRESCRIPTION_LIMITS,
  taxCents,
  type Order,
  type OrderForReview,
  type OrderLineRejectionReason,
  type OrderReviewPage,
  type ReviewOrderSchema,
} from '@medibazaar/contract';
import { and, asc, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { orderEvents, orderLines, orders } from './orders.schema.js';
import { paymentItems, payments } from '../payments/index.js';
import { badRequest, conflict, notFound } from '../../core/http-errors.js';
import type { SessionUser } from '../../core/session.js';
import { recordAudit } from '../audit/index.js';
import { queueNewOrderMail, queueOrderReviewMail, queueOrderToFulfil } from '../notifications/index.js';
import { returnStock } from '../catalog/index.js';
import { isApprovedAndValid, lockPrescriptionOfOrder, prescriptionsInFull } from '../prescriptions/index.js';
import { claimActive, extrasOf, findOrder, orderJson, type OrderRow, type OrdersContext } from './orders.service.js';

/**
 * Orders that wait for a pharmacist (decision 042): the review queue, claims, the per-line
 * review, the expiry of the stock they hold, and the capture (or void) of the card
 * authorization that pays them once no order of the payment waits any more.
 */

const AWAITING = 'awaiting_prescription';

/**
 * Moves an order out of the review, its claim let go, with the timeline entry saying who did
 * and why: a pharmacist's decision, or the shop when the hold ran out.
 */
async function endReview(
  tx: DbOrTx,
  orderId: string,
  changes: Partial<typeof orders.$inferInsert> & { status: 'confirmed' | 'cancelled' },
  event: Pick<typeof orderEvents.$inferInsert, 'actorId' | 'actorRole' | 'actorName' | 'note' | 'reason'>,
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

const awaitingCardPayment = () =>
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
 * The order under review, locked; refused when it no longer waits, when the reviewer placed it
 * (nobody checks their own medicine; refused at the claim already, so they never start), or
 * while someone else is reviewing it.
 */
async function lockForReview(tx: DbOrTx, user: SessionUser, number: string): Promise<OrderRow> {
  const row = await lockAwaitingReview(tx, number);
  if (row.buyerId === user.id) {
    throw conflict('You placed this order yourself: another pharmacist must review it.', 'OWN_ORDER_REVIEW');
  }
  await claimedByOther(tx, row, user);
  return row;
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
  const full = await prescriptionsInFull(
    ctx.db,
    items.flatMap((o) => (o.prescription ? [o.prescription.id] : [])),
  );
  return {
    items: items.map((order): OrderForReview => ({
      order,
      prescription: order.prescription ? (full.get(order.prescription.id) ?? null) : null,
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

// ---------------------------------------------------------------------------
// The review
// ---------------------------------------------------------------------------

type ReviewInput = z.output<typeof ReviewOrderSchema>;
type LineRow = typeof orderLines.$inferSelect;

interface Decision {
  line: LineRow;
  approved: boolean;
  quantity: number;
  reason: OrderLineRejectionReason | null;
  note: string | null;
}

/** Every line's decision: those listed as decided, the others (no prescription needed) approved in full. */
function decide(lines: LineRow[], input: ReviewInput): Decision[] {
  const byId = new Map(input.lines.map((l) => [l.lineId, l]));
  const unknown = input.lines.filter((l) => !lines.some((row) => row.id === l.lineId));
  if (unknown.length) {
    throw badRequest(
      `This order has no item ${unknown.map((l) => l.lineId).join(', ')}. Reload the order and review it again.`,
      'ORDER_LINE_NOT_FOUND',
      'lines',
    );
  }
  const undecided = lines.filter((l) => l.requiresPrescription && !byId.has(l.id));
  if (undecided.length) {
    throw badRequest(
      `Approve or reject every item that needs a prescription: ${undecided.map((l) => l.name).join(', ')}.`,
      'ORDER_LINE_UNDECIDED',
      'lines',
    );
  }
  return lines.map((line) => {
    const given = byId.get(line.id);
    if (!given) return { line, approved: true, quantity: line.quantity, reason: null, note: null };
    if (given.decision === 'reject') {
      return { line, approved: false, quantity: 0, reason: given.reason ?? 'other', note: given.note || null };
    }
    const quantity = given.quantity ?? line.quantity;
    if (quantity > line.quantity) {
      throw badRequest(
        `${line.name}: the customer asked for ${line.quantity}; you cannot approve ${quantity}.`,
        'REVIEW_QUANTITY_TOO_LARGE',
        'lines',
      );
    }
    return { line, approved: true, quantity, reason: given.reason ?? null, note: given.note || null };
  });
}

const lineState = (l: Pick<LineRow, 'id' | 'name' | 'quantity'>) => ({ id: l.id, name: l.name, quantity: l.quantity });

/**
 * `POST /api/orders/:number/review`: a pharmacist decides on each line of an order waiting
 * for them, once (the order is locked and must still wait: a second click, or a second
 * pharmacist at the same moment, finds it no longer waiting: 404). Lines needing a
 * prescription may be approved only against an approved, valid prescription. Units not
 * approved go back on the shelf, the totals are worked out again (the delivery fee stays as
 * quoted), and the order is confirmed, or cancelled when nothing is left. After the commit the
 * card authorization of its payment is captured or voided once nothing else of it waits.
 */
export async function reviewOrder(
  ctx: OrdersContext,
  user: SessionUser,
  number: string,
  input: ReviewInput,
): Promise<Order> {
  const touched = new Set<string>();
  const row = await ctx.db.transaction(async (tx) => {
    const order = await lockForReview(tx, user, number);
    const lines = await tx
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.name), asc(orderLines.id));
    const decisions = decide(lines, input);
    // An unpaid card order that holds stock (placed before decision 050) may only be turned down:
    // nothing can be charged for what is approved, and a payment on its way must land first.
    const unpaidCard = order.paymentMethod === 'card' && order.paymentStatus !== 'authorized';
    if (unpaidCard && (order.paymentId || decisions.some((d) => d.quantity > 0))) throw awaitingCardPayment();
    if (decisions.some((d) => d.approved && d.line.requiresPrescription)) {
      const prescription = await lockPrescriptionOfOrder(tx, order.id);
      if (!prescription || !isApprovedAndValid(prescription)) {
        throw conflict(
          prescription?.status === 'approved'
            ? `The prescription of this order was valid until ${prescription.validUntil}: reject the items that need it.`
            : 'Approve the prescription of this order first, or reject every item that needs it.',
          'PRESCRIPTION_NOT_APPROVED',
        );
      }
    }

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
    const back = decisions.flatMap((d) =>
      d.line.productId && d.quantity < d.line.quantity
        ? [{ productId: d.line.productId, quantity: d.line.quantity - d.quantity }]
        : [],
    );
    if (order.stockTaken) {
      await returnStock(tx, back);
      for (const d of decisions) if (d.quantity < d.line.quantity) touched.add(d.line.category);
    }

    const left = decisions.some((d) => d.quantity > 0);
    const itemsCents = decisions.reduce((sum, d) => sum + d.line.unitPriceCents * d.quantity, 0);
    const tax = taxCents(itemsCents, order.taxRateBasisPoints);
    const to = left ? 'confirmed' : 'cancelled';
    const reasons = decisions
      .filter((d) => !d.approved)
      .map((d) => `${d.line.name}: ${d.reason}${d.note ? ` (${d.note})` : ''}`)
      .join('; ');
    const note = left ? null : `Not approved by the pharmacist: ${reasons}`.slice(0, 500);
    const updated = await endReview(
      tx,
      order.id,
      {
        status: to,
        ...(left
          ? { itemsCents, taxCents: tax, totalCents: itemsCents + order.deliveryFeeCents + tax }
          : { stockTaken: false, paymentStatus: 'void' }),
      },
      {
        actorId: user.id,
        actorRole: 'pharmacist',
        actorName: user.name,
        note,
        reason: left ? null : 'prescription_lines_rejected',
      },
    );
    await recordAudit(tx, {
      action: 'order.reviewed',
      objectType: 'order',
      objectId: order.number,
      before: { status: AWAITING, totalCents: order.totalCents, lines: lines.map(lineState) },
      after: {
        status: to,
        totalCents: updated.totalCents,
        paymentStatus: updated.paymentStatus,
        lines: decisions.map((d) => ({
          ...lineState({ ...d.line, quantity: d.quantity }),
          decision: d.approved ? 'approved' : 'rejected',
          requested: d.line.quantity,
          reason: d.reason,
          note: d.note,
        })),
      },
    });
    if (ctx.mail) {
      const reviewed = decisions.map((d) => ({
        name: d.line.name,
        approved: d.quantity,
        requested: d.line.quantity,
        reason: d.reason,
        note: d.note,
      }));
      await queueOrderReviewMail(
        tx,
        ctx.mail.notifications,
        ctx.mail.publicUrl,
        order,
        left
          ? {
              kind: 'approved',
              lines: reviewed,
              total: centsToDollars(updated.totalCents),
              currency: ctx.currency,
            }
          : { kind: 'rejected', lines: reviewed },
      );
      // A cash order is the seller's to fulfil now; a card order once its payment is captured.
      if (left && order.paymentMethod === 'cod') {
        const units = decisions.flatMap((d) =>
          d.line.productId && d.quantity > 0 ? [{ productId: d.line.productId, quantity: d.quantity }] : [],
        );
        await queueOrderToFulfil(tx, ctx.mail, { ...updated, paymentMethod: 'cod' }, units);
      }
    }
    return updated;
  });
  if (touched.size) ctx.productPages.changed([...touched]);
  if (row.paymentId && row.paymentMethod === 'card') await settleQuietly(ctx, row.paymentId);
  return orderJson(ctx.db, (await findOrder(ctx.db, number))!, user);
}

// ---------------------------------------------------------------------------
// Capturing or voiding the card authorization
// ---------------------------------------------------------------------------

/**
 * Captures a payment's authorization once no order of it waits for a pharmacist: the sum of
 * its orders not cancelled (after their reviews), or voids it when that is 0. Exactly once,
 * whoever calls at the same moment: the amount is decided under the payment's lock and kept
 * (`capture_cents`), only the caller that decided it asks the provider (with the key
 * `capture:<payment id>`), and the records follow the provider's answer. A provider that
 * fails leaves the payment authorized with its amount decided; `settleDecidedPayments`
 * tries again. Answers what happened.
 */
export async function settleAuthorizedPayment(
  ctx: OrdersContext,
  paymentId: string,
  options: { retry?: boolean } = {},
): Promise<'captured' | 'voided' | 'waiting' | 'none'> {
  const decided = await ctx.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!payment || payment.status !== 'authorized') return null;
    if (payment.captureCents !== null) return options.retry ? payment : null;
    // Locked after the payment: a cancel of one of them waits, or is refused once this is decided.
    const held = await tx
      .select()
      .from(orders)
      .where(eq(orders.paymentId, paymentId))
      .orderBy(asc(orders.id))
      .for('update');
    if (held.some((o) => o.status === AWAITING)) return 'waiting' as const;
    const amount = held.filter((o) => o.paymentStatus === 'authorized').reduce((sum, o) => sum + o.totalCents, 0);
    const [marked] = await tx
      .update(payments)
      .set({ captureCents: amount, updatedAt: sql`now()` })
      .where(and(eq(payments.id, paymentId), sql`${payments.captureCents} is null`))
      .returning();
    return marked ?? null;
  });
  if (decided === 'waiting') return 'waiting';
  if (!decided) return 'none';
  if (decided.provider !== ctx.provider.name) {
    ctx.log.error({ paymentId }, `authorization made with ${decided.provider}, which this shop no longer uses`);
    return 'none';
  }
  const amount = decided.captureCents!;
  if (amount > 0) {
    await ctx.provider.capture(decided.transactionId, { amountCents: amount, idempotencyKey: `capture:${paymentId}` });
  } else {
    await ctx.provider.voidAuthorization(decided.transactionId);
  }
  return ctx.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!payment || payment.status !== 'authorized') return 'none';
    const captured = amount > 0;
    await tx
      .update(payments)
      .set({ status: captured ? 'succeeded' : 'voided', amountCents: amount, updatedAt: sql`now()` })
      .where(eq(payments.id, paymentId));
    const paid = await tx
      .update(orders)
      .set({ paymentStatus: captured ? 'paid' : 'void', updatedAt: sql`now()` })
      .where(and(eq(orders.paymentId, paymentId), eq(orders.paymentStatus, 'authorized')))
      .returning();
    await rewritePaymentItems(
      tx,
      paymentId,
      paid.map((o) => o.id),
    );
    await recordAudit(tx, {
      action: captured ? 'payment.captured' : 'payment.voided',
      objectType: 'payment',
      objectId: paymentId,
      before: { status: 'authorized', amountCents: payment.authorizedCents ?? payment.amountCents },
      after: {
        status: captured ? 'succeeded' : 'voided',
        amountCents: amount,
        orders: paid.map((o) => o.number),
      },
      actor: null,
    });
    if (captured && ctx.mail) {
      const lines = await tx
        .select()
        .from(orderLines)
        .where(
          inArray(
            orderLines.orderId,
            paid.map((o) => o.id),
          ),
        );
      for (const order of paid) {
        await queueNewOrderMail(
          tx,
          ctx.mail,
          { ...order, paymentMethod: 'card' },
          lines.filter((l) => l.orderId === order.id && l.quantity > 0),
        );
      }
    }
    return captured ? 'captured' : 'voided';
  });
}

/** Settles after a review or cancel; a provider that fails now is tried again by the recurring job. */
export async function settleQuietly(ctx: OrdersContext, paymentId: string) {
  try {
    await settleAuthorizedPayment(ctx, paymentId);
  } catch (err) {
    ctx.log.error({ err, paymentId }, 'capturing or voiding a card authorization failed; it is tried again later');
  }
}

/** What a captured payment bought: the lines of its orders as approved (none for a voided one). */
async function rewritePaymentItems(tx: DbOrTx, paymentId: string, orderIds: string[]) {
  const before = await tx
    .select({ productId: paymentItems.productId, cartItemId: paymentItems.cartItemId })
    .from(paymentItems)
    .where(eq(paymentItems.paymentId, paymentId));
  const cartItemOf = new Map(before.flatMap((i) => (i.productId ? [[i.productId, i.cartItemId]] : [])));
  await tx.delete(paymentItems).where(eq(paymentItems.paymentId, paymentId));
  if (!orderIds.length) return;
  const lines = await tx.select().from(orderLines).where(inArray(orderLines.orderId, orderIds));
  const kept = lines.filter((l) => l.quantity > 0);
  if (!kept.length) return;
  await tx.insert(paymentItems).values(
    kept.map((l) => ({
      paymentId,
      productId: l.productId,
      sellerId: l.sellerId,
      cartItemId: (l.productId && cartItemOf.get(l.productId)) || null,
      productName: l.name,
      category: l.category,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
    })),
  );
}

// ---------------------------------------------------------------------------
// Holds that run out
// ---------------------------------------------------------------------------

/** The recurring job's name: cancels orders no pharmacist reviewed in time, and retries captures. */
export const PRESCRIPTION_HOLD_JOB = 'prescription-order-holds';

/**
 * Cancels every order still waiting for a pharmacist after its hold ran out: its units go
 * back on the shelf, nothing of it is charged (its payment's authorization is captured
 * without it, or voided when nothing is left), with a timeline entry and an audit entry by
 * the shop and the buyer's mail. Safe on two servers at once: each order is locked and
 * checked again. Then tries again captures a provider failed. Answers the numbers cancelled.
 */
export async function expirePrescriptionHolds(ctx: OrdersContext): Promise<string[]> {
  const due = await ctx.db
    .select({ number: orders.number })
    .from(orders)
    .where(and(eq(orders.status, AWAITING), lte(orders.holdExpiresAt, sql`now()`)))
    .orderBy(asc(orders.holdExpiresAt))
    .limit(500);
  const cancelled: string[] = [];
  const touched = new Set<string>();
  const toSettle = new Set<string>();
  for (const { number } of due) {
    const row = await ctx.db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.number, number), eq(orders.status, AWAITING), lte(orders.holdExpiresAt, sql`now()`)))
        .for('update');
      if (!order) return null;
      const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
      if (order.stockTaken) {
        await returnStock(
          tx,
          lines.flatMap((l) => (l.productId ? [{ productId: l.productId, quantity: l.quantity }] : [])),
        );
        for (const l of lines) touched.add(l.category);
      }
      const note = 'The prescription was not reviewed in time.';
      const updated = await endReview(
        tx,
        order.id,
        {
          status: 'cancelled',
          stockTaken: false,
          paymentStatus: order.paymentStatus === 'refunded' ? order.paymentStatus : 'void',
        },
        { actorId: null, actorRole: 'system', actorName: null, note, reason: 'prescription_hold_expired' },
      );
      await recordAudit(tx, {
        action: 'order.hold_expired',
        objectType: 'order',
        objectId: order.number,
        before: { status: AWAITING, paymentStatus: order.paymentStatus, holdExpiresAt: order.holdExpiresAt },
        after: { status: 'cancelled', paymentStatus: updated.paymentStatus },
        actor: null,
      });
      if (ctx.mail) {
        await queueOrderReviewMail(tx, ctx.mail.notifications, ctx.mail.publicUrl, order, {
          kind: 'hold-expired',
          hours: ctx.prescriptionHoldHours,
        });
      }
      return updated;
    });
    if (!row) continue;
    cancelled.push(row.number);
    if (row.paymentId) toSettle.add(row.paymentId);
  }
  if (touched.size) ctx.productPages.changed([...touched]);
  for (const paymentId of toSettle) await settleQuietly(ctx, paymentId);
  await settleDecidedPayments(ctx);
  return cancelled;
}

/**
 * Authorizations whose capture was decided but not finished (the provider failed, or the
 * process stopped), and ready ones nobody settled: settled now, with the same key.
 */
export async function settleDecidedPayments(ctx: OrdersContext): Promise<void> {
  const stuck = await ctx.db
    .select({ id: payments.id, captureCents: payments.captureCents })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'authorized'),
        or(
          isNotNull(payments.captureCents),
          sql`not exists (select 1 from ${orders} where ${orders.paymentId} = ${payments.id} and ${orders.status} = ${AWAITING})`,
        ),
        lte(payments.updatedAt, sql`now() - interval '1 minute'`),
      ),
    )
    .limit(100);
  for (const p of stuck) {
    try {
      await settleAuthorizedPayment(ctx, p.id, { retry: p.captureCents !== null });
    } catch (err) {
      ctx.log.error({ err, paymentId: p.id }, 'capturing or voiding a card authorization failed again');
    }
  }
}
