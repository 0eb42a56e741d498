import type { Order } from '@medibazaar/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { orders, refunds } from './orders.schema.js';
import { payments } from '../payments/index.js';
import { conflict } from '../../core/http-errors.js';
import type { SessionUser } from '../../core/session.js';
import { recordAudit } from '../audit/index.js';
import { queueRefundFailedMails } from '../notifications/index.js';
import {
  findOrder,
  orderNotFound,
  type OrderRow,
  type OrdersContext,
  providerNamed,
  WHOLE_ORDER_REFUND,
} from './orders-context.js';
import { getOrder } from './order-read-model.js';

// ---------------------------------------------------------------------------
// Refunds: the money of a cancelled or returned order given back
// ---------------------------------------------------------------------------

export type RefundTodo = {
  refundId: string;
  transactionId: string;
  provider: string;
  amountCents: number;
  attempt: number;
};

/** What making a refund works with: the database, the providers, the log and the admins' mail. */
export type RefundContext = Pick<OrdersContext, 'db' | 'provider' | 'providers' | 'log' | 'mail'>;

/** What cancelling or returning an order does to its money (see `moneyBackOf`). */
export interface MoneyBack {
  /** The order's payment status after it, when it changes. */
  paymentStatus?: 'refunded' | 'void';
  /** A card refund opened now, to make with the provider after the commit. */
  refund: RefundTodo | null;
  /** The refund recording the cash of a returned cash order given back by hand. */
  cashBack: string | null;
  /** A card authorization to capture without this order, or void, after the commit. */
  settle: string | null;
}

/**
 * The money of an order being cancelled or returned, in the transaction that holds its row:
 * a paid card order opens its refund (once), a paid cash order records its cash given back,
 * an authorized card order drops out of its payment's capture, and one not paid yet is void.
 */
export async function moneyBackOf(tx: DbOrTx, order: OrderRow): Promise<MoneyBack> {
  if (order.paymentStatus === 'paid' && order.paymentMethod === 'card' && order.paymentId) {
    return { refund: await openCardRefund(tx, { ...order, paymentId: order.paymentId }), cashBack: null, settle: null };
  }
  if (order.paymentMethod === 'cod' && order.paymentStatus === 'paid' && order.paymentId) {
    // A returned cash order: the cash collected at the door goes back with the goods,
    // settled by hand, and is recorded as the order's refund.
    const [settled] = await tx
      .insert(refunds)
      .values({
        orderId: order.id,
        paymentId: order.paymentId,
        amountCents: order.totalCents,
        provider: 'cod',
        status: 'succeeded',
        attempts: 1,
      })
      .onConflictDoNothing(WHOLE_ORDER_REFUND)
      .returning({ id: refunds.id });
    if (settled) return { paymentStatus: 'refunded', refund: null, cashBack: settled.id, settle: null };
    return { refund: null, cashBack: null, settle: null };
  }
  if (order.paymentStatus === 'authorized' && order.paymentId) {
    // Its share of the card's hold is not taken: the payment is captured without it, or voided.
    const [payment] = await tx
      .select({ captureCents: payments.captureCents })
      .from(payments)
      .where(eq(payments.id, order.paymentId));
    if (payment?.captureCents !== null && payment?.captureCents !== undefined) {
      throw conflict(
        'The card payment of this order is being taken now. Try again in a moment.',
        'ORDER_AWAITING_PAYMENT',
      );
    }
    return { paymentStatus: 'void', refund: null, cashBack: null, settle: order.paymentId };
  }
  if (order.paymentStatus === 'due' || order.paymentStatus === 'awaiting') {
    return { paymentStatus: 'void', refund: null, cashBack: null, settle: null };
  }
  return { refund: null, cashBack: null, settle: null };
}

/**
 * The money of an accepted return request (decision 072), in the transaction that holds the order:
 * a paid card order opens a refund of `amountCents` through the provider it was paid with (made
 * after the commit), a paid cash order records that cash as given back by hand. Once per request.
 */
export async function returnMoney(
  tx: DbOrTx,
  order: OrderRow,
  returnId: string,
  amountCents: number,
): Promise<Pick<MoneyBack, 'refund' | 'cashBack'>> {
  const paid = order.paymentStatus === 'paid' || order.paymentStatus === 'refund_failed';
  if (!paid || !order.paymentId || amountCents <= 0) return { refund: null, cashBack: null };
  const [payment] = await tx
    .select({ provider: payments.provider, transactionId: payments.transactionId })
    .from(payments)
    .where(eq(payments.id, order.paymentId))
    .limit(1);
  const cash = order.paymentMethod === 'cod';
  const [opened] = await tx
    .insert(refunds)
    .values({
      orderId: order.id,
      returnId,
      paymentId: order.paymentId,
      amountCents,
      provider: cash ? 'cod' : payment!.provider,
      status: cash ? 'succeeded' : 'pending',
      attempts: cash ? 1 : 0,
    })
    .returning({ id: refunds.id });
  if (cash) return { refund: null, cashBack: opened!.id };
  return {
    refund: {
      refundId: opened!.id,
      transactionId: payment!.transactionId,
      provider: payment!.provider,
      amountCents,
      attempt: 1,
    },
    cashBack: null,
  };
}

/**
 * Opens the refund of an order's share of the online payment that took its money (once: null
 * when it was opened before), to make with the provider after the commit (`makeRefund`).
 */
export async function openCardRefund(
  tx: DbOrTx,
  order: Pick<OrderRow, 'id' | 'totalCents'> & { paymentId: string },
): Promise<RefundTodo | null> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, order.paymentId)).limit(1);
  const [opened] = await tx
    .insert(refunds)
    .values({
      orderId: order.id,
      paymentId: order.paymentId,
      amountCents: order.totalCents,
      provider: payment!.provider,
      status: 'pending',
    })
    .onConflictDoNothing(WHOLE_ORDER_REFUND)
    .returning({ id: refunds.id });
  if (!opened) return null;
  return {
    refundId: opened.id,
    transactionId: payment!.transactionId,
    provider: payment!.provider,
    amountCents: order.totalCents,
    attempt: 1,
  };
}

/**
 * An order's payment status once a refund of it went through: still `refund_failed` while another
 * refund of it failed; `refunded` once it is cancelled or returned; else `paid` (a return of part
 * of it gave that part's money back, the rest stays paid; decision 072).
 */
const paidStatusAfterRefund = sql<string>`case
  when exists (select 1 from ${refunds} r where r.order_id = ${orders.id} and r.status = 'failed') then 'refund_failed'
  when ${orders.status} in ('cancelled', 'returned') then 'refunded'
  else 'paid' end`;

/**
 * Asks the provider to give the order's share of the payment back (a payment may have
 * paid several orders of one placement) and records what it said. Each attempt has its
 * own idempotency key, so a retried request is never a second refund. A failure is
 * kept (refund `failed`, order payment `refund_failed`) for an admin to retry; the
 * order stays cancelled either way.
 */
export async function makeRefund(ctx: RefundContext, orderId: string, todo: RefundTodo): Promise<void> {
  let failure: string | null = null;
  const provider = providerNamed(ctx, todo.provider);
  if (!provider) {
    failure = `The payment was made with ${todo.provider}, which this shop no longer uses.`;
  } else {
    try {
      await provider.refund(todo.transactionId, {
        amountCents: todo.amountCents,
        idempotencyKey: `refund-${todo.refundId}-${todo.attempt}`,
        reference: `refund-${todo.refundId}`,
      });
    } catch (err) {
      failure = err instanceof Error ? err.message.slice(0, 500) : 'The payment service refused the refund.';
      ctx.log.warn({ err, orderId }, 'refund failed');
    }
  }
  await ctx.db.transaction(async (tx) => {
    await recordAudit(tx, {
      action: failure ? 'refund.failed' : 'refund.succeeded',
      objectType: 'refund',
      objectId: todo.refundId,
      before: { status: 'pending' },
      after: { status: failure ? 'failed' : 'succeeded', orderId, reason: failure },
    });
    const [refund] = await tx
      .update(refunds)
      .set({
        status: failure ? 'failed' : 'succeeded',
        failureReason: failure,
        attempts: sql`${refunds.attempts} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(refunds.id, todo.refundId))
      .returning({ attempts: refunds.attempts, amountCents: refunds.amountCents, returnId: refunds.returnId });
    const [order] = await tx
      .update(orders)
      .set({ paymentStatus: failure ? 'refund_failed' : paidStatusAfterRefund, updatedAt: sql`now()` })
      .where(eq(orders.id, orderId))
      .returning({ number: orders.number, currency: orders.currency, status: orders.status });
    if (failure && ctx.mail && refund && order) {
      await queueRefundFailedMails(tx, ctx.mail, {
        id: todo.refundId,
        attempt: refund.attempts,
        orderNumber: order.number,
        amountCents: refund.amountCents,
        currency: order.currency,
        reason: failure,
        // A return request's refund gives back some units; the order may be returned whole by then.
        refundOf: refund.returnId ? 'return' : order.status === 'returned' ? 'returned' : 'cancelled',
      });
    }
  });
}

/** `POST /api/orders/:number/refund`: an admin tries a failed refund again. */
export async function retryRefund(ctx: OrdersContext, user: SessionUser, number: string): Promise<Order> {
  const todo = await ctx.db.transaction(async (tx) => {
    const order = await findOrder(tx, number, true);
    if (!order) throw orderNotFound();
    const [refund] = await tx
      .select({
        id: refunds.id,
        status: refunds.status,
        paymentId: refunds.paymentId,
        provider: refunds.provider,
        amountCents: refunds.amountCents,
        attempts: refunds.attempts,
      })
      .from(refunds)
      .where(and(eq(refunds.orderId, order.id), eq(refunds.status, 'failed')))
      .orderBy(asc(refunds.createdAt))
      .limit(1)
      .for('update');
    if (!refund || refund.status !== 'failed' || !refund.paymentId) {
      throw conflict('Only a refund that failed can be tried again.', 'REFUND_NOT_RETRYABLE');
    }
    const [payment] = await tx
      .select({ transactionId: payments.transactionId })
      .from(payments)
      .where(eq(payments.id, refund.paymentId));
    await tx
      .update(refunds)
      .set({ status: 'pending', updatedAt: sql`now()` })
      .where(eq(refunds.id, refund.id));
    await recordAudit(tx, {
      action: 'refund.retried',
      objectType: 'refund',
      objectId: refund.id,
      before: { status: 'failed' },
      after: { status: 'pending', order: order.number },
    });
    return {
      orderId: order.id,
      refund: {
        refundId: refund.id,
        transactionId: payment!.transactionId,
        provider: refund.provider,
        amountCents: refund.amountCents,
        attempt: refund.attempts + 1,
      },
    };
  });
  await makeRefund(ctx, todo.orderId, todo.refund);
  return getOrder(ctx, user, number);
}
