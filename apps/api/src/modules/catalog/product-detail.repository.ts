import type { Product } from '@medibazaar/contract';
import { eq, sql, type Placeholder } from 'drizzle-orm';
import { compiled, oncePerDb, type DbOrTx } from '../../db/client.js';
import { sellerLicensed } from '../sellers/index.js';
import { users } from '../users/index.js';
import { products } from './catalog.schema.js';
import { productLots } from './stock.schema.js';
import { medicineDetailColumn } from './medicine-columns.js';
import { isUuid } from './catalog.repository.js';
import { productColumns, toProductJson } from './product-json.js';

// One product's page: the product, whether it is on sale, and the expiry of the lot it sells next.

/**
 * The statement behind a product's page (exposed so the API benchmark runs the very same SQL), with
 * its seller and whether it is on sale (the seller's licence in force), for the route to decide who
 * may see it.
 */
export const productDetailQuery = (db: DbOrTx, id: string | Placeholder, marginDays: number | Placeholder) =>
  db
    .select({
      ...productColumns,
      // The page's own: the label texts in Bangla, and the description in Bangla.
      medicine: medicineDetailColumn.as('medicine'),
      descriptionBn: products.descriptionBn,
      sellerId: products.sellerId,
      onSale: sellerLicensed(products.sellerId),
      // The lot a sale would take now, first expiring first among those that keep past the margin
      // (decision 059): its expiry month, for "Expires after MM/YYYY".
      expiresAfter: sql<string | null>`(select to_char(l.expires_on, 'YYYY-MM') from ${productLots} l
        where l.product_id = ${products.id} and l.status = 'sellable' and l.quantity > 0
          and (l.expires_on is null or l.expires_on >= current_date + ${marginDays}::int)
        order by l.expires_on asc nulls last limit 1)`,
    })
    .from(products)
    .leftJoin(users, eq(users.id, products.sellerId))
    .where(eq(products.id, id))
    .limit(1);

const productById = oncePerDb((db) =>
  compiled(productDetailQuery(db, sql.placeholder('id'), sql.placeholder('margin'))),
);

/**
 * A product as a shopper sees it, or null. A product whose seller's licence is not in force is not
 * on sale: only its seller and admins see it (the seller's edit page reads it here), anyone else is
 * told there is no such product.
 */
export async function findProduct(
  db: DbOrTx,
  id: string,
  /** Who asks, read only for a product not on sale (a shopper's request reads no session). */
  viewer?: () => Promise<{ id: string; role: string } | null>,
  /** Days a lot must keep to be sold (LOT_EXPIRY_MARGIN_DAYS), counted from today here. */
  marginDays = 30,
): Promise<Product | null> {
  if (!isUuid(id)) return null;
  const [row] = await productById(db).execute({ id, margin: marginDays });
  if (!row) return null;
  if (!row.onSale) {
    const who = viewer ? await viewer() : null;
    if (who?.role !== 'admin' && (!who || who.id !== row.sellerId)) return null;
  }
  return { ...toProductJson(row), desBn: row.descriptionBn, expiresAfter: row.expiresAfter };
}
