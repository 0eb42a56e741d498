import { and, asc, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { orderLines, orders } from './orders.schema.js';
import {
  decideCapture,
  lockPayment,
  markCaptured,
  markVoided,
  type PaymentRecord,
  payments,
  replacePaymentItems,
} from '../payments/index.js';
import { recordAudit } from '../audit/index.js';
import { queueNewOrderMail } from '../notifications/index.js';
import { AWAITING, type OrdersContext, providerNamed } from './orders-context.js';

// ---------------------------------------------------------------------------
// Capturing or voiding the card authorization
// ---------------------------------------------------------------------------

/** What settling works with: the database, the card processor, the log and the sellers' mail. */
export type SettlementContext = Pick<OrdersContext, 'db' | 'provider' | 'providers' | 'log' | 'mail'>;

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
  ctx: SettlementContext,
  paymentId: string,
  options: { retry?: boolean } = {},
): Promise<'captured' | 'voided' | 'waiting' | 'none'> {
  const decided = await ctx.db.transaction((tx) => decideSettlement(tx, paymentId, options));
  if (decided === 'waiting') return 'waiting';
  if (!decided) return 'none';
  const provider = providerNamed(ctx, decided.provider);
  if (!provider) {
    ctx.log.error({ paymentId }, `authorization made with ${decided.provider}, which this shop no longer uses`);
    return 'none';
  }
  const amount = decided.captureCents!;
  if (amount > 0) {
    await provider.capture(decided.transactionId, { amountCents: amount, idempotencyKey: `capture:${paymentId}` });
  } else {
    await provider.voidAuthorization(decided.transactionId);
  }
  return ctx.db.transaction((tx) => recordSettlement(ctx, tx, paymentId, amount));
}

/**
 * Under the payment's lock: the amount to capture, decided now (or, on a retry, as decided
 * before); `waiting` while an order of it waits for a pharmacist; null when there is nothing
 * for this caller to settle.
 */
async function decideSettlement(
  tx: DbOrTx,
  paymentId: string,
  options: { retry?: boolean },
): Promise<PaymentRecord | 'waiting' | null> {
  const payment = await lockPayment(tx, paymentId);
  if (!payment || payment.status !== 'authorized') return null;
  if (payment.captureCents !== null) return options.retry ? payment : null;
  // Locked after the payment: a cancel of one of them waits, or is refused once this is decided.
  const held = await tx
    .select()
    .from(orders)
    .where(eq(orders.paymentId, paymentId))
    .orderBy(asc(orders.id))
    .for('update');
  if (held.some((o) => o.status === AWAITING)) return 'waiting';
  const amount = held.filter((o) => o.paymentStatus === 'authorized').reduce((sum, o) => sum + o.totalCents, 0);
  return decideCapture(tx, paymentId, amount);
}

/**
 * The records follow the provider's answer: the payment captured (or voided), its orders paid
 * (or void) with the lines they bought, the audit entry, and the sellers' new-order mail.
 */
async function recordSettlement(
  ctx: SettlementContext,
  tx: DbOrTx,
  paymentId: string,
  amount: number,
): Promise<'captured' | 'voided' | 'none'> {
  const payment = await lockPayment(tx, paymentId);
  if (!payment || payment.status !== 'authorized') return 'none';
  const captured = amount > 0;
  if (captured) await markCaptured(tx, paymentId, amount);
  else await markVoided(tx, paymentId);
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
}

/** Settles after a review or cancel; a provider that fails now is tried again by the recurring job. */
export async function settleQuietly(ctx: SettlementContext, paymentId: string) {
  try {
    await settleAuthorizedPayment(ctx, paymentId);
  } catch (err) {
    ctx.log.error({ err, paymentId }, 'capturing or voiding a card authorization failed; it is tried again later');
  }
}

/** What a captured payment bought: the lines of its orders as approved (none for a voided one). */
async function rewritePaymentItems(tx: DbOrTx, paymentId: string, orderIds: string[]) {
  const lines = orderIds.length ? await tx.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)) : [];
  await replacePaymentItems(
    tx,
    paymentId,
    lines
      .filter((l) => l.quantity > 0)
      .map((l) => ({
        productId: l.productId,
        sellerId: l.sellerId,
        productName: l.name,
        category: l.category,
        quantity: l.quantity,
        unitPriceCents: l.unitPriceCents,
      })),
  );
}

/**
 * Authorizations whose capture was decided but not finished (the provider failed, or the
 * process stopped), and ready ones nobody settled: settled now, with the same key.
 */
export async function settleDecidedPayments(ctx: SettlementContext): Promise<void> {
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
