import { centsToDollars } from '@medibazaar/contract';
import type { BkashConfig } from '../../../core/config-payments.js';
import type { Db } from '../../../db/client.js';
import { BkashClient, BkashRefusal } from './bkash-client.js';
import { BkashRefunds } from './bkash-refunds.js';
import {
  type CaptureInput,
  type CreateIntentInput,
  type IntentStatus,
  type PaymentProvider,
  type ProviderIntent,
  providerUnavailable,
  type RefundInput,
} from './provider.js';

/** bKash's published codes: 2002 "Invalid Payment ID"; 2062 "The payment has already been completed", 2117 "Payment execution already been called before" (a repeated callback). */
const UNKNOWN_PAYMENT = new Set(['2002']);
const ALREADY_EXECUTED = new Set(['2062', '2117']);
/** bKash's merchant invoice number is at most 255 characters. */
const INVOICE_MAX = 255;

export interface BkashProviderOptions {
  config: BkashConfig;
  /** Where each refund is written down before it is sent (`bkash-refunds.ts`). */
  db: Db;
  /** Where bKash sends the buyer's browser back to, with `paymentID` and `status`. */
  callbackUrl: string;
  now?: () => number;
}

/** Amounts go to bKash as taka with two decimals ("1250.50"). */
const taka = (cents: number) => centsToDollars(cents).toFixed(2);
const cents = (amount: unknown) => Math.round(Number(amount) * 100);

/** bKash's transaction states in the card processors' vocabulary. */
function intentStatus(transactionStatus: string): IntentStatus {
  switch (transactionStatus) {
    case 'Initiated':
      return 'requires_payment_method';
    case 'Authorized':
      return 'requires_capture';
    case 'Completed':
      return 'succeeded';
    default:
      // Cancelled, Failed, Expired, Declined: nothing moved, and this payment can never be paid.
      return 'canceled';
  }
}

/**
 * bKash's tokenized checkout (mode 0011, no agreement). The shop creates a payment for the
 * amount it priced and sends the buyer to bKash's page (`bkashURL`); bKash sends the browser
 * back to `callbackUrl`, where the shop executes the payment and reads its status back before
 * recording anything. Prescription orders are created with intent `authorization` and captured
 * or voided after the pharmacist's review; bKash captures an authorization whole, so a partial
 * approval is captured and the rest refunded at once.
 */
export class BkashProvider implements PaymentProvider {
  readonly name = 'bkash' as const;
  /** bKash takes payments from ৳1. */
  readonly minimumCents = 100;
  private readonly client: BkashClient;
  private readonly refunds: BkashRefunds;

  constructor(private readonly options: BkashProviderOptions) {
    this.client = new BkashClient(options.config, options.now);
    this.refunds = new BkashRefunds(options.db, this.client);
  }

  async createIntent(input: CreateIntentInput) {
    const json = await this.refusalIsUnavailable(() =>
      this.client.call('/tokenized/checkout/create', {
        mode: '0011',
        // Read back with the payment's status: ties the payment to the checkout it was created for.
        payerReference: input.metadata.checkoutId,
        callbackURL: this.options.callbackUrl,
        amount: taka(input.amountCents),
        currency: 'BDT',
        intent: input.captureMethod === 'manual' ? 'authorization' : 'sale',
        merchantInvoiceNumber: (input.metadata.orders || input.metadata.checkoutId).slice(0, INVOICE_MAX),
      }),
    );
    if (typeof json.paymentID !== 'string' || typeof json.bkashURL !== 'string') throw providerUnavailable();
    return { id: json.paymentID, clientSecret: json.paymentID, redirectUrl: json.bkashURL };
  }

  /**
   * Executes the payment once the buyer approved it on bKash's page: the money moves (or, for an
   * authorization, is held). A repeated callback finds it executed already and does nothing more.
   * Throws `BkashRefusal` when bKash refuses it (insufficient balance, a payment not approved…).
   */
  async executePayment(paymentId: string): Promise<void> {
    try {
      await this.client.call('/tokenized/checkout/execute', { paymentID: paymentId });
    } catch (err) {
      if (err instanceof BkashRefusal && ALREADY_EXECUTED.has(err.code)) return;
      throw err;
    }
  }

  async retrieveIntent(id: string): Promise<ProviderIntent | null> {
    let json: Record<string, unknown>;
    try {
      json = await this.client.call('/tokenized/checkout/payment/status', { paymentID: id });
    } catch (err) {
      if (err instanceof BkashRefusal && UNKNOWN_PAYMENT.has(err.code)) return null;
      if (err instanceof BkashRefusal) throw providerUnavailable();
      throw err;
    }
    if (json.paymentID !== id) return null;
    const status = intentStatus(String(json.transactionStatus));
    const trxId = typeof json.trxID === 'string' ? json.trxID : null;
    return {
      id,
      status,
      amountCents: cents(json.amount),
      currency: String(json.currency ?? '').toLowerCase(),
      metadata: {
        ...(typeof json.payerReference === 'string' ? { checkoutId: json.payerReference } : {}),
        ...(trxId ? { trxId } : {}),
      },
      card: null,
      captureMethod: json.intent === 'authorization' ? 'manual' : 'automatic',
      transactionRef: trxId,
    };
  }

  async refund(intentId: string, input: RefundInput = {}) {
    const intent = await this.retrieveIntent(intentId);
    if (!intent?.transactionRef) throw providerUnavailable();
    await this.refunds.refund({
      paymentId: intentId,
      trxId: intent.transactionRef,
      amountCents: input.amountCents ?? intent.amountCents,
      reference: input.reference ?? input.idempotencyKey ?? `refund-${intentId}`,
    });
  }

  /** A bKash payment nobody executed lapses by itself: nothing to cancel. */
  async cancel(): Promise<void> {}

  async capture(intentId: string, input: CaptureInput) {
    const intent = await this.retrieveIntent(intentId);
    if (!intent) throw providerUnavailable();
    if (intent.status === 'requires_capture') {
      await this.refusalIsUnavailable(() =>
        this.client.call('/tokenized/checkout/payment/confirm/capture', { paymentID: intentId }),
      );
    } else if (intent.status !== 'succeeded') {
      throw providerUnavailable();
    }
    // bKash captures the whole authorization: what the pharmacist did not approve goes back now.
    const rest = intent.amountCents - input.amountCents;
    if (rest > 0) {
      const captured = await this.retrieveIntent(intentId);
      if (!captured?.transactionRef) throw providerUnavailable();
      await this.refunds.refund({
        paymentId: intentId,
        trxId: captured.transactionRef,
        amountCents: rest,
        reference: `capture-rest-${intentId}`,
      });
    }
  }

  async voidAuthorization(intentId: string) {
    const intent = await this.retrieveIntent(intentId);
    if (intent?.status === 'canceled') return;
    await this.refusalIsUnavailable(() =>
      this.client.call('/tokenized/checkout/payment/confirm/void', { paymentID: intentId }),
    );
  }

  /** A refusal where none is expected (a create, a capture) means the shop cannot go on: said as unavailable. */
  private async refusalIsUnavailable<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      if (err instanceof BkashRefusal) throw providerUnavailable();
      throw err;
    }
  }
}
