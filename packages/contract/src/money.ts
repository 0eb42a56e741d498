/**
 * Money is kept as integer cents on the server; JSON carries dollars with at most
 * two decimals. Every conversion goes through these functions.
 */

export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

export function dollarsToCents(dollars: number): number {
  // toFixed first so 19.99 * 100 = 1998.9999… still becomes 1999.
  return Math.round(Number((dollars * 100).toFixed(4)));
}

/** The price charged for one unit after a whole-percent discount, in cents. */
export function discountedCents(priceCents: number, discountPercent: number): number {
  if (discountPercent <= 0) return priceCents;
  return Math.round((priceCents * (100 - discountPercent)) / 100);
}

/**
 * True when one unit at this price and discount is charged at least a cent. Below
 * that the discount rounds it to nothing, and the shop would give units away.
 */
export function isChargeable(priceCents: number, discountPercent: number): boolean {
  return discountedCents(priceCents, discountPercent) >= 1;
}

/** True when a dollar amount has no more than two decimals. */
export function hasAtMostTwoDecimals(dollars: number): boolean {
  return Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;
}
