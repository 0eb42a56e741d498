import type { OnlinePaymentMethod } from '@medibazaar/contract';
import type { PaymentProvider } from './provider.js';
import type { SslcommerzProvider } from './sslcommerz.js';

/**
 * The providers this shop takes online payments with: its card processor (the sandbox or
 * Stripe) always, bKash and SSLCommerz where they are configured. A checkout or payment row names its provider,
 * and whatever follows (recording, capture, refund) goes to that one.
 */
export class PaymentProviders {
  private readonly byName: Map<string, PaymentProvider>;

  constructor(
    readonly card: PaymentProvider,
    readonly bkash: PaymentProvider | null,
    readonly sslcommerz: SslcommerzProvider | null = null,
  ) {
    this.byName = new Map([card, bkash, sslcommerz].flatMap((p) => (p ? [[p.name, p] as const] : [])));
  }

  /** The provider a row names; null when this shop does not use it (any more). */
  named(name: string): PaymentProvider | null {
    return this.byName.get(name) ?? null;
  }

  /** The provider behind a way to pay the buyer chose; null when the shop does not offer it. */
  forMethod(method: OnlinePaymentMethod): PaymentProvider | null {
    if (method === 'bkash') return this.bkash;
    if (method === 'sslcommerz') return this.sslcommerz;
    return this.card;
  }

  /** The ways to pay online this shop offers, the card first. */
  get methods(): OnlinePaymentMethod[] {
    return (['card', 'bkash', 'sslcommerz'] as const).filter((m) => this.forMethod(m));
  }
}
