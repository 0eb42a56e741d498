import { createHash } from 'node:crypto';
import {
  type Address,
  formatOrderNumber,
  type OrderStatus,
  type PlacedOrders,
  type PlaceOrderInput,
  processorCurrency,
  type ShopCurrency,
} from '@medibazaar/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../../db/client.js';
import { conflict } from '../../core/http-errors.js';
import type { SessionUser } from '../../core/session.js';
import { orderEvents, orderLines, orderPlacements, orders } from './orders.schema.js';
import { addressNotFound, findOwnAddress, listZones, type ZoneRow } from './delivery.repository.js';
import type { OrderRow } from './orders-context.js';
import { orderJson } from './order-read-model.js';
import { type PricedGroup, zoneOrRefuse } from './pricing.js';

/**
 * The orders module's rows of a placement: the placement an Idempotency-Key names, the address
 * and zone it delivers to, and each seller's order with its lines and first timeline entry. The
 * place-order flow (flows/place-order/) calls these in order, with the cart, stock and
 * prescription steps between them.
 */

/** What identifies a placement's request: the same key with another request is refused. */
export const placementRequestHash = (input: PlaceOrderInput) =>
  createHash('sha256')
    .update(
      JSON.stringify(
        input.prescriptionId
          ? [input.addressId, input.paymentMethod, input.prescriptionId]
          : [input.addressId, input.paymentMethod],
      ),
    )
    .digest('hex');

/** The orders an earlier request with this Idempotency-Key placed, answered again; null when there was none. */
export async function replayPlacement(
  db: DbOrTx,
  user: SessionUser,
  key: string,
  hash: string,
): Promise<PlacedOrders | null> {
  const [placement] = await db
    .select()
    .from(orderPlacements)
    .where(and(eq(orderPlacements.buyerId, user.id), eq(orderPlacements.idempotencyKey, key)))
    .limit(1);
  if (!placement) return null;
  if (placement.requestHash !== hash) {
    throw conflict(
      'This Idempotency-Key already placed an order with another address, payment method or prescription. Use a new key.',
      'IDEMPOTENCY_KEY_REUSED',
    );
  }
  const rows = await db.select().from(orders).where(eq(orders.placementId, placement.id)).orderBy(asc(orders.number));
  return { orders: await Promise.all(rows.map((r) => orderJson(db, r, user))), replayed: true };
}

/** The caller's address and the zone that delivers there; cash on delivery only where the zone offers it. */
export async function deliveryOfPlacement(
  tx: DbOrTx,
  user: SessionUser,
  input: PlaceOrderInput,
): Promise<{ address: Address; zone: ZoneRow }> {
  const address = await findOwnAddress(tx, user.id, input.addressId);
  if (!address) throw addressNotFound();
  const zone = zoneOrRefuse(await listZones(tx), address.district);
  if (input.paymentMethod === 'cod' && !zone.codAllowed) {
    throw conflict(`Cash on delivery is not offered in ${zone.nameEn}. Pay by card instead.`, 'COD_NOT_AVAILABLE');
  }
  return { address, zone };
}

/** The placement row: its Idempotency-Key and request, which answer a retry with the same orders. */
export async function insertPlacement(tx: DbOrTx, buyerId: string, key: string, hash: string): Promise<string> {
  const [placement] = await tx
    .insert(orderPlacements)
    .values({ buyerId, idempotencyKey: key, requestHash: hash })
    .returning({ id: orderPlacements.id });
  return placement!.id;
}

/** One seller's share of a placement. */
export interface SellerOrderToPlace {
  placementId: string;
  address: Address;
  zone: ZoneRow;
  group: PricedGroup;
  /** Waits for a pharmacist. */
  review: boolean;
  paymentMethod: PlaceOrderInput['paymentMethod'];
}

/** The shop's settings an order is placed under. */
interface PlacingSettings {
  currency: ShopCurrency;
  taxRateBasisPoints: number;
  prescriptionHoldHours: number;
}

/**
 * Writes one seller's order with its lines and its first timeline entry: waiting for a pharmacist
 * or placed; cash on delivery holds its units (taken by the caller), a card order none yet.
 */
export async function insertSellerOrder(
  tx: DbOrTx,
  user: SessionUser,
  settings: PlacingSettings,
  { placementId, address, zone, group: g, review, paymentMethod }: SellerOrderToPlace,
): Promise<OrderRow> {
  const status: OrderStatus = review ? 'awaiting_prescription' : 'placed';
  const [{ n } = { n: 0 }] = rowsOf<{ n: string | number }>(
    await tx.execute(sql`select nextval('order_number_seq') as n`),
  );
  const [row] = await tx
    .insert(orders)
    .values({
      number: formatOrderNumber(Number(n), new Date().getUTCFullYear()),
      placementId,
      buyerId: user.id,
      buyerEmail: user.email.toLowerCase(),
      buyerName: user.name,
      sellerId: g.sellerId,
      sellerEmail: g.sellerEmail,
      sellerName: g.sellerName,
      address: {
        name: address.name,
        phone: address.phone,
        line1: address.line1,
        line2: address.line2,
        area: address.area,
        district: address.district,
        division: address.division,
        note: address.note,
      },
      district: address.district,
      zoneId: zone.id,
      zoneNameEn: zone.nameEn,
      zoneNameBn: zone.nameBn,
      minDays: zone.minDays,
      maxDays: zone.maxDays,
      itemsCents: g.itemsCents,
      deliveryFeeCents: g.deliveryFeeCents,
      taxCents: g.taxCents,
      taxRateBasisPoints: settings.taxRateBasisPoints,
      totalCents: g.itemsCents + g.deliveryFeeCents + g.taxCents,
      currency: processorCurrency(settings.currency),
      paymentMethod,
      paymentStatus: paymentMethod === 'cod' ? 'due' : 'awaiting',
      stockTaken: paymentMethod === 'cod',
      // A cash order's mail goes now; an online order's once it is paid (received-mails.ts).
      receivedMailDue: paymentMethod !== 'cod',
      status,
      // The database's clock, as the expiry job compares with it.
      holdExpiresAt: review ? sql`now() + make_interval(hours => ${settings.prescriptionHoldHours})` : null,
    })
    .returning();
  await tx.insert(orderLines).values(g.lines.map((l) => ({ ...l, orderId: row!.id })));
  await tx.insert(orderEvents).values({
    orderId: row!.id,
    fromStatus: null,
    toStatus: status,
    actorId: user.id,
    actorRole: 'buyer',
    actorName: user.name,
  });
  return row!;
}
