/**
 * Bangladeshi holidays and festivals shown on the home page's notice panel.
 * Fixed-date days come from a table; the two Eids follow the Islamic calendar and
 * are computed for the year asked, so the list never goes stale.
 */

export type HolidayKey =
  | 'languageMovementDay'
  | 'independenceDay'
  | 'pohelaBoishakh'
  | 'mayDay'
  | 'martyredIntellectualsDay'
  | 'victoryDay'
  | 'christmas'
  | 'eidUlFitr'
  | 'eidUlAdha';

export interface Holiday {
  key: HolidayKey;
  year: number;
  /** 1 = January. */
  month: number;
  day: number;
  /** True for days set by moon sighting: the date is the expected one and may move by a day. */
  lunar: boolean;
}

/** Days kept on the same Gregorian date every year (month 1 = January). */
export const FIXED_HOLIDAYS: readonly { key: HolidayKey; month: number; day: number }[] = [
  { key: 'languageMovementDay', month: 2, day: 21 },
  { key: 'independenceDay', month: 3, day: 26 },
  { key: 'pohelaBoishakh', month: 4, day: 14 },
  { key: 'mayDay', month: 5, day: 1 },
  { key: 'martyredIntellectualsDay', month: 12, day: 14 },
  { key: 'victoryDay', month: 12, day: 16 },
  { key: 'christmas', month: 12, day: 25 },
];

/** Islamic month and day of each Eid: 1 Shawwal and 10 Dhu al-Hijjah. */
const EIDS: readonly { key: HolidayKey; month: number; day: number }[] = [
  { key: 'eidUlFitr', month: 10, day: 1 },
  { key: 'eidUlAdha', month: 12, day: 10 },
];

/**
 * The Umm al-Qura calendar gives the dates kept in Saudi Arabia. Bangladesh sights
 * the new moon itself and has kept each Eid one day later (Eid-ul-Fitr on
 * 22 Apr 2023, 11 Apr 2024 and 31 Mar 2025; Eid-ul-Adha on 29 Jun 2023,
 * 17 Jun 2024 and 7 Jun 2025), so the expected Bangladeshi date is one day after.
 */
export const BANGLADESH_EID_LAG_DAYS = 1;

const DAY_MS = 86_400_000;
let islamicFormat: Intl.DateTimeFormat | null | undefined;

/** Umm al-Qura when the runtime has it, the astronomical Islamic calendar otherwise, else none. */
function islamicCalendar(): Intl.DateTimeFormat | null {
  if (islamicFormat !== undefined) return islamicFormat;
  islamicFormat = null;
  for (const calendar of ['islamic-umalqura', 'islamic']) {
    try {
      const format = new Intl.DateTimeFormat(`en-u-ca-${calendar}`, {
        timeZone: 'UTC',
        month: 'numeric',
        day: 'numeric',
      });
      if (format.resolvedOptions().calendar === calendar) {
        islamicFormat = format;
        break;
      }
    } catch {
      // This runtime does not know the calendar; try the next.
    }
  }
  return islamicFormat;
}

/** Islamic month and day of a Gregorian day given as UTC milliseconds at noon. */
function islamicDate(format: Intl.DateTimeFormat, utcNoon: number): { month: number; day: number } {
  let month = 0;
  let day = 0;
  for (const part of format.formatToParts(new Date(utcNoon))) {
    if (part.type === 'month') month = Number(part.value);
    if (part.type === 'day') day = Number(part.value);
  }
  return { month, day };
}

/** The Eids falling in a Gregorian month (month 1 = January), on their expected Bangladeshi dates. */
export function eidsInMonth(year: number, month: number): Holiday[] {
  const format = islamicCalendar();
  if (!format) return [];
  const found: Holiday[] = [];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  for (let day = 1; day <= daysInMonth; day++) {
    const observed = Date.UTC(year, month - 1, day, 12);
    const islamic = islamicDate(format, observed - BANGLADESH_EID_LAG_DAYS * DAY_MS);
    const eid = EIDS.find((e) => e.month === islamic.month && e.day === islamic.day);
    if (eid) found.push({ key: eid.key, year, month, day, lunar: true });
  }
  return found;
}

/** The holidays of the month that `date` falls in (in the reader's local time), in date order. */
export function holidaysInMonth(date: Date): Holiday[] {
  const year = date.getFullYear();
  const month = date.getMonth() + 1;
  const fixed: Holiday[] = FIXED_HOLIDAYS.filter((h) => h.month === month).map((h) => ({
    key: h.key,
    year,
    month,
    day: h.day,
    lunar: false,
  }));
  return [...fixed, ...eidsInMonth(year, month)].sort((a, b) => a.day - b.day);
}
