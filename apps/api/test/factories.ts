import { randomUUID } from 'node:crypto';
import type { CategoryName, Role } from '@medibazaar/contract';
import type { Db } from '../src/db/client.js';
import { categories, products, sponsors, users } from '../src/db/schema/index.js';
import { SEED_CATEGORIES, SEED_SPONSORS } from '../src/db/seed/catalog-data.js';

let seq = 0;
const next = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;

/** The eight categories and five sponsors, as every shop has them. */
export async function createCatalogBasics(db: Db) {
  await db
    .insert(categories)
    .values(SEED_CATEGORIES.map((c, i) => ({ name: c.name, image: c.image, sortOrder: i })))
    .onConflictDoNothing();
  await db
    .insert(sponsors)
    .values(SEED_SPONSORS.map((s, i) => ({ name: s.name, image: s.image, sortOrder: i })))
    .onConflictDoNothing();
}

export async function createUser(
  db: Db,
  overrides: Partial<{ name: string; email: string; role: Role; image: string }> = {},
) {
  const n = next();
  const [row] = await db
    .insert(users)
    .values({
      id: randomUUID(),
      name: overrides.name ?? `Person ${n}`,
      email: overrides.email ?? `person-${n}@example.test`,
      role: overrides.role ?? 'user',
      image: overrides.image ?? null,
    })
    .returning();
  return row!;
}

export async function createProduct(
  db: Db,
  overrides: Partial<{
    name: string;
    description: string;
    priceCents: number;
    discountPercent: number;
    category: CategoryName;
    sellerId: string | null;
    stock: number;
    createdAt: Date;
  }> = {},
) {
  const n = next();
  const [row] = await db
    .insert(products)
    .values({
      name: overrides.name ?? `Test tablet ${n}`,
      description: overrides.description ?? `A test product ${n}, 10 tablets per strip.`,
      priceCents: overrides.priceCents ?? 1000,
      discountPercent: overrides.discountPercent ?? 0,
      category: overrides.category ?? 'OTC Medicine',
      image: '/images/products/test.webp',
      sellerId: overrides.sellerId ?? null,
      stock: overrides.stock ?? 50,
      ...(overrides.createdAt ? { createdAt: overrides.createdAt, updatedAt: overrides.createdAt } : {}),
    })
    .returning();
  return row!;
}
