import { createHash } from 'node:crypto';
import {
  type Address,
  centsToDollars,
  CHECKOUT_MAX_CENTS,
  formatAmount,
  formatOrderNumber,
  IDEMPOTENCY_KEY_PATTERN,
  type OrderStatus,
  type PlacedOrders,
  type PlaceOrderInput,
  processorCurrency,
} from '@medibazaar/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../../db/client.js';
import { orderEvents, orderLines, orderPlacements, orders } from './orders.schema.js';
import { badRequest, conflict } from '../../core/http-errors.js';
import type { SessionUser } from '../../core/session.js';
import { type CartLine, listCartLines, lockCart, removePaidUnits } from '../carts/index.js';
import { lockStock, takeStock } from '../catalog/index.js';
import { recordAudit } from '../audit/index.js';
import { addressNotFound, findOwnAddress, listZones, type ZoneRow } from './delivery.repository.js';
import { assertWithinOpenOrderLimits } from './open-order-limits.js';
import { recordPrescriptionUse, usablePrescription } from '../prescriptions/index.js';
import { queueOrderStatusMail, queueLowStockMails, queueOrderToFulfil } from '../notifications/index.js';
import type { OrderRow, OrdersContext } from './orders-context.js';
import { orderJson } from './order-read-model.js';
import { needsPrescription, priceCart, type PricedGroup, unitsLeft, zoneOrRefuse } from './pricing.js';

// ---------------------------------------------------------------------------
// Placing
// ---------------------------------------------------------------------------

/** Reads the Idempotency-Key header; placing without one is refused (a retry could place twice). */
export function idempotencyKeyOf(header: string | string[] | undefined): string {
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw badRequest(
      'Send an Idempotency-Key header of 8 to 100 letters, digits or - _ . : (a new one for each order you mean to place).',
      'IDEMPOTENCY_KEY_REQUIRED',
      'Idempotency-Key',
    );
  }
  return key;
}

const requestHash = (input: PlaceOrderInput) =>
  createHash('sha256')
    .update(
      JSON.stringify(
        input.prescriptionId
          ? [input.addressId, input.paymentMethod, input.prescriptionId]
          : [input.addressId, input.paymentMethod],
      ),
    )
    .digest('hex');

async function replay(
  ctx: OrdersContext,
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

/**
 * A card placement is paid in one payment: refused here, before anything is placed,
 * when the card processor would refuse that amount.
 */
function assertPayableByCard(ctx: OrdersContext, groups: PricedGroup[]) {
  const total = groups.reduce((sum, g) => sum + g.itemsCents + g.deliveryFeeCents + g.taxCents, 0);
  if (total > CHECKOUT_MAX_CENTS) {
    throw conflict(
      `One card payment can be at most ${formatAmount(centsToDollars(CHECKOUT_MAX_CENTS), ctx.currency)}. Order part of your cart first.`,
      'AMOUNT_TOO_LARGE',
    );
  }
  if (total < ctx.provider.minimumCents) {
    throw conflict(
      `One card payment must be at least ${formatAmount(centsToDollars(ctx.provider.minimumCents), ctx.currency)}. Add to your cart, or pay cash on delivery.`,
      'AMOUNT_TOO_SMALL',
    );
  }
}

/**
 * `POST /api/orders`: turns the caller's cart into orders, one per seller, priced by
 * the server. Cash on delivery takes the stock now (never below zero: the products
 * are locked in id order and lowered only when they have enough) and empties the cart
 * of what was ordered. The same Idempotency-Key answers the same orders again. An account
 * keeps at most a few orders waiting for a card payment or a pharmacist (`open-order-limits.ts`).
 */
export async function placeOrders(
  ctx: OrdersContext,
  user: SessionUser,
  input: PlaceOrderInput,
  key: string,
): Promise<PlacedOrders> {
  const hash = requestHash(input);
  const earlier = await replay(ctx, ctx.db, user, key, hash);
  if (earlier) return earlier;

  const touched = new Set<string>();
  const result = await ctx.db.transaction(async (tx) => {
    // The cart lock: one placement (or payment, or cart change) of this buyer at a time.
    await lockCart(tx, user.id);
    const again = await replay(ctx, tx, user, key, hash);
    if (again) return again;

    const { address, zone } = await deliveryOf(tx, user, input);
    const lines = await listCartLines(tx, user.id);
    const groups = await priceCart(tx, lines, zone, ctx.currency, ctx.taxRateBasisPoints);
    if (input.paymentMethod === 'card') assertPayableByCard(ctx, groups);

    const { prescriptionId, waitsForReview } = await prescriptionOfPlacement(tx, user, input, groups, lines);
    await assertWithinOpenOrderLimits(
      tx,
      user.id,
      groups.map((g) => ({ open: input.paymentMethod === 'card' || waitsForReview(g.sellerId), lines: g.lines })),
    );

    // Cash takes the stock now, whether or not a pharmacist checks it first. A card order takes
    // none until its payment is authorized (decision 050): an unpaid order holds nothing.
    const takenNow = input.paymentMethod === 'cod' ? lines : [];
    if (takenNow.length) {
      await takeStockOfCart(tx, user, takenNow);
      for (const l of takenNow) touched.add(l.category);
    }

    const [placement] = await tx
      .insert(orderPlacements)
      .values({ buyerId: user.id, idempotencyKey: key, requestHash: hash })
      .returning({ id: orderPlacements.id });
    const made: OrderRow[] = [];
    for (const group of groups) {
      const review = waitsForReview(group.sellerId);
      const placing = { placementId: placement!.id, address, zone, group, review, prescriptionId };
      made.push(await insertOrder(ctx, tx, user, input, placing));
    }
    return { orders: await Promise.all(made.map((r) => orderJson(tx, r, user))), replayed: false };
  });
  if (touched.size) ctx.productPages.changed([...touched]);
  return result;
}

/** The caller's address and the zone that delivers there; cash on delivery only where the zone offers it. */
async function deliveryOf(
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

/**
 * Which sellers' orders wait for a pharmacist, and the prescription they are placed with.
 * A seller's order holding a prescription medicine waits for a pharmacist, with the prescription given.
 */
async function prescriptionOfPlacement(
  tx: DbOrTx,
  user: SessionUser,
  input: PlaceOrderInput,
  groups: PricedGroup[],
  lines: CartLine[],
): Promise<{ prescriptionId: string | null; waitsForReview: (sellerId: string | null) => boolean }> {
  const reviewed = new Set(
    groups.filter((g) => g.lines.some((l) => l.requiresPrescription)).map((g) => g.sellerId ?? ''),
  );
  let prescriptionId: string | null = null;
  if (reviewed.size) {
    if (!input.prescriptionId) {
      const names = lines.filter(needsPrescription).map((l) => l.name);
      throw badRequest(
        `A doctor's prescription is needed for ${names.join(', ')}. Choose one of your prescriptions or upload one, then order.`,
        'PRESCRIPTION_REQUIRED',
        'prescriptionId',
      );
    }
    prescriptionId = (await usablePrescription(tx, user.id, input.prescriptionId)).id;
  }
  return { prescriptionId, waitsForReview: (sellerId) => reviewed.has(sellerId ?? '') };
}

/** Takes a cash placement's units off the shelf (refused when one ran short) and out of the cart. */
async function takeStockOfCart(tx: DbOrTx, user: SessionUser, takenNow: CartLine[]): Promise<void> {
  const shelf = await lockStock(
    tx,
    takenNow.map((l) => l.productId),
  );
  const short = takenNow.filter((l) => (shelf.get(l.productId)?.stock ?? 0) < l.quantity);
  if (short.length) {
    throw conflict(
      short
        .map(
          (l) => `${l.name}: you have ${l.quantity} in your cart but ${unitsLeft(shelf.get(l.productId)?.stock ?? 0)}.`,
        )
        .join(' ') + ' Change the quantity in your cart, then order.',
      'OUT_OF_STOCK',
    );
  }
  const lowered = await takeStock(tx, takenNow);
  if (lowered !== takenNow.length) throw new Error('stock changed under lock while placing an order');
  await removePaidUnits(tx, user.id, takenNow);
}

/** One seller's share of a placement. */
interface SellerOrderToPlace {
  placementId: string;
  address: Address;
  zone: ZoneRow;
  group: PricedGroup;
  /** Waits for a pharmacist. */
  review: boolean;
  prescriptionId: string | null;
}

/** Writes one seller's order with its lines, timeline, prescription use, audit entry and mail. */
async function insertOrder(
  ctx: OrdersContext,
  tx: DbOrTx,
  user: SessionUser,
  input: PlaceOrderInput,
  { placementId, address, zone, group: g, review, prescriptionId }: SellerOrderToPlace,
): Promise<OrderRow> {
  const status: OrderStatus = review ? 'awaiting_prescription' : 'placed';
  const stockTaken = input.paymentMethod === 'cod';
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
      taxRateBasisPoints: ctx.taxRateBasisPoints,
      totalCents: g.itemsCents + g.deliveryFeeCents + g.taxCents,
      currency: processorCurrency(ctx.currency),
      paymentMethod: input.paymentMethod,
      paymentStatus: input.paymentMethod === 'cod' ? 'due' : 'awaiting',
      stockTaken,
      status,
      // The database's clock, as the expiry job compares with it.
      holdExpiresAt: review ? sql`now() + make_interval(hours => ${ctx.prescriptionHoldHours})` : null,
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
  if (review) await recordPrescriptionUse(tx, prescriptionId!, [row!.id]);
  await recordAudit(tx, {
    action: 'order.placed',
    objectType: 'order',
    objectId: row!.number,
    after: {
      status,
      paymentMethod: row!.paymentMethod,
      paymentStatus: row!.paymentStatus,
      totalCents: row!.totalCents,
      prescriptionId: review ? prescriptionId : null,
      holdExpiresAt: row!.holdExpiresAt?.toISOString() ?? null,
      lines: g.lines.map((l) => ({ productId: l.productId, quantity: l.quantity })),
    },
  });
  if (ctx.mail) await queueOrderStatusMail(tx, ctx.mail.notifications, ctx.mail.publicUrl, row!, status, null);
  // A cash order is one to fulfil now (a card order once it is paid, one awaiting a pharmacist once approved).
  if (ctx.mail && input.paymentMethod === 'cod' && !review) {
    await queueOrderToFulfil(tx, ctx.mail, { ...row!, paymentMethod: 'cod' }, g.lines);
  }
  // Held units are off the shelf now: the seller hears of a product running low at once.
  if (ctx.mail && review && stockTaken) await queueLowStockMails(tx, ctx.mail, g.lines, `order:${row!.id}`);
  return row!;
}
