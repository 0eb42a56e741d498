import { centsToDollars } from '@medibazaar/contract';
import type { SslcommerzConfig } from '../../../core/config-payments.js';
import {
  type CreateIntentInput,
  type IntentStatus,
  type PaymentProvider,
  type ProviderIntent,
  providerUnavailable,
  type RefundInput,
} from './provider.js';

/** SSLCommerz asks for its answers in JSON with `format=json`; each call waits at most 30 s. */
const TIMEOUT_MS = 30_000;
/** A payment SSLCommerz says was taken: `VALIDATED` is one validated before (a repeated notice). */
const TAKEN = new Set(['VALID', 'VALIDATED']);

/** What SSLCommerz's validation API says of one payment (`val_id`). */
export interface SslcommerzValidation {
  status: string;
  tranId: string;
  valId: string;
  amountCents: number;
  currency: string;
  bankTranId: string | null;
  /** 1: SSLCommerz finds the payment risky; the shop waits for an admin before serving it. */
  riskLevel: number;
}

export interface SslcommerzProviderOptions {
  config: SslcommerzConfig;
  /** The shop's public address: SSLCommerz posts the IPN and sends the browser back under it. */
  publicUrl: string;
}

type Json = Record<string, unknown>;

const taka = (cents: number) => centsToDollars(cents).toFixed(2);
const cents = (amount: unknown) => Math.round(Number(amount) * 100);

/**
 * SSLCommerz's hosted checkout (API v4): cards, bKash, Nagad, Rocket and internet banking on one
 * page. The shop opens a session for the amount it priced (`tran_id` = the checkout's id), sends
 * the buyer to `GatewayPageURL`, and records the payment only once SSLCommerz's own validation
 * says it was taken for that `tran_id`, amount and currency; the IPN and the browser's return
 * both lead there, and the checkout's lock makes it once.
 */
export class SslcommerzProvider implements PaymentProvider {
  readonly name = 'sslcommerz' as const;
  /** SSLCommerz takes payments from ৳10. */
  readonly minimumCents = 1000;
  readonly asksCustomer = true;

  constructor(private readonly options: SslcommerzProviderOptions) {}

  private url(path: string) {
    return new URL(`/api/sslcommerz/${path}`, this.options.publicUrl).href;
  }

  async createIntent(input: CreateIntentInput) {
    const customer = input.customer;
    const form = new URLSearchParams({
      store_id: this.options.config.storeId,
      store_passwd: this.options.config.storePassword,
      total_amount: taka(input.amountCents),
      currency: 'BDT',
      tran_id: input.metadata.checkoutId,
      success_url: this.url('success'),
      fail_url: this.url('fail'),
      cancel_url: this.url('cancel'),
      ipn_url: this.url('ipn'),
      cus_name: customer?.name ?? input.receiptEmail,
      cus_email: input.receiptEmail,
      cus_add1: customer?.address ?? '',
      cus_city: customer?.city ?? '',
      cus_country: 'Bangladesh',
      cus_phone: customer?.phone ?? '',
      shipping_method: 'NO',
      product_name: `Order ${input.metadata.orders ?? ''}`.trim().slice(0, 255),
      product_category: 'Medicine',
      product_profile: 'general',
      value_a: input.metadata.checkoutId,
    });
    const json = await this.call('/gwprocess/v4/api.php', { method: 'POST', body: form });
    if (json.status !== 'SUCCESS' || typeof json.GatewayPageURL !== 'string' || !json.GatewayPageURL) {
      throw providerUnavailable();
    }
    return {
      id: input.metadata.checkoutId,
      clientSecret: String(json.sessionkey ?? ''),
      redirectUrl: json.GatewayPageURL,
    };
  }

  /** SSLCommerz's validation API for a notice's `val_id`: whether, for what and how much, the payment was taken. */
  async validate(valId: string): Promise<SslcommerzValidation> {
    const json = await this.call(`/validator/api/validationserverAPI.php?${this.query({ val_id: valId, v: '1' })}`, {
      method: 'GET',
    });
    return {
      status: String(json.status ?? ''),
      tranId: String(json.tran_id ?? ''),
      valId: String(json.val_id ?? valId),
      amountCents: cents(json.amount),
      currency: String(json.currency_type ?? json.currency ?? '').toLowerCase(),
      bankTranId: typeof json.bank_tran_id === 'string' ? json.bank_tran_id : null,
      riskLevel: Number(json.risk_level ?? 0),
    };
  }

  /** The payment of a `tran_id` (the checkout's id), from SSLCommerz's transaction query. */
  async retrieveIntent(id: string): Promise<ProviderIntent | null> {
    const json = await this.call(`/validator/api/merchantTransIDvalidationAPI.php?${this.query({ tran_id: id })}`, {
      method: 'GET',
    });
    const found = Array.isArray(json.element) ? (json.element as Json[]) : [];
    if (!found.length) return null;
    // A tran_id may have several tries (a declined card, then another): the one taken, if any.
    const taken = found.find((e) => TAKEN.has(String(e.status)));
    const row = taken ?? found[0]!;
    const status: IntentStatus = taken
      ? Number(taken.risk_level ?? 0) === 1
        ? 'processing'
        : 'succeeded'
      : String(row.status) === 'PENDING'
        ? 'requires_payment_method'
        : 'canceled';
    return {
      id,
      status,
      amountCents: cents(row.amount),
      currency: String(row.currency ?? '').toLowerCase(),
      metadata: { checkoutId: String(row.tran_id ?? '') },
      card: null,
      captureMethod: 'automatic',
      transactionRef: typeof row.bank_tran_id === 'string' ? row.bank_tran_id : null,
    };
  }

  async refund(intentId: string, input: RefundInput = {}) {
    const intent = await this.retrieveIntent(intentId);
    if (!intent?.transactionRef) throw providerUnavailable();
    const json = await this.call(
      `/validator/api/merchantTransIDvalidationAPI.php?${this.query({
        bank_tran_id: intent.transactionRef,
        refund_amount: taka(input.amountCents ?? intent.amountCents),
        // The merchant's own id of the refund (v4's refund API asks it): the same on every attempt.
        refund_trans_id: (input.reference ?? input.idempotencyKey ?? `refund-${intentId}`).slice(0, 50),
        refund_remarks: 'Order cancelled',
        refe_id: (input.idempotencyKey ?? `refund-${intentId}`).slice(0, 50),
      })}`,
      { method: 'GET' },
    );
    // `processing`: SSLCommerz took the refund and pays it out in the coming days.
    if (json.status !== 'success' && json.status !== 'processing') {
      throw new Error(`SSLCommerz refused the refund: ${String(json.errorReason ?? json.status ?? 'no reason')}`);
    }
  }

  /** Where a refund SSLCommerz took stands: `refunded`, `processing` or `cancelled`. */
  async refundStatus(refundRefId: string): Promise<string> {
    const json = await this.call(
      `/validator/api/merchantTransIDvalidationAPI.php?${this.query({ refund_ref_id: refundRefId })}`,
      { method: 'GET' },
    );
    return String(json.status ?? '');
  }

  /** A session nobody paid lapses at SSLCommerz by itself. */
  async cancel(): Promise<void> {}

  /** SSLCommerz's hosted checkout charges at once: orders waiting for a pharmacist are not paid through it. */
  async capture(): Promise<void> {
    throw providerUnavailable();
  }

  async voidAuthorization(): Promise<void> {
    throw providerUnavailable();
  }

  private query(params: Record<string, string>) {
    return new URLSearchParams({
      ...params,
      store_id: this.options.config.storeId,
      store_passwd: this.options.config.storePassword,
      format: 'json',
    }).toString();
  }

  private async call(path: string, init: { method: 'GET' | 'POST'; body?: URLSearchParams }): Promise<Json> {
    let res: Response;
    try {
      res = await fetch(`${this.options.config.apiUrl}${path}`, {
        ...init,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw providerUnavailable();
    }
    if (!res.ok) throw providerUnavailable();
    try {
      return (await res.json()) as Json;
    } catch {
      throw providerUnavailable();
    }
  }
}
