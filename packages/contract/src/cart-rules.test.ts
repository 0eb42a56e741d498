import { describe, expect, it } from 'vitest';
import { cartSummary } from './cart-rules.js';

describe('cartSummary', () => {
  it('counts units and adds line totals without floating-point drift', () => {
    expect(cartSummary([])).toEqual({ count: 0, total: 0 });
    expect(
      cartSummary([
        { quantity: 3, lineTotal: 0.3 },
        { quantity: 1, lineTotal: 0.1 },
        { quantity: 2, lineTotal: 33.98 },
      ]),
    ).toEqual({ count: 6, total: 34.38 });
  });
});
