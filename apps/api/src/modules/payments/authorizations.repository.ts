import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { paymentItems, payments } from './payments.schema.js';
import type { PaymentLineRow } from './payments.repository.js';

/**
 * The writes that settle a card authorization once a pharmacist's review (or a hold running
 * out) leaves nothing of it waiting: the amount to capture decided once under the payment's
 * lock, the payment marked captured or voided after the provider's answer, and its lines
 * rewritten to what was approved.
 */

export type PaymentRecord = typeof payments.$inferSelect;

/** The payment's row, locked until the transaction ends; null when there is none. */
export async function lockPayment(tx: DbOrTx, paymentId: string): Promise<PaymentRecord | null> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  return payment ?? null;
}

/**
 * Keeps the amount an authorization's capture takes (0: it is voided), set once: null when it
 * was decided already, so only the caller that decided it asks the provider.
 */
export async function decideCapture(tx: DbOrTx, paymentId: string, amountCents: number): Promise<PaymentRecord | null> {
  const [marked] = await tx
    .update(payments)
    .set({ captureCents: amountCents, updatedAt: sql`now()` })
    .where(and(eq(payments.id, paymentId), sql`${payments.captureCents} is null`))
    .returning();
  return marked ?? null;
}

/** An authorization the provider captured: the payment succeeded for the amount taken. */
export async function markCaptured(tx: DbOrTx, paymentId: string, amountCents: number): Promise<void> {
  await tx
    .update(payments)
    .set({ status: 'succeeded', amountCents, updatedAt: sql`now()` })
    .where(eq(payments.id, paymentId));
}

/** An authorization the provider voided: nothing was taken. */
export async function markVoided(tx: DbOrTx, paymentId: string): Promise<void> {
  await tx
    .update(payments)
    .set({ status: 'voided', amountCents: 0, updatedAt: sql`now()` })
    .where(eq(payments.id, paymentId));
}

/**
 * What a payment bought, replaced by these lines (none: nothing was bought). Each line keeps the
 * cart item its product's line paid for before (a payment's legacy `cardId` list).
 */
export async function replacePaymentItems(
  tx: DbOrTx,
  paymentId: string,
  lines: readonly Omit<PaymentLineRow, 'cartItemId'>[],
): Promise<void> {
  const before = await tx
    .select({ productId: paymentItems.productId, cartItemId: paymentItems.cartItemId })
    .from(paymentItems)
    .where(eq(paymentItems.paymentId, paymentId));
  const cartItemOf = new Map(before.flatMap((i) => (i.productId ? [[i.productId, i.cartItemId]] : [])));
  await tx.delete(paymentItems).where(eq(paymentItems.paymentId, paymentId));
  if (!lines.length) return;
  await tx.insert(paymentItems).values(
    lines.map((l) => ({
      paymentId,
      productId: l.productId,
      sellerId: l.sellerId,
      cartItemId: (l.productId && cartItemOf.get(l.productId)) || null,
      productName: l.productName,
      category: l.category,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
    })),
  );
}
