import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NO_MEDICINE_FILTERS } from '../components/medicine-filters';
import { readShopQuery, useShopQuery } from './use-shop-query';

const read = (search: string) => readShopQuery(new URLSearchParams(search));
/** The medicine filters, all off (their own tests: shop-filters.test.ts). */
const noFilters = { ...NO_MEDICINE_FILTERS, sort: 'best', perPage: 10 };

describe('readShopQuery', () => {
  it('reads category, query, page and the discount filter from the URL', () => {
    expect(read('category=Devices&q=thermo&page=2&discounted=true')).toEqual({
      category: 'Devices',
      q: 'thermo',
      page: 2,
      discounted: true,
      ...noFilters,
    });
  });

  it('starts on page 1 of all products', () => {
    expect(read('')).toEqual({ category: undefined, q: '', page: 1, discounted: false, ...noFilters });
  });

  it('falls back to the defaults for values it cannot use', () => {
    expect(read('category=Sweets&page=0&discounted=yes')).toEqual({
      category: undefined,
      q: '',
      page: 1,
      discounted: false,
      ...noFilters,
    });
    expect(read('page=2.5').page).toBe(1);
    expect(read('page=abc').page).toBe(1);
    expect(read(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
    expect(read('perPage=100').perPage).toBe(10);
    expect(read('perPage=abc').perPage).toBe(10);
    expect(read('sort=PRICE').sort).toBe('best');
  });

  it('reads the order and the page size the shop offers', () => {
    expect(read('sort=unit-price&perPage=50')).toMatchObject({ sort: 'unit-price', perPage: 50 });
    expect(read('sort=name&perPage=20')).toMatchObject({ sort: 'name', perPage: 20 });
  });
});

describe('useShopQuery', () => {
  const inShop = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/shop?category=Devices']}>{children}</MemoryRouter>
  );
  const useShopAndAddress = () => ({ shop: useShopQuery(), search: useLocation().search });

  it('keeps a change the page on screen does not show yet when a second one comes', () => {
    const { result } = renderHook(useShopAndAddress, { wrapper: inShop });
    // Both through the same page's `go`, as when the page for the first address is still being
    // rendered when the shopper picks a second filter.
    const { go } = result.current.shop;
    act(() => {
      go({ form: 'syrup', page: 1 });
      go({ dispensingClass: 'otc', page: 1 });
    });
    const params = new URLSearchParams(result.current.search);
    expect(params.get('category')).toBe('Devices');
    expect(params.get('form')).toBe('syrup');
    expect(params.get('class')).toBe('otc');
  });

  it('merges onto the address on screen once a page shows it, after a step back too', () => {
    const useShopAndBack = () => ({ ...useShopAndAddress(), navigate: useNavigate() });
    const { result } = renderHook(useShopAndBack, { wrapper: inShop });
    act(() => result.current.shop.go({ form: 'syrup', page: 1 }));
    expect(new URLSearchParams(result.current.search).get('form')).toBe('syrup');
    act(() => void result.current.navigate(-1));
    act(() => result.current.shop.go({ dispensingClass: 'otc', page: 1 }));
    const params = new URLSearchParams(result.current.search);
    expect(params.get('form')).toBeNull();
    expect(params.get('class')).toBe('otc');
  });
});
