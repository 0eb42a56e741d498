import {
  AdminStatsSchema,
  ErrorSchema,
  RevenueByDayQuery,
  RevenueByDaySchema,
  SalesByCategorySchema,
  SellerEmailParams,
  SellerStatsSchema,
} from '@medibazaar/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../core/http-errors.js';
import { adminStats, findUserIdByEmail, revenueByDay, salesByCategory, sellerStats } from './stats.repository.js';

/** Site-wide figures for admins; a seller's own figures for that seller (and admins). */
export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * The seller whose figures are asked for. A seller sees only their own: asking
   * for another's is answered like an unknown email (404), as for any read of
   * someone else's data.
   */
  async function sellerFor(req: FastifyRequest, email: string): Promise<string> {
    const user = req.user!;
    const unknown = () => notFound('No seller with this email', 'SELLER_NOT_FOUND');
    if (user.role !== 'admin') {
      if (email.trim().toLowerCase() !== user.email.toLowerCase()) throw unknown();
      return user.id;
    }
    const id = await findUserIdByEmail(app.db, email);
    if (!id) throw unknown();
    return id;
  }

  app.get(
    '/admin-stats',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['stats'],
        summary: 'Site figures: revenue of succeeded payments (shop currency), products, users, orders (payments)',
        response: { 200: AdminStatsSchema },
      },
    },
    async () => adminStats(app.db),
  );

  app.get(
    '/admin-stats/revenue-by-day',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['stats'],
        summary: 'Revenue and orders of succeeded payments per day, the last `days` days in time zone `tz`',
        querystring: RevenueByDayQuery,
        response: { 200: RevenueByDaySchema, 400: ErrorSchema },
      },
    },
    async (req) => revenueByDay(app.db, { days: req.query.days, tz: req.query.tz }),
  );

  app.get(
    '/admin-stats/sales-by-category',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['stats'],
        summary: 'Revenue and units of succeeded payments per category, every category included',
        response: { 200: SalesByCategorySchema },
      },
    },
    async () => salesByCategory(app.db),
  );

  app.get(
    '/admin-stats-seller/:email',
    {
      config: { access: 'seller' },
      schema: {
        tags: ['stats'],
        summary: "A seller's figures from their own payment lines (that seller, or an admin)",
        params: SellerEmailParams,
        response: { 200: SellerStatsSchema, 404: ErrorSchema },
      },
    },
    async (req) => sellerStats(app.db, await sellerFor(req, req.params.email)),
  );

  app.get(
    '/admin-stats-seller/:email/revenue-by-day',
    {
      config: { access: 'seller' },
      schema: {
        tags: ['stats'],
        summary: "A seller's revenue and orders per day from their own lines in succeeded payments",
        params: SellerEmailParams,
        querystring: RevenueByDayQuery,
        response: { 200: RevenueByDaySchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (req) =>
      revenueByDay(app.db, {
        days: req.query.days,
        tz: req.query.tz,
        sellerId: await sellerFor(req, req.params.email),
      }),
  );
};
