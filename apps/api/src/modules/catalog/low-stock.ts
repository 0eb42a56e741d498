import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { products } from './catalog.schema.js';

/** A product a sale just took below its low-stock threshold. */
export interface LowStockCrossing {
  productId: string;
  name: string;
  stock: number;
  threshold: number;
  /** Null for a product the shop (an admin) owns. */
  sellerId: string | null;
}

/**
 * The products that `taken` (units just taken off the shelf, in the caller's transaction)
 * moved from at or above their threshold to below it: each crossing is found once, by the
 * sale that made it, and selling on below the threshold finds nothing more until the stock
 * has been raised again. Call it in the same transaction, right after taking the stock, with
 * each product once.
 */
export async function lowStockCrossings(
  tx: Pick<DbOrTx, 'select'>,
  taken: readonly { productId: string; quantity: number }[],
): Promise<LowStockCrossing[]> {
  if (!taken.length) return [];
  const rows = await tx
    .select({
      productId: products.id,
      name: products.name,
      stock: products.stock,
      threshold: products.lowStockThreshold,
      sellerId: products.sellerId,
    })
    .from(products)
    .where(
      inArray(
        products.id,
        taken.map((l) => l.productId),
      ),
    );
  const quantity = new Map(taken.map((l) => [l.productId, l.quantity]));
  return rows.filter((r) => {
    const before = r.stock + (quantity.get(r.productId) ?? 0);
    return r.stock < r.threshold && before >= r.threshold;
  });
}
