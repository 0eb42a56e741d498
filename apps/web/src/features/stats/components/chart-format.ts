import { formatDollars } from '@medibazaar/contract';

const compact = new Map<string, Intl.NumberFormat>();
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** "$1.2K" for an axis. */
export function compactDollars(amount: number, locale: string): string {
  let f = compact.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      notation: 'compact',
      maximumFractionDigits: 1,
    });
    compact.set(locale, f);
  }
  return f.format(amount);
}

/** "Nov 21" (or "Friday, November 21, 2026" with `long`) for a YYYY-MM-DD day. */
export function formatDay(date: string, locale: string, long = false): string {
  const key = `${locale}:${long}`;
  let f = dayFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(
      locale,
      long
        ? { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }
        : { month: 'short', day: 'numeric', timeZone: 'UTC' },
    );
    dayFormats.set(key, f);
  }
  return f.format(new Date(`${date}T00:00:00Z`));
}

export const money = (amount: number, locale: string) => formatDollars(amount, locale);
