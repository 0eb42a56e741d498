import { formatDateWith } from '../../../lib/format';

const SHORT_DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', timeZone: 'UTC' };
const LONG_DAY: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
};

/** "Nov 21" (or "Friday, November 21, 2026" with `long`) for a YYYY-MM-DD day. */
export function formatDay(date: string, language: string, long = false): string {
  return formatDateWith(`${date}T00:00:00Z`, long ? LONG_DAY : SHORT_DAY, language);
}
