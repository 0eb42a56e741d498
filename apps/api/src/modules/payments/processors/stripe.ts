import type { ShopCurrency } from '@medibazaar/contract';
import Stripe from 'stripe';
import {
  type CaptureInput,
  type CreateIntentInput,
  type IntentStatus,
  InvalidWebhookError,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderIntent,
  providerUnavailable,
  type RefundInput,
} from './provider.js';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another address for the API (a local stand-in in tests); null for Stripe's own. */
  apiBase: string | null;
  /** The shop's currency: every intent is created in it. */
  currency: ShopCurrency;
}

/**
 * The smallest charge Stripe takes, in the currency's minor unit. For US dollars its documented
 * minimum, 50 cents. Stripe publishes minimums only for the currencies it pays out in, and
 * taka is not one: a taka charge must convert to at least the minimum of the account's own
 * (settlement) currency, 50 US cents for an account in dollars (about ৳61 in 2026). ৳100 is
 * above that for every settlement currency's minimum, with room for the exchange rate to move
 * (decision 037).
 */
export const STRIPE_MINIMUM_CENTS: Record<ShopCurrency, number> = { USD: 50, BDT: 100_00 };

function connection(apiBase: string | null): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** Stripe's own errors other than "no such object" mean the service cannot help right now. */
function rethrow(err: unknown): never {
  if (err instanceof Stripe.errors.StripeError) throw providerUnavailable();
  throw err;
}

/**
 * Card payments through Stripe with the official SDK. The browser confirms the
 * intent with Stripe.js; the server only creates intents for amounts it computed,
 * reads them back before recording a payment, refunds, and verifies webhooks.
 */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly minimumCents: number;
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeProviderOptions) {
    this.minimumCents = STRIPE_MINIMUM_CENTS[options.currency];
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      appInfo: { name: 'MediBazaar' },
      ...connection(options.apiBase),
    });
  }

  async createIntent(input: CreateIntentInput) {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency,
          allowed_payment_method_types: ['card'],
          metadata: { ...input.metadata },
          receipt_email: input.receiptEmail,
          ...(input.captureMethod === 'manual' ? { capture_method: 'manual' as const } : {}),
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!intent.client_secret) throw providerUnavailable();
      return { id: intent.id, clientSecret: intent.client_secret };
    } catch (err) {
      rethrow(err);
    }
  }

  async retrieveIntent(id: string): Promise<ProviderIntent | null> {
    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] });
    } catch (err) {
      if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing') return null;
      rethrow(err);
    }
    const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
    const card = charge?.payment_method_details?.card;
    return {
      id: intent.id,
      status: intent.status as IntentStatus,
      amountCents: intent.amount,
      currency: intent.currency,
      metadata: { ...intent.metadata },
      card: card ? { brand: card.brand ?? 'card', last4: card.last4 ?? '' } : null,
      captureMethod: intent.capture_method === 'manual' ? 'manual' : 'automatic',
    };
  }

  async refund(intentId: string, input: RefundInput = {}) {
    try {
      await this.stripe.refunds.create(
        { payment_intent: intentId, ...(input.amountCents !== undefined ? { amount: input.amountCents } : {}) },
        { idempotencyKey: input.idempotencyKey ?? `refund-${intentId}` },
      );
    } catch (err) {
      rethrow(err);
    }
  }

  async cancel(intentId: string) {
    try {
      await this.stripe.paymentIntents.cancel(intentId);
    } catch (err) {
      // Paid or being paid already: Stripe keeps it, and the shop refunds it once reported.
      if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'payment_intent_unexpected_state') {
        return;
      }
      rethrow(err);
    }
  }

  async capture(intentId: string, input: CaptureInput) {
    try {
      await this.stripe.paymentIntents.capture(
        intentId,
        { amount_to_capture: input.amountCents },
        { idempotencyKey: input.idempotencyKey },
      );
    } catch (err) {
      rethrow(err);
    }
  }

  async voidAuthorization(intentId: string) {
    try {
      await this.stripe.paymentIntents.cancel(intentId, {}, { idempotencyKey: `void-${intentId}` });
    } catch (err) {
      // Voided already (a retry): nothing is held any more.
      if (
        err instanceof Stripe.errors.StripeInvalidRequestError &&
        err.code === 'payment_intent_unexpected_state' &&
        (err.raw as { payment_intent?: { status?: string } } | undefined)?.payment_intent?.status === 'canceled'
      ) {
        return;
      }
      rethrow(err);
    }
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent {
    if (!signature) throw new InvalidWebhookError('The Stripe-Signature header is missing.');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.options.webhookSecret);
    } catch {
      throw new InvalidWebhookError('The webhook signature does not match.');
    }
    switch (event.type) {
      case 'payment_intent.succeeded':
        return { kind: 'succeeded', intentId: event.data.object.id };
      // A manual-capture intent the buyer confirmed: the card is authorized, nothing charged yet.
      case 'payment_intent.amount_capturable_updated':
        return { kind: 'authorized', intentId: event.data.object.id };
      case 'payment_intent.processing':
        return { kind: 'processing', intentId: event.data.object.id };
      case 'payment_intent.payment_failed':
        return { kind: 'failed', intentId: event.data.object.id };
      default:
        return { kind: 'ignored', type: event.type };
    }
  }
}
