/**
 * The shop's currency (SHOP_CURRENCY) and how amounts in it are written for people.
 * Amounts are kept in the currency's minor unit (cents, poisha) on the server and travel
 * as whole units with at most two decimals, whatever the currency (money.ts).
 * Decision 037 (docs/decisions/037-shop-currency.md) says why the texts look as they do.
 */

/** The currencies a shop can be run in; the first is the default (the first content's prices are in dollars, docs/product.md). */
export const SHOP_CURRENCIES = ['USD', 'BDT'] as const;
export type ShopCurrency = (typeof SHOP_CURRENCIES)[number];
export const DEFAULT_SHOP_CURRENCY: ShopCurrency = 'USD';

export function isShopCurrency(value: unknown): value is ShopCurrency {
  return typeof value === 'string' && (SHOP_CURRENCIES as readonly string[]).includes(value);
}

interface CurrencyFacts {
  /** Digits after the decimal point (ISO 4217): both supported currencies have two. */
  decimals: number;
  /** The minor unit's English name, for the API's texts ("less than one cent"). */
  minorUnit: string;
  /** The currency's English name, for the API's texts. */
  name: string;
}

export const CURRENCY_FACTS: Record<ShopCurrency, CurrencyFacts> = {
  USD: { decimals: 2, minorUnit: 'cent', name: 'US dollars' },
  BDT: { decimals: 2, minorUnit: 'poisha', name: 'Bangladeshi taka' },
};

/** The sign written before an amount: "$"; "Tk" in English and "৳" in Bangla for taka. */
export function currencySymbol(currency: ShopCurrency, language?: string): string {
  if (currency === 'USD') return '$';
  return languageOf(language) === 'bn' ? '৳' : 'Tk';
}

/** The code card processors and the payments table use: lower case ("usd", "bdt"). */
export const processorCurrency = (currency: ShopCurrency): string => currency.toLowerCase();

/** A currency code as a payments row or processor writes it, back to the shop's form; null when not one. */
export function shopCurrencyOf(code: string): ShopCurrency | null {
  const upper = code.toUpperCase();
  return isShopCurrency(upper) ? upper : null;
}

// A page's first Intl number formatter loads the browser's locale data, which is slow on a
// slow phone (apps/web/src/lib/format.ts): the shapes prices take (≥ 0, at most two
// decimals) are written by hand here; currency.test.ts checks them against Intl.
const BANGLA_DIGITS = '০১২৩৪৫৬৭৮৯';
const banglaDigits = (s: string) => s.replace(/\d/g, (d) => BANGLA_DIGITS[Number(d)]!);

const formats = new Map<string, Intl.NumberFormat>();
function intl(key: string, locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let f = formats.get(`${key}:${locale}`);
  if (!f) {
    f = new Intl.NumberFormat(locale, options);
    formats.set(`${key}:${locale}`, f);
  }
  return f;
}
const TWO_DECIMALS: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

/**
 * An amount ≥ 0 with at most two decimals as "1234567.89" split in whole and cents; undefined
 * for any other number (left to Intl, which rounds the way it always does).
 */
function wholeAndCents(amount: number): { whole: string; cents: string } | undefined {
  const cents = Math.round(amount * 100);
  if (!(amount > 0 || Object.is(amount, 0)) || !Number.isSafeInteger(cents) || Math.abs(amount * 100 - cents) > 1e-6)
    return undefined;
  return { whole: String(Math.floor(cents / 100)), cents: String(cents % 100).padStart(2, '0') };
}

/** Thousands grouped by threes: 1,234,567 (English). */
const groupThrees = (whole: string) => whole.replace(/\B(?=(\d{3})+$)/g, ',');
/** The South Asian grouping Bangla uses: the last three digits, then twos: 12,34,567. */
function groupLakh(whole: string): string {
  if (whole.length <= 3) return whole;
  const head = whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${head},${whole.slice(-3)}`;
}

/** The digits of |amount| with two decimals, grouped as the language groups them. */
function taka(amount: number, language: 'en' | 'bn'): string {
  const abs = Math.abs(amount);
  const quick = wholeAndCents(abs);
  if (language === 'bn') {
    if (quick) return banglaDigits(`${groupLakh(quick.whole)}.${quick.cents}`);
    return intl('decimal2', 'bn-BD', TWO_DECIMALS).format(abs);
  }
  if (quick) return `${groupThrees(quick.whole)}.${quick.cents}`;
  return intl('decimal2', 'en-BD', TWO_DECIMALS).format(abs);
}

/** The sign Intl writes: a minus for negatives and for -0. */
const minus = (amount: number) => (amount < 0 || Object.is(amount, -0) ? '-' : '');

const languageOf = (language: string | undefined): 'en' | 'bn' => (language?.startsWith('bn') ? 'bn' : 'en');

/**
 * An amount of the shop's currency for people to read, always with two decimals:
 * - USD: "$1,250.00" in English, "১,২৫০.০০ US$" in Bangla (as the shop always wrote dollars);
 * - BDT: "Tk 1,250.00" in English, "৳১,২৫০.০০" in Bangla (Bangla digits, lakh grouping: ৳১২,৩৪,৫৬৭.০০).
 * Negatives put the minus first: "-Tk 5.00", "-৳৫.০০". "Tk" is held to its digits by a no-break space.
 */
export function formatAmount(amount: number, currency: ShopCurrency, language?: string): string {
  const lng = languageOf(language);
  if (currency === 'BDT') return `${minus(amount)}${lng === 'bn' ? '৳' : 'Tk\u00a0'}${taka(amount, lng)}`;
  if (lng === 'en') {
    const quick = wholeAndCents(amount);
    if (quick) return `$${groupThrees(quick.whole)}.${quick.cents}`;
  }
  return intl('usd', lng === 'bn' ? 'bn-BD' : 'en-US', {
    style: 'currency',
    currency: 'USD',
    ...TWO_DECIMALS,
  }).format(amount);
}

/** An amount on a chart's axis: "$1.2K", "Tk 1.2K", "৳১.২ হা". */
export function formatAmountCompact(amount: number, currency: ShopCurrency, language?: string): string {
  const lng = languageOf(language);
  const locale = lng === 'bn' ? 'bn-BD' : 'en-US';
  if (currency === 'BDT') {
    const digits = intl('compact', locale, { notation: 'compact', maximumFractionDigits: 1 }).format(Math.abs(amount));
    return `${minus(amount)}${lng === 'bn' ? '৳' : 'Tk\u00a0'}${digits}`;
  }
  return intl('usd-compact', locale, {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(amount);
}

/**
 * A price per unit (a tablet of a strip, say), as a shopper reads it on a shelf label:
 * - BDT to the poisha, like any taka price: "Tk 1.20", "৳০.৮৩" (a Dhaka shopper compares
 *   ৳0.83 with ৳0.90; a fourth decimal of a taka is nothing anyone can pay);
 * - USD to two significant decimals where a cent does not hold it: "$0.054", "$0.0036",
 *   so a unit of a few tenths of a cent is not shown as "$0.00" or "$0.01" alike, and
 *   "$0.10" rather than "$0.101" from a dime up.
 */
export function formatUnitAmount(amount: number, currency: ShopCurrency, language?: string): string {
  const size = Math.abs(amount);
  if (currency === 'BDT' || size >= 0.1 || size === 0)
    return formatAmount(Math.round(amount * 100) / 100, currency, language);
  // Digits after the point that keep two significant ones: 0.054 → 3, 0.0036 → 4 (at most 4).
  const decimals = Math.min(4, 1 - Math.floor(Math.log10(size)));
  const rounded = Math.round(amount * 10 ** decimals) / 10 ** decimals;
  if (Math.abs(rounded * 100 - Math.round(rounded * 100)) < 1e-9) return formatAmount(rounded, currency, language);
  const lng = languageOf(language);
  return intl(`unit-usd-${decimals}`, lng === 'bn' ? 'bn-BD' : 'en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: decimals,
  }).format(rounded);
}
