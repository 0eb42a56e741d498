import {
  centsToDollars,
  CURRENCY_FACTS,
  deliveryFeeCents,
  discountedCents,
  taxCents,
  isChargeable,
  type OrderQuote,
  processorCurrency,
  type ShopCurrency,
  zoneForDistrict,
} from '@medibazaar/contract';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { products } from '../catalog/index.js';
import { users } from '../users/index.js';
import { badRequest, conflict } from '../../core/http-errors.js';
import type { SessionUser } from '../../core/session.js';
import { type CartLine, listCartLines } from '../carts/index.js';
import { addressNotFound, findOwnAddress, listZones, type ZoneRow } from './delivery.repository.js';
import type { OrdersContext } from './orders-context.js';

// ---------------------------------------------------------------------------
// Pricing: the server's own numbers, for the quote and for placing alike
// ---------------------------------------------------------------------------

export interface PricedLine {
  productId: string;
  sellerId: string | null;
  name: string;
  strength: string | null;
  category: string;
  quantity: number;
  unitPriceCents: number;
  /** A prescription medicine: its order waits for a pharmacist. */
  requiresPrescription: boolean;
}
export interface PricedGroup {
  sellerId: string | null;
  sellerName: string | null;
  sellerEmail: string | null;
  lines: PricedLine[];
  itemsCents: number;
  deliveryFeeCents: number;
  taxCents: number;
}

export const unitsLeft = (n: number) => (n <= 0 ? 'none is left' : n === 1 ? 'only 1 is left' : `only ${n} are left`);

export function zoneOrRefuse(zones: ZoneRow[], district: string): ZoneRow {
  const zone = zoneForDistrict(zones, district);
  if (!zone) throw conflict('We do not deliver to this district yet.', 'NO_DELIVERY_ZONE');
  return zone;
}

/** A prescription medicine (a controlled one is never sold online at all). */
export const needsPrescription = (l: Pick<CartLine, 'dispensingClass'>) =>
  l.dispensingClass === 'prescription' || l.dispensingClass === 'controlled';

/** The cart, split by seller (each seller's lines travel as one order with its own fee and tax). */
export async function priceCart(
  db: DbOrTx,
  lines: CartLine[],
  zone: ZoneRow,
  currency: ShopCurrency,
  taxRateBasisPoints: number,
): Promise<PricedGroup[]> {
  if (!lines.length) throw badRequest('Your cart is empty. Add a product before ordering.', 'EMPTY_CART');
  // A seller's product stays in carts when the seller's licence ends or was never approved: it is
  // not sold until it is in force again (decision 056).
  const offSale = lines.filter((l) => !l.onSale);
  if (offSale.length) {
    throw conflict(
      `${offSale.map((l) => l.name).join(', ')} ${offSale.length === 1 ? 'is' : 'are'} not on sale just now: ` +
        'the seller’s drug licence is not approved or has expired. Remove it from your cart, then order.',
      'SELLER_NOT_LICENSED',
    );
  }
  const short = lines.filter((l) => l.quantity > l.stock);
  if (short.length) {
    throw conflict(
      short.map((l) => `${l.name}: you have ${l.quantity} in your cart but ${unitsLeft(l.stock)}.`).join(' ') +
        ' Change the quantity in your cart, then order.',
      'OUT_OF_STOCK',
    );
  }
  // A controlled medicine may have been added before an admin classed it so: it is never sold online.
  const controlled = lines.filter((l) => l.dispensingClass === 'controlled');
  if (controlled.length) {
    throw conflict(
      `${controlled.map((l) => l.name).join(', ')} ${controlled.length === 1 ? 'is' : 'are'} not sold online. ` +
        'Remove it from your cart, then order.',
      'NOT_SOLD_ONLINE',
    );
  }
  const free = lines.filter((l) => !isChargeable(l.priceCents, l.discountPercent));
  if (free.length) {
    throw conflict(
      `${free.map((l) => l.name).join(', ')} cannot be sold at the moment: after the discount one unit would cost ` +
        `less than one ${CURRENCY_FACTS[currency].minorUnit}. Remove it from your cart, then order.`,
      'PRICE_BELOW_ONE_CENT',
    );
  }
  const ids = lines.map((l) => l.productId);
  const strengths = new Map(
    (
      await db.select({ id: products.id, strength: products.strength }).from(products).where(inArray(products.id, ids))
    ).map((r) => [r.id, r.strength]),
  );
  const sellerIds = [...new Set(lines.flatMap((l) => (l.sellerId ? [l.sellerId] : [])))];
  const sellers = new Map(
    sellerIds.length
      ? (
          await db
            .select({ id: users.id, name: users.name, email: users.email })
            .from(users)
            .where(inArray(users.id, sellerIds))
        ).map((u) => [u.id, u])
      : [],
  );
  const groups = new Map<string, PricedGroup>();
  for (const l of lines) {
    const key = l.sellerId ?? '';
    let group = groups.get(key);
    if (!group) {
      const seller = l.sellerId ? sellers.get(l.sellerId) : undefined;
      group = {
        sellerId: l.sellerId,
        sellerName: seller?.name ?? null,
        sellerEmail: seller?.email ?? null,
        lines: [],
        itemsCents: 0,
        deliveryFeeCents: 0,
        taxCents: 0,
      };
      groups.set(key, group);
    }
    const unitPriceCents = discountedCents(l.priceCents, l.discountPercent);
    group.lines.push({
      productId: l.productId,
      sellerId: l.sellerId,
      name: l.name,
      strength: strengths.get(l.productId) ?? null,
      category: l.category,
      quantity: l.quantity,
      unitPriceCents,
      requiresPrescription: needsPrescription(l),
    });
    group.itemsCents += unitPriceCents * l.quantity;
  }
  for (const g of groups.values()) {
    g.deliveryFeeCents = deliveryFeeCents(zone, g.itemsCents);
    g.taxCents = taxCents(g.itemsCents, taxRateBasisPoints);
  }
  return [...groups.values()];
}

export const lineJson = (l: Omit<PricedLine, 'sellerId' | 'productId'> & { productId: string | null }) => ({
  menuId: l.productId,
  name: l.name,
  strength: l.strength,
  category: l.category,
  quantity: l.quantity,
  unitPrice: centsToDollars(l.unitPriceCents),
  lineTotal: centsToDollars(l.unitPriceCents * l.quantity),
  requiresPrescription: l.requiresPrescription,
});

/** `POST /api/orders/quote`: what placing the cart to this address would cost now. */
export async function quoteOrder(ctx: OrdersContext, user: SessionUser, addressId: string): Promise<OrderQuote> {
  const address = await findOwnAddress(ctx.db, user.id, addressId);
  if (!address) throw addressNotFound();
  const zone = zoneOrRefuse(await listZones(ctx.db), address.district);
  const groups = await priceCart(
    ctx.db,
    await listCartLines(ctx.db, user.id),
    zone,
    ctx.currency,
    ctx.taxRateBasisPoints,
  );
  const items = groups.reduce((s, g) => s + g.itemsCents, 0);
  const fees = groups.reduce((s, g) => s + g.deliveryFeeCents, 0);
  const tax = groups.reduce((s, g) => s + g.taxCents, 0);
  return {
    zone: { id: zone.id, nameEn: zone.nameEn, nameBn: zone.nameBn },
    minDays: zone.minDays,
    maxDays: zone.maxDays,
    codAllowed: zone.codAllowed,
    groups: groups.map((g) => ({
      sellerName: g.sellerName,
      // Every seller's order goes to the same address: the zone's days.
      minDays: zone.minDays,
      maxDays: zone.maxDays,
      lines: g.lines.map(lineJson),
      itemsTotal: centsToDollars(g.itemsCents),
      deliveryFee: centsToDollars(g.deliveryFeeCents),
      tax: centsToDollars(g.taxCents),
      total: centsToDollars(g.itemsCents + g.deliveryFeeCents + g.taxCents),
    })),
    itemsTotal: centsToDollars(items),
    deliveryFee: centsToDollars(fees),
    tax: centsToDollars(tax),
    taxRate: ctx.taxRateBasisPoints / 100,
    total: centsToDollars(items + fees + tax),
    currency: processorCurrency(ctx.currency),
  };
}
