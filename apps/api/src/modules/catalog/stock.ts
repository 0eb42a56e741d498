import { asc, inArray, sql } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../../db/client.js';
import { products } from './catalog.schema.js';

// Products' stock, moved by placing orders, paying for them and giving units back.

/**
 * Current stock of the given products, rows locked in id order (no deadlock between
 * two buyers). `no key update`, as only stock changes: a cart line or checkout line
 * being written for the same product (its foreign key takes a key-share lock) neither
 * waits for a payment nor deadlocks with one.
 */
export async function lockStock(
  tx: DbOrTx,
  productIds: string[],
): Promise<Map<string, { stock: number; name: string }>> {
  if (!productIds.length) return new Map();
  const rows = await tx
    .select({ id: products.id, stock: products.stock, name: products.name })
    .from(products)
    .where(inArray(products.id, productIds))
    .orderBy(asc(products.id))
    .for('no key update');
  return new Map(rows.map((r) => [r.id, { stock: r.stock, name: r.name }]));
}

/**
 * Takes sold units off the shelf. A product is only lowered when it has enough,
 * so stock never goes below zero; returns how many products were lowered.
 */
export async function takeStock(
  tx: DbOrTx,
  lines: readonly { productId: string; quantity: number }[],
): Promise<number> {
  if (!lines.length) return 0;
  const values = sql.join(
    lines.map((l) => sql`(${l.productId}::uuid, ${l.quantity}::int)`),
    sql`, `,
  );
  const result = await tx.execute(sql`
    update ${products} p set stock = p.stock - v.quantity, updated_at = now()
    from (values ${values}) as v(product_id, quantity)
    where p.id = v.product_id and p.stock >= v.quantity
    returning p.id
  `);
  return rowsOf<{ id: string }>(result).length;
}

/** Puts units back on the shelf (a pending payment that failed). */
export async function returnStock(
  tx: DbOrTx,
  lines: readonly { productId: string; quantity: number }[],
): Promise<void> {
  if (!lines.length) return;
  const values = sql.join(
    lines.map((l) => sql`(${l.productId}::uuid, ${l.quantity}::int)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${products} p set stock = p.stock + v.quantity, updated_at = now()
    from (values ${values}) as v(product_id, quantity)
    where p.id = v.product_id
  `);
}
