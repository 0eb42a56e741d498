import { describe, expect, it } from 'vitest';
import { readShopQuery } from './shop';

const read = (search: string) => readShopQuery(new URLSearchParams(search));

describe('readShopQuery', () => {
  it('reads category, query, page and the discount filter from the URL', () => {
    expect(read('category=Devices&q=thermo&page=2&discounted=true')).toEqual({
      category: 'Devices',
      q: 'thermo',
      page: 2,
      discounted: true,
    });
  });

  it('starts on page 1 of all products', () => {
    expect(read('')).toEqual({ category: undefined, q: '', page: 1, discounted: false });
  });

  it('falls back to the defaults for values it cannot use', () => {
    expect(read('category=Sweets&page=0&discounted=yes')).toEqual({
      category: undefined,
      q: '',
      page: 1,
      discounted: false,
    });
    expect(read('page=2.5').page).toBe(1);
    expect(read('page=abc').page).toBe(1);
    expect(read(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });
});
