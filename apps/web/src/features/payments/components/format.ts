const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A payment's date and time for the reader's language: "Nov 21, 2026, 3:37 PM". */
export function formatPaymentDate(iso: string, locale: string): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(iso));
}
