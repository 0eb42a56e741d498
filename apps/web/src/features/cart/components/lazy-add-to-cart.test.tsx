import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { plainProduct } from '../../../../test/products';
import { createQueryClient } from '../../../app/providers';
import { sessionQueryKey } from '../../../lib/session';
import { LazyAddToCart } from './lazy-add-to-cart';

const product = plainProduct('3b1f6f0e-0000-4000-8000-000000000002');

/** A list that renders again on demand, as a row does when its page's state changes. */
function List({ Control }: { Control: typeof LazyAddToCart }) {
  const [renders, setRenders] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setRenders((n) => n + 1)}>
        render again {renders}
      </button>
      <Control product={product} />
    </>
  );
}

function renderList(Control = LazyAddToCart) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('null', { status: 200, headers: { 'content-type': 'application/json' } })),
  );
  const client = createQueryClient();
  client.setQueryData(sessionQueryKey, null);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <List Control={Control} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const placeholders = (container: HTMLElement) => container.querySelectorAll('[aria-hidden="true"].animate-pulse');

describe('LazyAddToCart', () => {
  it('before its code is in: the placeholder, then the control, which keeps its quantity when the list renders again', async () => {
    const { container } = renderList();
    expect(placeholders(container)).toHaveLength(1);
    const more = await screen.findByRole('button', { name: 'One more Napa 500' }, { timeout: 10_000 });
    expect(placeholders(container)).toHaveLength(0);
    fireEvent.click(more);
    expect(screen.getByRole('group', { name: 'Quantity of Napa 500' })).toHaveTextContent('2');
    fireEvent.click(screen.getByRole('button', { name: /render again/ }));
    expect(screen.getByRole('group', { name: 'Quantity of Napa 500' })).toHaveTextContent('2');
  });

  it('once its code is in (a page that loaded it first): the control in the very first render, no placeholder', async () => {
    // A module of its own, as on a page where no list has shown the control yet.
    vi.resetModules();
    const fresh = await import('./lazy-add-to-cart');
    await fresh.loadAddToCart();
    const { container } = renderList(fresh.LazyAddToCart);
    expect(placeholders(container)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Add to Cart Napa 500' })).toBeInTheDocument();
  });
});
