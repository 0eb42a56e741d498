import { asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { sellerLicensed } from '../sellers/index.js';
import { categories, generics, products } from './catalog.schema.js';

/** An address search engines are told about, with when it last changed. */
export interface ListedEntry {
  id: string;
  updatedAt: Date;
}

/**
 * The products that have a page a search engine may list: every product on sale (a medicine not
 * sold online has a page saying so), not one of a seller without a licence in force, whose page
 * is a 404 (decision 056). In the order they were added, so that the sitemap files
 * split at the same places between reads.
 */
export async function listedProducts(db: DbOrTx, offset: number, limit: number): Promise<ListedEntry[]> {
  return db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(sellerLicensed(products.sellerId))
    .orderBy(asc(products.createdAt), asc(products.id))
    .offset(offset)
    .limit(limit);
}

export async function listedProductCount(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(sellerLicensed(products.sellerId));
  return row?.n ?? 0;
}

/** Confirmed generics: each has a page listing its medicines (a requested one is not shown yet). */
export async function listedGenerics(db: DbOrTx, offset: number, limit: number): Promise<ListedEntry[]> {
  return db
    .select({ id: generics.id, updatedAt: generics.updatedAt })
    .from(generics)
    .where(eq(generics.status, 'confirmed'))
    .orderBy(asc(generics.createdAt), asc(generics.id))
    .offset(offset)
    .limit(limit);
}

export async function listedGenericCount(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(generics).where(eq(generics.status, 'confirmed'));
  return row?.n ?? 0;
}

/** The categories, in the shop's order, with when their newest product changed (or the category, when empty). */
export async function listedCategories(db: DbOrTx): Promise<{ name: string; updatedAt: Date | null }[]> {
  const newest = db
    .select({ category: products.category, at: sql<Date>`max(${products.updatedAt})`.as('at') })
    .from(products)
    .groupBy(products.category)
    .as('newest');
  const rows = await db
    .select({ name: categories.name, at: newest.at, own: categories.updatedAt })
    .from(categories)
    .leftJoin(newest, eq(newest.category, categories.name))
    .orderBy(asc(categories.sortOrder), asc(categories.name));
  return rows.map((r) => ({ name: r.name, updatedAt: r.at ? new Date(r.at) : r.own }));
}
