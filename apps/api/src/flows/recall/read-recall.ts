import type { NoticeState, RecallDetail, RecallList, RecallSummary } from '@medibazaar/contract';
import type { Db } from '../../db/client.js';
import { buyersOfRecall, listRecalls, readRecall, type RecallRow } from '../../modules/catalog/index.js';
import type { MessageKey, Notifications } from '../../modules/notifications/index.js';
import { orderNumbers, ordersHeldByRecalls } from '../../modules/orders/index.js';

// The recall page's reads (decision 063): the recalls (catalog) with the orders they hold (orders),
// and per recall who was told, where their messages are (notifications) and who has returned it.

export interface RecallReadContext {
  db: Db;
  notifications: Pick<Notifications, 'states'>;
}

const summaryOf = (r: RecallRow, held: number): RecallSummary => ({
  id: r.id,
  productId: r.productId,
  productName: r.productName,
  scope: r.scope,
  batches: r.batches,
  reason: r.reason,
  instructions: r.instructions,
  createdAt: r.createdAt,
  createdBy: r.createdBy,
  unitsWithdrawn: r.unitsWithdrawn,
  buyersTold: r.buyersTold,
  buyersReturned: r.buyersReturned,
  ordersMoved: r.movedOrderIds.length,
  ordersHeld: held,
});

/** `GET /api/recalls`: every recall, newest first, with its counts. */
export async function readRecalls(ctx: RecallReadContext): Promise<RecallList> {
  const rows = await listRecalls(ctx.db);
  const held = await ordersHeldByRecalls(
    ctx.db,
    rows.map((r) => r.id),
  );
  return { items: rows.map((r) => summaryOf(r, held.get(r.id)?.length ?? 0)) };
}

/** `GET /api/recalls/:id`: one recall, its buyers with their messages' states, and the orders it moved or holds. */
export async function readRecallDetail(ctx: RecallReadContext, id: string): Promise<RecallDetail | null> {
  const row = await readRecall(ctx.db, id);
  if (!row) return null;
  const [buyers, held, moved] = await Promise.all([
    buyersOfRecall(ctx.db, id),
    ordersHeldByRecalls(ctx.db, [id]).then((m) => m.get(id) ?? []),
    orderNumbers(ctx.db, row.movedOrderIds),
  ]);
  const keys: MessageKey[] = buyers.flatMap((b) => [
    { channel: 'mail' as const, event: b.event, to: b.email },
    ...(b.phone ? [{ channel: 'sms' as const, event: b.event, to: b.phone }] : []),
  ]);
  const states = await ctx.notifications.states(keys);
  let next = 0;
  const told = buyers.map((b) => {
    const mail = states[next++]!;
    const sms: NoticeState = b.phone ? states[next++]! : 'none';
    return {
      id: b.id,
      name: b.name,
      email: b.email,
      phone: b.phone,
      units: b.units,
      orders: b.orders,
      mail,
      sms,
      returnedAt: b.returnedAt,
      returnedBy: b.returnedBy,
    };
  });
  const heldIds = new Set(held.map((o) => o.id));
  return {
    ...summaryOf(row, held.length),
    buyers: told,
    orders: [
      ...moved
        .filter((o) => !heldIds.has(o.id))
        .map((o) => ({ number: o.number, status: o.status, outcome: 'moved' as const })),
      ...held.map((o) => ({ number: o.number, status: o.status, outcome: 'held' as const })),
    ],
  };
}
