import {
  centsToDollars,
  CHECKOUT_MAX_CENTS,
  formatAmount,
  IDEMPOTENCY_KEY_PATTERN,
  type OrderStatus,
  type PlacedOrders,
  type PlaceOrderInput,
  type ShopCurrency,
} from '@medibazaar/contract';
import type { Db, DbOrTx, ProductsWatcher } from '../../db/client.js';
import { badRequest, conflict } from '../../core/http-errors.js';
import type { SessionUser } from '../../core/session.js';
import { recordAudit } from '../../modules/audit/index.js';
import { type CartLine, listCartLines, lockCart, removePaidUnits } from '../../modules/carts/index.js';
import { lockStock, takeStock, usableUntil } from '../../modules/catalog/index.js';
import {
  type Messages,
  queueLowStockMails,
  queueOrderStatusMail,
  queueOrderToFulfil,
} from '../../modules/notifications/index.js';
import {
  assertWithinOpenOrderLimits,
  auditReplacedOrders,
  deliveryOfPlacement,
  insertPlacement,
  insertSellerOrder,
  needsPrescription,
  orderJson,
  type OrderRow,
  placementRequestHash,
  priceCart,
  type PricedGroup,
  receiptOf,
  removeUnpaidOrders,
  replayPlacement,
  type SellerOrderToPlace,
  unitsLeft,
} from '../../modules/orders/index.js';
import { type PaymentProvider, supersedeOpenCheckouts } from '../../modules/payments/index.js';
import { recordPrescriptionUse, usablePrescription } from '../../modules/prescriptions/index.js';

/** What placing orders works with: the database, the card processor's limits, the shop's settings. */
export interface PlaceOrderContext {
  db: Db;
  /** The card processor: its smallest payment. */
  provider: Pick<PaymentProvider, 'minimumCents'>;
  productPages: ProductsWatcher;
  currency: ShopCurrency;
  /** Tax on the items of orders placed now, in hundredths of a percent (TAX_RATE_PERCENT; 0: none). */
  taxRateBasisPoints: number;
  /** How long an order awaiting a pharmacist holds its stock (PRESCRIPTION_HOLD_HOURS). */
  prescriptionHoldHours: number;
  /** Days a lot must keep after the latest delivery day to be sold (LOT_EXPIRY_MARGIN_DAYS). */
  expiryMarginDays: number;
  /** The buyer's and the seller's mail, queued in the placement's transaction (none in tests that leave it out). */
  mail?: Messages;
}

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

/**
 * `POST /api/orders`: turns the caller's cart into orders, one per seller, priced by the server.
 * Step by step, in one transaction under the buyer's cart lock (carts):
 *
 * 1. the same Idempotency-Key answers the same orders again (orders);
 * 2. one checkout attempt makes one order (decision 065): the buyer's open online checkouts are
 *    closed (payments) and their orders still waiting for an online payment are removed, anything
 *    they held back in its lots (orders, catalog); the audit entry names what replaced them;
 * 3. the address and its zone (orders), the cart's lines (carts), priced per seller (orders); a
 *    card placement the processor would refuse is refused here (payments' limits);
 * 4. the prescription, when a line needs one (prescriptions); at most a few orders of an account
 *    wait for a card payment or a pharmacist (orders, `open-order-limits.ts`);
 * 5. cash on delivery locks the products in id order and refuses a line the stock cannot fill
 *    (catalog); a card order takes none until its payment is authorized (decision 050);
 * 6. each seller's order is written (orders); a cash order's units are taken from its products'
 *    lots, first expiring first, among those that keep until the shop's margin after the latest
 *    delivery day (catalog, decision 059), and leave the cart (carts); then its prescription use
 *    (prescriptions), an audit entry (audit) and, for cash, its order-received mail (notifications;
 *    an online order's goes once its payment is recorded).
 */
export async function placeOrders(
  ctx: PlaceOrderContext,
  user: SessionUser,
  input: PlaceOrderInput,
  key: string,
): Promise<PlacedOrders> {
  const hash = placementRequestHash(input);
  const earlier = await replayPlacement(ctx.db, user, key, hash);
  if (earlier) return earlier;

  const touched = new Set<string>();
  const result = await ctx.db.transaction(async (tx) => {
    // The cart lock: one placement (or payment, or cart change) of this buyer at a time.
    await lockCart(tx, user.id);
    const again = await replayPlacement(tx, user, key, hash);
    if (again) return again;

    // The checkouts first, then the orders: the order a payment being recorded locks them in.
    await supersedeOpenCheckouts(tx, user.id);
    const replaced = await removeUnpaidOrders(tx, user.id);
    for (const category of replaced.categories) touched.add(category);

    const { address, zone } = await deliveryOfPlacement(tx, user, input);
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
      await assertOnShelf(tx, takenNow);
      for (const l of takenNow) touched.add(l.category);
    }

    const placementId = await insertPlacement(tx, user.id, key, hash);
    const placed: { placing: SellerOrderToPlace; row: OrderRow }[] = [];
    for (const group of groups) {
      const review = waitsForReview(group.sellerId);
      const placing = { placementId, address, zone, group, review, paymentMethod: input.paymentMethod };
      placed.push({ placing, row: await insertSellerOrder(tx, user, ctx, placing) });
    }
    if (takenNow.length) {
      await takeLotsOfOrders(ctx, tx, user, placed);
      await removePaidUnits(tx, user.id, takenNow);
    }
    const made: OrderRow[] = [];
    for (const { placing, row } of placed)
      made.push(await recordSellerOrder(ctx, tx, user, placing, row, prescriptionId));
    await auditReplacedOrders(tx, replaced.removed, {
      numbers: made.map((r) => r.number),
      paymentMethod: input.paymentMethod,
    });
    return { orders: await Promise.all(made.map((r) => orderJson(tx, r, user))), replayed: false };
  });
  if (touched.size) ctx.productPages.changed([...touched]);
  return result;
}

/**
 * A card placement is paid in one payment: refused here, before anything is placed,
 * when the card processor would refuse that amount.
 */
function assertPayableByCard(ctx: PlaceOrderContext, groups: PricedGroup[]) {
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

/** Refuses a cash placement whose units the shelf cannot give (the products locked until the commit). */
async function assertOnShelf(tx: DbOrTx, takenNow: CartLine[]): Promise<void> {
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
}

/**
 * Takes a cash placement's units from its products' lots, first expiring first, each line's
 * lots recorded with its order (catalog). A product whose stock is there but expires too soon to
 * be delivered and used is refused. Every order of a placement goes to one address: one zone.
 */
async function takeLotsOfOrders(
  ctx: PlaceOrderContext,
  tx: DbOrTx,
  user: SessionUser,
  placed: readonly { placing: SellerOrderToPlace; row: OrderRow }[],
): Promise<void> {
  const lines = placed.flatMap(({ placing, row }) =>
    placing.group.lines.map((l) => ({ orderId: row.id, productId: l.productId, quantity: l.quantity, name: l.name })),
  );
  const maxDays = Math.max(...placed.map((p) => p.row.maxDays));
  const { short } = await takeStock(tx, lines, user.id, usableUntil(new Date(), maxDays, ctx.expiryMarginDays));
  if (short.length) {
    const names = lines.filter((l) => short.includes(l.productId)).map((l) => l.name);
    throw conflict(
      `${[...new Set(names)].join(', ')}: not enough units keep long enough after delivery to be used. ` +
        'Change the quantity in your cart, then order.',
      'OUT_OF_STOCK',
    );
  }
}

/** A seller's order written (orders): its prescription use, audit entry and mail. */
async function recordSellerOrder(
  ctx: PlaceOrderContext,
  tx: DbOrTx,
  user: SessionUser,
  placing: SellerOrderToPlace,
  row: OrderRow,
  prescriptionId: string | null,
): Promise<OrderRow> {
  const { group: g, review, paymentMethod } = placing;
  if (review) await recordPrescriptionUse(tx, prescriptionId!, [row.id]);
  await recordAudit(tx, {
    action: 'order.placed',
    objectType: 'order',
    objectId: row.number,
    after: {
      status: row.status,
      paymentMethod: row.paymentMethod,
      paymentStatus: row.paymentStatus,
      totalCents: row.totalCents,
      prescriptionId: review ? prescriptionId : null,
      holdExpiresAt: row.holdExpiresAt?.toISOString() ?? null,
      lines: g.lines.map((l) => ({ productId: l.productId, quantity: l.quantity })),
    },
  });
  // Only a cash order is real now: an online one is, once its payment is recorded (card-payment flow).
  if (ctx.mail && paymentMethod === 'cod') {
    const receipt = receiptOf(row, g.lines, ctx.currency);
    await queueOrderStatusMail(
      tx,
      ctx.mail.notifications,
      ctx.mail.publicUrl,
      row,
      row.status as OrderStatus,
      null,
      receipt,
    );
  }
  // A cash order is one to fulfil now (a card order once it is paid, one awaiting a pharmacist once approved).
  if (ctx.mail && paymentMethod === 'cod' && !review) {
    await queueOrderToFulfil(tx, ctx.mail, { ...row, paymentMethod: 'cod' }, g.lines);
  }
  // Held units are off the shelf now: the seller hears of a product running low at once.
  if (ctx.mail && review && row.stockTaken) await queueLowStockMails(tx, ctx.mail, g.lines, `order:${row.id}`);
  return row;
}
