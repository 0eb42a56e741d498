import type { CashToHandIn, CollectorCash } from '@medibazaar/contract';
import { and, asc, inArray, isNull, sql } from 'drizzle-orm';
import { conflict, notFound } from '../../core/http-errors.js';
import type { DbOrTx } from '../../db/client.js';
import { recordAudit } from '../audit/index.js';
import { cashCollections } from './payments.schema.js';

const amountOf = (cents: number) => cents / 100;

/**
 * A delivered cash order's money, held by whoever marked it delivered until it is handed in.
 * Written in the transaction that records the order's cash payment.
 */
export async function recordCashCollection(
  tx: DbOrTx,
  collection: {
    paymentId: string;
    orderNumber: string;
    collector: { id: string | null; name: string };
    amountCents: number;
    currency: string;
  },
): Promise<void> {
  await tx.insert(cashCollections).values({
    paymentId: collection.paymentId,
    orderNumber: collection.orderNumber,
    collectorId: collection.collector.id,
    collectorName: collection.collector.name,
    amountCents: collection.amountCents,
    currency: collection.currency,
  });
}

/** The cash not handed in yet, per collector (the largest sum first), each collection oldest first. */
export async function cashToHandIn(db: DbOrTx): Promise<CashToHandIn> {
  const rows = await db
    .select()
    .from(cashCollections)
    .where(isNull(cashCollections.handedInAt))
    .orderBy(asc(cashCollections.collectedAt), asc(cashCollections.orderNumber));
  const byCollector = new Map<string, CollectorCash>();
  for (const r of rows) {
    // A deleted account's collections stay together under the name they were collected by.
    const key = r.collectorId ?? `name:${r.collectorName}`;
    let entry = byCollector.get(key);
    if (!entry) {
      entry = { collector: { id: r.collectorId, name: r.collectorName }, outstanding: 0, collections: [] };
      byCollector.set(key, entry);
    }
    entry.outstanding += r.amountCents;
    entry.collections.push({
      paymentId: r.paymentId,
      orderNumber: r.orderNumber,
      amount: amountOf(r.amountCents),
      collectedAt: r.collectedAt.toISOString(),
    });
  }
  const collectors = [...byCollector.values()]
    .sort((a, b) => b.outstanding - a.outstanding || a.collector.name.localeCompare(b.collector.name))
    .map((c) => ({ ...c, outstanding: amountOf(c.outstanding) }));
  const outstanding = rows.reduce((sum, r) => sum + r.amountCents, 0);
  return { collectors, outstanding: amountOf(outstanding) };
}

/**
 * Marks collections received by the shop, all or none: a collection not found, or already
 * handed in (by another admin a moment before), refuses the whole hand-in, so the cash counted
 * at the desk and the record agree. Each collection is audited on its order.
 */
export async function handInCash(
  db: DbOrTx,
  admin: { id: string },
  paymentIds: string[],
): Promise<{ received: number; amount: number }> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(cashCollections)
      .where(inArray(cashCollections.paymentId, paymentIds))
      .for('update');
    if (rows.length !== paymentIds.length) {
      throw notFound('One of these cash collections was not found.', 'CASH_COLLECTION_NOT_FOUND');
    }
    const done = rows.filter((r) => r.handedInAt !== null);
    if (done.length) {
      throw conflict(
        `The cash of ${done.map((r) => r.orderNumber).join(', ')} is already marked as handed in.`,
        'CASH_ALREADY_HANDED_IN',
      );
    }
    await tx
      .update(cashCollections)
      .set({ handedInAt: sql`now()`, receivedBy: admin.id })
      .where(and(inArray(cashCollections.paymentId, paymentIds), isNull(cashCollections.handedInAt)));
    for (const r of rows) {
      await recordAudit(tx, {
        action: 'cash.handed_in',
        objectType: 'order',
        objectId: r.orderNumber,
        before: { collectedBy: r.collectorName, amount: amountOf(r.amountCents), handedIn: false },
        after: { handedIn: true },
      });
    }
    const cents = rows.reduce((sum, r) => sum + r.amountCents, 0);
    return { received: rows.length, amount: amountOf(cents) };
  });
}
