import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  cvcLength,
  expiryInFuture,
  formatCardNumber,
  luhnValid,
  parseExpiry,
  SANDBOX_TEST_CARDS,
  SandboxCardSchema,
} from './payments.js';

describe('luhnValid', () => {
  it('accepts every documented test card and refuses a changed digit', () => {
    for (const card of SANDBOX_TEST_CARDS) expect(luhnValid(card.number), card.number).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('378282246310005')).toBe(true);
  });

  it('refuses what is not 12 to 19 digits', () => {
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('42424242424')).toBe(false);
    expect(luhnValid('4242 4242 4242 4242')).toBe(false);
    expect(luhnValid('42424242424242424242')).toBe(false);
  });
});

describe('cardBrand and cvcLength', () => {
  it('tells the brands apart by their first digits', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('discover');
    expect(cardBrand('9999999999999995')).toBe('unknown');
    expect(cvcLength('amex')).toBe(4);
    expect(cvcLength('visa')).toBe(3);
  });
});

describe('expiry', () => {
  const now = new Date(Date.UTC(2026, 10, 21));
  it('is valid through the last day of its month', () => {
    expect(expiryInFuture(11, 2026, now)).toBe(true);
    expect(expiryInFuture(10, 2026, now)).toBe(false);
    expect(expiryInFuture(1, 27, now)).toBe(true);
  });

  it('reads MM/YY, MM/YYYY and MMYY', () => {
    expect(parseExpiry('12/28')).toEqual({ month: 12, year: 2028 });
    expect(parseExpiry(' 3 / 2031 ')).toEqual({ month: 3, year: 2031 });
    expect(parseExpiry('1228')).toEqual({ month: 12, year: 2028 });
    expect(parseExpiry('13/28')).toBeNull();
    expect(parseExpiry('00/28')).toBeNull();
    expect(parseExpiry('12-28x')).toBeNull();
  });
});

describe('formatCardNumber', () => {
  it('groups as printed on the card', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42')).toBe('4242 42');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
  });
});

describe('SandboxCardSchema', () => {
  const year = new Date().getFullYear() + 2;
  it('accepts a good card and keeps only its digits', () => {
    const parsed = SandboxCardSchema.parse({ number: '4242 4242 4242 4242', expMonth: 12, expYear: year, cvc: '123' });
    expect(parsed.number).toBe('4242424242424242');
  });

  it('names the field of each problem once', () => {
    const problems = (card: Record<string, unknown>) => {
      const r = SandboxCardSchema.safeParse({
        number: '4242424242424242',
        expMonth: 12,
        expYear: year,
        cvc: '123',
        ...card,
      });
      return r.success ? [] : r.error.issues.map((i) => i.path.join('.'));
    };
    expect(problems({ number: '4242424242424241' })).toEqual(['number']);
    expect(problems({ expMonth: 1, expYear: 2020 })).toEqual(['expMonth']);
    expect(problems({ cvc: '12' })).toEqual(['cvc']);
    expect(problems({ number: '378282246310005', cvc: '123' })).toEqual(['cvc']);
    expect(problems({ extra: true })).toEqual(['']);
  });
});
