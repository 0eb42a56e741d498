import { DEFAULT_SHOP_CURRENCY, SHOP_NAME_DEFAULT, type ShopCurrency } from '@medibazaar/contract';

export interface ClientConfig {
  shopName: string;
  /** The pop-up sign-in provider the server offers (null: none, the button hides). */
  signInProvider: { id: string; name: string } | null;
  /** Who processes cards: the built-in sandbox (no money moves) or Stripe. */
  paymentProvider: 'sandbox' | 'stripe';
  /** Stripe's publishable key, from the server's configuration (null with the sandbox). */
  stripePublishableKey: string | null;
  /** Whether buyers may pay with bKash (the server has its credentials). */
  bkash: boolean;
  /** Whether buyers may pay by card or mobile banking on SSLCommerz's page. */
  sslcommerz: boolean;
  /** The origin people use (PUBLIC_URL): the one the server accepts sign-ins from. */
  publicUrl: string | null;
  /** The shop's currency (SHOP_CURRENCY): every amount is written in it (lib/format.ts). */
  currency: ShopCurrency;
}

const defaults: ClientConfig = {
  shopName: SHOP_NAME_DEFAULT,
  signInProvider: null,
  paymentProvider: 'sandbox',
  stripePublishableKey: null,
  bkash: false,
  sslcommerz: false,
  publicUrl: null,
  currency: DEFAULT_SHOP_CURRENCY,
};

/** The server puts its public configuration in a meta tag of index.html. */
function readClientConfig(): ClientConfig {
  // Rendering a first paint on the server: the server fills it in (app/shell.tsx).
  if (typeof document === 'undefined') return { ...defaults };
  const raw = document.querySelector('meta[name="app-config"]')?.getAttribute('content');
  if (!raw || raw.startsWith('%')) return defaults;
  try {
    return { ...defaults, ...(JSON.parse(raw) as Partial<ClientConfig>) };
  } catch {
    return defaults;
  }
}

export const clientConfig = readClientConfig();
