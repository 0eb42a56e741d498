import { z } from 'zod';
import { PAGE_SIZE, PAYMENT_STATUSES } from './constants.js';
import { emailInPath, pageOf, queryInt } from './common.js';

/**
 * Who takes an online payment: the card processor (the built-in sandbox, default, where no money
 * moves, or Stripe), or bKash's tokenized checkout where it is configured.
 */
export const PAYMENT_PROVIDERS = ['sandbox', 'stripe', 'bkash', 'sslcommerz'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * How the buyer chooses to pay an order placed for online payment: `card` (the shop's card
 * processor), `bkash` (bKash's own page) or `sslcommerz` (SSLCommerz's hosted page: cards,
 * mobile banking and internet banking), the last two where the shop configured them.
 */
export const ONLINE_PAYMENT_METHODS = ['card', 'bkash', 'sslcommerz'] as const;
export type OnlinePaymentMethod = (typeof ONLINE_PAYMENT_METHODS)[number];

export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);

/** How long a priced checkout may be paid before the cart must be priced again. */
export const CHECKOUT_TTL_MINUTES = 60;
/** The most one card payment may charge ($999,999.99, the card processors' usual ceiling). */
export const CHECKOUT_MAX_CENTS = 99_999_999;

// ---------------------------------------------------------------------------
// Cards (the sandbox form; the same rules run in the browser and on the server)
// ---------------------------------------------------------------------------

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

/** The sandbox's documented test cards and what each one does. */
export const SANDBOX_TEST_CARDS = [
  { number: '4242424242424242', brand: 'visa', outcome: 'succeeded' },
  { number: '5555555555554444', brand: 'mastercard', outcome: 'succeeded' },
  { number: '4000000000000002', brand: 'visa', outcome: 'card_declined' },
  { number: '4000000000009995', brand: 'visa', outcome: 'insufficient_funds' },
] as const satisfies readonly { number: string; brand: CardBrand; outcome: string }[];
export type SandboxOutcome = (typeof SANDBOX_TEST_CARDS)[number]['outcome'];

/** Digits only: people type spaces and dashes. */
export const normalizeCardNumber = (input: string) => input.replace(/[\s-]/g, '');

/** Groups a card number as printed: 4-6-5 for American Express, blocks of four otherwise. */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 19);
  if (cardBrand(digits) === 'amex') {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The Luhn checksum every real card number satisfies. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

/** American Express prints four digits on the front; the others three on the back. */
export const cvcLength = (brand: CardBrand) => (brand === 'amex' ? 4 : 3);

/** A card is valid through the last day of its expiry month. */
export function expiryInFuture(month: number, year: number, now = new Date()): boolean {
  const fullYear = year < 100 ? 2000 + year : year;
  const firstDayAfter = Date.UTC(fullYear, month, 1);
  return firstDayAfter > now.getTime();
}

/** Reads "MM/YY", "MM / YY", "MM/YYYY" or "MMYY". */
export function parseExpiry(input: string): { month: number; year: number } | null {
  const m = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(input);
  if (!m) return null;
  const month = Number(m[1]);
  const year = Number(m[2]);
  if (month < 1 || month > 12) return null;
  return { month, year: year < 100 ? 2000 + year : year };
}

/** The card as the sandbox processor receives it. Number in digits; never stored or logged. */
export const SandboxCardSchema = z
  .object({
    number: z
      .string()
      .max(40)
      .transform(normalizeCardNumber)
      .refine((n) => /^\d{12,19}$/.test(n), { message: 'Enter the card number.', abort: true })
      .refine(luhnValid, 'This card number is not valid.'),
    expMonth: z.number().int().min(1, 'Enter a valid month.').max(12, 'Enter a valid month.'),
    expYear: z.number().int().min(2000).max(2100),
    cvc: z.string().regex(/^\d{3,4}$/, 'Enter the 3 or 4 digit security code.'),
  })
  .strict()
  .superRefine((card, ctx) => {
    if (!expiryInFuture(card.expMonth, card.expYear)) {
      ctx.addIssue({ code: 'custom', path: ['expMonth'], message: 'This card has expired.' });
    }
    const brand = cardBrand(card.number);
    if (/^\d{3,4}$/.test(card.cvc) && card.cvc.length !== cvcLength(brand)) {
      ctx.addIssue({
        code: 'custom',
        path: ['cvc'],
        message: `Enter the ${cvcLength(brand)} digit security code.`,
      });
    }
  });

export const BillingDetailsSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter the name on the card.').max(100),
    email: z.email().max(254),
  })
  .strict();

/**
 * `POST /api/sandbox/confirm`: the sandbox's version of confirming a card payment
 * with the client secret and billing details.
 */
export const SandboxConfirmSchema = z
  .object({
    clientSecret: z.string().min(1).max(200),
    card: SandboxCardSchema,
    billingDetails: BillingDetailsSchema,
  })
  .strict();
export type SandboxConfirmInput = z.input<typeof SandboxConfirmSchema>;

/** A payment intent as the browser reads it after confirming: its id and status. */
export const PaymentIntentSchema = z.object({
  id: z.string(),
  /** `requires_capture`: the card is authorized for the amount, charged once a pharmacist approves the orders. */
  status: z.enum([
    'succeeded',
    'processing',
    'requires_capture',
    'requires_payment_method',
    'requires_action',
    'canceled',
  ]),
  amount: z.number(),
  currency: z.string(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
});
export type PaymentIntent = z.infer<typeof PaymentIntentSchema>;
export const SandboxConfirmResponseSchema = z.object({ paymentIntent: PaymentIntentSchema });
export type SandboxConfirmResponse = z.infer<typeof SandboxConfirmResponseSchema>;

// ---------------------------------------------------------------------------
// Checkout
// ---------------------------------------------------------------------------

/** How many orders one card payment may pay at most (one placement splits a cart by seller). */
export const CHECKOUT_MAX_ORDERS = 50;

/**
 * `POST /api/create-checkout-session`: opens the card payment of orders placed with
 * `paymentMethod: card` (`orders`: their numbers; left out, the caller's newest
 * placement still waiting for payment). Legacy clients post their own `price`
 * (docs/api.md#ignored-fields); it is accepted for that call shape and ignored: the
 * amount is the orders' own totals.
 */
export const CheckoutSessionRequestSchema = z
  .object({
    price: z.number().optional(),
    orders: z.array(z.string().min(1).max(40)).min(1).max(CHECKOUT_MAX_ORDERS).optional(),
    /** Who takes the payment: the card processor when left out. */
    method: z.enum(ONLINE_PAYMENT_METHODS).optional(),
  })
  .strict();
export type CheckoutSessionRequest = z.infer<typeof CheckoutSessionRequestSchema>;

export const CheckoutLineSchema = z.object({
  menuId: z.string().nullable(),
  name: z.string(),
  category: z.string(),
  quantity: z.number().int(),
  /** Charged per unit, in dollars. */
  unitPrice: z.number(),
  lineTotal: z.number(),
});
export type CheckoutLine = z.infer<typeof CheckoutLineSchema>;

/** One order a card payment pays: its number and its totals (delivery fee included). */
export const CheckoutOrderSchema = z.object({
  number: z.string(),
  sellerName: z.string().nullable(),
  itemsTotal: z.number(),
  deliveryFee: z.number(),
  total: z.number(),
});

export const CheckoutSessionSchema = z.object({
  clientSecret: z.string(),
  /** What will be charged, in dollars: the orders' totals, as the server computed them when they were placed. */
  amount: z.number(),
  currency: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** The provider's own page the browser goes to for the buyer to pay (bKash, SSLCommerz); null for the card form. */
  redirectUrl: z.string().nullable(),
  /** The orders' lines. */
  items: z.array(CheckoutLineSchema),
  /** The orders this payment pays. */
  orders: z.array(CheckoutOrderSchema),
  expiresAt: z.string(),
});
export type CheckoutSession = z.infer<typeof CheckoutSessionSchema>;

// ---------------------------------------------------------------------------
// Payments
// ---------------------------------------------------------------------------

/**
 * `POST /api/payments`, in its legacy shape (docs/api.md#ignored-fields). Only `transactionId` is used: the
 * server records the payment after asking the provider whether that intent
 * succeeded, with the amounts and items it priced itself.
 */
export const RecordPaymentSchema = z
  .object({
    transactionId: z.string().min(1).max(255),
    email: z.string().max(254).optional(),
    price: z.number().optional(),
    date: z.string().max(64).optional(),
    cardId: z.array(z.string().max(64)).max(200).optional(),
    menuId: z.array(z.string().max(64)).max(200).optional(),
    status: z.string().max(32).optional(),
  })
  .strict();
export type RecordPaymentInput = z.input<typeof RecordPaymentSchema>;

export const PaymentSchema = z.object({
  _id: z.string(),
  email: z.string(),
  /** The amount charged, in the payment's currency (two decimals). */
  price: z.number(),
  /** The currency it was charged in, as card processors write it: "usd", "bdt" (the shop's SHOP_CURRENCY). */
  currency: z.string(),
  transactionId: z.string(),
  /** ISO date and time of the payment. */
  date: z.string(),
  /** The cart item ids paid for. */
  cardId: z.array(z.string()),
  /** The product ids bought. */
  menuId: z.array(z.string()),
  status: PaymentStatusSchema,
  provider: z.string(),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  /** The provider's own transaction id on the buyer's receipt (bKash's TrxID); null for cards. */
  providerReference: z.string().nullable(),
  items: z.array(CheckoutLineSchema),
});
export type Payment = z.infer<typeof PaymentSchema>;

export const RecordPaymentResponseSchema = z.object({
  acknowledged: z.literal(true),
  insertedId: z.string(),
  payment: PaymentSchema,
});
export type RecordPaymentResponse = z.infer<typeof RecordPaymentResponseSchema>;

export const PaymentPageSchema = pageOf(PaymentSchema);
export type PaymentPage = z.infer<typeof PaymentPageSchema>;

export const PaymentListQuery = z
  .object({
    page: queryInt(1, 100_000).default(1),
    limit: queryInt(1, PAGE_SIZE.max).default(PAGE_SIZE.default),
  })
  .strict();

export const PaymentEmailParams = z.object({ email: emailInPath(254) }).strict();

/** One sold line, as a seller (their own products) or an admin (everything) sees it. */
export const SaleLineSchema = z.object({
  _id: z.string(),
  paymentId: z.string(),
  transactionId: z.string(),
  buyerEmail: z.string(),
  menuId: z.string().nullable(),
  productName: z.string(),
  category: z.string(),
  /** The seller's email; null for the shop's own products (or a removed seller). */
  sellerEmail: z.string().nullable(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  /** unitPrice × quantity, in dollars. */
  amount: z.number(),
  date: z.string(),
  status: PaymentStatusSchema,
});
export type SaleLine = z.infer<typeof SaleLineSchema>;
export const SaleLinePageSchema = pageOf(SaleLineSchema);
export type SaleLinePage = z.infer<typeof SaleLinePageSchema>;

export const StripeWebhookResponseSchema = z.object({ received: z.literal(true) });
