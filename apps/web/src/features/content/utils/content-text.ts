import type { LocalizedText } from '@medibazaar/contract';

/** The text in the reader's language; English when that language's is empty. */
export function pickText(text: LocalizedText, language: string): string {
  return (language === 'bn' ? text.bn : text.en) || text.en;
}

/** A calendar day (YYYY-MM-DD) as a local date: midnight where the reader is, not in UTC. */
export function localDay(isoDay: string): Date {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "January 21, 2025": the product's English wording (docs/product.md), the same on every browser. */
export function englishDay(isoDay: string): string {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}

/** "9:00 AM" from "09:00": the product's English clock (docs/product.md) (browsers differ on the space before AM). */
export function englishClock(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** A tel: address for a phone number people can dial; none for a placeholder such as "+880 1XXX-XXXXXX". */
export function telHref(phone: string): string | null {
  if (!/^\+?[\d\s().-]+$/.test(phone)) return null;
  const digits = phone.replace(/[^\d+]/g, '');
  return digits.replace('+', '').length >= 6 ? `tel:${digits}` : null;
}
