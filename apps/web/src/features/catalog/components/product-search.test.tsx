import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render as renderBare, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/providers';
import { ProductSearch, SEARCH_DEBOUNCE_MS } from './product-search';

/** Inside the app's query client and a router, as the shop renders it (suggestions need both). */
function render(ui: ReactElement) {
  const client = createQueryClient();
  const wrap = (node: ReactElement) => (
    <QueryClientProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>
  );
  const result = renderBare(wrap(ui));
  return { ...result, rerender: (next: ReactElement) => result.rerender(wrap(next)) };
}

describe('ProductSearch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  // Fetching suggestions is not what these tests are about.
  beforeEach(() =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"items":[]}')),
    ),
  );
  afterEach(() => vi.unstubAllGlobals());

  const box = () => screen.getByRole('combobox', { name: 'Search products' });

  it('searches once typing pauses, with the last text typed', () => {
    const onSearch = vi.fn();
    render(<ProductSearch query="" onSearch={onSearch} />);
    fireEvent.change(box(), { target: { value: 'par' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    fireEvent.change(box(), { target: { value: 'para ' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch.mock.calls).toEqual([['para']]);
  });

  it('searches at once on Enter', () => {
    const onSearch = vi.fn();
    render(<ProductSearch query="" onSearch={onSearch} />);
    fireEvent.change(box(), { target: { value: 'napa' } });
    fireEvent.submit(box());
    expect(onSearch.mock.calls).toEqual([['napa']]);
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('shows a query that changes from outside, without searching again', () => {
    const onSearch = vi.fn();
    const { rerender } = render(<ProductSearch query="napa" onSearch={onSearch} />);
    expect(box()).toHaveValue('napa');
    rerender(<ProductSearch query="" onSearch={onSearch} />);
    expect(box()).toHaveValue('');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('keeps what is being typed when its own search arrives', () => {
    const onSearch = vi.fn();
    const { rerender } = render(<ProductSearch query="" onSearch={onSearch} />);
    fireEvent.change(box(), { target: { value: 'ibu' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    fireEvent.change(box(), { target: { value: 'ibup' } });
    rerender(<ProductSearch query="ibu" onSearch={onSearch} />);
    expect(box()).toHaveValue('ibup');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onSearch.mock.calls).toEqual([['ibu'], ['ibup']]);
  });

  it('clears the search with the clear button', () => {
    const onSearch = vi.fn();
    render(<ProductSearch query="napa" onSearch={onSearch} />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box()).toHaveValue('');
    expect(onSearch.mock.calls).toEqual([['']]);
  });
});
