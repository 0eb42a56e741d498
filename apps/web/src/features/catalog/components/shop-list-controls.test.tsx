import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { ShopListControls } from './shop-list-controls';

afterEach(() => changeLanguage('en', { remember: false }));

describe('ShopListControls', () => {
  it('offers the four orders and three page sizes, each change sent on', () => {
    const onChange = vi.fn();
    render(<ShopListControls sort="best" perPage={10} onChange={onChange} />);
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect([...sort.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Best match',
      'Price: low to high',
      'Price per unit',
      'Name: A to Z',
    ]);
    fireEvent.change(sort, { target: { value: 'unit-price' } });
    expect(onChange).toHaveBeenLastCalledWith({ sort: 'unit-price' });

    const size = screen.getByRole('combobox', { name: 'Show' });
    expect([...size.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      '10 per page',
      '20 per page',
      '50 per page',
    ]);
    fireEvent.change(size, { target: { value: '20' } });
    expect(onChange).toHaveBeenLastCalledWith({ perPage: 20 });
  });

  it('shows the chosen ones, in Bangla too', async () => {
    await changeLanguage('bn', { remember: false });
    render(<ShopListControls sort="price" perPage={50} onChange={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'সাজান' })).toHaveDisplayValue('দাম: কম থেকে বেশি');
    expect(screen.getByRole('combobox', { name: 'দেখান' })).toHaveDisplayValue('প্রতি পাতায় ৫০টি');
  });
});
