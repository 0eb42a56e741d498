import {
  CATEGORIES,
  centsToDollars,
  type AdminStats,
  type CategoryName,
  type CategorySales,
  type RevenueDay,
  type SellerStats,
} from '@medibazaar/contract';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { categories, products } from '../catalog/index.js';
import { orders } from '../orders/index.js';
import { paymentItems, payments } from '../payments/index.js';
import { users } from '../users/index.js';

/*
 * Every figure here is one SQL aggregate: no payment or product row is loaded into
 * the server's memory, however many there are. Sums of cents are bigint in SQL and
 * come back as text, then turn into dollars through the contract's conversion.
 */

const toCents = (v: string | number | null | undefined) => Number(v ?? 0);

/**
 * Revenue, orders, products and users: one statement. Every order counts (cancelled ones too; an
 * unpaid online order replaced by its buyer's next placement is gone, decision 065), and revenue is
 * what every paid order brought in, however it was paid: card, bKash, SSLCommerz, or cash once
 * collected at the door. An order refunded, voided or not paid yet brings nothing.
 */
export async function adminStats(db: DbOrTx): Promise<AdminStats> {
  const [row] = await rowsOf<{ revenue: string; orders: number; products: number; users: number }>(
    db,
    sql`
    select
      (select coalesce(sum(${orders.totalCents}) filter (where ${orders.paymentStatus} = 'paid'), 0)::bigint from ${orders}) as revenue,
      (select count(*)::int from ${orders}) as orders,
      (select count(*)::int from ${products}) as products,
      (select count(*)::int from ${users}) as users
  `,
  );
  return {
    revenue: centsToDollars(toCents(row?.revenue)),
    orders: Number(row?.orders ?? 0),
    products: Number(row?.products ?? 0),
    users: Number(row?.users ?? 0),
  };
}

/**
 * A seller's figures from their own orders (an order holds one seller's lines): revenue = the
 * totals of their paid orders, orders = every order of theirs, products = products they list now.
 */
export async function sellerStats(db: DbOrTx, sellerId: string): Promise<SellerStats> {
  const [row] = await rowsOf<{ revenue: string; orders: number; products: number }>(
    db,
    sql`
    select
      (select coalesce(sum(${orders.totalCents}) filter (where ${orders.paymentStatus} = 'paid'), 0)::bigint
         from ${orders} where ${orders.sellerId} = ${sellerId}) as revenue,
      (select count(*)::int from ${orders} where ${orders.sellerId} = ${sellerId}) as orders,
      (select count(*)::int from ${products} where ${products.sellerId} = ${sellerId}) as products
  `,
  );
  return {
    revenue: centsToDollars(toCents(row?.revenue)),
    orders: Number(row?.orders ?? 0),
    products: Number(row?.products ?? 0),
  };
}

/**
 * Revenue and orders of succeeded payments per day for the last `days` days up to
 * today in time zone `tz`, oldest first; days without sales are there with zeros.
 * With `sellerId`, only that seller's lines count.
 */
export async function revenueByDay(
  db: DbOrTx,
  options: { days: number; tz: string; sellerId?: string },
): Promise<RevenueDay[]> {
  const { days, tz, sellerId } = options;
  const today = sql`(now() at time zone ${tz})::date`;
  const since = sql`((${today} - ${days - 1}::int)::timestamp at time zone ${tz})`;
  const sales = sellerId
    ? sql`
        select (${payments.createdAt} at time zone ${tz})::date as day,
               sum(${paymentItems.unitPriceCents}::bigint * ${paymentItems.quantity}) as cents,
               count(distinct ${payments.id}) as orders
          from ${paymentItems} inner join ${payments} on ${payments.id} = ${paymentItems.paymentId}
         where ${paymentItems.sellerId} = ${sellerId}
           and ${paymentItems.createdAt} >= ${since} - interval '1 day'
           and ${payments.createdAt} >= ${since}
           and ${payments.status} = 'succeeded'
         group by 1`
    : sql`
        select (${payments.createdAt} at time zone ${tz})::date as day,
               sum(${payments.amountCents}::bigint) as cents,
               count(*) as orders
          from ${payments}
         where ${payments.createdAt} >= ${since} and ${payments.status} = 'succeeded'
         group by 1`;
  const rows = await rowsOf<{ date: string; cents: string | null; orders: string | number | null }>(
    db,
    sql`
      with sales as (${sales})
      select to_char(d.day, 'YYYY-MM-DD') as date, coalesce(s.cents, 0)::bigint as cents, coalesce(s.orders, 0)::int as orders
        from generate_series((${today} - ${days - 1}::int)::timestamp, ${today}::timestamp, interval '1 day') as d(day)
        left join sales s on s.day = d.day::date
       order by d.day`,
  );
  return rows.map((r) => ({ date: r.date, revenue: centsToDollars(toCents(r.cents)), orders: Number(r.orders ?? 0) }));
}

/** Succeeded sales per category (every category, zeros included), largest revenue first. */
export async function salesByCategory(db: DbOrTx): Promise<CategorySales[]> {
  const rows = await rowsOf<{ category: string; cents: string; quantity: number }>(
    db,
    sql`
      select ${categories.name} as category,
             coalesce(sum(${paymentItems.unitPriceCents}::bigint * ${paymentItems.quantity}), 0)::bigint as cents,
             coalesce(sum(${paymentItems.quantity}), 0)::int as quantity
        from ${categories}
        left join (${paymentItems} inner join ${payments}
                     on ${payments.id} = ${paymentItems.paymentId} and ${payments.status} = 'succeeded')
          on ${paymentItems.category} = ${categories.name}
       group by ${categories.name}, ${categories.sortOrder}
       order by 2 desc, ${categories.sortOrder}, ${categories.name}`,
  );
  const known = new Set<string>(CATEGORIES);
  return rows
    .filter((r) => known.has(r.category))
    .map((r) => ({
      category: r.category as CategoryName,
      revenue: centsToDollars(toCents(r.cents)),
      quantity: Number(r.quantity),
    }));
}

export async function findUserIdByEmail(db: DbOrTx, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  return row?.id ?? null;
}

/** Runs an aggregate; both drivers answer `{ rows }`. */
async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}
