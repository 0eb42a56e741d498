import { describe, expect, it } from 'vitest';
import {
  formatDollars,
  productPricing,
  truncate,
  truncateProductDescription,
  truncateProductName,
} from './product-display.js';

describe('truncate', () => {
  it('keeps text at or under the limit as it is', () => {
    expect(truncate('Napa 500 mg', 15)).toBe('Napa 500 mg');
    expect(truncate('x'.repeat(15), 15)).toBe('x'.repeat(15));
    expect(truncateProductName('x'.repeat(15))).toBe('x'.repeat(15));
    expect(truncateProductDescription('d'.repeat(40))).toBe('d'.repeat(40));
  });

  it('cuts longer text and marks the cut', () => {
    expect(truncateProductName('Paracetamol Extra 500 mg')).toBe('Paracetamol Ext...');
    expect(truncateProductName('x'.repeat(16))).toBe(`${'x'.repeat(15)}...`);
    expect(truncateProductDescription('a'.repeat(41))).toBe(`${'a'.repeat(40)}...`);
    expect(truncateProductDescription('Blood sugar meter with 10 strips and a lancing device.')).toBe(
      'Blood sugar meter with 10 strips and a l...',
    );
  });
});

describe('productPricing', () => {
  it('shows only the price when there is no discount', () => {
    expect(productPricing({ price: 12.5 })).toEqual({ discounted: false, price: 12.5 });
    expect(productPricing({ price: 12.5, discount_percentage: 0, discounted_price: 12.5 })).toEqual({
      discounted: false,
      price: 12.5,
    });
  });

  it('shows the discounted price beside the original when discounted', () => {
    expect(productPricing({ price: 10, discount_percentage: 25, discounted_price: 7.5 })).toEqual({
      discounted: true,
      percent: 25,
      price: 10,
      discountedPrice: 7.5,
    });
  });

  it('does not claim a discount without a discounted price', () => {
    expect(productPricing({ price: 10, discount_percentage: 25 }).discounted).toBe(false);
  });
});

describe('formatDollars', () => {
  it('writes dollars with two decimals', () => {
    expect(formatDollars(7.5)).toBe('$7.50');
    expect(formatDollars(0.6)).toBe('$0.60');
    expect(formatDollars(1234)).toBe('$1,234.00');
  });
});
