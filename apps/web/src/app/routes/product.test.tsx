import type { Product } from '@medibazaar/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '../../lib/session';
import { createQueryClient } from '../providers';
import { Component, prefetch } from './product';

const product: Product = {
  _id: '8d658a1e-3105-57e9-a65a-8ddf14176247',
  name: 'Adult Diaper M (10 pcs)',
  category: 'Diapers',
  price: 8.99,
  des: 'High-absorbency adult diapers for incontinence care.',
  image: '/images/products/adult-diaper-m-10.webp',
  discount: 10,
  discount_percentage: 10,
  discounted_price: 8.09,
  stock: 0,
  medicine: null,
};

/**
 * The API as the page reaches it (fetch): `answer` for this product, and a count of
 * how often it was asked.
 */
function productApi(answer: () => Promise<Response>) {
  const asked = vi.fn();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL) => {
      if (url.pathname !== `/api/products/${product._id}`) return new Response('{}', { status: 404 });
      asked();
      return answer();
    }),
  );
  return asked;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function queryClientForAVisitor() {
  const queryClient = createQueryClient();
  // A visitor: nobody is signed in.
  queryClient.setQueryData(sessionQueryKey, null);
  return queryClient;
}

/** The product route as the app runs it, at this product's address. */
function renderRoute(queryClient = queryClientForAVisitor()) {
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/products/${product._id}`]}>
        <Routes>
          <Route path="/products/:id" element={<Component />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('product route', () => {
  it("shows the loaded product with its 'N% OFF' badge, struck price, stock and Add to Cart", async () => {
    productApi(async () => json(product));
    renderRoute();
    expect(await screen.findByRole('heading', { level: 1, name: 'Adult Diaper M (10 pcs)' })).toBeInTheDocument();
    expect(screen.getByText('10% OFF')).toBeInTheDocument();
    expect(screen.getByTestId('discounted-price')).toHaveTextContent('$8.09');
    expect(screen.getByTestId('original-price').tagName).toBe('S');
    expect(screen.getByTestId('original-price')).toHaveTextContent('$8.99');
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    await waitFor(() => expect(document.title).toBe('MediBazaar | Adult Diaper M (10 pcs)'));
  });

  it('shows no badge and a plain price without a discount', async () => {
    const { discount_percentage: _p, discounted_price: _d, ...plain } = product;
    productApi(async () => json({ ...plain, discount: 0, stock: 5 }));
    renderRoute();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/% OFF/)).toBeNull();
    expect(screen.queryByTestId('original-price')).toBeNull();
    expect(screen.getByText('$8.99')).toBeInTheDocument();
    expect(screen.getByText('In stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it('shows a spinner while the product loads', async () => {
    productApi(() => new Promise<Response>(() => undefined));
    renderRoute();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it("says 'Product not found or loading failed!' with a link back to the shop when loading fails", async () => {
    productApi(async () => json({ message: 'Product not found' }, 404));
    renderRoute();
    expect(await screen.findByRole('alert')).toHaveTextContent('Product not found or loading failed!');
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/shop');
  });

  it('renders complete at once when its product was read before the first render', async () => {
    const asked = productApi(async () => json(product));
    const queryClient = queryClientForAVisitor();
    await prefetch(queryClient, { id: product._id });
    renderRoute(queryClient);
    expect(screen.getByRole('heading', { level: 1, name: 'Adult Diaper M (10 pcs)' })).toBeInTheDocument();
    // No spinner (the quantity beside Add to Cart is a status of its own).
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('shows an unknown product as not found at once, without asking for it again', async () => {
    const asked = productApi(async () => json({ message: 'Product not found' }, 404));
    const queryClient = queryClientForAVisitor();
    await prefetch(queryClient, { id: product._id });
    renderRoute(queryClient);
    expect(screen.getByRole('alert')).toHaveTextContent('Product not found or loading failed!');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('asks again as the page opens when the read before it failed for another reason', async () => {
    let answers = 0;
    const asked = productApi(async () => (answers++ === 0 ? json({ message: 'Unavailable' }, 503) : json(product)));
    const queryClient = queryClientForAVisitor();
    await prefetch(queryClient, { id: product._id });
    renderRoute(queryClient);
    expect(await screen.findByRole('heading', { level: 1, name: 'Adult Diaper M (10 pcs)' })).toBeInTheDocument();
    expect(asked).toHaveBeenCalledTimes(2);
  });
});
