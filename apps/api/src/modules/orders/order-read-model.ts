import {
  allowedTransitions,
  allowedWhileAwaitingPayment,
  centsToDollars,
  type Order,
  type OrderEvent,
  type OrderEventReason,
  type OrderLine,
  type OrderLineRejectionReason,
  type OrderListQuery,
  type OrderPage,
  type OrderPaymentStatus,
  type OrderStatus,
  type OrderSummary,
  type RefundStatus,
} from '@medibazaar/contract';
import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { orderEvents, orderLines, orders, refunds } from './orders.schema.js';
import { users } from '../users/index.js';
import { payments } from '../payments/index.js';
import { forbidden } from '../../core/http-errors.js';
import type { SessionUser } from '../../core/session.js';
import { prescriptionsOfOrders } from '../prescriptions/index.js';
import {
  actorsFor,
  awaitsCardPayment,
  claimActive,
  findOrder,
  orderNotFound,
  type OrderRow,
  type OrdersContext,
} from './orders-context.js';
import { lotsOfOrders } from '../catalog/index.js';
import { lineJson } from './pricing.js';

// ---------------------------------------------------------------------------
// Reading: an order's JSON and the lists of orders
// ---------------------------------------------------------------------------

async function linesOf(db: DbOrTx, orderIds: string[]) {
  if (!orderIds.length) return new Map<string, OrderLine[]>();
  const rows = await db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.name), asc(orderLines.id));
  const map = new Map<string, OrderLine[]>();
  for (const r of rows) {
    const list = map.get(r.orderId) ?? [];
    const ordered = r.requestedQuantity ?? r.quantity;
    list.push({
      id: r.id,
      ...lineJson(r),
      ...(ordered !== r.quantity ? { orderedQuantity: ordered } : {}),
      review: r.reviewDecision
        ? {
            decision: r.reviewDecision as 'approved' | 'rejected',
            requestedQuantity: r.requestedQuantity ?? r.quantity,
            reason: r.reviewReason as OrderLineRejectionReason | null,
            note: r.reviewNote,
          }
        : null,
    });
    map.set(r.orderId, list);
  }
  return map;
}

function allowedNextOf(row: OrderRow, user: SessionUser): OrderStatus[] {
  const allowed = allowedTransitions(row.status as OrderStatus, actorsFor(row, user));
  if (!awaitsCardPayment(row)) return allowed;
  return row.paymentId ? [] : allowedWhileAwaitingPayment(allowed);
}

/** What an order answers beside its own row: its prescription and who is reviewing it now. */
interface OrderExtras {
  prescriptions: Map<string, Order['prescription'] & object>;
  claimants: Map<string, string>;
}

export async function extrasOf(db: DbOrTx, rows: readonly OrderRow[]): Promise<OrderExtras> {
  const claimed = [...new Set(rows.filter((r) => claimActive(r)).map((r) => r.claimedBy!))];
  const [prescriptions, people] = await Promise.all([
    prescriptionsOfOrders(
      db,
      rows.map((r) => r.id),
    ),
    claimed.length
      ? db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, claimed))
      : Promise.resolve([]),
  ]);
  return { prescriptions, claimants: new Map(people.map((p) => [p.id, p.name])) };
}

/**
 * A cancelled order delivers nothing and nobody owes anything for it: it answers zero units on each
 * line (the units ordered kept beside them, for a reorder), zero items and zero total, on its page,
 * in every list, its invoice and the mails built from it. Money it took is told by its refund.
 */
function nothingOwed(row: OrderRow, lines: OrderLine[]) {
  if (row.status !== 'cancelled') {
    return {
      lines,
      itemsTotal: centsToDollars(row.itemsCents),
      deliveryFee: centsToDollars(row.deliveryFeeCents),
      tax: centsToDollars(row.taxCents),
      total: centsToDollars(row.totalCents),
    };
  }
  return {
    lines: lines.map((l) => ({
      ...l,
      quantity: 0,
      orderedQuantity: l.orderedQuantity ?? l.quantity,
      lineTotal: 0,
    })),
    itemsTotal: 0,
    deliveryFee: 0,
    tax: 0,
    total: 0,
  };
}

function summaryOf(row: OrderRow, lines: OrderLine[], user: SessionUser, extras: OrderExtras): OrderSummary {
  const claimant = claimActive(row) ? extras.claimants.get(row.claimedBy!) : undefined;
  return {
    number: row.number,
    status: row.status as OrderStatus,
    buyerEmail: row.buyerEmail,
    buyerName: row.buyerName,
    sellerEmail: row.sellerEmail,
    sellerName: row.sellerName,
    district: row.district as OrderSummary['district'],
    zone: { id: row.zoneId, nameEn: row.zoneNameEn, nameBn: row.zoneNameBn },
    minDays: row.minDays,
    maxDays: row.maxDays,
    ...nothingOwed(row, lines),
    taxRate: row.taxRateBasisPoints / 100,
    currency: row.currency,
    paymentMethod: row.paymentMethod as Order['paymentMethod'],
    paymentStatus: row.paymentStatus as OrderPaymentStatus,
    prescription: extras.prescriptions.get(row.id) ?? null,
    // Only while the units are held: an unpaid card order holds none (decision 050).
    holdUntil:
      row.status === 'awaiting_prescription' && row.stockTaken ? (row.holdExpiresAt?.toISOString() ?? null) : null,
    heldByRecall: row.heldByRecallId !== null,
    claim:
      claimant !== undefined
        ? { by: { id: row.claimedBy!, name: claimant }, until: row.claimExpiresAt!.toISOString() }
        : null,
    allowedNext: allowedNextOf(row, user),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function orderJson(db: DbOrTx, row: OrderRow, user: SessionUser): Promise<Order> {
  const actors = actorsFor(row, user);
  const seesPlacement = row.placementId && (actors.includes('buyer') || actors.includes('admin'));
  const [lines, events, refundRows, siblings, extras, paidWith] = await Promise.all([
    linesOf(db, [row.id]),
    db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, row.id))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    db.select().from(refunds).where(eq(refunds.orderId, row.id)),
    seesPlacement
      ? db
          .select({ number: orders.number })
          .from(orders)
          .where(eq(orders.placementId, row.placementId!))
          .orderBy(asc(orders.number))
      : Promise.resolve([]),
    extrasOf(db, [row]),
    row.paymentId
      ? db
          .select({
            provider: payments.provider,
            transactionId: payments.transactionId,
            reference: payments.providerReference,
          })
          .from(payments)
          .where(eq(payments.id, row.paymentId))
      : Promise.resolve([]),
  ]);
  const { district: _district, ...summary } = summaryOf(row, lines.get(row.id) ?? [], user, extras);
  return {
    ...summary,
    address: row.address,
    events: events.map((e): OrderEvent => ({
      at: e.createdAt.toISOString(),
      from: e.fromStatus as OrderStatus | null,
      to: e.toStatus as OrderStatus,
      by: e.actorRole as OrderEvent['by'],
      byName: e.actorName,
      byRegistration: e.actorRegistration,
      note: e.note,
      reason: e.reason as OrderEventReason | null,
    })),
    refunds: refundRows.map((r) => ({
      id: r.id,
      amount: centsToDollars(r.amountCents),
      status: r.status as RefundStatus,
      provider: r.provider,
      failureReason: r.failureReason,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    })),
    placedWith: siblings.map((s) => s.number).filter((n) => n !== row.number),
    payment: paidWith[0] ?? null,
  };
}

/** The order, when the caller is its buyer, its seller or an admin; "not found" for anyone else. */
export async function getOrder(ctx: OrdersContext, user: SessionUser, number: string): Promise<Order> {
  const row = await findOrder(ctx.db, number);
  if (!row || !actorsFor(row, user).length) throw orderNotFound();
  const [order, lots] = await Promise.all([orderJson(ctx.db, row, user), lotsOfOrders(ctx.db, [row.id])]);
  // Each line's batches and expiries (catalog's ledger), for the packing slip and the cash memo.
  const lines = order.lines.map((l) => {
    const taken = l.menuId ? lots.get(`${row.id}:${l.menuId}`) : undefined;
    return { ...l, lots: (taken ?? []).map(({ batch, expiresOn, quantity }) => ({ batch, expiresOn, quantity })) };
  });
  return { ...order, lines };
}

export async function listOrders(
  ctx: OrdersContext,
  user: SessionUser,
  query: z.output<typeof OrderListQuery>,
): Promise<OrderPage> {
  const where: (SQL | undefined)[] = [];
  if (query.scope === 'mine') where.push(eq(orders.buyerId, user.id));
  // Someone who sells nothing simply has no orders to fulfil.
  else if (query.scope === 'selling') where.push(eq(orders.sellerId, user.id));
  else if (user.role !== 'admin') throw forbidden('Only admins see every order.', 'ORDERS_OF_OTHER_ACCOUNTS');
  if (query.status) where.push(eq(orders.status, query.status));
  if (query.paymentMethod) where.push(eq(orders.paymentMethod, query.paymentMethod));
  if (query.zone) where.push(eq(orders.zoneId, query.zone));
  if (query.from) where.push(gte(orders.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) where.push(lt(orders.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000)));
  const filter = and(...where);
  if (query.zone && !/^[0-9a-f-]{36}$/i.test(query.zone)) {
    return { items: [], total: 0, page: query.page, limit: query.limit };
  }
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([
    ctx.db
      .select()
      .from(orders)
      .where(filter)
      .orderBy(desc(orders.createdAt), desc(orders.number))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(filter),
  ]);
  const [lines, extras] = await Promise.all([
    linesOf(
      ctx.db,
      rows.map((r) => r.id),
    ),
    extrasOf(ctx.db, rows),
  ]);
  return {
    items: rows.map((r) => summaryOf(r, lines.get(r.id) ?? [], user, extras)),
    total: n,
    page: query.page,
    limit: query.limit,
  };
}
