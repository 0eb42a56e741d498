import {
  currencySymbol,
  formatAmount,
  formatAmountCompact,
  formatUnitAmount,
  type ShopCurrency,
} from '@medibazaar/contract';
import { clientConfig } from '../config/env';
import { currentLanguage } from './current-language';

/**
 * Numbers, money and dates for the reader's language, in one place. Bangla uses
 * Bangla digits ("bn-BD"); English uses "en-US". Money is in the shop's currency (docs/product.md#money).
 * Each function takes an optional language for callers that render for another one
 * (the translation layer formats numbers inside texts with the text's language).
 */
const LOCALES: Record<string, string> = { en: 'en-US', bn: 'bn-BD' };

const localeFor = (lng: string | undefined) => (lng && LOCALES[lng]) || 'en-US';
const currentLocale = () => localeFor(currentLanguage());

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let f = cache.get(key) as T | undefined;
  if (!f) {
    f = make();
    cache.set(key, f);
  }
  return f;
}

const pick = (lng?: string) => (lng ? localeFor(lng) : currentLocale());

// A page's first Intl number formatter loads the browser's locale data: 60–110 ms on
// the slow phone Lighthouse models (Chromium with a 4× slower CPU), all in one long
// task of the storefront's first render. The shapes that render first (small counts,
// the year) are written here without Intl, as prices are in the contract's formatAmount;
// format.test.ts checks them against Intl for both languages.
const BANGLA_DIGITS = '০১২৩৪৫৬৭৮৯';

/** A whole number ≥ 0 as plain digits, without grouping; undefined for a locale not written by hand. */
function plainDigits(n: number, locale: string): string | undefined {
  if (!Number.isSafeInteger(n) || n < 0 || Object.is(n, -0)) return undefined;
  if (locale === 'en-US') return String(n);
  if (locale === 'bn-BD') return String(n).replace(/\d/g, (d) => BANGLA_DIGITS[Number(d)]!);
  return undefined;
}

/**
 * An amount of the shop's currency (SHOP_CURRENCY, from the server's configuration), always
 * with two decimals: "$12.50" / "১২.৫০ US$" for dollars, "Tk 1,250.00" / "৳১,২৫০.০০" for taka.
 * Every price, total and revenue on every page goes through here (decision 037).
 */
export function formatMoney(amount: number, lng?: string, currency: ShopCurrency = clientConfig.currency): string {
  return formatAmount(amount, currency, lng ?? currentLanguage());
}

/** A price per unit, which may be a fraction of a cent: "$0.012" (up to four decimals). */
export function formatUnitPrice(amount: number, lng?: string, currency: ShopCurrency = clientConfig.currency): string {
  return formatUnitAmount(amount, currency, lng ?? currentLanguage());
}

/** The shop currency's sign, for labels such as "Price ($)": "$", "Tk" / "৳". */
export function moneySymbol(lng?: string, currency: ShopCurrency = clientConfig.currency): string {
  return currencySymbol(currency, lng ?? currentLanguage());
}

/** Money in a chart axis: "$1.2K", "Tk 1.2K", "৳১.২ হা". */
export function formatMoneyCompact(
  amount: number,
  lng?: string,
  currency: ShopCurrency = clientConfig.currency,
): string {
  return formatAmountCompact(amount, currency, lng ?? currentLanguage());
}

/** "1,234" */
export function formatNumber(n: number, lng?: string): string {
  const locale = pick(lng);
  // Below 1000 no language here groups digits.
  const quick = n < 1000 ? plainDigits(n, locale) : undefined;
  if (quick !== undefined) return quick;
  return cached(`number:${locale}`, () => new Intl.NumberFormat(locale)).format(n);
}

/** A year or other label-like number without grouping: "2025" / "২০২৫". */
export function formatYear(n: number, lng?: string): string {
  const locale = pick(lng);
  const quick = plainDigits(n, locale);
  if (quick !== undefined) return quick;
  return cached(`plain:${locale}`, () => new Intl.NumberFormat(locale, { useGrouping: false })).format(n);
}

/** "21%" from a whole percent. */
export function formatPercent(percent: number, lng?: string): string {
  const locale = pick(lng);
  return cached(
    `percent:${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }),
  ).format(percent / 100);
}

/** "Nov 21, 2026" */
export function formatDate(value: string | number | Date, lng?: string): string {
  const locale = pick(lng);
  return cached(`date:${locale}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })).format(
    new Date(value),
  );
}

/**
 * Options for a time of day in this locale. Bangla's own data names the halves of the day
 * "AM"/"PM" in English letters ("১০:১০ PM"); Bangla readers get the part of the day in words
 * instead, as they say it: "১০:১০ রাত্রি", "৯:০৫ সকাল", "৪:০৫ বিকাল". A clock the caller
 * asked for (24 hours) is left alone.
 */
function clockOptions(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormatOptions {
  const hasHour = options.hour !== undefined || options.timeStyle !== undefined;
  if (locale !== 'bn-BD' || !hasHour || options.hour12 === false || options.hourCycle !== undefined) return options;
  if (options.timeStyle === undefined) return { dayPeriod: 'short', ...options };
  // dateStyle/timeStyle cannot be combined with dayPeriod: spelled out, as the styles would.
  const { dateStyle, timeStyle, ...rest } = options;
  const date: Intl.DateTimeFormatOptions =
    dateStyle === undefined
      ? {}
      : dateStyle === 'short'
        ? { year: '2-digit', month: 'numeric', day: 'numeric' }
        : { year: 'numeric', month: dateStyle === 'medium' ? 'short' : 'long', day: 'numeric' };
  const seconds = timeStyle === 'short' ? {} : { second: '2-digit' as const };
  return { ...date, hour: 'numeric', minute: '2-digit', ...seconds, dayPeriod: 'short', ...rest };
}

/** "Nov 21, 2026, 3:45 PM"; "২১ নভে, ২০২৬, ৩:৪৫ বিকাল" */
export function formatDateTime(value: string | number | Date, lng?: string): string {
  const locale = pick(lng);
  return cached(
    `datetime:${locale}`,
    () => new Intl.DateTimeFormat(locale, clockOptions(locale, { dateStyle: 'medium', timeStyle: 'short' })),
  ).format(new Date(value));
}

/** Any other date shape ("Monday, 14 April", "April 2026", "9:00 AM"), still in one place. */
export function formatDateWith(value: string | number | Date, options: Intl.DateTimeFormatOptions, lng?: string) {
  const locale = pick(lng);
  return cached(
    `custom:${locale}:${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, clockOptions(locale, options)),
  ).format(new Date(value));
}
