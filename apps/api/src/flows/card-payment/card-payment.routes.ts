import {
  CheckoutSessionRequestSchema,
  CheckoutSessionSchema,
  ErrorSchema,
  RecordPaymentResponseSchema,
  RecordPaymentSchema,
  SandboxConfirmResponseSchema,
  SandboxConfirmSchema,
  StripeWebhookResponseSchema,
} from '@medibazaar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../core/http-errors.js';
import { assertMayOrder } from '../../modules/auth/index.js';
import { InvalidWebhookError, SandboxProvider } from '../../modules/payments/index.js';
import type { CheckoutContext } from './card-payment-context.js';
import { createCheckout } from './open-payment.js';
import { handleProviderEvent, recordPaymentForIntent } from './record-payment.js';
import { confirmSandboxPayment } from './sandbox-confirm.js';

const WEBHOOK_BODY_LIMIT = 512 * 1024;

/** The card payment's routes: opening it, the sandbox's confirmation, recording it, Stripe's webhook. */
export const cardPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = app.paymentProvider;
  const ctx: CheckoutContext = {
    db: app.db,
    provider,
    log: app.log,
    productPages: app.productPages,
    currency: app.config.currency,
    expiryMarginDays: app.config.expiryMarginDays,
    mail: { notifications: app.notifications, publicUrl: app.config.publicUrl },
  };

  app.post(
    '/create-checkout-session',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['payments'],
        summary: 'Opens the card payment of the caller’s orders placed by card (the card step of checkout)',
        description:
          '`orders`: the numbers of the orders to pay, each the caller’s, placed by card and not yet paid (404 ' +
          'ORDER_NOT_FOUND, 409 ORDER_NOT_AWAITING_PAYMENT otherwise); left out, the orders of the caller’s newest ' +
          'placement still waiting for payment (409 NO_ORDER_TO_PAY when there are none). The amount is the ' +
          'orders’ totals with their delivery fees, as the server computed them when they were placed; a `price` ' +
          'in the body is accepted for the legacy call shape (docs/api.md) and ignored. Orders whose units sold out since they ' +
          'were placed are cancelled (409 OUT_OF_STOCK, nothing charged). When the shop requires confirmed emails ' +
          '(`REQUIRE_EMAIL_VERIFICATION`), an unconfirmed account gets 403 `EMAIL_NOT_VERIFIED`.',
        body: CheckoutSessionRequestSchema.nullish(),
        response: {
          200: CheckoutSessionSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
          502: ErrorSchema,
        },
      },
    },
    async (req) => {
      await assertMayOrder(app.db, app.config, req.user!.id);
      return createCheckout(ctx, req.user!, req.body ?? {});
    },
  );

  app.post(
    '/payments',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['payments'],
        summary: 'Records the caller’s payment once the card processor confirms it succeeded; its orders are paid',
        description:
          'Only `transactionId` (the payment intent id) is read; amounts, items and status in the body are ' +
          'ignored. Repeating the call returns the same payment and pays nothing twice.',
        body: RecordPaymentSchema,
        response: {
          200: RecordPaymentResponseSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
          502: ErrorSchema,
        },
      },
    },
    async (req) => {
      const payment = await recordPaymentForIntent(ctx, req.body.transactionId, { userId: req.user!.id });
      return { acknowledged: true as const, insertedId: payment._id, payment };
    },
  );

  if (provider instanceof SandboxProvider) {
    const sandbox = provider;
    app.post(
      '/sandbox/confirm',
      {
        // The body carries a card number: the logger redacts bodies and card fields (see app.ts).
        config: { access: 'signed-in' },
        schema: {
          tags: ['payments'],
          summary: 'The sandbox processor confirms a payment with a test card (no money moves)',
          description:
            'Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 ' +
            'fails for insufficient funds. A declined card is 402 with the reason; nothing is recorded.',
          body: SandboxConfirmSchema,
          response: {
            200: SandboxConfirmResponseSchema,
            400: ErrorSchema,
            401: ErrorSchema,
            402: ErrorSchema,
            404: ErrorSchema,
            409: ErrorSchema,
          },
        },
      },
      async (req) => ({ paymentIntent: await confirmSandboxPayment({ ...ctx, sandbox }, req.user!, req.body) }),
    );
  }

  const parseWebhook = ctx.provider.parseWebhook?.bind(ctx.provider);
  if (parseWebhook) {
    await app.register(async (hooks) => {
      // The signature covers the exact bytes Stripe sent: keep the body raw.
      hooks.removeAllContentTypeParsers();
      hooks.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_req, body, done) =>
        done(null, body),
      );
      hooks.post(
        '/webhooks/stripe',
        {
          config: { access: 'public' },
          schema: {
            tags: ['payments'],
            summary: 'Stripe’s notifications (signature verified): records payments that succeeded',
            response: { 200: StripeWebhookResponseSchema, 400: ErrorSchema },
          },
        },
        async (req) => {
          const signature = req.headers['stripe-signature'];
          let event;
          try {
            event = parseWebhook(req.body as Buffer, typeof signature === 'string' ? signature : undefined);
          } catch (err) {
            if (err instanceof InvalidWebhookError) throw badRequest(err.message, 'INVALID_WEBHOOK_SIGNATURE');
            throw err;
          }
          await handleProviderEvent(ctx, event);
          return { received: true as const };
        },
      );
    });
  }
};
