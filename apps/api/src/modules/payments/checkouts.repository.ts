import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { checkouts } from './payments.schema.js';

// Checkouts: the card payment opened for a buyer's orders, and the intent that pays for it. A
// payment in progress: the card-payment flow opens, locks and closes them through these.

export interface CheckoutRow {
  id: string;
  userId: string;
  email: string;
  provider: string;
  intentId: string;
  amountCents: number;
  currency: string;
  status: 'open' | 'paid' | 'refunded' | 'failed' | 'superseded';
  paymentId: string | null;
  expiresAt: Date;
}

const checkoutColumns = {
  id: checkouts.id,
  userId: checkouts.userId,
  email: checkouts.email,
  provider: checkouts.provider,
  intentId: checkouts.intentId,
  amountCents: checkouts.amountCents,
  currency: checkouts.currency,
  status: checkouts.status,
  paymentId: checkouts.paymentId,
  expiresAt: checkouts.expiresAt,
};

const asCheckout = (row: Omit<CheckoutRow, 'status'> & { status: string }) => row as CheckoutRow;

export async function insertCheckout(tx: DbOrTx, checkout: Omit<CheckoutRow, 'status' | 'paymentId'>): Promise<void> {
  await tx.insert(checkouts).values({ ...checkout, status: 'open' });
}

/**
 * Closes the person's open checkout, if any, for good: a newer one replaces it.
 * Returns the intents that must no longer be paid. Call with the cart locked.
 */
export async function supersedeOpenCheckouts(
  tx: DbOrTx,
  userId: string,
): Promise<{ provider: string; intentId: string }[]> {
  return tx
    .update(checkouts)
    .set({ status: 'superseded', updatedAt: sql`now()` })
    .where(and(eq(checkouts.userId, userId), eq(checkouts.status, 'open')))
    .returning({ provider: checkouts.provider, intentId: checkouts.intentId });
}

export async function findCheckoutByIntent(
  db: DbOrTx,
  provider: string,
  intentId: string,
): Promise<CheckoutRow | null> {
  const [row] = await db
    .select(checkoutColumns)
    .from(checkouts)
    .where(and(eq(checkouts.intentId, intentId), eq(checkouts.provider, provider)))
    .limit(1);
  return row ? asCheckout(row) : null;
}

/** The checkout of an intent, whichever provider made it (an intent id names one payment at one provider). */
export async function findCheckoutOfIntent(db: DbOrTx, intentId: string): Promise<CheckoutRow | null> {
  const [row] = await db.select(checkoutColumns).from(checkouts).where(eq(checkouts.intentId, intentId)).limit(1);
  return row ? asCheckout(row) : null;
}

/**
 * The checkout, locked until the transaction ends: one recording at a time per intent.
 * `no key update`: only its status changes, so rows that reference it are not held up.
 */
export async function lockCheckoutByIntent(
  tx: DbOrTx,
  provider: string,
  intentId: string,
): Promise<CheckoutRow | null> {
  const [row] = await tx
    .select(checkoutColumns)
    .from(checkouts)
    .where(and(eq(checkouts.intentId, intentId), eq(checkouts.provider, provider)))
    .for('no key update')
    .limit(1);
  return row ? asCheckout(row) : null;
}

export async function setCheckoutStatus(
  tx: DbOrTx,
  id: string,
  status: CheckoutRow['status'],
  paymentId?: string,
): Promise<void> {
  await tx
    .update(checkouts)
    .set({ status, ...(paymentId ? { paymentId } : {}), updatedAt: sql`now()` })
    .where(eq(checkouts.id, id));
}

/** Puts a checkout marked refunded back as it was, when the refund itself could not be made. */
export async function unmarkRefunded(db: DbOrTx, id: string, status: CheckoutRow['status']): Promise<void> {
  await db
    .update(checkouts)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(checkouts.id, id), eq(checkouts.status, 'refunded')));
}

/**
 * Open checkouts of one provider opened between `openedAfter` and `openedBefore`, oldest first:
 * payments whose buyer went to the provider's page and whose return never reached the shop.
 */
export async function findOpenCheckouts(
  db: DbOrTx,
  provider: string,
  window: { openedAfter: Date; openedBefore: Date; limit: number },
): Promise<CheckoutRow[]> {
  const rows = await db
    .select(checkoutColumns)
    .from(checkouts)
    .where(
      and(
        eq(checkouts.provider, provider),
        eq(checkouts.status, 'open'),
        gt(checkouts.createdAt, window.openedAfter),
        lte(checkouts.createdAt, window.openedBefore),
      ),
    )
    .orderBy(asc(checkouts.createdAt))
    .limit(window.limit);
  return rows.map(asCheckout);
}

/** Closes a checkout whose payment the provider says can never be paid (cancelled, failed, lapsed); only one still open. */
export async function closeLapsedCheckout(db: DbOrTx, id: string): Promise<boolean> {
  const closed = await db
    .update(checkouts)
    .set({ status: 'failed', updatedAt: sql`now()` })
    .where(and(eq(checkouts.id, id), eq(checkouts.status, 'open')))
    .returning({ id: checkouts.id });
  return closed.length > 0;
}
