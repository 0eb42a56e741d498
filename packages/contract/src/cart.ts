import { z } from 'zod';
import { CategoryNameSchema } from './catalog.js';
import { CART_LIMITS } from './cart-rules.js';
import { ID_MAX_LENGTH } from './constants.js';
import { DosageFormSchema } from './medicine-facts.js';

/** What a medicine's cart line holds: its strength, form and pack (a line that is not a medicine has none). */
export const CartPackSchema = z.object({
  strength: z.string(),
  form: DosageFormSchema,
  /** Units in one pack (tablets in a strip, 1 for a bottle). */
  packSize: z.number().int(),
  /** The pack as sold, e.g. "10 tablets (1 strip)", "60 ml bottle". */
  packLabel: z.string(),
  /** The same in Bangla ("৬০ মি.লি. বোতল"), null where not written. */
  packLabelBn: z.string().nullable().optional(),
});
export type CartPack = z.infer<typeof CartPackSchema>;

/**
 * A cart line in the legacy shape of the /carts calls (docs/api.md#names: `_id, menuId, email, name, image,
 * price, category, discount`), always filled from the product as it is now, plus
 * the quantity and what is charged: `unitPrice` (the discounted price when the
 * product has a discount) and `lineTotal` (unitPrice × quantity).
 */
export const CartItemSchema = z.object({
  _id: z.string(),
  menuId: z.string(),
  email: z.string(),
  name: z.string(),
  /** The product's name in Bangla where written (a medicine's Bangla brand is not repeated here), else null. */
  nameBn: z.string().nullable().optional(),
  image: z.string(),
  /** The product's list price in dollars. */
  price: z.number(),
  category: CategoryNameSchema,
  /** Whole discount percent, 0 when not discounted. */
  discount: z.number().int(),
  quantity: z.number().int().min(1).max(CART_LIMITS.maxQuantity),
  /** Charged per unit, in dollars. */
  unitPrice: z.number(),
  /** Charged for the line, in dollars. */
  lineTotal: z.number(),
  /** Units the shop has; a line above it cannot be paid until lowered. */
  stock: z.number().int(),
  /** A prescription (or controlled) medicine: ordering it needs a prescription and a pharmacist's review. */
  requiresPrescription: z.boolean(),
  /**
   * On sale now: false when the product's seller has no drug licence in force (not approved, or past
   * its last day). Such a line stays in the cart but cannot be ordered until it is on sale again.
   */
  available: z.boolean(),
  /** Strength, form and pack of a medicine; null for a product that is not one. */
  pack: CartPackSchema.nullable(),
});
export type CartItem = z.infer<typeof CartItemSchema>;
export const CartListSchema = z.array(CartItemSchema);

/** `?email=` is accepted for the legacy call shape, only with the caller's own email (docs/api.md#ignored-fields). */
export const CartListQuery = z.object({ email: z.string().trim().max(254).optional() }).strict();

const quantity = z
  .number()
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(CART_LIMITS.maxQuantity, `must be at most ${CART_LIMITS.maxQuantity}`);

/**
 * `POST /api/carts`. Legacy clients also send the product's email, name, image,
 * price, category and discount: they are accepted so that call works, and ignored —
 * the server reads every one of them from the product.
 */
export const AddToCartSchema = z
  .object({
    menuId: z.string().min(1).max(ID_MAX_LENGTH),
    quantity: quantity.default(1),
    email: z.string().max(254).optional(),
    name: z.string().max(500).optional(),
    image: z.string().max(2048).optional(),
    price: z.number().optional(),
    category: z.string().max(100).optional(),
    discount: z.number().optional(),
    discount_percentage: z.number().optional(),
    discounted_price: z.number().optional(),
  })
  .strict();
export type AddToCartInput = z.input<typeof AddToCartSchema>;

export const AddToCartResponseSchema = z.object({
  acknowledged: z.literal(true),
  /** The cart line's id (the existing line's when the product was already in the cart). */
  insertedId: z.string(),
  /** The line's quantity after adding. */
  quantity: z.number().int(),
});
export type AddToCartResponse = z.infer<typeof AddToCartResponseSchema>;

export const CartQuantitySchema = z.object({ quantity }).strict();

export const CartItemUpdatedSchema = z.object({
  modifiedCount: z.number().int(),
  item: CartItemSchema,
});
export type CartItemUpdated = z.infer<typeof CartItemUpdatedSchema>;

/** A cart line id in a path; a malformed one is answered like an unknown one (404). */
export const CartItemIdParams = z.object({ id: z.string() }).strict();
