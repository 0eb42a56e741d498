import type { RecallCreate, RecallDetail } from '@medibazaar/contract';
import type { Db, DbOrTx, ProductsWatcher } from '../../db/client.js';
import type { SqlRunner } from '../../core/job-queue.js';
import { notFound } from '../../core/http-errors.js';
import { retryingLockConflicts } from '../../db/lock-conflicts.js';
import type { SessionUser } from '../../core/session.js';
import { recordAudit } from '../../modules/audit/index.js';
import {
  isUuid,
  lockStock,
  lotsOfRecall,
  moveOrderOffLots,
  readRecall,
  recordRecallBuyers,
  startRecall,
  unitsHeldInLots,
  usableUntil,
  type HeldUnits,
  type RecallBuyerToTell,
} from '../../modules/catalog/index.js';
import { noticeContacts, queueRecallNotice, type Messages } from '../../modules/notifications/index.js';
import { lockOrdersForRecall, recordRecallOutcome, type RecallOrderRow } from '../../modules/orders/index.js';
import { readRecallDetail, type RecallReadContext } from './read-recall.js';

/** What a recall works with: the database, the kept product pages, the expiry margin and the buyers' messages. */
export interface RecallContext extends RecallReadContext {
  db: Db;
  productPages: Pick<ProductsWatcher, 'changed'>;
  /** Days a lot must keep after the latest delivery day to be sold (LOT_EXPIRY_MARGIN_DAYS). */
  expiryMarginDays: number;
  messages: Messages;
}

/** The recall as its steps need it. */
interface RecallInHand {
  id: string;
  productName: string;
  batches: string[];
  reason: string;
  instructions: string;
  lotIds: string[];
}

/**
 * `POST /api/recalls`: an admin recalls one batch of a product, or every batch of it. One
 * transaction, so a crash leaves either the whole recall or none of it:
 *
 * 1. catalog: the recall written, its lots out of sale (`recalled`, a `recalled` ledger row for the
 *    units on the shelf, the product's stock lowered in the same statement) under the product's
 *    lock; audit: `recall.started` and `lot.recalled` for each lot.
 * 2. then the steps `runRecallSteps` runs (again on `POST /api/recalls/:id/reallocate`): unshipped
 *    orders moved to another lot or held, and every buyer who received the batch told once.
 *
 * After the commit, the kept product pages of its category are dropped (catalog). A cancellation
 * of one of its orders at the same moment takes the locks in the other order; PostgreSQL then
 * rolls one back, and it runs again (db/lock-conflicts.ts).
 */
export async function recallBatch(ctx: RecallContext, user: SessionUser, input: RecallCreate): Promise<RecallDetail> {
  const { id, category } = await retryingLockConflicts(() =>
    ctx.db.transaction(async (tx) => {
      const started = await startRecall(tx, input, user.id);
      await recordAudit(tx, {
        action: 'recall.started',
        objectType: 'recall',
        objectId: started.id,
        after: {
          productId: started.productId,
          scope: started.scope,
          batches: started.batches,
          reason: input.reason,
          instructions: input.instructions,
          unitsWithdrawn: started.unitsWithdrawn,
        },
      });
      for (const lotId of started.lotIds) {
        await recordAudit(tx, {
          action: 'lot.recalled',
          objectType: 'lot',
          objectId: lotId,
          after: { recallId: started.id, productId: started.productId },
        });
      }
      await runRecallSteps(ctx, tx, user, { ...started, reason: input.reason, instructions: input.instructions });
      return started;
    }),
  );
  ctx.productPages.changed([category]);
  return (await readRecallDetail(ctx, id))!;
}

/**
 * `POST /api/recalls/:id/reallocate`: the recall's steps again, for orders held since (stock
 * received since can fill them) and any buyer not told yet; a buyer told already is not told again.
 */
export async function rerunRecall(ctx: RecallContext, user: SessionUser, id: string): Promise<RecallDetail> {
  if (!isUuid(id)) throw notFound('This recall was not found.', 'RECALL_NOT_FOUND');
  await retryingLockConflicts(() =>
    ctx.db.transaction(async (tx) => {
      const recall = await readRecall(tx, id);
      if (!recall) throw notFound('This recall was not found.', 'RECALL_NOT_FOUND');
      await runRecallSteps(ctx, tx, user, { ...recall, lotIds: await lotsOfRecall(tx, id) });
    }),
  );
  return (await readRecallDetail(ctx, id))!;
}

/**
 * The steps after the lots are out of sale, each safe to run again:
 *
 * 1. catalog: the units each order holds in the recall's lots (the ledger); orders: those orders
 *    locked in id order.
 * 2. Each order not shipped yet: catalog takes the same units from the product's sellable lots,
 *    first expiring first (keeping past its latest delivery day plus the margin), and gives the
 *    recalled units back to their lots, out of stock; when no lot can serve it, it keeps them and
 *    orders holds it for its seller (not shipped until moved or cancelled). orders: either way on
 *    its timeline; audit: `order.recall_reallocated` or `order.recall_held`.
 * 3. Every buyer of a shipped or delivered order holding the batch: catalog records them once per
 *    recall (a second run finds them recorded and tells nobody again); notifications queues their
 *    mail, and a text message to a number they verified, in this transaction, under the recall's
 *    and buyer's event (the queue's idempotency key); audit: `recall.buyer_told`.
 */
async function runRecallSteps(ctx: RecallContext, tx: DbOrTx, user: SessionUser, recall: RecallInHand) {
  const held = await unitsHeldInLots(tx, recall.lotIds);
  await lockStock(tx, [...new Set(held.map((h) => h.productId))]);
  const orders = await lockOrdersForRecall(tx, [...new Set(held.map((h) => h.orderId))]);
  for (const order of orders.filter((o) => o.stage === 'not_shipped')) {
    await reallocateOrder(
      ctx,
      tx,
      user,
      recall.id,
      order,
      held.filter((h) => h.orderId === order.id),
    );
  }
  await tellBuyers(
    ctx,
    tx,
    recall,
    orders.filter((o) => o.stage === 'received'),
    held,
  );
}

async function reallocateOrder(
  ctx: RecallContext,
  tx: DbOrTx,
  user: SessionUser,
  recallId: string,
  order: RecallOrderRow,
  held: HeldUnits[],
) {
  const taken = await moveOrderOffLots(tx, held, {
    recallId,
    actorId: user.id,
    usableUntil: usableUntil(new Date(), order.maxDays, ctx.expiryMarginDays),
  });
  await recordRecallOutcome(tx, order, taken ? 'moved' : 'held', recallId, user);
  await recordAudit(tx, {
    action: taken ? 'order.recall_reallocated' : 'order.recall_held',
    objectType: 'order',
    objectId: order.number,
    after: {
      recallId,
      units: held.reduce((n, h) => n + h.quantity, 0),
      ...(taken ? { from: taken.map((t) => ({ batch: t.batch, quantity: t.quantity })) } : {}),
    },
  });
}

async function tellBuyers(
  ctx: RecallContext,
  tx: DbOrTx,
  recall: RecallInHand,
  received: RecallOrderRow[],
  held: HeldUnits[],
) {
  const byEmail = new Map<string, RecallBuyerToTell>();
  for (const order of received) {
    const email = order.buyerEmail.trim().toLowerCase();
    const units = held.filter((h) => h.orderId === order.id).reduce((n, h) => n + h.quantity, 0);
    const seen = byEmail.get(email);
    byEmail.set(email, {
      buyerId: seen?.buyerId ?? order.buyerId,
      email,
      name: seen?.name ?? order.buyerName,
      phone: null,
      units: (seen?.units ?? 0) + units,
      orderIds: [...(seen?.orderIds ?? []), order.id],
      orderNumbers: [...(seen?.orderNumbers ?? []), order.number],
    });
  }
  const buyers = [...byEmail.values()];
  const contacts = await noticeContacts(
    tx as SqlRunner & DbOrTx,
    buyers.flatMap((b) => (b.buyerId ? [b.buyerId] : [])),
  );
  for (const b of buyers) b.phone = b.buyerId ? (contacts.get(b.buyerId)?.phone ?? null) : null;
  const recorded = await recordRecallBuyers(tx, recall.id, buyers);
  for (const buyer of recorded) {
    await queueRecallNotice(tx as SqlRunner, ctx.messages, {
      event: buyer.event,
      email: buyer.email,
      name: buyer.name,
      phone: buyer.phone,
      language: (buyer.buyerId && contacts.get(buyer.buyerId)?.language) || 'en',
      product: recall.productName,
      batches: recall.batches,
      reason: recall.reason,
      instructions: recall.instructions,
      orders: buyer.orderNumbers,
    });
    await recordAudit(tx, {
      action: 'recall.buyer_told',
      objectType: 'recall',
      objectId: recall.id,
      after: { email: buyer.email, sms: buyer.phone !== null, orders: buyer.orderNumbers, units: buyer.units },
    });
  }
}
