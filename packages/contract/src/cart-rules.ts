import { centsToDollars, dollarsToCents } from './money.js';

/*
 * Cart rules and arithmetic without schemas, so the navigation badge can use them
 * without pulling the validation library into every page.
 */

/** How much one cart may hold. */
export const CART_LIMITS = {
  /** Units of one product in one cart line. */
  maxQuantity: 99,
  /** Different products in one cart. */
  maxLines: 50,
} as const;

/** What the cart page and the navigation badge show: units in the cart, and what paying would charge. */
export function cartSummary(items: readonly { quantity: number; lineTotal: number }[]) {
  let count = 0;
  let cents = 0;
  for (const item of items) {
    count += item.quantity;
    cents += dollarsToCents(item.lineTotal);
  }
  return { count, total: centsToDollars(cents) };
}
