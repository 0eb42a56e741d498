import type { SuggestList } from '@medibazaar/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/providers';
import i18n, { changeLanguage } from '../../../lib/i18n';
import { suggestionsQueryOptions } from '../api/get-suggestions';
import { SearchCombobox, SUGGEST_DEBOUNCE_MS, suggestionLine } from './search-combobox';

const NAPA: SuggestList = {
  items: [
    {
      kind: 'brand',
      id: 'p-napa',
      label: 'Napa',
      labelBn: 'নাপা',
      detail: 'Paracetamol · 500 mg · tablet · Beximco',
      facts: {
        generics: [{ id: 'g-para', name: 'Paracetamol', nameBn: 'প্যারাসিটামল', status: 'confirmed' }],
        strength: '500 mg',
        form: 'tablet',
        manufacturer: { id: 'm-bex', name: 'Beximco Pharmaceuticals', nameBn: 'বেক্সিমকো', status: 'confirmed' },
      },
      productCount: null,
    },
    {
      kind: 'generic',
      id: 'g-para',
      label: 'Paracetamol',
      labelBn: 'প্যারাসিটামল',
      detail: 'Generic · 42 products',
      facts: null,
      productCount: 42,
    },
    {
      kind: 'manufacturer',
      id: 'm-bex',
      label: 'Beximco Pharmaceuticals',
      labelBn: null,
      detail: 'Manufacturer · 100+ products',
      facts: null,
      productCount: 100,
    },
  ],
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function Box({ onSubmit }: { onSubmit: (q: string) => void }) {
  const [text, setText] = useState('');
  return <SearchCombobox value={text} onChange={setText} onSubmit={onSubmit} label="Search" placeholder="" />;
}

/** The box in a router; the suggestions for "napa" are already known (no server needed). */
function renderBox(onSubmit = vi.fn()) {
  const client = createQueryClient();
  client.setQueryData(suggestionsQueryOptions('napa').queryKey, NAPA);
  client.setQueryData(suggestionsQueryOptions('zyxolam').queryKey, { items: [] });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/']}>
        <Box onSubmit={onSubmit} />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onSubmit;
}

const box = () => screen.getByRole('combobox', { name: 'Search' });
const where = () => screen.getByTestId('where').textContent;
function type(text: string) {
  fireEvent.change(box(), { target: { value: text } });
  act(() => vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS));
}

describe('SearchCombobox', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Any question to the server here would be a mistake: the answers are in the cache.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"items":[]}')),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('offers brands, generics and makers, each labelled by kind', () => {
    renderBox();
    type('napa');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'NapaParacetamol · 500 mg · Tablet · Beximco PharmaceuticalsBrand',
      'Paracetamol42 productsGeneric',
      'Beximco Pharmaceuticals100+ productsMaker',
    ]);
  });

  it('offers to request a medicine when nothing matches, with the words typed', () => {
    renderBox();
    fireEvent.focus(box());
    type('zyxolam');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Nothing matches yet.', { selector: 'p.absolute' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Request a medicine' }));
    expect(where()).toBe('/request-medicine?name=zyxolam');
  });

  it('says nothing of a request while something matches', () => {
    renderBox();
    fireEvent.focus(box());
    type('napa');
    expect(screen.queryByRole('link', { name: 'Request a medicine' })).toBeNull();
  });

  it("writes each suggestion's line in the reader's language", async () => {
    vi.useRealTimers();
    await changeLanguage('bn', { remember: false });
    try {
      const [brand, generic, maker] = NAPA.items.map((s) => suggestionLine(s, i18n.t, 'bn'));
      expect(brand).toBe('প্যারাসিটামল · 500 mg · ট্যাবলেট · বেক্সিমকো');
      expect(generic).toBe('৪২টি পণ্য');
      expect(maker).toBe('১০০+টি পণ্য');
    } finally {
      await changeLanguage('en', { remember: false });
    }
  });

  it('suggests nothing for two characters', () => {
    renderBox();
    type('na');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('opens the product of a chosen brand', () => {
    renderBox();
    type('napa');
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(where()).toBe('/products/p-napa');
  });

  it("opens a generic's page, and the shop filtered by a maker", () => {
    renderBox();
    type('napa');
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(where()).toBe('/generics/g-para');

    type('napa');
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(where()).toBe('/shop?manufacturer=m-bex');
  });

  it('searches for the text on Enter without a choice', () => {
    const onSubmit = renderBox();
    type('napa ');
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(onSubmit).toHaveBeenCalledWith('napa');
    expect(where()).toBe('/');
  });
});
