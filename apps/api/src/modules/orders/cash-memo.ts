import { dhakaDay, type Order } from '@medibazaar/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { licenceInForceOn } from '../sellers/index.js';
import { orders } from './orders.schema.js';

/** A party a cash memo names: who sells, where, under which drug licence. */
export interface MemoParty {
  name: string;
  address: string;
  licence: string;
  /** The responsible pharmacist, "name (BPC A-1234)"; none for the shop itself (its reviewers sign the lines). */
  pharmacist: string | null;
}

export interface MemoParties {
  /** The shop that issues the memo (SHOP_NAME, SHOP_ADDRESS, SHOP_DRUG_LICENCE). */
  shop: MemoParty;
  /** The seller's pharmacy, as its licence in force on the order's day names it; null when the shop sells. */
  seller: MemoParty | null;
}

/**
 * Who the order's cash memo names (docs/product.md#cash-memo): the shop, and the seller's
 * pharmacy under the licence it sold under. A seller with no licence in force that day (one
 * removed since) is named without one rather than with a licence it did not hold.
 */
export async function memoParties(
  db: Db,
  order: Order,
  shop: { name: string; address: string; licence: string },
): Promise<MemoParties> {
  const shopParty: MemoParty = { ...shop, pharmacist: null };
  const [row] = await db.select({ sellerId: orders.sellerId }).from(orders).where(eq(orders.number, order.number));
  if (!row?.sellerId) return { shop: shopParty, seller: null };
  const licence = await licenceInForceOn(db, row.sellerId, dhakaDay(new Date(order.createdAt)));
  return {
    shop: shopParty,
    seller: licence
      ? {
          name: licence.pharmacyName,
          address: licence.pharmacyAddress,
          licence: licence.licenceNumber,
          pharmacist: `${licence.pharmacistName} (BPC ${licence.pharmacistRegistration})`,
        }
      : { name: order.sellerName ?? '', address: '', licence: '', pharmacist: null },
  };
}
