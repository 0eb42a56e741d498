import {
  ErrorSchema,
  PaymentEmailParams,
  PaymentListQuery,
  PaymentPageSchema,
  SaleLinePageSchema,
} from '@medibazaar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../core/http-errors.js';
import { listPaymentsByEmail, listSaleLines } from './payments.repository.js';

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payments/:email',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['payments'],
        summary: 'One person’s payments, newest first: one’s own, or anyone’s for an admin',
        params: PaymentEmailParams,
        querystring: PaymentListQuery,
        response: { 200: PaymentPageSchema, 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema },
      },
    },
    async (req) => {
      const user = req.user!;
      const email = req.params.email.trim().toLowerCase();
      if (email !== user.email.toLowerCase() && user.role !== 'admin') {
        throw forbidden('You can only see your own payments.', 'PAYMENTS_OF_OTHER_ACCOUNT');
      }
      return listPaymentsByEmail(app.db, email, req.query.page, req.query.limit);
    },
  );

  app.get(
    '/payments',
    {
      config: { access: 'seller' },
      schema: {
        tags: ['payments'],
        summary: 'Sold lines, newest first: a seller’s own products only; every line for an admin',
        querystring: PaymentListQuery,
        response: { 200: SaleLinePageSchema, 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema },
      },
    },
    async (req) => {
      const user = req.user!;
      return listSaleLines(app.db, user.role === 'admin' ? {} : { sellerId: user.id }, req.query.page, req.query.limit);
    },
  );
};
