import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { PaymentRecord } from './authorizations.repository.js';
import { payments } from './payments.schema.js';

/**
 * The most payments the admin's list of payments waiting for a decision shows at once: more than
 * a day's risky payments; the oldest come first, so none is left behind.
 */
const REVIEW_LIST_MAX = 200;

/**
 * Payments SSLCommerz took but found risky: recorded `pending` until an admin decides. Only
 * SSLCommerz's: another provider's pending payment is still on its way and its provider says how it ends.
 */
export function paymentsAwaitingReview(db: DbOrTx): Promise<PaymentRecord[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, 'sslcommerz'), eq(payments.status, 'pending')))
    .orderBy(asc(payments.createdAt), asc(payments.id))
    .limit(REVIEW_LIST_MAX);
}

/** A payment's row as it is now, unlocked: which checkout to lock before it. */
export async function findPaymentRecord(db: DbOrTx, id: string): Promise<PaymentRecord | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row ?? null;
}
