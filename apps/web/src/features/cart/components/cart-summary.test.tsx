import type { CartItem } from '@medibazaar/contract';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CartSummary } from './cart-summary';

const item = (overrides: Partial<CartItem>): CartItem => ({
  _id: crypto.randomUUID(),
  menuId: crypto.randomUUID(),
  email: 'shopper@example.test',
  name: 'Omeprazole 20 mg',
  image: '/images/products/omeprazole-20mg-14.webp',
  price: 19.99,
  category: 'OTC Medicine',
  discount: 0,
  quantity: 1,
  unitPrice: 19.99,
  lineTotal: 19.99,
  stock: 10,
  requiresPrescription: false,
  available: true,
  pack: null,
  ...overrides,
});

function renderSummary(items: CartItem[]) {
  render(
    <MemoryRouter>
      <CartSummary items={items} />
    </MemoryRouter>,
  );
}

describe('CartSummary', () => {
  it('totals units and what will be charged, two decimals, discounts taken off', () => {
    renderSummary([
      item({ discount: 15, quantity: 2, unitPrice: 16.99, lineTotal: 33.98 }),
      item({ price: 0.1, unitPrice: 0.1, lineTotal: 0.3, quantity: 3 }),
    ]);
    expect(screen.getByTestId('cart-total-items')).toHaveTextContent('5');
    expect(screen.getByTestId('cart-total-price')).toHaveTextContent('$34.28');
    expect(screen.getByText('Discounts are already taken off.')).toBeInTheDocument();
    // One way on: checkout (address, delivery, then card or cash), never straight to the card form.
    expect(screen.getByRole('link', { name: 'Pay Now' })).toHaveAttribute('href', '/checkout');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('disables Pay Now for an empty cart', () => {
    renderSummary([]);
    expect(screen.getByTestId('cart-total-price')).toHaveTextContent('$0.00');
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Pay Now' })).toBeNull();
  });

  it('disables Pay Now while a line asks for more than the stock, and says why', () => {
    renderSummary([item({ quantity: 4, stock: 2, lineTotal: 79.96 })]);
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeDisabled();
    expect(screen.getByText(/fewer units in stock than in your cart/)).toBeInTheDocument();
  });
});
