import { createHash } from 'node:crypto';
import {
  allowedTransitions,
  allowedWhileAwaitingPayment,
  centsToDollars,
  CHECKOUT_MAX_CENTS,
  checkTransition,
  CURRENCY_FACTS,
  deliveryFeeCents,
  discountedCents,
  taxCents,
  formatAmount,
  formatOrderNumber,
  IDEMPOTENCY_KEY_PATTERN,
  isChargeable,
  type Order,
  type OrderActor,
  type OrderEvent,
  type OrderEventReason,
  type OrderLine,
  type OrderLineRejectionReason,
  type OrderListQuery,
  type OrderPage,
  type OrderPaymentStatus,
  type OrderQuote,
  type OrderStatus,
  type OrderSummary,
  type PlacedOrders,
  type PlaceOrderInput,
  processorCurrency,
  type RefundStatus,
  type ShopCurrency,
  zoneForDistrict,
} from '@medibazaar/contract';
import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { rowsOf, type Db, type DbOrTx, type ProductsWatcher } from '../../db/client.js';
import { products } from '../catalog/index.js';
import { orderEvents, orderLines, orderPlacements, orders, refunds } from './orders.schema.js';
import { payments } from '../payments/index.js';
import { users } from '../users/index.js';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../core/http-errors.js';
import type { SessionUser } from '../../core/session.js';
import type { PaymentProvider } from '../payments/index.js';
import { type CartLine, listCartLines, lockCart, removePaidUnits } from '../carts/index.js';
import { lockStock, returnStock, takeStock } from '../catalog/index.js';
import { insertPayment } from '../payments/index.js';
import { recordAudit } from '../audit/index.js';
import { addressNotFound, findOwnAddress, listZones, type ZoneRow } from './delivery.repository.js';
import { assertWithinOpenOrderLimits } from './open-order-limits.js';
import { prescriptionsOfOrders, recordPrescriptionUse, usablePrescription } from '../prescriptions/index.js';
import { settleQuietly } from './prescription-orders.js';
import {
  queueOrderStatusMail,
  queueLowStockMails,
  queueOrderToFulfil,
  queueRefundFailedMails,
  type Messages,
} from '../notifications/index.js';

export interface OrdersContext {
  db: Db;
  provider: PaymentProvider;
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

export const orderNotFound = () => notFound('This order was not found.', 'ORDER_NOT_FOUND');

/** Who the caller is to this order. Nobody at all: the order does not exist for them. */
export function actorsFor(order: Pick<OrderRow, 'buyerId' | 'sellerId'>, user: SessionUser): OrderActor[] {
  const actors: OrderActor[] = [];
  if (order.buyerId === user.id) actors.push('buyer');
  if (order.sellerId && order.sellerId === user.id) actors.push('seller');
  if (user.role === 'admin') actors.push('admin');
  return actors;
}

// ---------------------------------------------------------------------------
// Pricing: the server's own numbers, for the quote and for placing alike
// ---------------------------------------------------------------------------

interface PricedLine {
  productId: string;
  sellerId: string | null;
  name: string;
  strength: string | null;
  category: string;
  quantity: number;
  unitPriceCents: number;
  /** A prescription medicine: its order waits for a pharmacist. */
  requiresPrescription: boolean;
}
interface PricedGroup {
  sellerId: string | null;
  sellerName: string | null;
  sellerEmail: string | null;
  lines: PricedLine[];
  itemsCents: number;
  deliveryFeeCents: number;
  taxCents: number;
}

const unitsLeft = (n: number) => (n <= 0 ? 'none is left' : n === 1 ? 'only 1 is left' : `only ${n} are left`);

function zoneOrRefuse(zones: ZoneRow[], district: string): ZoneRow {
  const zone = zoneForDistrict(zones, district);
  if (!zone) throw conflict('We do not deliver to this district yet.', 'NO_DELIVERY_ZONE');
  return zone;
}

/** A prescription medicine (a controlled one is never sold online at all). */
const needsPrescription = (l: Pick<CartLine, 'dispensingClass'>) =>
  l.dispensingClass === 'prescription' || l.dispensingClass === 'controlled';

/** The cart, split by seller (each seller's lines travel as one order with its own fee and tax). */
async function priceCart(
  db: DbOrTx,
  lines: CartLine[],
  zone: ZoneRow,
  currency: ShopCurrency,
  taxRateBasisPoints: number,
): Promise<PricedGroup[]> {
  if (!lines.length) throw badRequest('Your cart is empty. Add a product before ordering.', 'EMPTY_CART');
  const short = lines.filter((l) => l.quantity > l.stock);
  if (short.length) {
    throw conflict(
      short.map((l) => `${l.name}: you have ${l.quantity} in your cart but ${unitsLeft(l.stock)}.`).join(' ') +
        ' Change the quantity in your cart, then order.',
      'OUT_OF_STOCK',
    );
  }
  // A controlled medicine may have been added before an admin classed it so: it is never sold online.
  const controlled = lines.filter((l) => l.dispensingClass === 'controlled');
  if (controlled.length) {
    throw conflict(
      `${controlled.map((l) => l.name).join(', ')} ${controlled.length === 1 ? 'is' : 'are'} not sold online. ` +
        'Remove it from your cart, then order.',
      'NOT_SOLD_ONLINE',
    );
  }
  const free = lines.filter((l) => !isChargeable(l.priceCents, l.discountPercent));
  if (free.length) {
    throw conflict(
      `${free.map((l) => l.name).join(', ')} cannot be sold at the moment: after the discount one unit would cost ` +
        `less than one ${CURRENCY_FACTS[currency].minorUnit}. Remove it from your cart, then order.`,
      'PRICE_BELOW_ONE_CENT',
    );
  }
  const ids = lines.map((l) => l.productId);
  const strengths = new Map(
    (
      await db.select({ id: products.id, strength: products.strength }).from(products).where(inArray(products.id, ids))
    ).map((r) => [r.id, r.strength]),
  );
  const sellerIds = [...new Set(lines.flatMap((l) => (l.sellerId ? [l.sellerId] : [])))];
  const sellers = new Map(
    sellerIds.length
      ? (
          await db
            .select({ id: users.id, name: users.name, email: users.email })
            .from(users)
            .where(inArray(users.id, sellerIds))
        ).map((u) => [u.id, u])
      : [],
  );
  const groups = new Map<string, PricedGroup>();
  for (const l of lines) {
    const key = l.sellerId ?? '';
    let group = groups.get(key);
    if (!group) {
      const seller = l.sellerId ? sellers.get(l.sellerId) : undefined;
      group = {
        sellerId: l.sellerId,
        sellerName: seller?.name ?? null,
        sellerEmail: seller?.email ?? null,
        lines: [],
        itemsCents: 0,
        deliveryFeeCents: 0,
        taxCents: 0,
      };
      groups.set(key, group);
    }
    const unitPriceCents = discountedCents(l.priceCents, l.discountPercent);
    group.lines.push({
      productId: l.productId,
      sellerId: l.sellerId,
      name: l.name,
      strength: strengths.get(l.productId) ?? null,
      category: l.category,
      quantity: l.quantity,
      unitPriceCents,
      requiresPrescription: needsPrescription(l),
    });
    group.itemsCents += unitPriceCents * l.quantity;
  }
  for (const g of groups.values()) {
    g.deliveryFeeCents = deliveryFeeCents(zone, g.itemsCents);
    g.taxCents = taxCents(g.itemsCents, taxRateBasisPoints);
  }
  return [...groups.values()];
}

const lineJson = (l: Omit<PricedLine, 'sellerId' | 'productId'> & { productId: string | null }) => ({
  menuId: l.productId,
  name: l.name,
  strength: l.strength,
  category: l.category,
  quantity: l.quantity,
  unitPrice: centsToDollars(l.unitPriceCents),
  lineTotal: centsToDollars(l.unitPriceCents * l.quantity),
  requiresPrescription: l.requiresPrescription,
});

/** `POST /api/orders/quote`: what placing the cart to this address would cost now. */
export async function quoteOrder(ctx: OrdersContext, user: SessionUser, addressId: string): Promise<OrderQuote> {
  const address = await findOwnAddress(ctx.db, user.id, addressId);
  if (!address) throw addressNotFound();
  const zone = zoneOrRefuse(await listZones(ctx.db), address.district);
  const groups = await priceCart(
    ctx.db,
    await listCartLines(ctx.db, user.id),
    zone,
    ctx.currency,
    ctx.taxRateBasisPoints,
  );
  const items = groups.reduce((s, g) => s + g.itemsCents, 0);
  const fees = groups.reduce((s, g) => s + g.deliveryFeeCents, 0);
  const tax = groups.reduce((s, g) => s + g.taxCents, 0);
  return {
    zone: { id: zone.id, nameEn: zone.nameEn, nameBn: zone.nameBn },
    minDays: zone.minDays,
    maxDays: zone.maxDays,
    codAllowed: zone.codAllowed,
    groups: groups.map((g) => ({
      sellerName: g.sellerName,
      lines: g.lines.map(lineJson),
      itemsTotal: centsToDollars(g.itemsCents),
      deliveryFee: centsToDollars(g.deliveryFeeCents),
      tax: centsToDollars(g.taxCents),
      total: centsToDollars(g.itemsCents + g.deliveryFeeCents + g.taxCents),
    })),
    itemsTotal: centsToDollars(items),
    deliveryFee: centsToDollars(fees),
    tax: centsToDollars(tax),
    taxRate: ctx.taxRateBasisPoints / 100,
    total: centsToDollars(items + fees + tax),
    currency: processorCurrency(ctx.currency),
  };
}

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

    const address = await findOwnAddress(tx, user.id, input.addressId);
    if (!address) throw addressNotFound();
    const zone = zoneOrRefuse(await listZones(tx), address.district);
    if (input.paymentMethod === 'cod' && !zone.codAllowed) {
      throw conflict(`Cash on delivery is not offered in ${zone.nameEn}. Pay by card instead.`, 'COD_NOT_AVAILABLE');
    }
    const lines = await listCartLines(tx, user.id);
    const groups = await priceCart(tx, lines, zone, ctx.currency, ctx.taxRateBasisPoints);
    if (input.paymentMethod === 'card') assertPayableByCard(ctx, groups);

    // A seller's order holding a prescription medicine waits for a pharmacist, with the prescription given.
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
    const waitsForReview = (sellerId: string | null) => reviewed.has(sellerId ?? '');
    await assertWithinOpenOrderLimits(
      tx,
      user.id,
      groups.map((g) => ({ open: input.paymentMethod === 'card' || waitsForReview(g.sellerId), lines: g.lines })),
    );

    // Cash takes the stock now, whether or not a pharmacist checks it first. A card order takes
    // none until its payment is authorized (decision 050): an unpaid order holds nothing.
    const takenNow = input.paymentMethod === 'cod' ? lines : [];
    if (takenNow.length) {
      const shelf = await lockStock(
        tx,
        takenNow.map((l) => l.productId),
      );
      const short = takenNow.filter((l) => (shelf.get(l.productId)?.stock ?? 0) < l.quantity);
      if (short.length) {
        throw conflict(
          short
            .map(
              (l) =>
                `${l.name}: you have ${l.quantity} in your cart but ${unitsLeft(shelf.get(l.productId)?.stock ?? 0)}.`,
            )
            .join(' ') + ' Change the quantity in your cart, then order.',
          'OUT_OF_STOCK',
        );
      }
      const lowered = await takeStock(tx, takenNow);
      if (lowered !== takenNow.length) throw new Error('stock changed under lock while placing an order');
      await removePaidUnits(tx, user.id, takenNow);
      for (const l of takenNow) touched.add(l.category);
    }

    const [placement] = await tx
      .insert(orderPlacements)
      .values({ buyerId: user.id, idempotencyKey: key, requestHash: hash })
      .returning({ id: orderPlacements.id });
    const snapshot = {
      name: address.name,
      phone: address.phone,
      line1: address.line1,
      line2: address.line2,
      area: address.area,
      district: address.district,
      division: address.division,
      note: address.note,
    };
    const made: OrderRow[] = [];
    for (const g of groups) {
      const review = waitsForReview(g.sellerId);
      const status: OrderStatus = review ? 'awaiting_prescription' : 'placed';
      const stockTaken = input.paymentMethod === 'cod';
      const [{ n } = { n: 0 }] = rowsOf<{ n: string | number }>(
        await tx.execute(sql`select nextval('order_number_seq') as n`),
      );
      const [row] = await tx
        .insert(orders)
        .values({
          number: formatOrderNumber(Number(n), new Date().getUTCFullYear()),
          placementId: placement!.id,
          buyerId: user.id,
          buyerEmail: user.email.toLowerCase(),
          buyerName: user.name,
          sellerId: g.sellerId,
          sellerEmail: g.sellerEmail,
          sellerName: g.sellerName,
          address: snapshot,
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
      made.push(row!);
    }
    return { orders: await Promise.all(made.map((r) => orderJson(tx, r, user))), replayed: false };
  });
  if (touched.size) ctx.productPages.changed([...touched]);
  return result;
}

// ---------------------------------------------------------------------------
// Reading
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
    list.push({
      id: r.id,
      ...lineJson(r),
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

/** A card order not paid yet moves nowhere but to cancelled; a payment on its way holds even that. */
function awaitsCardPayment(row: Pick<OrderRow, 'paymentMethod' | 'paymentStatus'>): boolean {
  return row.paymentMethod === 'card' && row.paymentStatus === 'awaiting';
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

export const claimActive = (row: Pick<OrderRow, 'claimedBy' | 'claimExpiresAt'>, now = new Date()) =>
  Boolean(row.claimedBy && row.claimExpiresAt && row.claimExpiresAt > now);

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
    lines,
    itemsTotal: centsToDollars(row.itemsCents),
    deliveryFee: centsToDollars(row.deliveryFeeCents),
    tax: centsToDollars(row.taxCents),
    taxRate: row.taxRateBasisPoints / 100,
    total: centsToDollars(row.totalCents),
    currency: row.currency,
    paymentMethod: row.paymentMethod as Order['paymentMethod'],
    paymentStatus: row.paymentStatus as OrderPaymentStatus,
    prescription: extras.prescriptions.get(row.id) ?? null,
    // Only while the units are held: an unpaid card order holds none (decision 050).
    holdUntil:
      row.status === 'awaiting_prescription' && row.stockTaken ? (row.holdExpiresAt?.toISOString() ?? null) : null,
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
  const [lines, events, refundRows, siblings, extras] = await Promise.all([
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
  };
}

export async function findOrder(db: DbOrTx, number: string, lock = false): Promise<OrderRow | null> {
  const q = db.select().from(orders).where(eq(orders.number, number)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** The order, when the caller is its buyer, its seller or an admin; "not found" for anyone else. */
export async function getOrder(ctx: OrdersContext, user: SessionUser, number: string): Promise<Order> {
  const row = await findOrder(ctx.db, number);
  if (!row || !actorsFor(row, user).length) throw orderNotFound();
  return orderJson(ctx.db, row, user);
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

// ---------------------------------------------------------------------------
// Moving an order
// ---------------------------------------------------------------------------

const STATUS_WORDS: Record<OrderStatus, string> = {
  awaiting_prescription: 'awaiting a prescription check',
  placed: 'placed',
  confirmed: 'confirmed',
  packed: 'packed',
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
  returned: 'returned',
};

function refused(from: OrderStatus, to: OrderStatus, allowed: OrderStatus[]) {
  const instead = allowed.length
    ? ` You may move it to: ${allowed.map((s) => STATUS_WORDS[s]).join(', ')}.`
    : ' You cannot move it any further.';
  return new HttpError(
    409,
    `This order is ${STATUS_WORDS[from]} and cannot be moved to ${STATUS_WORDS[to]}.${instead}`,
    'ORDER_TRANSITION_NOT_ALLOWED',
    'to',
    { allowed },
  );
}

/** The role an event records for the caller: the most specific one that allows the move. */
function actingAs(from: OrderStatus, to: OrderStatus, actors: OrderActor[]): OrderActor {
  return actors.find((a) => checkTransition(from, to, [a]).ok)!;
}

type RefundTodo = { refundId: string; transactionId: string; provider: string; amountCents: number; attempt: number };

/**
 * Moves an order along the table, in one transaction that holds the order's row:
 * two moves of one order run one after the other, so stock is returned once and a
 * refund is opened once. Cancelling or returning puts taken units back; cancelling a
 * paid card order opens its refund (made with the provider after the commit); marking
 * a cash order delivered records the cash collected as a payment, and returning it
 * records that cash as given back. With `repeatAnswersAsIs`, an order already in `to` is
 * answered as it is (a repeated cancel), decided under the same lock as the move, so
 * parallel requests agree on which one moved it.
 */
export async function transitionOrder(
  ctx: OrdersContext,
  user: SessionUser,
  number: string,
  to: OrderStatus,
  note: string | undefined,
  options: { repeatAnswersAsIs?: boolean } = {},
): Promise<Order> {
  const touched = new Set<string>();
  let settle: string | null = null;
  const { row, refund } = await ctx.db.transaction(async (tx) => {
    const order = await findOrder(tx, number, true);
    if (!order) throw orderNotFound();
    const actors = actorsFor(order, user);
    if (!actors.length) throw orderNotFound();
    const from = order.status as OrderStatus;
    if (options.repeatAnswersAsIs && from === to) return { row: order, refund: null };
    const verdict = checkTransition(from, to, actors);
    if (!verdict.ok) throw refused(from, to, verdict.allowed);
    if (awaitsCardPayment(order) && (to !== 'cancelled' || order.paymentId)) {
      throw conflict(
        order.paymentId
          ? 'The card payment of this order is still being processed. Try again once it has gone through.'
          : 'This order waits for its card payment: it moves on once it is paid. It can only be cancelled now.',
        'ORDER_AWAITING_PAYMENT',
      );
    }

    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const changes: Partial<typeof orders.$inferInsert> = { status: to };
    let refund: RefundTodo | null = null;
    let cashBack: string | null = null;
    if (from === 'awaiting_prescription') Object.assign(changes, { claimedBy: null, claimExpiresAt: null });

    if ((to === 'cancelled' || to === 'returned') && order.stockTaken) {
      const back = lines.flatMap((l) => (l.productId ? [{ productId: l.productId, quantity: l.quantity }] : []));
      await returnStock(tx, back);
      for (const l of lines) touched.add(l.category);
      changes.stockTaken = false;
    }
    if (to === 'cancelled' || to === 'returned') {
      if (order.paymentStatus === 'paid' && order.paymentMethod === 'card' && order.paymentId) {
        const [payment] = await tx.select().from(payments).where(eq(payments.id, order.paymentId)).limit(1);
        const [opened] = await tx
          .insert(refunds)
          .values({
            orderId: order.id,
            paymentId: order.paymentId,
            amountCents: order.totalCents,
            provider: payment!.provider,
            status: 'pending',
          })
          .onConflictDoNothing({ target: refunds.orderId })
          .returning({ id: refunds.id });
        if (opened)
          refund = {
            refundId: opened.id,
            transactionId: payment!.transactionId,
            provider: payment!.provider,
            amountCents: order.totalCents,
            attempt: 1,
          };
      } else if (order.paymentMethod === 'cod' && order.paymentStatus === 'paid' && order.paymentId) {
        // A returned cash order: the cash collected at the door goes back with the goods,
        // settled by hand, and is recorded as the order's refund.
        const [settled] = await tx
          .insert(refunds)
          .values({
            orderId: order.id,
            paymentId: order.paymentId,
            amountCents: order.totalCents,
            provider: 'cod',
            status: 'succeeded',
            attempts: 1,
          })
          .onConflictDoNothing({ target: refunds.orderId })
          .returning({ id: refunds.id });
        if (settled) {
          changes.paymentStatus = 'refunded';
          cashBack = settled.id;
        }
      } else if (order.paymentStatus === 'authorized' && order.paymentId) {
        // Its share of the card's hold is not taken: the payment is captured without it, or voided.
        const [payment] = await tx
          .select({ captureCents: payments.captureCents })
          .from(payments)
          .where(eq(payments.id, order.paymentId));
        if (payment?.captureCents !== null && payment?.captureCents !== undefined) {
          throw conflict(
            'The card payment of this order is being taken now. Try again in a moment.',
            'ORDER_AWAITING_PAYMENT',
          );
        }
        changes.paymentStatus = 'void';
        settle = order.paymentId;
      } else if (order.paymentStatus === 'due' || order.paymentStatus === 'awaiting') {
        changes.paymentStatus = 'void';
      }
    }
    if (to === 'delivered' && order.paymentMethod === 'cod' && order.paymentStatus === 'due') {
      const payment = await insertPayment(
        tx,
        {
          userId: order.buyerId,
          email: order.buyerEmail,
          amountCents: order.totalCents,
          currency: order.currency,
          provider: 'cod',
          transactionId: `cod-${order.number}`,
          status: 'succeeded',
        },
        lines.map((l) => ({
          cartItemId: null,
          productId: l.productId,
          sellerId: l.sellerId,
          productName: l.name,
          category: l.category,
          quantity: l.quantity,
          unitPriceCents: l.unitPriceCents,
        })),
      );
      changes.paymentId = payment.id;
      changes.paymentStatus = 'paid';
    }

    const [updated] = await tx
      .update(orders)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(orders.id, order.id))
      .returning();
    await tx.insert(orderEvents).values({
      orderId: order.id,
      fromStatus: from,
      toStatus: to,
      actorId: user.id,
      actorRole: actingAs(from, to, actors),
      actorName: user.name,
      note: note || null,
    });
    if (ctx.mail) await queueOrderStatusMail(tx, ctx.mail.notifications, ctx.mail.publicUrl, order, to, note || null);
    await recordAudit(tx, {
      action: 'order.status_changed',
      objectType: 'order',
      objectId: order.number,
      before: { status: from, paymentStatus: order.paymentStatus },
      after: { status: to, paymentStatus: updated!.paymentStatus, note: note || null },
    });
    if (cashBack) {
      await recordAudit(tx, {
        action: 'refund.succeeded',
        objectType: 'refund',
        objectId: cashBack,
        after: { status: 'succeeded', order: order.number, provider: 'cod', amountCents: order.totalCents },
      });
    }
    if (refund) {
      await recordAudit(tx, {
        action: 'refund.opened',
        objectType: 'refund',
        objectId: refund.refundId,
        after: { status: 'pending', order: order.number },
      });
    }
    return { row: updated!, refund };
  });
  if (touched.size) ctx.productPages.changed([...touched]);
  if (refund) await makeRefund(ctx, row.id, refund);
  if (settle) await settleQuietly(ctx, settle);
  const fresh = (await findOrder(ctx.db, number))!;
  return orderJson(ctx.db, fresh, user);
}

/**
 * Asks the provider to give the order's share of the payment back (a payment may have
 * paid several orders of one placement) and records what it said. Each attempt has its
 * own idempotency key, so a retried request is never a second refund. A failure is
 * kept (refund `failed`, order payment `refund_failed`) for an admin to retry; the
 * order stays cancelled either way.
 */
async function makeRefund(ctx: OrdersContext, orderId: string, todo: RefundTodo): Promise<void> {
  let failure: string | null = null;
  if (todo.provider !== ctx.provider.name) {
    failure = `The payment was made with ${todo.provider}, which this shop no longer uses.`;
  } else {
    try {
      await ctx.provider.refund(todo.transactionId, {
        amountCents: todo.amountCents,
        idempotencyKey: `refund-${todo.refundId}-${todo.attempt}`,
      });
    } catch (err) {
      failure = err instanceof Error ? err.message.slice(0, 500) : 'The payment service refused the refund.';
      ctx.log.warn({ err, orderId }, 'refund failed');
    }
  }
  await ctx.db.transaction(async (tx) => {
    await recordAudit(tx, {
      action: failure ? 'refund.failed' : 'refund.succeeded',
      objectType: 'refund',
      objectId: todo.refundId,
      before: { status: 'pending' },
      after: { status: failure ? 'failed' : 'succeeded', orderId, reason: failure },
    });
    const [refund] = await tx
      .update(refunds)
      .set({
        status: failure ? 'failed' : 'succeeded',
        failureReason: failure,
        attempts: sql`${refunds.attempts} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(refunds.id, todo.refundId))
      .returning({ attempts: refunds.attempts, amountCents: refunds.amountCents });
    const [order] = await tx
      .update(orders)
      .set({ paymentStatus: failure ? 'refund_failed' : 'refunded', updatedAt: sql`now()` })
      .where(eq(orders.id, orderId))
      .returning({ number: orders.number, currency: orders.currency });
    if (failure && ctx.mail && refund && order) {
      await queueRefundFailedMails(tx, ctx.mail, {
        id: todo.refundId,
        attempt: refund.attempts,
        orderNumber: order.number,
        amountCents: refund.amountCents,
        currency: order.currency,
        reason: failure,
      });
    }
  });
}

/** `POST /api/orders/:number/refund`: an admin tries a failed refund again. */
export async function retryRefund(ctx: OrdersContext, user: SessionUser, number: string): Promise<Order> {
  const todo = await ctx.db.transaction(async (tx) => {
    const order = await findOrder(tx, number, true);
    if (!order) throw orderNotFound();
    const [refund] = await tx
      .select({
        id: refunds.id,
        status: refunds.status,
        paymentId: refunds.paymentId,
        provider: refunds.provider,
        amountCents: refunds.amountCents,
        attempts: refunds.attempts,
      })
      .from(refunds)
      .where(eq(refunds.orderId, order.id))
      .for('update');
    if (!refund || refund.status !== 'failed' || !refund.paymentId) {
      throw conflict('Only a refund that failed can be tried again.', 'REFUND_NOT_RETRYABLE');
    }
    const [payment] = await tx
      .select({ transactionId: payments.transactionId })
      .from(payments)
      .where(eq(payments.id, refund.paymentId));
    await tx
      .update(refunds)
      .set({ status: 'pending', updatedAt: sql`now()` })
      .where(eq(refunds.id, refund.id));
    await recordAudit(tx, {
      action: 'refund.retried',
      objectType: 'refund',
      objectId: refund.id,
      before: { status: 'failed' },
      after: { status: 'pending', order: order.number },
    });
    return {
      orderId: order.id,
      refund: {
        refundId: refund.id,
        transactionId: payment!.transactionId,
        provider: refund.provider,
        amountCents: refund.amountCents,
        attempt: refund.attempts + 1,
      },
    };
  });
  await makeRefund(ctx, todo.orderId, todo.refund);
  return getOrder(ctx, user, number);
}
