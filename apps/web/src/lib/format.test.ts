import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatNumber, formatPercent } from './format';

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
