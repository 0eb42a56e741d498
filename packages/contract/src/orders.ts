import { z } from 'zod';
import { AddressSnapshotSchema, DistrictIdSchema } from './addresses.js';
import { pageOf, queryInt } from './common.js';
import { CONTROL_CHARACTER, PAGE_SIZE } from './constants.js';
import { PRESCRIPTION_STATUSES } from './prescriptions.js';

// ---------------------------------------------------------------------------
// The order's life: one transition table, read by the server and the web app
// ---------------------------------------------------------------------------

export const ORDER_STATUSES = [
  /** Holds a line that needs a prescription: a pharmacist checks it before anything else happens. */
  'awaiting_prescription',
  'placed',
  'confirmed',
  'packed',
  'shipped',
  'delivered',
  'cancelled',
  'returned',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const OrderStatusSchema = z.enum(ORDER_STATUSES);

/** The path an order travels when all goes well, for the tracker. */
export const ORDER_HAPPY_PATH = ['placed', 'confirmed', 'packed', 'shipped', 'delivered'] as const;

/**
 * Who someone is to one order: its `buyer`, its `seller` (an order holds one
 * seller's lines), or an `admin` of the shop. A person may be more than one.
 */
export const ORDER_ACTORS = ['buyer', 'seller', 'admin'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

/**
 * Every move an order may make, and who may make it. Anything not here is refused.
 * The buyer cancels while nothing has been packed; the seller (or an admin) moves
 * the parcel forward up to the rider; an admin records delivery and returns.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, Partial<Record<OrderStatus, readonly OrderActor[]>>>> = {
  // The move to `confirmed` is the pharmacist's review decision (POST /api/orders/:number/review), never a plain move.
  awaiting_prescription: { cancelled: ['buyer', 'admin'] },
  placed: { confirmed: ['seller', 'admin'], cancelled: ['buyer', 'admin'] },
  confirmed: { packed: ['seller', 'admin'], cancelled: ['buyer', 'admin'] },
  packed: { shipped: ['seller', 'admin'], cancelled: ['admin'] },
  shipped: { delivered: ['admin'], returned: ['admin'] },
  delivered: { returned: ['admin'] },
  cancelled: {},
  returned: {},
};

/** The states an order in `from` may move to by anyone at all. */
export function nextStatuses(from: OrderStatus): OrderStatus[] {
  return Object.keys(ORDER_TRANSITIONS[from]) as OrderStatus[];
}

/** The states someone who is `actors` to the order may move it to from `from`. */
export function allowedTransitions(from: OrderStatus, actors: readonly OrderActor[]): OrderStatus[] {
  return nextStatuses(from).filter((to) => ORDER_TRANSITIONS[from][to]!.some((a) => actors.includes(a)));
}

export type TransitionVerdict =
  | { ok: true }
  /** `not-in-table`: nobody may make this move; `not-yours`: someone else may. */
  | { ok: false; reason: 'not-in-table' | 'not-yours'; allowed: OrderStatus[] };

/** Whether `actors` may move an order from `from` to `to`, and if not, what they may do instead. */
export function checkTransition(from: OrderStatus, to: OrderStatus, actors: readonly OrderActor[]): TransitionVerdict {
  const who = ORDER_TRANSITIONS[from][to];
  if (who && who.some((a) => actors.includes(a))) return { ok: true };
  return { ok: false, reason: who ? 'not-yours' : 'not-in-table', allowed: allowedTransitions(from, actors) };
}

/**
 * The moves a card order waiting for its payment may make: none forward (nothing is
 * packed before it is paid), only cancelling.
 */
export function allowedWhileAwaitingPayment(allowed: readonly OrderStatus[]): OrderStatus[] {
  return allowed.filter((s) => s === 'cancelled');
}

// ---------------------------------------------------------------------------
// Payment of an order
// ---------------------------------------------------------------------------

export const ORDER_PAYMENT_METHODS = ['card', 'cod'] as const;
export type OrderPaymentMethod = (typeof ORDER_PAYMENT_METHODS)[number];

/**
 * `due`: cash on delivery not yet collected; `awaiting`: a card order not yet paid;
 * `paid`: money received (card paid, or cash collected); `refunded`: given back;
 * `refund_failed`: a refund the provider refused, for an admin to retry; `void`:
 * nothing is owed any more (a cash order cancelled or returned before payment, or a card
 * authorization released without charge); `authorized`: the card is held for the amount,
 * not charged yet (charged once a pharmacist has approved the order).
 */
export const ORDER_PAYMENT_STATUSES = [
  'due',
  'awaiting',
  'authorized',
  'paid',
  'refunded',
  'refund_failed',
  'void',
] as const;
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

// ---------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------

/** The `Idempotency-Key` header: the same key places the same orders once. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;

/**
 * `POST /api/orders`. The server prices the caller's cart itself: amounts a client
 * sends (`total`, `deliveryFee`, …) are not part of this body and are refused as unknown.
 */
export const PlaceOrderSchema = z
  .object({
    addressId: z.string().min(1).max(64),
    paymentMethod: z.enum(ORDER_PAYMENT_METHODS),
    /**
     * The buyer's own prescription (pending or approved and valid) for the cart's lines that
     * need one: required then (400 `PRESCRIPTION_REQUIRED`), ignored otherwise.
     */
    prescriptionId: z.string().min(1).max(64).optional(),
  })
  .strict();
export type PlaceOrderInput = z.infer<typeof PlaceOrderSchema>;

/** `POST /api/orders/quote`: what placing would cost, without placing. */
export const OrderQuoteRequestSchema = z.object({ addressId: z.string().min(1).max(64) }).strict();

/** A note on an order's move or review line: one paragraph, at most 500 characters. */
export const OrderNoteSchema = z
  .string()
  .trim()
  .max(500, 'The note can be at most 500 characters.')
  .refine((s) => !CONTROL_CHARACTER.test(s), 'must not contain control characters')
  .optional();

export const OrderTransitionSchema = z
  .object({
    to: OrderStatusSchema,
    note: OrderNoteSchema,
    /**
     * A cash order marked delivered: who took the cash at the door (a rider's name), held by them
     * until an admin marks it handed in. Left out, the person marking it delivered collected it.
     */
    collectedBy: z
      .string()
      .trim()
      .min(2, 'must be at least 2 characters')
      .max(80, 'must be at most 80 characters')
      .refine((s) => !CONTROL_CHARACTER.test(s), 'must not contain control characters')
      .optional(),
  })
  .strict();
export const OrderCancelSchema = z.object({ note: OrderNoteSchema }).strict();

/** An order number in a path: `MB-26-000123`. Anything else is simply not found. */
export const OrderNumberParams = z.object({ number: z.string().min(1).max(40) }).strict();
export const ORDER_NUMBER_PATTERN = /^MB-\d{2}-\d{6,}$/;

/** Formats the sequence value as the order number of that year. */
export function formatOrderNumber(seq: number, year: number): string {
  return `MB-${String(year % 100).padStart(2, '0')}-${String(seq).padStart(6, '0')}`;
}

/** A day on the calendar as YYYY-MM-DD (2026-02-30 is not one). */
const dateQuery = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine((s) => {
    const at = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(s);
  }, 'must be a real day');

export const OrderListQuery = z
  .object({
    page: queryInt(1, 100_000).default(1),
    limit: queryInt(1, PAGE_SIZE.max).default(PAGE_SIZE.default),
    status: OrderStatusSchema.optional(),
    /** Admins: only orders delivered to this zone. */
    zone: z.string().min(1).max(64).optional(),
    paymentMethod: z.enum(ORDER_PAYMENT_METHODS).optional(),
    /** Placed on or after this day (UTC). */
    from: dateQuery.optional(),
    /** Placed on or before this day (UTC). */
    to: dateQuery.optional(),
    /** Sellers and admins: which orders to list; `mine` (default for everyone) is the caller's own purchases. */
    scope: z.enum(['mine', 'selling', 'all']).default('mine'),
  })
  .strict();
export type OrderListQueryInput = z.input<typeof OrderListQuery>;

// ---------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------

/** Why a pharmacist does not approve an order line (or approves fewer units); `other` needs a note. */
export const ORDER_LINE_REJECTION_REASONS = [
  'not_on_prescription',
  'quantity_exceeds',
  'prescription_expired',
  'illegible',
  'interaction',
  'other',
] as const;
export type OrderLineRejectionReason = (typeof ORDER_LINE_REJECTION_REASONS)[number];

/** How long an order awaiting review keeps its stock (the server's PRESCRIPTION_HOLD_HOURS, this by default). */
export const PRESCRIPTION_HOLD_HOURS_DEFAULT = 24;

/**
 * What one account may have open at once: orders waiting for their card payment or for a
 * pharmacist, and units of one product across them. An unpaid card order takes no stock, and
 * the shop cancels it once `unpaidCardMinutes` have passed since it was placed.
 */
export const OPEN_ORDER_LIMITS = {
  orders: 3,
  unitsPerProduct: 99,
  unpaidCardMinutes: 30,
} as const;

/**
 * A pharmacist's decision on one order line. `quantity` of the line is what will be
 * delivered (0 for a rejected line); `requestedQuantity` what the buyer asked for.
 * `reason` is set for a rejection, and for an approval of fewer units than asked.
 */
export const OrderLineReviewSchema = z.object({
  decision: z.enum(['approved', 'rejected']),
  requestedQuantity: z.number().int(),
  reason: z.enum(ORDER_LINE_REJECTION_REASONS).nullable(),
  note: z.string().nullable(),
});

/** The units of a line taken from one lot: its batch and expiry, printed on the slip and the memo. */
export const OrderLineLotSchema = z.object({
  batch: z.string(),
  /** YYYY-MM-DD, null for goods that do not expire. */
  expiresOn: z.string().nullable(),
  quantity: z.number().int(),
});
export type OrderLineLot = z.infer<typeof OrderLineLotSchema>;

export const OrderLineSchema = z.object({
  id: z.string(),
  /** The product now (null when removed since). */
  menuId: z.string().nullable(),
  name: z.string(),
  strength: z.string().nullable(),
  category: z.string(),
  /** What will be delivered and charged: 0 on a cancelled order, or a line the pharmacist rejected. */
  quantity: z.number().int(),
  /** The units the buyer ordered, when fewer (or none) are delivered now: what a reorder puts back in the cart. */
  orderedQuantity: z.number().int().optional(),
  /** Charged per unit, two decimals. */
  unitPrice: z.number(),
  lineTotal: z.number(),
  /** A prescription medicine (or a controlled one): sold only after a pharmacist's review. */
  requiresPrescription: z.boolean(),
  /** The pharmacist's decision on the line; null until reviewed (and for orders never reviewed). */
  review: OrderLineReviewSchema.nullable(),
  /** The lots its units were taken from, earliest expiry first (one order read: not in lists). */
  lots: z.array(OrderLineLotSchema).optional(),
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

/**
 * Why the shop itself moved an order, so each reader sees it in their language:
 * `prescription_hold_expired`: no pharmacist reviewed it in time, its stock went back;
 * `prescription_lines_rejected`: the pharmacist approved none of its lines;
 * `card_payment_not_made`: a card order was not paid within `OPEN_ORDER_LIMITS.unpaidCardMinutes`;
 * `medicine_needs_prescription`: the pharmacy made a medicine of it prescription-only, so a
 * pharmacist checks it first (decision 055).
 */
export const ORDER_EVENT_REASONS = [
  'prescription_hold_expired',
  'prescription_lines_rejected',
  'card_payment_not_made',
  'medicine_needs_prescription',
  /** A batch it held was recalled: its units now come from another batch (decision 063). */
  'recalled_batch_replaced',
  /** A batch it held was recalled and no other batch can serve it: it waits for its seller. */
  'recalled_batch_held',
  /** The buyer asked to return items of it; the note is their reason. */
  'return_requested',
  /** Its seller or an admin accepted the buyer's return: the items went back and the money with them. */
  'return_accepted',
  /** Its seller or an admin refused the buyer's return; the note is why. */
  'return_refused',
  /** An admin did not accept a payment SSLCommerz found risky: cancelled, the money given back. */
  'payment_refused',
] as const;
export type OrderEventReason = (typeof ORDER_EVENT_REASONS)[number];

export const OrderEventSchema = z.object({
  at: z.string(),
  from: OrderStatusSchema.nullable(),
  to: OrderStatusSchema,
  /** Who moved it: their role towards the order (`pharmacist`: the review decision). */
  by: z.enum([...ORDER_ACTORS, 'pharmacist', 'system']),
  byName: z.string().nullable(),
  /** The pharmacist's Pharmacy Council registration, for a review decision (decision 057). */
  byRegistration: z.string().nullable(),
  note: z.string().nullable(),
  /** Why, when the shop has words for it in each language. */
  reason: z.enum(ORDER_EVENT_REASONS).nullable(),
});
export type OrderEvent = z.infer<typeof OrderEventSchema>;

export const RefundSchema = z.object({
  id: z.string(),
  amount: z.number(),
  status: z.enum(REFUND_STATUSES),
  provider: z.string(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const OrderSchema = z.object({
  number: z.string(),
  status: OrderStatusSchema,
  buyerEmail: z.string(),
  buyerName: z.string().nullable(),
  sellerEmail: z.string().nullable(),
  sellerName: z.string().nullable(),
  address: AddressSnapshotSchema,
  zone: z.object({ id: z.string().nullable(), nameEn: z.string(), nameBn: z.string() }),
  minDays: z.number().int(),
  maxDays: z.number().int(),
  lines: z.array(OrderLineSchema),
  /** Items after discounts. */
  itemsTotal: z.number(),
  deliveryFee: z.number(),
  /** Tax on the items (delivery is not taxed), at `taxRate` percent: the rate when the order was placed. */
  tax: z.number(),
  taxRate: z.number(),
  /** Items, delivery and tax. */
  total: z.number(),
  currency: z.string(),
  paymentMethod: z.enum(ORDER_PAYMENT_METHODS),
  paymentStatus: z.enum(ORDER_PAYMENT_STATUSES),
  /** The prescription the order was placed with (when a line needs one). */
  prescription: z
    .object({ id: z.string(), status: z.enum(PRESCRIPTION_STATUSES), validUntil: z.string().nullable() })
    .nullable(),
  /** An order awaiting review: when its stock goes back and it is cancelled unless reviewed. */
  holdUntil: z.string().nullable(),
  /**
   * A batch it held was recalled and no other batch could fill it (decision 063): it waits for its
   * seller and is not shipped until a recall's re-allocation moves it or it is cancelled.
   */
  heldByRecall: z.boolean(),
  /** A pharmacist reviewing the order now, until when. */
  claim: z.object({ by: z.object({ id: z.string(), name: z.string() }), until: z.string() }).nullable(),
  events: z.array(OrderEventSchema),
  refunds: z.array(RefundSchema),
  /**
   * The online payment of the order, once there is one: who took it (`sandbox`, `stripe`, `bkash`),
   * its id there, and the provider's own transaction id on the buyer's receipt (bKash's TrxID).
   */
  payment: z.object({ provider: z.string(), transactionId: z.string(), reference: z.string().nullable() }).nullable(),
  /**
   * The other orders placed with this one (the same cart split by seller), for its
   * buyer and admins; empty for a seller, who sees their own order only.
   */
  placedWith: z.array(z.string()),
  /** What the caller may move the order to now. */
  allowedNext: z.array(OrderStatusSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderSummarySchema = OrderSchema.omit({
  events: true,
  refunds: true,
  payment: true,
  address: true,
  placedWith: true,
}).extend({
  district: DistrictIdSchema,
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;
export const OrderPageSchema = pageOf(OrderSummarySchema);
export type OrderPage = z.infer<typeof OrderPageSchema>;

/** What placing answers: the orders made (one per seller). A replay with the same key answers the same. */
export const PlacedOrdersSchema = z.object({
  orders: z.array(OrderSchema),
  /** True when this answer repeats an earlier placement with the same Idempotency-Key. */
  replayed: z.boolean(),
});
export type PlacedOrders = z.infer<typeof PlacedOrdersSchema>;

export const OrderQuoteSchema = z.object({
  zone: z.object({ id: z.string(), nameEn: z.string(), nameBn: z.string() }),
  minDays: z.number().int(),
  maxDays: z.number().int(),
  codAllowed: z.boolean(),
  /** One group per seller: each becomes its own order with its own delivery fee and days. */
  groups: z.array(
    z.object({
      sellerName: z.string().nullable(),
      /** The days this seller's order takes to arrive. */
      minDays: z.number().int(),
      maxDays: z.number().int(),
      lines: z.array(OrderLineSchema.omit({ id: true, review: true })),
      itemsTotal: z.number(),
      deliveryFee: z.number(),
      tax: z.number(),
      total: z.number(),
    }),
  ),
  itemsTotal: z.number(),
  deliveryFee: z.number(),
  /** Tax on the items at `taxRate` percent (the shop's TAX_RATE_PERCENT; 0 by default). */
  tax: z.number(),
  taxRate: z.number(),
  total: z.number(),
  currency: z.string(),
});
export type OrderQuote = z.infer<typeof OrderQuoteSchema>;
