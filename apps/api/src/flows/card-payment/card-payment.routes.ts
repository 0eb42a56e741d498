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
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../core/http-errors.js';
import { assertMayOrder } from '../../modules/auth/index.js';
import { InvalidWebhookError, SandboxProvider } from '../../modules/payments/index.js';
import type { CheckoutContext } from './card-payment-context.js';
import { type BkashReturn, recordReportedPayment, returnFromBkash } from './bkash-return.js';
import { createCheckout } from './open-payment.js';
import { handleProviderEvent } from './record-payment.js';
import { confirmSandboxPayment } from './sandbox-confirm.js';
import { acceptSslcommerzNotice, sslcommerzReturnLocation } from './sslcommerz-return.js';

const WEBHOOK_BODY_LIMIT = 512 * 1024;

/** The card payment's routes: opening it, the sandbox's confirmation, recording it, Stripe's webhook. */
export const cardPaymentRoutes: FastifyPluginAsyncZod<{ ctx: CheckoutContext }> = async (app, { ctx }) => {
  const provider = ctx.provider;

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
      const payment = await recordReportedPayment(ctx, req.body.transactionId, req.user!.id);
      return { acknowledged: true as const, insertedId: payment._id, payment };
    },
  );

  if (app.paymentProviders.bkash) {
    app.get(
      '/bkash/callback',
      {
        config: { access: 'public' },
        schema: {
          tags: ['payments'],
          summary: 'Where bKash sends the buyer back: executes and records the payment, then redirects to the order',
          description:
            'bKash’s `callbackURL` (register `PUBLIC_URL/api/bkash/callback`). With `status=success` the payment is ' +
            'executed and recorded once bKash’s status says it completed (or, for an order a pharmacist reviews, ' +
            'is authorized); the browser goes to the first order’s page (`?paid=bkash`). Otherwise, or when it ' +
            'cannot be recorded, back to the payment page with `bkash=cancel|failure|error` and the reason ' +
            '(`reason=insufficient_balance|declined`, or the error `code`). Repeating it changes nothing.',
          querystring: BkashCallbackQuerySchema,
          response: { 302: z.null().describe('Redirect to the order or payment page'), 400: ErrorSchema },
        },
      },
      async (req, reply) => {
        const back = await returnFromBkash(ctx, req.query.paymentID, req.query.status);
        return reply.redirect(bkashReturnLocation(back), 302);
      },
    );
  }

  if (app.paymentProviders.sslcommerz) {
    await app.register(async (plain) => {
      const forms = plain.withTypeProvider<ZodTypeProvider>();
      // SSLCommerz posts HTML forms: its notice, and the buyer's browser coming back.
      forms.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
        (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );
      forms.post(
        '/sslcommerz/ipn',
        {
          config: { access: 'public' },
          schema: {
            tags: ['payments'],
            summary: 'SSLCommerz’s payment notice (IPN): records the payment once its validation API confirms it',
            description:
              'Register `PUBLIC_URL/api/sslcommerz/ipn` as the IPN address. Nothing is taken at its word: the ' +
              '`val_id` is checked with SSLCommerz’s validation API (VALID or VALIDATED, for this `tran_id`, amount ' +
              'and currency) before the payment is recorded, once, whichever of the notice and the buyer’s return ' +
              'comes first. A payment SSLCommerz finds risky (`risk_level` 1) is recorded pending.',
            body: SslcommerzFormSchema,
            response: { 200: z.object({ received: z.literal(true) }), 400: ErrorSchema },
          },
        },
        async (req) => {
          await acceptSslcommerzNotice(ctx, req.body);
          return { received: true as const };
        },
      );
      for (const way of ['success', 'fail', 'cancel'] as const) {
        forms.post(
          `/sslcommerz/${way}`,
          {
            config: { access: 'public' },
            schema: {
              tags: ['payments'],
              summary: `Where SSLCommerz sends the buyer back (${way}): checks the payment, then redirects`,
              description:
                'SSLCommerz posts the payment’s form with the browser. The payment is recorded as for the IPN; the ' +
                'browser goes to the first order’s page (`?paid=sslcommerz`, or `?paid=review` for a payment waiting ' +
                'for an admin), or back to the payment page with `sslcommerz=cancel|failure|error`.',
              body: SslcommerzFormSchema,
              response: { 302: z.null().describe('Redirect to the order or payment page'), 400: ErrorSchema },
            },
          },
          async (req, reply) =>
            reply.redirect(sslcommerzReturnLocation(await acceptSslcommerzNotice(ctx, req.body)), 302),
        );
      }
    });
  }

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

const BkashCallbackQuerySchema = z.object({
  paymentID: z.string().min(1).max(100),
  status: z.enum(['success', 'failure', 'cancel']),
  // bKash also sends a signature of its own and, on some versions, the API version: not needed.
  signature: z.string().max(2000).optional(),
  apiVersion: z.string().max(40).optional(),
});

/** bKash's code for a wallet without the money. */
const INSUFFICIENT_BALANCE = 'BKASH_2023';

/** Where the browser goes once back from bKash: the web app's order or payment page. */
function bkashReturnLocation(back: BkashReturn): string {
  if (back.paid) return `/dashboard/orders/${encodeURIComponent(back.orders[0]!)}?paid=bkash`;
  if (!back.orders.length) return '/dashboard/orders';
  const search = new URLSearchParams({ orders: back.orders.join(','), method: 'bkash', bkash: back.outcome });
  if (back.outcome === 'failure') {
    search.set('reason', back.code === INSUFFICIENT_BALANCE ? 'insufficient_balance' : 'declined');
  } else if (back.code) {
    search.set('code', back.code);
  }
  return `/dashboard/payments?${search.toString().replace(/%2C/g, ',')}`;
}

/** The fields of SSLCommerz's posted form the shop reads (it posts many more, left alone). */
const SslcommerzFormSchema = z
  .object({
    tran_id: z.string().min(1).max(100),
    val_id: z.string().min(1).max(100).optional(),
    status: z.string().max(40).optional(),
  })
  .loose();
