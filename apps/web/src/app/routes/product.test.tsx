import type { Product } from '@medibazaar/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sessionQueryKey } from '../../lib/session';
import { createQueryClient } from '../providers';
import { Component, ErrorBoundary } from './product';

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
};

/** The product route as the router runs it, with its loader answering `load`. */
function renderRoute(load: () => Promise<Product>) {
  const router = createMemoryRouter(
    [{ path: '/products/:id', loader: load, Component, ErrorBoundary, HydrateFallback: () => null }],
    { initialEntries: [`/products/${product._id}`] },
  );
  const queryClient = createQueryClient();
  // A visitor: nobody is signed in.
  queryClient.setQueryData(sessionQueryKey, null);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('product route', () => {
  it("shows the loaded product with its 'N% OFF' badge, struck price, stock and Add to Cart", async () => {
    renderRoute(async () => product);
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
    renderRoute(async () => ({ ...plain, discount: 0, stock: 5 }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/% OFF/)).toBeNull();
    expect(screen.queryByTestId('original-price')).toBeNull();
    expect(screen.getByText('$8.99')).toBeInTheDocument();
    expect(screen.getByText('In stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it("says 'Product not found or loading failed!' with a link back to the shop when loading fails", async () => {
    renderRoute(async () => {
      throw new Error('Product not found');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Product not found or loading failed!');
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/shop');
  });
});
