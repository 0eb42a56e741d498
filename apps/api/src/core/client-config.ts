import type { AppConfig } from './config.js';

/** What the browser may know of the server's configuration. Never a secret. */
export function publicClientConfig(config: AppConfig) {
  return {
    shopName: config.shopName,
    // The pop-up sign-in provider (its id and the name on the button), or null.
    signInProvider: config.signInProvider ? { id: config.signInProvider.id, name: config.signInProvider.name } : null,
    // The card processor the payment page loads, and Stripe's publishable (public) key.
    paymentProvider: config.payments.provider,
    stripePublishableKey: config.payments.provider === 'stripe' ? config.payments.publishableKey : null,
    // Whether the payment step offers bKash (its credentials are set).
    bkash: config.bkash !== null,
    // Whether it offers "Card or mobile banking" through SSLCommerz's hosted page.
    sslcommerz: config.sslcommerz !== null,
    // Where the shop really is: a page opened at another address says so when it cannot sign in.
    publicUrl: new URL(config.publicUrl).origin,
    // Every amount the shop shows is in this currency (SHOP_CURRENCY).
    currency: config.currency,
  };
}
