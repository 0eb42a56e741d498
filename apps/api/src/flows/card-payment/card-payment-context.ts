import type { ShopCurrency } from '@medibazaar/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db, ProductsWatcher } from '../../db/client.js';
import type { Messages } from '../../modules/notifications/index.js';
import type { PaymentProvider, PaymentProviders } from '../../modules/payments/index.js';

/** What every step of the card payment works with: the database, the card processor, the shop's settings. */
export interface CheckoutContext {
  db: Db;
  /** The card processor. */
  provider: PaymentProvider;
  /** Every provider the shop takes online payments with (bKash besides the card processor); the card processor alone when left out. */
  providers?: PaymentProviders;
  log: FastifyBaseLogger;
  /** Told, once stock has changed and committed, which categories' product lists show it. */
  productPages: ProductsWatcher;
  /** The shop's currency (SHOP_CURRENCY): every checkout and payment is in it. */
  currency: ShopCurrency;
  /** Days a lot must keep after the latest delivery day to be sold (LOT_EXPIRY_MARGIN_DAYS). */
  expiryMarginDays: number;
  /**
   * The messages a payment causes (each seller's new order to fulfil, products falling below
   * their low-stock threshold), queued in the payment's transaction; none in tests that leave it out.
   */
  mail?: Messages;
}

/** The provider a checkout names, for recording its payment; null when the shop no longer uses it. */
export function checkoutProvider(ctx: Pick<CheckoutContext, 'provider' | 'providers'>, name: string) {
  if (ctx.providers) return ctx.providers.named(name);
  return ctx.provider.name === name ? ctx.provider : null;
}

/** The context the server's own decorators make: what the routes and the recurring job work with. */
export function checkoutContextOf(app: FastifyInstance): CheckoutContext {
  return {
    db: app.db,
    provider: app.paymentProvider,
    providers: app.paymentProviders,
    log: app.log,
    productPages: app.productPages,
    currency: app.config.currency,
    expiryMarginDays: app.config.expiryMarginDays,
    mail: { notifications: app.notifications, publicUrl: app.config.publicUrl },
  };
}
