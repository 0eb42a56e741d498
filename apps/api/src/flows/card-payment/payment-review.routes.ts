import {
  ErrorSchema,
  PaymentAcceptSchema,
  PaymentRefuseSchema,
  PaymentReviewResultSchema,
  PaymentsToReviewSchema,
} from '@medibazaar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CheckoutContext } from './card-payment-context.js';
import { acceptReviewedPayment, paymentsToReview, refuseReviewedPayment } from './payment-review.js';

const PaymentParamsSchema = z.object({ paymentId: z.uuid('must be a payment id') });

/**
 * The admin's decision on payments SSLCommerz took but found risky (`risk_level` 1). Registered
 * whether or not the shop takes SSLCommerz now: a payment taken before it stopped is still decided.
 */
export const paymentReviewRoutes: FastifyPluginAsyncZod<{ ctx: CheckoutContext }> = async (app, { ctx }) => {
  app.get(
    '/sslcommerz/reviews',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['payments'],
        summary: 'Payments SSLCommerz found risky, waiting for an admin’s decision, oldest first',
        description:
          'Each with the orders it pays, the amount, the buyer, SSLCommerz’s `tran_id` and the bank’s ' +
          '`bank_tran_id` (`reference`). Their orders wait, unpaid, with their units held, until it is decided.',
        response: { 200: PaymentsToReviewSchema, 401: ErrorSchema, 403: ErrorSchema },
      },
    },
    async () => paymentsToReview(ctx),
  );

  app.post(
    '/sslcommerz/reviews/:paymentId/accept',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['payments'],
        summary: 'Accepts a risky SSLCommerz payment: it succeeds and its orders are paid, as a validated one',
        description:
          'Audited as `payment.review_accepted` with the admin and the `note`. Accepting it again answers the ' +
          'same; one refused meanwhile is 409 PAYMENT_REVIEW_DECIDED; one SSLCommerz no longer holds is 409 ' +
          'PAYMENT_NOT_COMPLETED.',
        params: PaymentParamsSchema,
        body: PaymentAcceptSchema.nullish(),
        response: {
          200: PaymentReviewResultSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
          502: ErrorSchema,
        },
      },
    },
    async (req) => acceptReviewedPayment(ctx, req.user!, req.params.paymentId, req.body?.note),
  );

  app.post(
    '/sslcommerz/reviews/:paymentId/refuse',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['payments'],
        summary: 'Refuses a risky SSLCommerz payment: its orders are cancelled and the money refunded',
        description:
          'Its orders are cancelled with their units back on the shelf, each buyer told by mail, and each ' +
          'order’s share refunded through SSLCommerz’s refund API (a refund it refuses is kept as failed, for ' +
          'an admin to retry on the order). Audited as `payment.review_refused` with the admin and the ' +
          '`reason` (required). Refusing it again answers the same; one accepted meanwhile is 409 ' +
          'PAYMENT_REVIEW_DECIDED.',
        params: PaymentParamsSchema,
        body: PaymentRefuseSchema,
        response: {
          200: PaymentReviewResultSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
        },
      },
    },
    async (req) => refuseReviewedPayment(ctx, req.user!, req.params.paymentId, req.body.reason),
  );
};
