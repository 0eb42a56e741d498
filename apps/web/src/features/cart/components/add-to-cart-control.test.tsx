import type { CartItem, Product } from '@medibazaar/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { plainProduct } from '../../../../test/products';
import { createQueryClient } from '../../../app/providers';
import { changeLanguage } from '../../../lib/i18n';
import { sessionQueryKey, type SessionUser } from '../../../lib/session';
import { Toaster } from '../../../lib/toast';
import { cartQueryOptions } from '../api/get-cart';
import { AddToCartControl, roomFor } from './add-to-cart-control';

const product = plainProduct('3b1f6f0e-0000-4000-8000-000000000001');

const shopper: SessionUser = {
  id: 'user-1',
  name: 'Rahima',
  email: 'rahima@example.test',
  image: null,
  role: 'user',
  locale: null,
};

const line = (quantity: number): CartItem => ({
  _id: 'line-1',
  menuId: product._id,
  email: shopper.email,
  name: product.name,
  image: product.image,
  price: product.price,
  category: product.category,
  discount: 0,
  quantity,
  unitPrice: product.price,
  lineTotal: product.price * quantity,
  stock: product.stock,
  requiresPrescription: false,
  available: true,
  pack: null,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The cart API as the control reaches it: records what was added, answers `addAnswer`. */
function cartApi(
  addAnswer: () => Response = () => json({ acknowledged: true, insertedId: 'line-1', quantity: 1 }, 201),
) {
  const added: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL, init?: RequestInit) => {
      if (url.pathname === '/api/carts' && init?.method === 'POST') {
        added.push(JSON.parse(String(init.body)));
        return addAnswer();
      }
      if (url.pathname === '/api/carts') return json([]);
      return json({}, 404);
    }),
  );
  return added;
}

/** jsdom has no media queries; the dialog and toast libraries ask for the reader's motion preference. */
function stubMatchMedia() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderControl(who: SessionUser | null, { item = product, inCart }: { item?: Product; inCart?: number } = {}) {
  stubMatchMedia();
  const client = createQueryClient();
  client.setQueryData(sessionQueryKey, who);
  if (who) client.setQueryData(cartQueryOptions(who.id).queryKey, inCart ? [line(inCart)] : []);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/shop?category=OTC+Medicine']}>
        <Routes>
          <Route path="/shop" element={<AddToCartControl product={item} />} />
          <Route path="/login" element={<Where />} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

const addButton = () => screen.getByRole('button', { name: /^Add to Cart/ });
const more = () => screen.getByRole('button', { name: 'One more Napa 500' });
const fewer = () => screen.getByRole('button', { name: 'One fewer Napa 500' });
const quantity = () => within(screen.getByRole('group', { name: 'Quantity of Napa 500' })).getByRole('status');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AddToCartControl', () => {
  it("asks a visitor to log in ('You are not logged in!') and adds nothing; 'Log In' leads to /login and back", async () => {
    const added = cartApi();
    renderControl(null);
    fireEvent.click(addButton());
    expect(await screen.findByText('You are not logged in!')).toBeInTheDocument();
    expect(screen.getByText('Please log in to add items to the cart.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(
      `/login?from=${encodeURIComponent('/shop?category=OTC+Medicine')}`,
    );
    expect(added).toEqual([]);
  });

  it('adds the chosen quantity for a signed-in shopper and says so', async () => {
    const added = cartApi(() => json({ acknowledged: true, insertedId: 'line-1', quantity: 3 }, 201));
    renderControl(shopper);
    expect(fewer()).toBeDisabled();
    fireEvent.click(more());
    fireEvent.click(more());
    expect(quantity()).toHaveTextContent('3');
    fireEvent.click(addButton());
    await waitFor(() => expect(added).toEqual([{ menuId: product._id, quantity: 3 }]));
    expect(await screen.findByRole('button', { name: /^Added/ })).toBeInTheDocument();
    // Back to one for the next add.
    expect(quantity()).toHaveTextContent('1');
  });

  it('names the product in the button for lists of many', () => {
    cartApi();
    renderControl(shopper);
    expect(addButton()).toHaveAccessibleName('Add to Cart Napa 500');
  });

  it('goes no higher than the stock left after what the cart holds', () => {
    cartApi();
    renderControl(shopper, { inCart: 3 });
    fireEvent.click(more());
    expect(quantity()).toHaveTextContent('2');
    expect(more()).toBeDisabled();
    fireEvent.click(fewer());
    expect(quantity()).toHaveTextContent('1');
  });

  it('goes no higher than the per-line cart limit of 99', () => {
    expect(roomFor({ stock: 500 }, 0)).toBe(99);
    expect(roomFor({ stock: 500 }, 98)).toBe(1);
    expect(roomFor({ stock: 500 }, 99)).toBe(0);
    expect(roomFor({ stock: 2 }, 5)).toBe(0);
  });

  it('is disabled with the reason when the cart already holds all there is', () => {
    cartApi();
    renderControl(shopper, { inCart: 5 });
    expect(addButton()).toBeDisabled();
    expect(addButton()).toHaveAccessibleDescription('You have 5 in your cart: the most you can buy.');
    expect(more()).toBeDisabled();
  });

  it('is disabled with the reason when the product is out of stock', () => {
    cartApi();
    renderControl(null, { item: { ...product, stock: 0 } });
    expect(addButton()).toBeDisabled();
    expect(addButton()).toHaveAccessibleDescription('Out of stock, so it cannot be added.');
    expect(more()).toBeDisabled();
    expect(fewer()).toBeDisabled();
  });

  it('shows the server’s reason when it refuses', async () => {
    cartApi(() => json({ message: 'Only 1 of Napa 500 is in stock.', code: 'NOT_ENOUGH_STOCK' }, 409));
    renderControl(shopper);
    fireEvent.click(addButton());
    expect(await screen.findByText('Only 1 of Napa 500 is in stock.')).toBeInTheDocument();
  });

  it('writes the quantity and the reason in Bangla for a Bangla reader', async () => {
    cartApi();
    await changeLanguage('bn', { remember: false });
    try {
      renderControl(shopper, { inCart: 3 });
      fireEvent.click(screen.getByRole('button', { name: 'Napa 500 আরও একটি' }));
      expect(within(screen.getByRole('group', { name: 'Napa 500-এর পরিমাণ' })).getByRole('status')).toHaveTextContent(
        '২',
      );
      expect(screen.getByRole('button', { name: /^কার্টে যোগ করুন/ })).toBeEnabled();
    } finally {
      await changeLanguage('en', { remember: false });
    }
  });

  it('offers no Add to Cart for a controlled medicine, only the reason', () => {
    cartApi();
    const controlled = {
      ...product,
      medicine: { dispensingClass: 'controlled' } as NonNullable<Product['medicine']>,
    };
    renderControl(shopper, { item: controlled });
    expect(screen.queryByRole('button', { name: /Add to Cart/ })).toBeNull();
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getByRole('note')).toBeInTheDocument();
  });
});
