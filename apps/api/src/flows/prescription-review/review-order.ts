import { centsToDollars, type Order, type ReviewOrderSchema, type ShopCurrency, taxCents } from '@medibazaar/contract';
import type { z } from 'zod';
import type { DbOrTx, ProductsWatcher } from '../../db/client.js';
import { badRequest, conflict } from '../../core/http-errors.js';
import type { SessionUser } from '../../core/session.js';
import { recordAudit } from '../../modules/audit/index.js';
import { returnStock } from '../../modules/catalog/index.js';
import { queueOrderReviewMail, queueOrderToFulfil, type Messages } from '../../modules/notifications/index.js';
import {
  AWAITING,
  awaitingCardPayment,
  endReview,
  findOrder,
  type LineDecision as Decision,
  linesForReview,
  lockForReview,
  type OrderLineRow as LineRow,
  orderJson,
  type OrderRow,
  type SettlementContext,
  settleQuietly,
  writeLineDecisions,
} from '../../modules/orders/index.js';
import { isApprovedAndValid, lockPrescriptionOfOrder } from '../../modules/prescriptions/index.js';
import { registerApprovedAntibiotics } from './antibiotic-register.js';

/** What the review works with: the database, product pages, the shop's currency, and what settling needs. */
export interface ReviewContext extends SettlementContext {
  productPages: ProductsWatcher;
  currency: ShopCurrency;
}

type ReviewInput = z.output<typeof ReviewOrderSchema>;

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

/** The full courses the pharmacist entered from the prescription, by line. */
const coursesOf = (input: ReviewInput) =>
  new Map(input.lines.flatMap((l) => (l.courseQuantity ? [[l.lineId, l.courseQuantity] as const] : [])));

const lineState = (l: Pick<LineRow, 'id' | 'name' | 'quantity'>) => ({ id: l.id, name: l.name, quantity: l.quantity });

/**
 * `POST /api/orders/:number/review`: a pharmacist decides on each line of an order waiting
 * for them, once (the order is locked and must still wait: a second click, or a second
 * pharmacist at the same moment, finds it no longer waiting: 404). Step by step, in one
 * transaction:
 *
 * 1. the order locked for the review (orders: not one's own, not while another pharmacist holds
 *    its claim) and every line decided (`decide`);
 * 2. a line needing a prescription is approved only against an approved, valid one
 *    (prescriptions);
 * 3. the decisions written (orders) and the units not approved put back into the lots they came from (catalog);
 *    each approved antibiotic line written to the antibiotic register, once (catalog says which
 *    are antibiotics, the prescription gives patient and prescriber; antibiotic-register);
 * 4. the review ended (orders): the order confirmed with its totals worked out again (the
 *    delivery fee stays as quoted), or cancelled when nothing is left; an audit entry (audit) and
 *    the buyer's and seller's mail (notifications).
 *
 * After the commit the card authorization of its payment is captured or voided once nothing
 * else of it waits (orders' settlement, through payments' processor).
 */
export async function reviewOrder(
  ctx: ReviewContext,
  user: SessionUser,
  number: string,
  input: ReviewInput,
): Promise<Order> {
  const touched = new Set<string>();
  const row = await ctx.db.transaction(async (tx) => {
    const order = await lockForReview(tx, user, number);
    const lines = await linesForReview(tx, order.id);
    const decisions = decide(lines, input);
    await assertMayApprove(tx, order, decisions);
    for (const category of await applyDecisions(tx, order, decisions, user.id)) touched.add(category);
    await registerApprovedAntibiotics(tx, { user, order, decisions, courses: coursesOf(input) });

    const { updated, left } = await closeReview(tx, user, order, decisions);
    await recordAudit(tx, {
      action: 'order.reviewed',
      objectType: 'order',
      objectId: order.number,
      before: { status: AWAITING, totalCents: order.totalCents, lines: lines.map(lineState) },
      after: {
        status: updated.status,
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
    if (ctx.mail) await queueReviewMails(ctx, ctx.mail, tx, order, updated, decisions, left);
    return updated;
  });
  if (touched.size) ctx.productPages.changed([...touched]);
  if (row.paymentId && row.paymentMethod === 'card') await settleQuietly(ctx, row.paymentId);
  return orderJson(ctx.db, (await findOrder(ctx.db, number))!, user);
}

/**
 * Refuses what may not be approved: anything of an unpaid card order, and a line needing a
 * prescription without an approved, valid one.
 */
async function assertMayApprove(tx: DbOrTx, order: OrderRow, decisions: Decision[]): Promise<void> {
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
}

/** Writes each line's decision and puts units not approved back on the shelf. Answers the categories whose stock changed. */
async function applyDecisions(
  tx: DbOrTx,
  order: OrderRow,
  decisions: Decision[],
  reviewerId: string,
): Promise<string[]> {
  await writeLineDecisions(tx, decisions);
  const back = decisions.flatMap((d) =>
    d.line.productId && d.quantity < d.line.quantity
      ? [{ productId: d.line.productId, quantity: d.line.quantity - d.quantity }]
      : [],
  );
  if (!order.stockTaken) return [];
  await returnStock(tx, back, { orderId: order.id, actorId: reviewerId, reason: 'not approved by the pharmacist' });
  return decisions.flatMap((d) => (d.quantity < d.line.quantity ? [d.line.category] : []));
}

/**
 * Ends the review: the order confirmed with its totals worked out again (the delivery fee stays
 * as quoted), or cancelled with the reasons when nothing is left.
 */
async function closeReview(
  tx: DbOrTx,
  user: SessionUser,
  order: OrderRow & { reviewerRegistration: string },
  decisions: Decision[],
): Promise<{ updated: OrderRow; left: boolean }> {
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
      actorRegistration: order.reviewerRegistration,
      note,
      reason: left ? null : 'prescription_lines_rejected',
    },
  );
  return { updated, left };
}

/** The buyer's mail of the review; a cash order left to fulfil, the seller's too. */
async function queueReviewMails(
  ctx: ReviewContext,
  mail: Messages,
  tx: DbOrTx,
  order: OrderRow,
  updated: OrderRow,
  decisions: Decision[],
  left: boolean,
): Promise<void> {
  const reviewed = decisions.map((d) => ({
    name: d.line.name,
    approved: d.quantity,
    requested: d.line.quantity,
    reason: d.reason,
    note: d.note,
  }));
  await queueOrderReviewMail(
    tx,
    mail.notifications,
    mail.publicUrl,
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
    await queueOrderToFulfil(tx, mail, { ...updated, paymentMethod: 'cod' }, units);
  }
}
