import {
  type OrderActor,
  type OrderReturns,
  RETURN_LIMITS,
  type ReturnRequest,
  type ReturnRequestInput,
} from '@medibazaar/contract';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { badRequest, conflict, forbidden, notFound } from '../../core/http-errors.js';
import type { SessionUser } from '../../core/session.js';
import { recordAudit } from '../audit/index.js';
import { queueReturnDecidedMail, queueReturnRequestedMail } from '../notifications/index.js';
import { orderEvents, orderLines, orderReturnLines, orderReturnPhotos, orderReturns } from './orders.schema.js';
import { returnLinesOf, returnRequestFields } from './return-rows.js';
import { actorsFor, findOrder, orderNotFound, type OrderRow, type OrdersContext } from './orders-context.js';

// ---------------------------------------------------------------------------
// Returns asked for by the buyer (decision 072): asking, reading, refusing. Accepting moves stock
// and money too and is the flow order-return's, through `lockReturnForDecision` and
// `recordReturnAccepted` (return-decisions.ts).
// ---------------------------------------------------------------------------

type LineRow = typeof orderLines.$inferSelect;
type ReturnRow = typeof orderReturns.$inferSelect;

const WINDOW_MS = RETURN_LIMITS.windowDays * 86_400_000;

const returnNotFound = () => notFound('This return request was not found.', 'RETURN_NOT_FOUND');

/** When the order was delivered: its latest move to `delivered` on the timeline. */
async function deliveredAt(db: DbOrTx, orderId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: orderEvents.createdAt })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.toStatus, 'delivered')))
    .orderBy(desc(orderEvents.createdAt))
    .limit(1);
  return row?.at ?? null;
}

/** Units of each line already returned (accepted requests), by line id. */
async function returnedUnits(db: DbOrTx, orderId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ lineId: orderReturnLines.lineId, units: sql<number>`sum(${orderReturnLines.quantity})::int` })
    .from(orderReturnLines)
    .innerJoin(orderReturns, eq(orderReturns.id, orderReturnLines.returnId))
    .where(and(eq(orderReturns.orderId, orderId), eq(orderReturns.status, 'accepted')))
    .groupBy(orderReturnLines.lineId);
  return new Map(rows.map((r) => [r.lineId, Number(r.units)]));
}

/** Each request of the order, newest first, with its lines named. */
async function requestsOf(db: DbOrTx, orderId: string): Promise<ReturnRequest[]> {
  const rows = await db
    .select()
    .from(orderReturns)
    .where(eq(orderReturns.orderId, orderId))
    .orderBy(desc(orderReturns.createdAt), desc(orderReturns.id));
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [lines, photos] = await Promise.all([
    returnLinesOf(db, ids),
    db
      .select({
        returnId: orderReturnPhotos.returnId,
        id: orderReturnPhotos.id,
        contentType: orderReturnPhotos.contentType,
      })
      .from(orderReturnPhotos)
      .where(inArray(orderReturnPhotos.returnId, ids))
      .orderBy(asc(orderReturnPhotos.position)),
  ]);
  return rows.map((r) => ({
    ...returnRequestFields(r, lines),
    photos: photos.filter((p) => p.returnId === r.id).map(({ id, contentType }) => ({ id, contentType })),
  }));
}

/** What `GET /api/orders/:number/returns` answers for an order the caller may see. */
export async function returnsJson(db: DbOrTx, order: OrderRow, now = new Date()): Promise<OrderReturns> {
  const [delivered, lines, returned, items] = await Promise.all([
    order.status === 'delivered' ? deliveredAt(db, order.id) : Promise.resolve(null),
    db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.name), asc(orderLines.id)),
    returnedUnits(db, order.id),
    requestsOf(db, order.id),
  ]);
  const askUntil = delivered ? new Date(delivered.getTime() + WINDOW_MS) : null;
  const shown = lines
    .filter((l) => l.quantity > 0)
    .map((l) => ({
      lineId: l.id,
      name: l.name,
      quantity: l.quantity,
      returnable: l.quantity - (returned.get(l.id) ?? 0),
    }));
  const canAsk =
    askUntil !== null &&
    now <= askUntil &&
    !items.some((r) => r.status === 'requested') &&
    shown.some((l) => l.returnable > 0);
  return { askUntil: askUntil?.toISOString() ?? null, canAsk, lines: shown, items };
}

/** `GET /api/orders/:number/returns`: its buyer, its seller, admins; "not found" for anyone else. */
export async function readReturns(ctx: OrdersContext, user: SessionUser, number: string): Promise<OrderReturns> {
  const order = await findOrder(ctx.db, number);
  if (!order || !actorsFor(order, user).length) throw orderNotFound();
  return returnsJson(ctx.db, order);
}

/** The buyer's lines checked against what each may still return; the request's lines, named. */
function linesAsked(lines: LineRow[], returned: Map<string, number>, input: ReturnRequestInput['lines']) {
  return input.map((asked) => {
    const line = lines.find((l) => l.id === asked.lineId && l.quantity > 0);
    if (!line) {
      throw badRequest(
        `This order has no item ${asked.lineId}. Reload the order and choose again.`,
        'ORDER_LINE_NOT_FOUND',
        'lines',
      );
    }
    const left = line.quantity - (returned.get(line.id) ?? 0);
    if (asked.quantity > left) {
      throw badRequest(
        left > 0
          ? `${line.name}: you can return at most ${left}.`
          : `${line.name}: every unit of it was returned already.`,
        'RETURN_QUANTITY_TOO_LARGE',
        'lines',
      );
    }
    return { line, quantity: asked.quantity };
  });
}

/**
 * `POST /api/orders/:number/returns`: the buyer of a delivered order asks, within the window after
 * its delivery, to return units of its lines, with a reason. One transaction holding the order's
 * row, so two asks at once make one request: the request and its lines, the timeline entry, the
 * audit entry `return.requested` and the seller's mail.
 */
export async function askForReturn(
  ctx: OrdersContext,
  user: SessionUser,
  number: string,
  input: ReturnRequestInput,
): Promise<OrderReturns> {
  return ctx.db.transaction(async (tx) => {
    const order = await findOrder(tx, number, true);
    if (!order) throw orderNotFound();
    const actors = actorsFor(order, user);
    if (!actors.length) throw orderNotFound();
    if (!actors.includes('buyer')) throw forbidden('Only the buyer of an order asks to return it.', 'NOT_ORDER_BUYER');
    if (order.status !== 'delivered') {
      throw conflict('Only a delivered order can be returned.', 'ORDER_NOT_DELIVERED');
    }
    const delivered = await deliveredAt(tx, order.id);
    if (!delivered || Date.now() > delivered.getTime() + WINDOW_MS) {
      throw conflict(
        `A return can be asked for within ${RETURN_LIMITS.windowDays} days of delivery; that time is over for this order.`,
        'RETURN_WINDOW_CLOSED',
      );
    }
    const [open] = await tx
      .select({ id: orderReturns.id })
      .from(orderReturns)
      .where(and(eq(orderReturns.orderId, order.id), eq(orderReturns.status, 'requested')))
      .limit(1);
    if (open) {
      throw conflict(
        'A return of this order is already waiting for a decision: wait for it before asking again.',
        'RETURN_ALREADY_OPEN',
      );
    }
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const asked = linesAsked(lines, await returnedUnits(tx, order.id), input.lines);
    const reason = input.reason.trim();

    const [request] = await tx
      .insert(orderReturns)
      .values({ orderId: order.id, reason, askedBy: user.id, askedByName: user.name })
      .returning();
    await tx
      .insert(orderReturnLines)
      .values(asked.map((a) => ({ returnId: request!.id, lineId: a.line.id, quantity: a.quantity })));
    await tx.insert(orderEvents).values({
      orderId: order.id,
      fromStatus: order.status,
      toStatus: order.status,
      actorId: user.id,
      actorRole: 'buyer',
      actorName: user.name,
      note: reason,
      reason: 'return_requested',
    });
    const named = asked.map((a) => ({ lineId: a.line.id, name: a.line.name, quantity: a.quantity }));
    await recordAudit(tx, {
      action: 'return.requested',
      objectType: 'order_return',
      objectId: request!.id,
      after: { order: order.number, status: 'requested', lines: named, reason },
    });
    if (ctx.mail) {
      await queueReturnRequestedMail(tx, ctx.mail.notifications, ctx.mail.publicUrl, {
        id: request!.id,
        order,
        lines: named,
        reason,
      });
    }
    return returnsJson(tx, order);
  });
}

/** A request being decided, under its order's lock: the order, the request, its lines and who decides. */
export interface ReturnToDecide {
  order: OrderRow;
  request: ReturnRow;
  lines: { line: LineRow; quantity: number }[];
  /** The decider's role towards the order, for the timeline. */
  actor: Extract<OrderActor, 'seller' | 'admin'>;
}

/**
 * Locks the order, then the request: the order's seller or an admin decides, once. Someone the
 * order does not concern is told it does not exist; its buyer (neither seller nor admin) is refused.
 */
export async function lockReturnForDecision(
  tx: DbOrTx,
  user: SessionUser,
  number: string,
  returnId: string,
): Promise<ReturnToDecide> {
  const order = await findOrder(tx, number, true);
  if (!order) throw orderNotFound();
  const actors = actorsFor(order, user);
  if (!actors.length) throw orderNotFound();
  const actor = actors.includes('seller') ? 'seller' : actors.includes('admin') ? 'admin' : null;
  if (!actor) throw forbidden('Only the seller of the order or an admin decides a return.', 'FORBIDDEN');
  const [request] = await tx
    .select()
    .from(orderReturns)
    .where(and(eq(orderReturns.id, returnId), eq(orderReturns.orderId, order.id)))
    .for('update');
  if (!request) throw returnNotFound();
  if (request.status !== 'requested') {
    throw conflict(`This return was ${request.status} already.`, 'RETURN_ALREADY_DECIDED');
  }
  const rows = await tx
    .select({ line: orderLines, quantity: orderReturnLines.quantity })
    .from(orderReturnLines)
    .innerJoin(orderLines, eq(orderLines.id, orderReturnLines.lineId))
    .where(eq(orderReturnLines.returnId, request.id))
    .orderBy(asc(orderLines.name), asc(orderLines.id));
  return { order, request, lines: rows, actor };
}

/** The request's lines as its mails list them. */
export const mailLinesOf = (d: ReturnToDecide) => d.lines.map((l) => ({ name: l.line.name, quantity: l.quantity }));

/**
 * `POST /api/orders/:number/returns/:id/refuse`: the order's seller or an admin refuses, with a
 * reason. One transaction: the request closed, the timeline entry, `return.refused`, the buyer's mail.
 */
export async function refuseReturn(
  ctx: OrdersContext,
  user: SessionUser,
  number: string,
  returnId: string,
  reason: string,
): Promise<OrderReturns> {
  return ctx.db.transaction(async (tx) => {
    const decided = await lockReturnForDecision(tx, user, number, returnId);
    const { order, request, actor } = decided;
    const refusal = reason.trim();
    await tx
      .update(orderReturns)
      .set({ status: 'refused', refusal, decidedBy: user.id, decidedByName: user.name, decidedAt: sql`now()` })
      .where(eq(orderReturns.id, request.id));
    await tx.insert(orderEvents).values({
      orderId: order.id,
      fromStatus: order.status,
      toStatus: order.status,
      actorId: user.id,
      actorRole: actor,
      actorName: user.name,
      note: refusal,
      reason: 'return_refused',
    });
    await recordAudit(tx, {
      action: 'return.refused',
      objectType: 'order_return',
      objectId: request.id,
      before: { status: 'requested' },
      after: { order: order.number, status: 'refused', reason: refusal },
    });
    if (ctx.mail) {
      await queueReturnDecidedMail(
        tx,
        ctx.mail.notifications,
        ctx.mail.publicUrl,
        { id: request.id, order, lines: mailLinesOf(decided) },
        { kind: 'refused', reason: refusal },
      );
    }
    return returnsJson(tx, order);
  });
}

/**
 * A whole order is not moved to `returned` beside the buyer's return requests: an open one is
 * decided first, and one accepted already gave part of it back, so the rest goes back by request too.
 */
export async function assertNoReturnRequests(tx: DbOrTx, orderId: string): Promise<void> {
  const rows = await tx
    .select({ status: orderReturns.status })
    .from(orderReturns)
    .where(and(eq(orderReturns.orderId, orderId), inArray(orderReturns.status, ['requested', 'accepted'])));
  if (rows.some((r) => r.status === 'requested')) {
    throw conflict(
      'The buyer asked to return items of this order: accept or refuse that request first.',
      'RETURN_ALREADY_OPEN',
    );
  }
  if (rows.length) {
    throw conflict(
      "Part of this order was returned through the buyer's return request: the rest is returned the same way.",
      'ORDER_PARTLY_RETURNED',
    );
  }
}
