import { cancelUnpaidOrders, type PayableLine } from '../../modules/orders/index.js';
import type { CheckoutContext } from './card-payment-context.js';
import type { OutOfStockError } from './refusals.js';

// Stock: what paying the orders takes off the shelf, what the shelf cannot give, and the orders
// cancelled when their units ran out.

const unitsLeft = (n: number) => (n <= 0 ? 'none is left' : n === 1 ? 'only 1 is left' : `only ${n} are left`);

/** The units the orders take of each product (a product is in one order of a placement, but orders of two may be paid together). */
export function unitsByProduct(lines: readonly PayableLine[]) {
  const byProduct = new Map<string, { productId: string; quantity: number; name: string; category: string }>();
  for (const l of lines) {
    if (!l.productId) continue;
    const seen = byProduct.get(l.productId);
    if (seen) seen.quantity += l.quantity;
    else
      byProduct.set(l.productId, { productId: l.productId, quantity: l.quantity, name: l.name, category: l.category });
  }
  return [...byProduct.values()];
}

/**
 * What the shelf cannot give of the orders' lines: a product removed from the shop, or
 * fewer units than ordered. Null when everything is there.
 */
export function shortfall(
  lines: readonly PayableLine[],
  shelf: Map<string, { stock: number }>,
): { problems: string[]; orderIds: string[] } | null {
  const problems: string[] = [];
  const orderIds = new Set<string>();
  for (const l of lines) {
    if (!l.productId || !shelf.has(l.productId)) {
      problems.push(`${l.name} is no longer sold.`);
      orderIds.add(l.orderId);
    }
  }
  for (const want of unitsByProduct(lines)) {
    const stock = shelf.get(want.productId)?.stock;
    if (stock === undefined || stock >= want.quantity) continue;
    problems.push(`${want.name}: ${unitsLeft(stock)} of the ${want.quantity} you ordered.`);
    for (const l of lines) if (l.productId === want.productId) orderIds.add(l.orderId);
  }
  return problems.length ? { problems, orderIds: [...orderIds] } : null;
}

const soldOutNote = (problems: string[]) => `Sold out before it was paid: ${problems.join(' ')}`;

/**
 * Cancels the orders the shop can no longer fill (nothing was charged, or `refunded`
 * gave it back) and says so after the refusal's own message.
 */
export async function cancelSoldOut(
  ctx: CheckoutContext,
  err: OutOfStockError,
  refunded: { provider: string } | null,
): Promise<string> {
  const cancelled = await ctx.db.transaction((tx) =>
    cancelUnpaidOrders(tx, err.orderIds, soldOutNote(err.problems), refunded),
  );
  if (!cancelled.length) return '';
  const which = cancelled.length === 1 ? `Order ${cancelled[0]} was` : `Orders ${cancelled.join(', ')} were`;
  return refunded ? ` ${which} cancelled.` : ` ${which} cancelled; nothing was charged.`;
}
