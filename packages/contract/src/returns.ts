import { z } from 'zod';
import { pageOf, queryInt } from './common.js';
import { CONTROL_CHARACTER, PAGE_SIZE } from './constants.js';

/**
 * Returns asked for by the buyer (decision 072): within `windowDays` of its delivery, the buyer of a
 * delivered order asks to return some of its units with a reason; the order's seller or an admin
 * accepts (units back to their lots, the money of those units back) or refuses with a reason.
 */
export const RETURN_LIMITS = {
  /** Days after the order's delivery (its `delivered` timeline entry) the buyer may ask. */
  windowDays: 7,
  reasonMin: 5,
  reasonMax: 500,
  linesMax: 50,
  quantityMax: 999,
  /** Photos the buyer may add to a request (of the parcel, the strip, the seal): optional. */
  photosMax: 2,
  /** Each photo's size, as a prescription page's (PRESCRIPTION_LIMITS.pageMaxBytes). */
  photoMaxBytes: 10 * 1024 * 1024,
  /** How long a signed link to a photo works, as a prescription page's. */
  linkSeconds: 300,
  /** Decided requests stay on the sellers' and admins' list this many days after their decision. */
  listDecidedDays: 30,
} as const;

/** What a return's photo may be: its content decides, never its name (decision 072). */
export const RETURN_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const RETURN_STATUSES = ['requested', 'accepted', 'refused'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

const { reasonMin, reasonMax } = RETURN_LIMITS;
/** A reason in the buyer's or the seller's words: line breaks from a text box are kept, other control characters refused. */
const reason = z
  .string({ error: 'is required' })
  .trim()
  .min(reasonMin, `must be at least ${reasonMin} characters`)
  .max(reasonMax, `must be at most ${reasonMax} characters`)
  .refine((s) => !CONTROL_CHARACTER.test(s.replace(/[\n\r\t]/g, ' ')), 'must not contain control characters');

/** `POST /api/orders/:number/returns`: which units of which lines, and why. */
export const ReturnRequestInputSchema = z
  .object({
    lines: z
      .array(
        z
          .object({
            lineId: z.uuid({ error: 'must be the id of a line of this order' }),
            quantity: z
              .number({ error: 'must be a whole number' })
              .int('must be a whole number')
              .min(1, 'must be at least 1')
              .max(RETURN_LIMITS.quantityMax, `must be at most ${RETURN_LIMITS.quantityMax}`),
          })
          .strict(),
        { error: 'must list the items to return' },
      )
      .min(1, 'choose at least one item to return')
      .max(RETURN_LIMITS.linesMax, `must list at most ${RETURN_LIMITS.linesMax} items`)
      .refine((lines) => new Set(lines.map((l) => l.lineId)).size === lines.length, 'must name each item once'),
    reason,
  })
  .strict();
export type ReturnRequestInput = z.input<typeof ReturnRequestInputSchema>;

/** `POST /api/orders/:number/returns/:id/refuse`: why not. */
export const ReturnRefusalSchema = z.object({ reason }).strict();

export const ReturnParams = z
  .object({
    number: z.string().min(1).max(40),
    id: z.uuid({ error: 'must be the id of a return request' }),
  })
  .strict();

export const ReturnLineSchema = z.object({
  lineId: z.string(),
  name: z.string(),
  quantity: z.number().int(),
});

export const ReturnRequestSchema = z.object({
  id: z.string(),
  status: z.enum(RETURN_STATUSES),
  lines: z.array(ReturnLineSchema),
  reason: z.string(),
  askedAt: z.string(),
  askedBy: z.string().nullable(),
  /** Who decided, and when; the reason of a refusal. */
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  refusal: z.string().nullable(),
  /** Accepted: the money given back for these units (card: refunded through the provider; cash: given back by hand). */
  amount: z.number().nullable(),
  /** The buyer's photos, read only through a signed link (`…/photos/:photoId/link`). */
  photos: z.array(z.object({ id: z.string(), contentType: z.string() })),
});
export type ReturnRequest = z.infer<typeof ReturnRequestSchema>;

/** `GET /api/orders/:number/returns`: what the buyer may still return, until when, and every request. */
export const OrderReturnsSchema = z.object({
  /** The last moment the buyer may ask (null: the order was not delivered). */
  askUntil: z.string().nullable(),
  /** Whether the buyer may ask now: delivered, within the window, nothing open, something left to return. */
  canAsk: z.boolean(),
  /** Each line: units delivered, and units still returnable (not returned yet). */
  lines: z.array(ReturnLineSchema.extend({ returnable: z.number().int() })),
  items: z.array(ReturnRequestSchema),
});
export type OrderReturns = z.infer<typeof OrderReturnsSchema>;

export const ReturnPhotoParams = ReturnParams.extend({
  photoId: z.uuid({ error: 'must be the id of a photo' }),
}).strict();

/** The signed link's query (as a prescription page's): viewer, expiry (seconds since 1970) and signature. */
export const ReturnPhotoFileQuery = z
  .object({
    viewer: z.string().min(1).max(64),
    expires: z.coerce.number().int().min(0).max(99_999_999_999),
    sig: z.string().min(1).max(128),
  })
  .strict();

/** `GET /api/order-returns`: open requests, and those decided in the last `listDecidedDays`. */
export const ReturnListQuery = z
  .object({
    status: z.enum(RETURN_STATUSES).optional(),
    page: queryInt(1, 100_000).default(1),
    limit: queryInt(1, PAGE_SIZE.max).default(PAGE_SIZE.default),
  })
  .strict();

/** One row of the sellers' and admins' list: the request and the order it is of. */
export const ReturnListItemSchema = ReturnRequestSchema.omit({ photos: true }).extend({
  orderNumber: z.string(),
  buyer: z.string().nullable(),
  photoCount: z.number().int(),
});
export type ReturnListItem = z.infer<typeof ReturnListItemSchema>;
export const ReturnListPageSchema = pageOf(ReturnListItemSchema);
export type ReturnListPage = z.infer<typeof ReturnListPageSchema>;
