import { type AddressSnapshot, centsToDollars, type ShopCurrency } from '@medibazaar/contract';
import type { OrderReceipt } from '../notifications/index.js';

/** What a receipt needs of an order: its amounts, address and delivery days. */
interface ReceiptOrder {
  itemsCents: number;
  deliveryFeeCents: number;
  taxCents: number;
  totalCents: number;
  address: AddressSnapshot;
  minDays: number;
  maxDays: number;
  paymentMethod: string;
}

/**
 * The order-received message's account of an order, from its row and lines as placed (cash) or
 * as paid (online): amounts in the shop's currency, lines in name order.
 */
export function receiptOf(
  order: ReceiptOrder,
  lines: readonly { name: string; quantity: number; unitPriceCents: number }[],
  currency: ShopCurrency,
): OrderReceipt {
  return {
    lines: [...lines]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((l) => ({ name: l.name, quantity: l.quantity, lineTotal: centsToDollars(l.unitPriceCents * l.quantity) })),
    itemsTotal: centsToDollars(order.itemsCents),
    deliveryFee: centsToDollars(order.deliveryFeeCents),
    tax: centsToDollars(order.taxCents),
    total: centsToDollars(order.totalCents),
    currency,
    address: order.address,
    minDays: order.minDays,
    maxDays: order.maxDays,
    paymentMethod: order.paymentMethod === 'cod' ? 'cod' : 'card',
  };
}
