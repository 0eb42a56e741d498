import { TRUNCATE } from './constants.js';
import type { Product } from './catalog.js';

/** Cuts text to `max` characters and marks the cut with '...' (docs/product.md#display). */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

export const truncateProductName = (name: string) => truncate(name, TRUNCATE.productName);
export const truncateProductDescription = (des: string) => truncate(des, TRUNCATE.productDescription);

/** What a product card or page shows as its price. */
export type ProductPricing =
  { discounted: false; price: number } | { discounted: true; percent: number; price: number; discountedPrice: number };

/**
 * A product counts as discounted when it carries a positive `discount_percentage`
 * and a `discounted_price`: then the discounted price is shown beside the
 * struck-through original; otherwise only the price (docs/product.md#home).
 */
export function productPricing(
  product: Pick<Product, 'price' | 'discount_percentage' | 'discounted_price'>,
): ProductPricing {
  const percent = product.discount_percentage ?? 0;
  if (percent > 0 && product.discounted_price !== undefined) {
    return { discounted: true, percent, price: product.price, discountedPrice: product.discounted_price };
  }
  return { discounted: false, price: product.price };
}

const dollarFormats = new Map<string, Intl.NumberFormat>();

/** A dollar amount for people to read: "$12.50" (prices are in dollars, docs/product.md#money). */
export function formatDollars(amount: number, locale = 'en-US'): string {
  let format = dollarFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
    dollarFormats.set(locale, format);
  }
  return format.format(amount);
}
