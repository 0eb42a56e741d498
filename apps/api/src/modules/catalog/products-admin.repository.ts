import { type CategoryName, type MyProductPage } from '@medibazaar/contract';
import { and, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { products } from './catalog.schema.js';
import { unitsSold as unitsSoldOf } from '../payments/index.js';
import { users } from '../users/index.js';
import type { MedicineValues } from './medicines.repository.js';
import { productColumns, toProductJson } from './product-json.js';

/** A product's columns as stored; money in cents. The medicine columns are all null for a non-medicine. */
export interface ProductValues extends Partial<MedicineValues> {
  name: string;
  description: string;
  nameBn?: string | null;
  descriptionBn?: string | null;
  priceCents: number;
  category: CategoryName;
  discountPercent: number;
  stock: number;
  /** Left out: 5 for a new product, unchanged for an update. */
  lowStockThreshold?: number;
  image: string;
}

export async function insertProduct(
  db: DbOrTx,
  values: ProductValues & { id: string; sellerId: string | null },
): Promise<void> {
  await db.insert(products).values(values);
}

/** Marks a product changed (its generics were rewritten), so its pages are dropped everywhere. */
export async function touchProduct(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(products)
    .set({ updatedAt: sql`now()` })
    .where(eq(products.id, id));
}

/** The product's owner and image, locked until the transaction ends. */
export async function lockProduct(
  db: DbOrTx,
  id: string,
): Promise<{
  id: string;
  sellerId: string | null;
  category: string;
  image: string;
  priceCents: number;
  discountPercent: number;
  dispensingClass: string | null;
} | null> {
  const [row] = await db
    .select({
      id: products.id,
      sellerId: products.sellerId,
      category: products.category,
      image: products.image,
      priceCents: products.priceCents,
      discountPercent: products.discountPercent,
      dispensingClass: products.dispensingClass,
    })
    .from(products)
    .where(eq(products.id, id))
    .for('update');
  return row ?? null;
}

/**
 * Writes the given columns, and only when one of them differs from what is
 * stored: an identical update changes nothing and counts 0.
 */
export async function updateProductIfChanged(db: DbOrTx, id: string, changes: Partial<ProductValues>): Promise<number> {
  const columns = {
    name: products.name,
    description: products.description,
    nameBn: products.nameBn,
    descriptionBn: products.descriptionBn,
    priceCents: products.priceCents,
    category: products.category,
    discountPercent: products.discountPercent,
    stock: products.stock,
    lowStockThreshold: products.lowStockThreshold,
    image: products.image,
    genericSet: products.genericSet,
    strength: products.strength,
    form: products.form,
    manufacturerId: products.manufacturerId,
    packSize: products.packSize,
    packLabel: products.packLabel,
    packLabelBn: products.packLabelBn,
    dispensingClass: products.dispensingClass,
    indications: products.indications,
    dosage: products.dosage,
    sideEffects: products.sideEffects,
    indicationsBn: products.indicationsBn,
    dosageBn: products.dosageBn,
    sideEffectsBn: products.sideEffectsBn,
    brandBn: products.brandBn,
  } as const;
  const differs: SQL[] = [];
  for (const [field, value] of Object.entries(changes) as [keyof ProductValues, string | number | null][]) {
    if (value === undefined) continue;
    differs.push(sql`${columns[field]} is distinct from ${value}`);
  }
  if (differs.length === 0) return 0;
  const rows = await db
    .update(products)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(products.id, id), or(...differs)))
    .returning({ id: products.id });
  return rows.length;
}

export async function deleteProductRow(db: DbOrTx, id: string): Promise<number> {
  const rows = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  return rows.length;
}

/**
 * One page of an owner's products (a seller's, or the shop's own for an admin),
 * newest first, each with the units sold in succeeded payments: one statement for
 * the page whatever its size, one for the count.
 */
export async function listOwnProducts(
  db: DbOrTx,
  owner: { sellerId: string | null },
  page: number,
  limit: number,
): Promise<MyProductPage> {
  const ownedBy = owner.sellerId === null ? isNull(products.sellerId) : eq(products.sellerId, owner.sellerId);
  // Units sold, per product of the page (the payments module's count, by its lines' product index).
  const unitsSold = unitsSoldOf(products.id);
  const [rows, [count]] = await Promise.all([
    db
      .select({ ...productColumns, unitsSold })
      .from(products)
      .leftJoin(users, eq(users.id, products.sellerId))
      .where(ownedBy)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .where(ownedBy),
  ]);
  return {
    items: rows.map((r) => ({ ...toProductJson(r), unitsSold: Number(r.unitsSold) })),
    total: count?.total ?? 0,
    page,
    limit,
  };
}

/** A product's stock and its low-stock alert, with its owner (null: the shop's own). */
export async function findLowStock(
  db: DbOrTx,
  id: string,
): Promise<{ sellerId: string | null; stock: number; lowStockThreshold: number } | null> {
  const [row] = await db
    .select({ sellerId: products.sellerId, stock: products.stock, lowStockThreshold: products.lowStockThreshold })
    .from(products)
    .where(eq(products.id, id));
  return row ?? null;
}
