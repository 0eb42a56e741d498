import { describe, expect, it } from 'vitest';
import { centsToDollars, discountedCents, dollarsToCents, hasAtMostTwoDecimals, isChargeable } from './money.js';

describe('money conversion', () => {
  it('turns dollars into whole cents without float drift', () => {
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(100000)).toBe(10_000_000);
  });

  it('turns cents back into dollars', () => {
    expect(centsToDollars(1999)).toBe(19.99);
    expect(centsToDollars(5)).toBe(0.05);
  });

  it('applies a whole-percent discount and rounds to the cent', () => {
    expect(discountedCents(1000, 0)).toBe(1000);
    expect(discountedCents(1000, 15)).toBe(850);
    expect(discountedCents(999, 10)).toBe(899); // 899.1 → 899
    expect(discountedCents(995, 10)).toBe(896); // 895.5 → 896
  });

  it('tells a unit charged at least a cent from one the discount rounds to nothing', () => {
    expect(isChargeable(1, 0)).toBe(true);
    expect(isChargeable(5, 90)).toBe(true); // 0.5 → 1
    expect(isChargeable(4, 90)).toBe(false); // 0.4 → 0
    expect(isChargeable(1, 60)).toBe(false);
  });

  it('tells amounts with more than two decimals apart', () => {
    expect(hasAtMostTwoDecimals(12.34)).toBe(true);
    expect(hasAtMostTwoDecimals(12.345)).toBe(false);
  });
});
