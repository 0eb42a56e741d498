import {
  centsToDollars,
  discountedCents,
  type Category,
  type CategoryName,
  type Page,
  type Product,
  type Sponsor,
} from '@medibazaar/contract';
import { and, asc, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { categories, products, sponsors, users } from '../../db/schema/index.js';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids in paths are UUIDs; anything else cannot name a row (and must not reach SQL as one). */
export const isUuid = (id: string) => UUID_RE.test(id);

const productColumns = {
  id: products.id,
  name: products.name,
  category: products.category,
  priceCents: products.priceCents,
  description: products.description,
  image: products.image,
  discountPercent: products.discountPercent,
  stock: products.stock,
  sellerEmail: users.email,
};

type ProductRow = {
  id: string;
  name: string;
  category: string;
  priceCents: number;
  description: string;
  image: string;
  discountPercent: number;
  stock: number;
  sellerEmail: string | null;
};

/** The spec's product shape; discount fields are derived from the one stored percent. */
export function toProductJson(row: ProductRow): Product {
  const discounted = row.discountPercent > 0;
  return {
    _id: row.id,
    name: row.name,
    category: row.category as CategoryName,
    price: centsToDollars(row.priceCents),
    des: row.description,
    image: row.image,
    ...(row.sellerEmail ? { email: row.sellerEmail } : {}),
    discount: row.discountPercent,
    ...(discounted
      ? {
          discount_percentage: row.discountPercent,
          discounted_price: centsToDollars(discountedCents(row.priceCents, row.discountPercent)),
        }
      : {}),
    stock: row.stock,
  };
}

export interface ProductFilter {
  category?: CategoryName | undefined;
  q?: string | undefined;
  discounted?: boolean | undefined;
  sellerEmail?: string | undefined;
  page: number;
  limit: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const searchText = sql`(${products.name} || ' ' || ${products.description})`;

function filterConditions(f: ProductFilter): SQL[] {
  const where: SQL[] = [];
  if (f.category) where.push(eq(products.category, f.category));
  if (f.discounted) where.push(gt(products.discountPercent, 0));
  if (f.sellerEmail) where.push(eq(users.email, f.sellerEmail.toLowerCase()));
  if (f.q) {
    // Substring match, or a close word match for typos ("paracetamole").
    where.push(sql`(${searchText} ilike ${`%${escapeLike(f.q)}%`} or ${f.q} <% ${searchText})`);
  }
  return where;
}

/** One page of products and the total: two statements whatever the page size. */
export async function listProducts(db: DbOrTx, f: ProductFilter): Promise<Page<Product>> {
  const where = and(...filterConditions(f));
  const order = f.q
    ? [desc(sql`word_similarity(${f.q}, ${searchText})`), desc(products.createdAt), desc(products.id)]
    : [desc(products.createdAt), desc(products.id)];
  const [rows, [countRow]] = await Promise.all([
    db
      .select(productColumns)
      .from(products)
      .leftJoin(users, eq(users.id, products.sellerId))
      .where(where)
      .orderBy(...order)
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .leftJoin(users, eq(users.id, products.sellerId))
      .where(where),
  ]);
  return { items: rows.map(toProductJson), total: countRow?.total ?? 0, page: f.page, limit: f.limit };
}

export async function findProduct(db: DbOrTx, id: string): Promise<Product | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select(productColumns)
    .from(products)
    .leftJoin(users, eq(users.id, products.sellerId))
    .where(eq(products.id, id))
    .limit(1);
  return row ? toProductJson(row) : null;
}

export async function listCategories(db: DbOrTx): Promise<Category[]> {
  const rows = await db
    .select({ id: categories.id, name: categories.name, image: categories.image })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.name));
  return rows.map((r) => ({ _id: r.id, category: r.name as CategoryName, categoryImage: r.image }));
}

export async function listSponsors(db: DbOrTx): Promise<Sponsor[]> {
  const rows = await db
    .select({ id: sponsors.id, name: sponsors.name, image: sponsors.image })
    .from(sponsors)
    .orderBy(asc(sponsors.sortOrder), asc(sponsors.name));
  return rows.map((r) => ({ _id: r.id, name: r.name, image: r.image }));
}
