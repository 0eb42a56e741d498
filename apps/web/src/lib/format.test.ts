import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDateWith,
  formatMoney,
  formatMoneyCompact,
  formatNumber,
  formatPercent,
  formatYear,
} from './format';
import type { ShopCurrency } from '@medibazaar/contract';
import { clientConfig } from '../config/env';
import { currentLanguage } from './i18n';

describe('format (English)', () => {
  it('shows dollars with two decimals', () => {
    expect(formatMoney(12.5)).toBe('$12.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(1234.567)).toBe('$1,234.57');
  });
  it('groups numbers and shows whole percents', () => {
    expect(formatNumber(12345)).toBe('12,345');
    expect(formatPercent(15)).toBe('15%');
  });
  it('writes dates for the reader', () => {
    expect(formatDate('2026-01-21T10:00:00Z')).toBe('Jan 21, 2026');
  });
});

describe('format without Intl', () => {
  // Counts, years and English prices are written by hand (a page's first Intl formatter
  // is slow to build); they must read exactly as Intl writes them.
  const intl = {
    number: (locale: string) => new Intl.NumberFormat(locale),
    plain: (locale: string) => new Intl.NumberFormat(locale, { useGrouping: false }),
    money: (locale: string) =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
  };
  const languages = [
    ['en', 'en-US'],
    ['bn', 'bn-BD'],
  ] as const;

  it.each(languages)('writes whole numbers as Intl does (%s)', (lng, locale) => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: 0, max: 2000 }), fc.maxSafeInteger(), fc.constant(-0)), (n) => {
        expect(formatNumber(n, lng)).toBe(intl.number(locale).format(n));
        expect(formatYear(n, lng)).toBe(intl.plain(locale).format(n));
      }),
    );
  });

  it.each(languages)('writes prices as Intl does (%s)', (lng, locale) => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: 0, max: 1_000_000_00 }).map((cents) => cents / 100),
          fc.double({ min: -1e6, max: 1e12, noNaN: true }),
          fc.constantFrom(-0, 0.005, 1.005, 0.1 + 0.2, 999.995, 1e21, Infinity),
        ),
        (dollars) => {
          expect(formatMoney(dollars, lng)).toBe(intl.money(locale).format(dollars));
        },
      ),
    );
  });

  it('leaves negative and fractional counts to Intl', () => {
    expect(formatNumber(-5)).toBe('-5');
    expect(formatNumber(2.5)).toBe('2.5');
    expect(formatYear(-1, 'bn')).toBe(intl.plain('bn-BD').format(-1));
  });
});

describe('times of day', () => {
  // 22:10 and 09:05 in Dhaka (UTC+6).
  const night = '2026-11-21T16:10:00Z';
  const morning = '2026-11-21T03:05:00Z';
  const inDhaka = { timeZone: 'Asia/Dhaka' } as const;

  it('names the part of the day in Bangla words, never AM/PM in English letters', () => {
    const both = [
      formatDateWith(night, { hour: 'numeric', minute: '2-digit', ...inDhaka }, 'bn'),
      formatDateWith(morning, { hour: 'numeric', minute: '2-digit', ...inDhaka }, 'bn'),
      formatDateWith(night, { dateStyle: 'medium', timeStyle: 'short', ...inDhaka }, 'bn'),
    ];
    for (const text of both) expect(text).not.toMatch(/AM|PM|[0-9]/);
    expect(both[0]).toBe('১০:১০ রাত্রি');
    expect(both[1]).toBe('৯:০৫ সকাল');
    expect(both[2]).toBe('২১ নভে, ২০২৬, ১০:১০ রাত্রি');
    expect(formatDateTime(night, 'bn')).toMatch(/^২১ নভে, ২০২৬, [০-৯]+:[০-৯]{2} \p{Script=Bengali}+$/u);
  });

  it('keeps English as it is, and a 24-hour clock the caller asks for', () => {
    expect(formatDateWith(night, { hour: 'numeric', minute: '2-digit', ...inDhaka }, 'en')).toBe('10:10 PM');
    expect(formatDateWith(night, { dateStyle: 'medium', timeStyle: 'short', ...inDhaka }, 'en')).toBe(
      'Nov 21, 2026, 10:10 PM',
    );
    expect(formatDateWith(night, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', ...inDhaka }, 'bn')).toBe(
      '২২:১০',
    );
    expect(formatDateTime(night, 'en')).toMatch(/^Nov 2[12], 2026, \d{1,2}:\d{2} (AM|PM)$/);
  });
});

describe('money in the shop currency', () => {
  // The server names the currency in the page's configuration (config/env.ts).
  const withCurrency = (currency: ShopCurrency, run: () => void) => {
    const before = clientConfig.currency;
    clientConfig.currency = currency;
    try {
      run();
    } finally {
      clientConfig.currency = before;
    }
  };

  it('writes dollars as before by default', () => {
    expect(clientConfig.currency).toBe('USD');
    expect(formatMoney(1250, 'en')).toBe('$1,250.00');
    expect(formatMoney(-3.5, 'en')).toBe('-$3.50');
    expect(formatMoney(0, 'bn')).toBe('০.০০\u00a0US$');
  });

  it('writes taka as "Tk" in English and "৳" with Bangla digits in Bangla', () => {
    withCurrency('BDT', () => {
      expect(formatMoney(1250, 'en')).toBe('Tk\u00a01,250.00');
      expect(formatMoney(1250, 'bn')).toBe('৳১,২৫০.০০');
      expect(formatMoney(0, 'en')).toBe('Tk\u00a00.00');
      expect(formatMoney(0, 'bn')).toBe('৳০.০০');
      expect(formatMoney(-12.5, 'en')).toBe('-Tk\u00a012.50');
      expect(formatMoney(-12.5, 'bn')).toBe('-৳১২.৫০');
      expect(formatMoney(98_76_543.21, 'en')).toBe('Tk\u00a09,876,543.21');
      expect(formatMoney(98_76_543.21, 'bn')).toBe('৳৯৮,৭৬,৫৪৩.২১');
      expect(formatMoneyCompact(2500, 'en')).toBe('Tk\u00a02.5K');
      expect(formatMoneyCompact(2500, 'bn')).toBe('৳২.৫\u00a0হা');
    });
  });

  it('follows the reading language when none is given', () => {
    withCurrency('BDT', () => {
      expect(formatMoney(7)).toBe(currentLanguage() === 'bn' ? '৳৭.০০' : 'Tk\u00a07.00');
    });
  });
});
