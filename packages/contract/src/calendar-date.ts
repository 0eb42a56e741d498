import { z } from 'zod';

/** A day on the calendar as YYYY-MM-DD (2026-02-30 is not one). */
export const CalendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.')
  .refine((s) => {
    const at = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(s);
  }, 'Enter a date that is on the calendar.');

/** The day `date` falls on in UTC, as YYYY-MM-DD. */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** `day` moved by whole months, kept within the month it lands in (31 January + 1 month is 28 or 29 February). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, lastDay));
  return isoDay(first);
}

/**
 * The day `date` falls on in Dhaka (UTC+6 all year: Bangladesh keeps no summer time), as
 * YYYY-MM-DD: the shop's calendar day, on which licences and prescriptions end.
 */
export const dhakaDay = (date: Date): string => isoDay(new Date(date.getTime() + 6 * 3_600_000));
