import { checkTransition, type Order, type OrderActor, type OrderStatus } from '@medibazaar/contract';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { retryingLockConflicts } from '../../db/lock-conflicts.js';
import { orderEvents, orderLines, orders } from './orders.schema.js';
import { badRequest, conflict, HttpError } from '../../core/http-errors.js';
import type { SessionUser } from '../../core/session.js';
import { returnStock } from '../catalog/index.js';
import { insertPayment, recordCashCollection } from '../payments/index.js';
import { recordAudit } from '../audit/index.js';
import { queueOrderStatusMail } from '../notifications/index.js';
import {
  actorsFor,
  AWAITING,
  awaitsCardPayment,
  findOrder,
  orderNotFound,
  type OrderRow,
  type OrdersContext,
} from './orders-context.js';
import { orderJson } from './order-read-model.js';
import { makeRefund, type MoneyBack, moneyBackOf } from './refunds.js';
import { settleQuietly } from './authorization-settlement.js';
import { assertNoReturnRequests } from './order-returns.js';

// ---------------------------------------------------------------------------
// Moving an order
// ---------------------------------------------------------------------------

const STATUS_WORDS: Record<OrderStatus, string> = {
  awaiting_prescription: 'awaiting a prescription check',
  placed: 'placed',
  confirmed: 'confirmed',
  packed: 'packed',
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
  returned: 'returned',
};

function refused(from: OrderStatus, to: OrderStatus, allowed: OrderStatus[]) {
  const instead = allowed.length
    ? ` You may move it to: ${allowed.map((s) => STATUS_WORDS[s]).join(', ')}.`
    : ' You cannot move it any further.';
  return new HttpError(
    409,
    `This order is ${STATUS_WORDS[from]} and cannot be moved to ${STATUS_WORDS[to]}.${instead}`,
    'ORDER_TRANSITION_NOT_ALLOWED',
    'to',
    { allowed },
  );
}

/** The role an event records for the caller: the most specific one that allows the move. */
function actingAs(from: OrderStatus, to: OrderStatus, actors: OrderActor[]): OrderActor {
  return actors.find((a) => checkTransition(from, to, [a]).ok)!;
}

type LineRow = typeof orderLines.$inferSelect;
type OrderChanges = Partial<typeof orders.$inferInsert>;

/**
 * Moves an order along the table, in one transaction that holds the order's row:
 * two moves of one order run one after the other, so stock is returned once and a
 * refund is opened once. Cancelling or returning puts taken units back; cancelling a
 * paid card order opens its refund (made with the provider after the commit); marking
 * a cash order delivered records the cash collected as a payment, and returning it
 * records that cash as given back. With `repeatAnswersAsIs`, an order already in `to` is
 * answered as it is (a repeated cancel), decided under the same lock as the move, so
 * parallel requests agree on which one moved it. A recall of a batch the order holds locks
 * them the other way round; when the two meet, the one PostgreSQL rolls back runs again.
 */
export async function transitionOrder(
  ctx: OrdersContext,
  user: SessionUser,
  number: string,
  to: OrderStatus,
  note: string | undefined,
  options: { repeatAnswersAsIs?: boolean; collectedBy?: string } = {},
): Promise<Order> {
  const touched = new Set<string>();
  let settle: string | null = null;
  const { row, refund } = await retryingLockConflicts(() =>
    ctx.db.transaction(async (tx) => {
      const order = await findOrder(tx, number, true);
      if (!order) throw orderNotFound();
      const actors = actorsFor(order, user);
      if (!actors.length) throw orderNotFound();
      const from = order.status as OrderStatus;
      if (options.repeatAnswersAsIs && from === to) return { row: order, refund: null };
      assertMayMove(order, from, to, actors);
      if (to === 'returned') await assertNoReturnRequests(tx, order.id);

      const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
      const changes: OrderChanges = { status: to };
      let money: MoneyBack = { refund: null, cashBack: null, settle: null };
      if (from === AWAITING) Object.assign(changes, { claimedBy: null, claimExpiresAt: null });

      if ((to === 'cancelled' || to === 'returned') && order.stockTaken) {
        const back = lines.flatMap((l) => (l.productId ? [{ productId: l.productId, quantity: l.quantity }] : []));
        await returnStock(tx, back, { orderId: order.id, actorId: user.id, reason: `order ${to}` });
        for (const l of lines) touched.add(l.category);
        changes.stockTaken = false;
      }
      if (to === 'cancelled' || to === 'returned') {
        money = await moneyBackOf(tx, order);
        if (money.paymentStatus) changes.paymentStatus = money.paymentStatus;
        settle = money.settle;
      }
      const collectsCash = to === 'delivered' && order.paymentMethod === 'cod' && order.paymentStatus === 'due';
      if (options.collectedBy !== undefined && !collectsCash) {
        throw badRequest('Only a cash order being marked delivered has cash collected.', 'BAD_REQUEST', 'collectedBy');
      }
      if (collectsCash) {
        // A rider named by the admin holds the cash under that name; else the one marking it delivered does.
        const collector = options.collectedBy
          ? { id: null, name: options.collectedBy }
          : { id: user.id, name: user.name };
        Object.assign(changes, await recordCashCollected(tx, order, lines, collector));
      }

      const updated = await recordMove(ctx, tx, user, order, { from, to, actors, note, changes, money });
      return { row: updated, refund: money.refund };
    }),
  );
  if (touched.size) ctx.productPages.changed([...touched]);
  if (refund) await makeRefund(ctx, row.id, refund);
  if (settle) await settleQuietly(ctx, settle);
  const fresh = (await findOrder(ctx.db, number))!;
  return orderJson(ctx.db, fresh, user);
}

/** Refuses a move the table does not allow these actors, and any move of a card order waiting for its payment but its cancel. */
function assertMayMove(order: OrderRow, from: OrderStatus, to: OrderStatus, actors: OrderActor[]) {
  const verdict = checkTransition(from, to, actors);
  if (!verdict.ok) throw refused(from, to, verdict.allowed);
  if (order.heldByRecallId && to === 'shipped') {
    throw conflict(
      'A batch this order held was recalled and no other batch could fill it: it cannot be shipped until it is filled from another batch (the recall page re-allocates it) or cancelled.',
      'ORDER_HELD_BY_RECALL',
    );
  }
  if (awaitsCardPayment(order) && (to !== 'cancelled' || order.paymentId)) {
    throw conflict(
      order.paymentId
        ? 'The card payment of this order is still being processed. Try again once it has gone through.'
        : 'This order waits for its card payment: it moves on once it is paid. It can only be cancelled now.',
      'ORDER_AWAITING_PAYMENT',
    );
  }
}

/**
 * A cash order delivered: the cash collected is recorded as its payment, and as held by whoever
 * marked it delivered until an admin marks it handed in (payments' cash collections).
 */
async function recordCashCollected(
  tx: DbOrTx,
  order: OrderRow,
  lines: LineRow[],
  collector: { id: string | null; name: string },
): Promise<OrderChanges> {
  const payment = await insertPayment(
    tx,
    {
      userId: order.buyerId,
      email: order.buyerEmail,
      amountCents: order.totalCents,
      currency: order.currency,
      provider: 'cod',
      transactionId: `cod-${order.number}`,
      status: 'succeeded',
    },
    lines.map((l) => ({
      cartItemId: null,
      productId: l.productId,
      sellerId: l.sellerId,
      productName: l.name,
      category: l.category,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
    })),
  );
  await recordCashCollection(tx, {
    paymentId: payment.id,
    orderNumber: order.number,
    collector,
    amountCents: order.totalCents,
    currency: order.currency,
  });
  return { paymentId: payment.id, paymentStatus: 'paid' };
}

interface Move {
  from: OrderStatus;
  to: OrderStatus;
  actors: OrderActor[];
  note: string | undefined;
  changes: OrderChanges;
  money: MoneyBack;
}

/** Writes the move: the order's row, its timeline entry, the buyer's mail and the audit entries. */
async function recordMove(
  ctx: OrdersContext,
  tx: DbOrTx,
  user: SessionUser,
  order: OrderRow,
  { from, to, actors, note, changes, money: { refund, cashBack } }: Move,
): Promise<OrderRow> {
  const [updated] = await tx
    .update(orders)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id))
    .returning();
  await tx.insert(orderEvents).values({
    orderId: order.id,
    fromStatus: from,
    toStatus: to,
    actorId: user.id,
    actorRole: actingAs(from, to, actors),
    actorName: user.name,
    note: note || null,
  });
  if (ctx.mail) await queueOrderStatusMail(tx, ctx.mail.notifications, ctx.mail.publicUrl, order, to, note || null);
  await recordAudit(tx, {
    action: 'order.status_changed',
    objectType: 'order',
    objectId: order.number,
    before: { status: from, paymentStatus: order.paymentStatus },
    after: { status: to, paymentStatus: updated!.paymentStatus, note: note || null },
  });
  if (cashBack) {
    await recordAudit(tx, {
      action: 'refund.succeeded',
      objectType: 'refund',
      objectId: cashBack,
      after: { status: 'succeeded', order: order.number, provider: 'cod', amountCents: order.totalCents },
    });
  }
  if (refund) {
    await recordAudit(tx, {
      action: 'refund.opened',
      objectType: 'refund',
      objectId: refund.refundId,
      after: { status: 'pending', order: order.number },
    });
  }
  return updated!;
}
