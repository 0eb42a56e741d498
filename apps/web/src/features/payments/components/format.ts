import { formatDateTime } from '../../../lib/format';

/** A payment's date and time for the reader's language: "Nov 21, 2026, 3:37 PM". */
export function formatPaymentDate(iso: string, language: string): string {
  return formatDateTime(iso, language);
}
