import { z } from 'zod';
import { CategoryNameSchema } from './catalog.js';
import { emailInPath, queryInt } from './common.js';

/** `GET /api/admin-stats`: revenue in dollars from succeeded payments; orders = payments. */
export const AdminStatsSchema = z.object({
  revenue: z.number(),
  products: z.number().int().nonnegative(),
  users: z.number().int().nonnegative(),
  orders: z.number().int().nonnegative(),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;

/** `GET /api/admin-stats-seller/:email`: from the seller's own payment lines. */
export const SellerStatsSchema = z.object({
  revenue: z.number(),
  products: z.number().int().nonnegative(),
  orders: z.number().int().nonnegative(),
});
export type SellerStats = z.infer<typeof SellerStatsSchema>;

export const STATS_DAYS = { default: 30, max: 366 } as const;

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** An IANA time zone ("Asia/Dhaka"); days are counted in it. */
export const TimeZoneSchema = z
  .string()
  .max(64)
  .regex(/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/, 'must be a time zone name such as Asia/Dhaka')
  .refine(isTimeZone, 'is not a known time zone');

export const RevenueByDayQuery = z
  .object({
    days: queryInt(1, STATS_DAYS.max).default(STATS_DAYS.default),
    tz: TimeZoneSchema.default('UTC'),
  })
  .strict();

/** One day of sales; days without sales are present with zeros. */
export const RevenueDaySchema = z.object({
  /** The day, YYYY-MM-DD in the asked time zone. */
  date: z.string(),
  revenue: z.number(),
  orders: z.number().int().nonnegative(),
});
export type RevenueDay = z.infer<typeof RevenueDaySchema>;
export const RevenueByDaySchema = z.array(RevenueDaySchema);

/** Succeeded sales per category, every category present (zeros included), largest first. */
export const CategorySalesSchema = z.object({
  category: CategoryNameSchema,
  revenue: z.number(),
  quantity: z.number().int().nonnegative(),
});
export type CategorySales = z.infer<typeof CategorySalesSchema>;
export const SalesByCategorySchema = z.array(CategorySalesSchema);

export const SellerEmailParams = z.object({ email: emailInPath(254) }).strict();
