import type { PaymentProviderName } from '@medibazaar/contract';
import { HttpError } from '../../../core/http-errors.js';

/** A payment intent's state, in the vocabulary card processors share. */
export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

/** What the shop needs to know of an intent before it records anything. */
export interface ProviderIntent {
  id: string;
  status: IntentStatus;
  amountCents: number;
  currency: string;
  metadata: Record<string, string>;
  /** The card that paid: brand and last four digits only. */
  card: { brand: string; last4: string } | null;
  /** `manual`: confirming only authorizes the card (`requires_capture`) until the shop captures or voids it. */
  captureMethod: 'automatic' | 'manual';
  /** The provider's own id of the money that moved, which its receipts show the buyer (bKash's TrxID). */
  transactionRef?: string | null;
}

export interface CreateIntentInput {
  amountCents: number;
  currency: string;
  /**
   * Ties the intent to our checkout (checked again when the payment is recorded);
   * `orders` names the order numbers it pays, for the processor's own dashboard.
   */
  metadata: { checkoutId: string; userId: string; orders?: string };
  /** The same key never creates a second intent. */
  idempotencyKey: string;
  receiptEmail: string;
  /** Who pays and where the goods go, for providers whose page asks (SSLCommerz). */
  customer?: { name: string; email: string; phone: string; address: string; city: string };
  /**
   * `manual`: the card is only authorized for the amount when the buyer confirms; the shop
   * captures (part of) it later, or voids it. `automatic` (default): charged at once.
   */
  captureMethod?: 'automatic' | 'manual';
}

export interface CaptureInput {
  /** How much of the authorized amount to take, in its minor unit (more than 0, at most the amount authorized). */
  amountCents: number;
  /** The same key never captures twice. */
  idempotencyKey: string;
}

export interface RefundInput {
  /** How much of the intent to give back, in its minor unit; all that is left of it when left out. */
  amountCents?: number;
  /** The same key never refunds twice (the shop sends one per refund it records). */
  idempotencyKey?: string;
  /**
   * The shop's own name of this refund, the same on every attempt (its key may change between
   * attempts): providers whose refund call takes no key (bKash) recognise a retry by it.
   */
  reference?: string;
}

/** A verified notification from the provider about one of our intents. */
export type ProviderEvent =
  { kind: 'succeeded' | 'processing' | 'failed' | 'authorized'; intentId: string } | { kind: 'ignored'; type: string };

/**
 * A card processor. The server creates intents for amounts it computed and asks
 * the processor about them before it records a payment; the card itself goes
 * from the browser to the processor, never through the shop's records.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The smallest amount the processor takes in one payment of the shop's currency, in its minor unit. */
  readonly minimumCents: number;
  /** Its page asks who pays and where the goods go (`CreateIntentInput.customer`), read only for it. */
  readonly asksCustomer?: boolean;
  /** `redirectUrl`: the provider's own page the buyer pays on (bKash), instead of the shop's card form. */
  createIntent(input: CreateIntentInput): Promise<{ id: string; clientSecret: string; redirectUrl?: string }>;
  /**
   * Completes a payment the buyer approved on the provider's page (bKash's execute); doing it
   * twice does nothing more. Providers whose buyers confirm with the provider directly have none.
   */
  executePayment?(intentId: string): Promise<void>;
  /** The intent as the processor knows it; null when it does not know the id. */
  retrieveIntent(id: string): Promise<ProviderIntent | null>;
  /**
   * Gives a succeeded intent's money back: all of it, or part (one order of several a
   * payment paid). Throws when the processor refuses.
   */
  refund(intentId: string, input?: RefundInput): Promise<void>;
  /**
   * Makes an intent nobody has paid yet unpayable. One already paid, or being paid,
   * is left as it is: when that payment is reported, the shop refunds it.
   */
  cancel(intentId: string): Promise<void>;
  /**
   * Takes `amountCents` of an authorized (`requires_capture`) intent; the rest of the hold is
   * released. Capturing an intent already captured with the same key does nothing more.
   * Throws when the processor refuses.
   */
  capture(intentId: string, input: CaptureInput): Promise<void>;
  /** Releases an authorization without charging anything; an intent already voided stays so. */
  voidAuthorization(intentId: string): Promise<void>;
  /**
   * Checks a webhook delivery's signature over the raw body and reads it.
   * Throws `InvalidWebhookError` when the signature does not hold.
   */
  parseWebhook?(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}

export class InvalidWebhookError extends Error {}

/** The processor could not be reached or answered with an error of its own. */
export const providerUnavailable = () =>
  new HttpError(
    502,
    'The payment service did not answer. Nothing was charged; please try again in a moment.',
    'PAYMENT_PROVIDER_UNAVAILABLE',
  );
