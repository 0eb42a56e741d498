import type { OrderActor, ShopCurrency } from '@medibazaar/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx, ProductsWatcher } from '../../db/client.js';
import { orders, refunds } from './orders.schema.js';
import { notFound } from '../../core/http-errors.js';
import type { SessionUser } from '../../core/session.js';
import type { PaymentProvider, PaymentProviders } from '../payments/index.js';
import type { Messages } from '../notifications/index.js';

/**
 * What every part of the orders module works with (the database, the card processor, the shop's
 * settings, the mail it queues), the order row, and the small helpers they all share.
 */
export interface OrdersContext {
  db: Db;
  provider: PaymentProvider;
  /** Every provider the shop takes online payments with (bKash besides the card processor); the card processor alone when left out. */
  providers?: PaymentProviders;
  log: FastifyBaseLogger;
  productPages: ProductsWatcher;
  currency: ShopCurrency;
  /** Tax on the items of orders placed now, in hundredths of a percent (TAX_RATE_PERCENT; 0: none). */
  taxRateBasisPoints: number;
  /** How long an order awaiting a pharmacist holds its stock (PRESCRIPTION_HOLD_HOURS). */
  prescriptionHoldHours: number;
  /**
   * The messages each change causes (the buyer's news, the seller's new order and low stock,
   * the admins' failed refund), queued in the change's transaction (none in tests that leave it out).
   */
  mail?: Messages;
}

export type OrderRow = typeof orders.$inferSelect;

/** The provider a payment was made with, for its capture or refund; null when the shop no longer uses it. */
export function providerNamed(
  ctx: Pick<OrdersContext, 'provider' | 'providers'>,
  name: string,
): PaymentProvider | null {
  if (ctx.providers) return ctx.providers.named(name);
  return ctx.provider.name === name ? ctx.provider : null;
}

/** The status of an order waiting for a pharmacist (decision 042). */
export const AWAITING = 'awaiting_prescription';

export const orderNotFound = () => notFound('This order was not found.', 'ORDER_NOT_FOUND');

/** Who the caller is to this order. Nobody at all: the order does not exist for them. */
export function actorsFor(order: Pick<OrderRow, 'buyerId' | 'sellerId'>, user: SessionUser): OrderActor[] {
  const actors: OrderActor[] = [];
  if (order.buyerId === user.id) actors.push('buyer');
  if (order.sellerId && order.sellerId === user.id) actors.push('seller');
  if (user.role === 'admin') actors.push('admin');
  return actors;
}

/** A card order not paid yet moves nowhere but to cancelled; a payment on its way holds even that. */
export function awaitsCardPayment(row: Pick<OrderRow, 'paymentMethod' | 'paymentStatus'>): boolean {
  return row.paymentMethod === 'card' && row.paymentStatus === 'awaiting';
}

export const claimActive = (row: Pick<OrderRow, 'claimedBy' | 'claimExpiresAt'>, now = new Date()) =>
  Boolean(row.claimedBy && row.claimExpiresAt && row.claimExpiresAt > now);

export async function findOrder(db: DbOrTx, number: string, lock = false): Promise<OrderRow | null> {
  const q = db.select().from(orders).where(eq(orders.number, number)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/**
 * The conflict target of the whole order's refund (cancelled or returned at once): one per order,
 * beside the refunds of its accepted return requests (decision 072).
 */
export const WHOLE_ORDER_REFUND = { target: refunds.orderId, where: sql`return_id is null` };
