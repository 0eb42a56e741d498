import i18n from './i18n';

/**
 * Numbers, money and dates for the reader's language, in one place. Bangla uses
 * Bangla digits ("bn-BD"); English uses "en-US". Prices are US dollars (spec §9).
 */
const LOCALES: Record<string, string> = { en: 'en-US', bn: 'bn-BD' };

export const currentLocale = () => LOCALES[i18n.resolvedLanguage ?? i18n.language] ?? 'en-US';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let f = cache.get(key) as T | undefined;
  if (!f) {
    f = make();
    cache.set(key, f);
  }
  return f;
}

/** "$12.50" (always two decimals). */
export function formatMoney(dollars: number): string {
  const locale = currentLocale();
  return cached(
    `money:${locale}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
  ).format(dollars);
}

/** "1,234" */
export function formatNumber(n: number): string {
  const locale = currentLocale();
  return cached(`number:${locale}`, () => new Intl.NumberFormat(locale)).format(n);
}

/** "21%" from a whole percent. */
export function formatPercent(percent: number): string {
  const locale = currentLocale();
  return cached(
    `percent:${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }),
  ).format(percent / 100);
}

/** "Nov 21, 2026" */
export function formatDate(value: string | number | Date): string {
  const locale = currentLocale();
  return cached(`date:${locale}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })).format(
    new Date(value),
  );
}

/** "Nov 21, 2026, 3:45 PM" */
export function formatDateTime(value: string | number | Date): string {
  const locale = currentLocale();
  return cached(
    `datetime:${locale}`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
  ).format(new Date(value));
}
