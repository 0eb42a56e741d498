/** Every statistics query lives under this key (a sale or a product write can refresh them all). */
export const statsKey = ['stats'] as const;

/** The reader's own time zone, so "today" on a chart is their today. */
export function readerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
