import { describe, expect, it } from 'vitest';
import { eidsInMonth, holidaysInMonth, type Holiday } from './holidays.js';

const keysAndDays = (hs: Holiday[]) => hs.map((h) => `${h.day} ${h.key}`);
const inMonth = (year: number, month: number) => holidaysInMonth(new Date(year, month - 1, 15));

/** Every Eid of a Gregorian year, as "month-day key". */
function eidsOfYear(year: number): string[] {
  const all: string[] = [];
  for (let m = 1; m <= 12; m++) for (const e of eidsInMonth(year, m)) all.push(`${e.month}-${e.day} ${e.key}`);
  return all;
}

describe('holidaysInMonth', () => {
  it('has no holiday in January', () => {
    expect(inMonth(2025, 1)).toEqual([]);
    expect(inMonth(2026, 1)).toEqual([]);
  });

  it('lists the fixed national days in their real months (Pohela Boishakh in April, not March)', () => {
    expect(keysAndDays(inMonth(2025, 2))).toEqual(['21 languageMovementDay']);
    expect(keysAndDays(inMonth(2025, 4))).toEqual(['14 pohelaBoishakh']);
    expect(keysAndDays(inMonth(2025, 5))).toEqual(['1 mayDay']);
    expect(keysAndDays(inMonth(2025, 12))).toEqual(['14 martyredIntellectualsDay', '16 victoryDay', '25 christmas']);
    expect(inMonth(2025, 7)).toEqual([]);
    expect(inMonth(2025, 8)).toEqual([]);
  });

  it('puts Eid-ul-Fitr 2025 beside Independence Day in March, in date order', () => {
    const march = inMonth(2025, 3);
    expect(keysAndDays(march)).toEqual(['26 independenceDay', '31 eidUlFitr']);
    expect(march[0]).toEqual({ key: 'independenceDay', year: 2025, month: 3, day: 26, lunar: false });
    expect(march[1]).toMatchObject({ key: 'eidUlFitr', year: 2025, lunar: true });
  });

  it('finds Eid-ul-Adha 2025 in June', () => {
    expect(keysAndDays(inMonth(2025, 6))).toEqual(['7 eidUlAdha']);
  });

  it('takes the month of the date given, whatever its day', () => {
    expect(holidaysInMonth(new Date(2025, 3, 1))).toEqual(holidaysInMonth(new Date(2025, 3, 30)));
  });
});

describe('eidsInMonth', () => {
  it('matches the dates Bangladesh kept in 2023, 2024 and 2025', () => {
    expect(eidsOfYear(2023)).toEqual(['4-22 eidUlFitr', '6-29 eidUlAdha']);
    expect(eidsOfYear(2024)).toEqual(['4-11 eidUlFitr', '6-17 eidUlAdha']);
    expect(eidsOfYear(2025)).toEqual(['3-31 eidUlFitr', '6-7 eidUlAdha']);
  });

  it('expects the 2026 Eids around 20 March and 27 May (moon sighting may move them a day)', () => {
    const [fitr, adha] = [eidsInMonth(2026, 3), eidsInMonth(2026, 5)];
    expect(fitr).toHaveLength(1);
    expect(adha).toHaveLength(1);
    expect(Math.abs(fitr[0]!.day - 20)).toBeLessThanOrEqual(1);
    expect(Math.abs(adha[0]!.day - 27)).toBeLessThanOrEqual(1);
  });

  it('moves about eleven days earlier each year', () => {
    const fitr = (y: number) => {
      for (let m = 1; m <= 12; m++) {
        const e = eidsInMonth(y, m).find((h) => h.key === 'eidUlFitr');
        if (e) return Date.UTC(y, e.month - 1, e.day);
      }
      throw new Error(`no Eid-ul-Fitr in ${y}`);
    };
    const shift = (fitr(2027) - Date.UTC(2027, 0, 1) - (fitr(2026) - Date.UTC(2026, 0, 1))) / 86_400_000;
    expect(shift).toBeGreaterThanOrEqual(-12);
    expect(shift).toBeLessThanOrEqual(-10);
  });

  it('finds both Eid-ul-Fitrs of a year that has two', () => {
    // The Islamic year is shorter: in 2000 Eid-ul-Fitr came in January and again in December.
    expect(eidsOfYear(2000).filter((e) => e.endsWith('eidUlFitr'))).toHaveLength(2);
  });
});
