import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { readShopQuery, type ShopQuery } from './use-shop-query';

const GENERIC = '3f2b8c1e-5d4a-4e6b-9c7d-1a2b3c4d5e6f';
const MAKER = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

const blank: ShopQuery = {
  category: undefined,
  q: '',
  page: 1,
  discounted: false,
  generic: undefined,
  form: undefined,
  manufacturer: undefined,
  dispensingClass: undefined,
  inStock: false,
  sort: 'best',
  perPage: 10,
};

/** The shop's address for a query, read back as the shop reads it. */
const roundTrip = (query: ShopQuery) => readShopQuery(new URL(paths.shop.to(query), 'http://shop.test').searchParams);

describe('the shop filters in the address', () => {
  it('come back as they went in, alone and combined', () => {
    const cases: ShopQuery[] = [
      blank,
      { ...blank, form: 'syrup' },
      { ...blank, manufacturer: MAKER },
      { ...blank, dispensingClass: 'prescription' },
      { ...blank, inStock: true },
      { ...blank, generic: GENERIC },
      {
        category: 'OTC Medicine',
        q: 'napa extra',
        page: 3,
        discounted: true,
        generic: GENERIC,
        form: 'tablet',
        manufacturer: MAKER,
        dispensingClass: 'otc',
        inStock: true,
        sort: 'unit-price',
        perPage: 50,
      },
      { ...blank, sort: 'price' },
      { ...blank, sort: 'name', perPage: 20 },
    ];
    for (const query of cases) expect(roundTrip(query)).toEqual(query);
  });

  it('use the names the API takes (class, inStock), and leave out what is not set', () => {
    expect(paths.shop.to({ ...blank, form: 'tablet', dispensingClass: 'controlled', inStock: true })).toBe(
      '/shop?form=tablet&class=controlled&inStock=true',
    );
    expect(paths.shop.to(blank)).toBe('/shop');
    expect(paths.shop.to({ ...blank, sort: 'price', perPage: 20 })).toBe('/shop?sort=price&perPage=20');
  });

  it('ignore values that are not filters rather than send them on', () => {
    const read = readShopQuery(
      new URLSearchParams(
        'form=pill&class=sometimes&manufacturer=beximco&generic=1%27%20or%201=1&inStock=yes&sort=cheapest&perPage=30',
      ),
    );
    expect(read).toEqual(blank);
  });
});
