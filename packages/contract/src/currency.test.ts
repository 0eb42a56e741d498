import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatAmountCompact,
  formatUnitAmount,
  isShopCurrency,
  processorCurrency,
  SHOP_CURRENCIES,
  shopCurrencyOf,
} from './currency.js';

describe('shop currencies', () => {
  it('knows US dollars and Bangladeshi taka, and nothing else', () => {
    expect(SHOP_CURRENCIES).toEqual(['USD', 'BDT']);
    expect(isShopCurrency('BDT')).toBe(true);
    expect(isShopCurrency('bdt')).toBe(false);
    expect(isShopCurrency('EUR')).toBe(false);
    expect(shopCurrencyOf('bdt')).toBe('BDT');
    expect(shopCurrencyOf('eur')).toBeNull();
    expect(processorCurrency('BDT')).toBe('bdt');
  });
});

describe('formatAmount', () => {
  it('writes dollars as the shop always has', () => {
    expect(formatAmount(12.5, 'USD', 'en')).toBe('$12.50');
    expect(formatAmount(0, 'USD', 'en')).toBe('$0.00');
    expect(formatAmount(1234567.89, 'USD', 'en')).toBe('$1,234,567.89');
    expect(formatAmount(-5, 'USD', 'en')).toBe('-$5.00');
    expect(formatAmount(1234.5, 'USD', 'bn')).toBe('১,২৩৪.৫০\u00a0US$');
  });

  it('writes taka in English with "Tk" and grouped by threes', () => {
    expect(formatAmount(1250, 'BDT', 'en')).toBe('Tk\u00a01,250.00');
    expect(formatAmount(0, 'BDT', 'en')).toBe('Tk\u00a00.00');
    expect(formatAmount(12.5, 'BDT', 'en')).toBe('Tk\u00a012.50');
    expect(formatAmount(1234567.89, 'BDT', 'en')).toBe('Tk\u00a01,234,567.89');
    expect(formatAmount(-1250.5, 'BDT', 'en')).toBe('-Tk\u00a01,250.50');
  });

  it('writes taka in Bangla with ৳, Bangla digits and lakh grouping', () => {
    expect(formatAmount(1250, 'BDT', 'bn')).toBe('৳১,২৫০.০০');
    expect(formatAmount(0, 'BDT', 'bn')).toBe('৳০.০০');
    expect(formatAmount(0.05, 'BDT', 'bn')).toBe('৳০.০৫');
    expect(formatAmount(1234567.89, 'BDT', 'bn')).toBe('৳১২,৩৪,৫৬৭.৮৯');
    expect(formatAmount(999999.99, 'BDT', 'bn')).toBe('৳৯,৯৯,৯৯৯.৯৯');
    expect(formatAmount(-1250.5, 'BDT', 'bn')).toBe('-৳১,২৫০.৫০');
  });

  it('treats any language but Bangla as English', () => {
    expect(formatAmount(3, 'BDT')).toBe('Tk\u00a03.00');
    expect(formatAmount(3, 'BDT', 'fr')).toBe('Tk\u00a03.00');
  });

  // The hand-written digits must read exactly as Intl writes the same numbers.
  const amounts = fc.oneof(
    fc.integer({ min: -1_000_000_00, max: 1_000_000_00 }).map((cents) => cents / 100),
    fc.double({ min: -1e12, max: 1e12, noNaN: true }),
    fc.constantFrom(-0, 0.005, 1.005, 0.1 + 0.2, 999.995, 1e21, 12_34_56_789.5),
  );
  const intlDigits = (locale: string, n: number) =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Math.abs(n));
  const sign = (n: number) => (n < 0 || Object.is(n, -0) ? '-' : '');

  it('writes taka digits as Intl does for bn-BD and en-BD', () => {
    fc.assert(
      fc.property(amounts, (n) => {
        expect(formatAmount(n, 'BDT', 'bn')).toBe(`${sign(n)}৳${intlDigits('bn-BD', n)}`);
        expect(formatAmount(n, 'BDT', 'en')).toBe(`${sign(n)}Tk\u00a0${intlDigits('en-BD', n)}`);
      }),
    );
  });

  it('writes dollars as Intl does', () => {
    const usd = (locale: string) =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
    fc.assert(
      fc.property(amounts, (n) => {
        expect(formatAmount(n, 'USD', 'en')).toBe(usd('en-US').format(n));
        expect(formatAmount(n, 'USD', 'bn')).toBe(usd('bn-BD').format(n));
      }),
    );
  });
});

describe('formatAmountCompact', () => {
  it('shortens amounts for chart axes in both currencies and languages', () => {
    expect(formatAmountCompact(1200, 'USD', 'en')).toBe('$1.2K');
    expect(formatAmountCompact(1200, 'BDT', 'en')).toBe('Tk\u00a01.2K');
    expect(formatAmountCompact(0, 'BDT', 'en')).toBe('Tk\u00a00');
    expect(formatAmountCompact(1200, 'BDT', 'bn')).toBe('৳১.২\u00a0হা');
    expect(formatAmountCompact(1_250_000, 'BDT', 'bn')).toBe('৳১২.৫\u00a0লা');
    expect(formatAmountCompact(-1200, 'BDT', 'en')).toBe('-Tk\u00a01.2K');
  });
});

describe('formatUnitAmount', () => {
  it('writes a unit price as formatAmount does when two decimals hold it', () => {
    for (const currency of SHOP_CURRENCIES)
      for (const lng of ['en', 'bn'])
        for (const amount of [0.01, 0.1, 1.2, 1250])
          expect(formatUnitAmount(amount, currency, lng)).toBe(formatAmount(amount, currency, lng));
  });

  it('writes taka to the poisha, as a shelf label does, in each language', () => {
    expect(formatUnitAmount(1.2, 'BDT', 'en')).toBe('Tk\u00a01.20');
    expect(formatUnitAmount(0.83333, 'BDT', 'en')).toBe('Tk\u00a00.83');
    expect(formatUnitAmount(0.83333, 'BDT', 'bn')).toBe('৳০.৮৩');
    expect(formatUnitAmount(0.004, 'BDT', 'en')).toBe('Tk\u00a00.00');
  });

  it('writes a dollar unit below a dime to two significant decimals, at most four', () => {
    expect(formatUnitAmount(0.0536, 'USD', 'en')).toBe('$0.054');
    expect(formatUnitAmount(0.00712, 'USD', 'en')).toBe('$0.0071');
    expect(formatUnitAmount(0.101, 'USD', 'en')).toBe('$0.10');
    expect(formatUnitAmount(0.0999, 'USD', 'en')).toBe('$0.10');
    expect(formatUnitAmount(0.00001, 'USD', 'en')).toBe('$0.00');
    expect(formatUnitAmount(-0.0036, 'USD', 'en')).toBe('-$0.0036');
    expect(formatUnitAmount(0.0536, 'USD', 'bn')).toContain('০.০৫৪');
  });
});
