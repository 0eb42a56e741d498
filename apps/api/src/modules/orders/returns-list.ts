import { RETURN_LIMITS, type ReturnListPage, type ReturnStatus } from '@medibazaar/contract';
import { and, count, desc, eq, gte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { SessionUser } from '../../core/session.js';
import { orderReturnPhotos, orderReturns, orders } from './orders.schema.js';
import { returnLinesOf, returnRequestFields } from './return-rows.js';

/**
 * `GET /api/order-returns` (decision 072): the return requests a seller or an admin has to decide,
 * open ones first (newest asked first), then those decided in the last RETURN_LIMITS.listDecidedDays
 * days. A seller sees the requests of their own orders; an admin, every order's (the shop's own too).
 * Each links to its order's page, where it is decided.
 */
export async function listReturnRequests(
  db: Db,
  user: SessionUser,
  query: { status?: ReturnStatus | undefined; page: number; limit: number },
): Promise<ReturnListPage> {
  const recent = sql`now() - make_interval(days => ${RETURN_LIMITS.listDecidedDays})`;
  const where = and(
    user.role === 'admin' ? undefined : eq(orders.sellerId, user.id),
    query.status ? eq(orderReturns.status, query.status) : undefined,
    or(eq(orderReturns.status, 'requested'), gte(orderReturns.decidedAt, recent)),
  );
  const photoCount = db
    .select({ returnId: orderReturnPhotos.returnId, n: count().as('n') })
    .from(orderReturnPhotos)
    .groupBy(orderReturnPhotos.returnId)
    .as('photo_count');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        request: orderReturns,
        orderNumber: orders.number,
        buyer: orders.buyerName,
        photos: photoCount.n,
      })
      .from(orderReturns)
      .innerJoin(orders, eq(orders.id, orderReturns.orderId))
      .leftJoin(photoCount, eq(photoCount.returnId, orderReturns.id))
      .where(where)
      .orderBy(desc(sql`${orderReturns.status} = 'requested'`), desc(orderReturns.createdAt), desc(orderReturns.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(orderReturns).innerJoin(orders, eq(orders.id, orderReturns.orderId)).where(where),
  ]);
  const lines = rows.length
    ? await returnLinesOf(
        db,
        rows.map((r) => r.request.id),
      )
    : [];
  return {
    items: rows.map(({ request: r, orderNumber, buyer, photos }) => ({
      ...returnRequestFields(r, lines),
      orderNumber,
      buyer,
      photoCount: Number(photos ?? 0),
    })),
    total: Number(total?.n ?? 0),
    page: query.page,
    limit: query.limit,
  };
}
