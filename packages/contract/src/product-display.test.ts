import { describe, expect, it } from 'vitest';
import { truncate, truncateProductDescription, truncateProductName } from './product-display.js';

describe('truncate', () => {
  it('keeps text at or under the limit as it is', () => {
    expect(truncate('Napa 500 mg', 15)).toBe('Napa 500 mg');
    expect(truncate('x'.repeat(15), 15)).toBe('x'.repeat(15));
  });

  it('cuts longer text and marks the cut', () => {
    expect(truncateProductName('Paracetamol Extra 500 mg')).toBe('Paracetamol Ext...');
    expect(truncateProductDescription('a'.repeat(41))).toBe(`${'a'.repeat(40)}...`);
  });
});
