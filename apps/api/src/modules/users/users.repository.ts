import {
  isLanguage,
  type Language,
  type Me,
  type OwnUser,
  realEmail,
  type Page,
  type Role,
  type Seller,
  type User,
} from '@medibazaar/contract';
import { and, count, desc, eq, getTableName, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from './users.schema.js';
import type { UsersNeeds } from './users-needs.js';

const columns = {
  id: users.id,
  name: users.name,
  email: users.email,
  image: users.image,
  role: users.role,
  createdAt: users.createdAt,
};

type Row = { id: string; name: string; email: string; image: string | null; role: string; createdAt: Date };

function toUser(row: Row): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    image: row.image,
    role: row.role as Role,
    createdAt: row.createdAt.toISOString(),
  };
}

/** `%`, `_` and `\` in a search are meant literally. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function matching(filter: { q?: string | undefined; role?: Role | undefined }): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.role) conditions.push(eq(users.role, filter.role));
  if (filter.q) {
    const pattern = likePattern(filter.q);
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
  }
  return conditions.length ? and(...conditions) : undefined;
}

export async function findUserById(db: DbOrTx, id: string): Promise<User | null> {
  const [row] = await db.select(columns).from(users).where(eq(users.id, id));
  return row ? toUser(row) : null;
}

/** The signed-in account as `GET /api/users/me` answers it: a phone account's stand-in email is none. */
export async function findMe(db: DbOrTx, id: string): Promise<Me | null> {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, phone: users.phoneNumber, role: users.role })
    .from(users)
    .where(eq(users.id, id));
  return row ? { ...row, email: realEmail(row.email), role: row.role as Role } : null;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<User | null> {
  const [row] = await db.select(columns).from(users).where(eq(users.email, email.trim().toLowerCase()));
  return row ? toUser(row) : null;
}

export interface UserListFilter {
  q?: string | undefined;
  role?: Role | undefined;
  page: number;
  limit: number;
}

/** Newest accounts first, one page, with the number of matches. */
export async function listUsers(db: DbOrTx, filter: UserListFilter): Promise<Page<User>> {
  const where = matching(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { items: rows.map(toUser), total: total?.n ?? 0, page: filter.page, limit: filter.limit };
}

/**
 * Sellers, newest first, each with how many products they sell. The count is the
 * catalog's (`countProducts`, a subquery on the products table by its seller index); it is
 * the seller's own figure, so it lives with the seller list, in its one statement, rather
 * than behind a second call per row.
 */
export async function listSellers(
  db: DbOrTx,
  filter: Omit<UserListFilter, 'role'>,
  countProducts: UsersNeeds['productCount'],
): Promise<Page<Seller>> {
  const where = matching({ ...filter, role: 'seller' });
  // Written out with the table's name: a correlated subquery must say whose id it means.
  const productCount = countProducts(sql.raw(`"${getTableName(users)}".id`));
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...columns, productCount })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return {
    items: rows.map((r) => ({ ...toUser(r), productCount: Number(r.productCount) })),
    total: total?.n ?? 0,
    page: filter.page,
    limit: filter.limit,
  };
}

export async function updateProfile(
  db: DbOrTx,
  id: string,
  changes: { name?: string | undefined; image?: string | null | undefined; locale?: Language | undefined },
): Promise<OwnUser | null> {
  const set: { name?: string; image?: string | null; locale?: Language; updatedAt: Date } = { updatedAt: new Date() };
  if (changes.name !== undefined) set.name = changes.name;
  if (changes.image !== undefined) set.image = changes.image;
  if (changes.locale !== undefined) set.locale = changes.locale;
  const [row] = await db
    .update(users)
    .set(set)
    .where(eq(users.id, id))
    .returning({ ...columns, locale: users.locale });
  if (!row) return null;
  return { ...toUser(row), locale: isLanguage(row.locale) ? row.locale : null };
}

/** The admins' ids, locked until the transaction ends (so two admins cannot demote each other at once). */
export async function lockAdmins(tx: DbOrTx): Promise<string[]> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).for('update');
  return rows.map((r) => r.id);
}

export async function setRole(db: DbOrTx, id: string, role: Role): Promise<number> {
  const rows = await db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(and(eq(users.id, id), sql`${users.role} <> ${role}`))
    .returning({ id: users.id });
  return rows.length;
}

/**
 * Removes the account. The database does the rest (docs/decisions/005): sessions,
 * sign-in methods and cart items go with it; their products become shop-owned;
 * payments keep their email and amounts.
 */
export async function deleteUser(db: DbOrTx, id: string): Promise<number> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length;
}
