import type { Product } from '@medibazaar/contract';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ProductCard } from './product-card';

const base: Product = {
  _id: '8d658a1e-3105-57e9-a65a-8ddf14176247',
  name: 'Paracetamol Extra 500 mg',
  category: 'OTC Medicine',
  price: 10,
  des: 'Fast relief from headache, toothache and fever; 10 tablets per strip.',
  image: '/images/products/paracetamol-500mg-10.webp',
  discount: 0,
  stock: 12,
  medicine: null,
};

function renderCard(product: Product) {
  render(
    <MemoryRouter>
      <ProductCard product={product} />
    </MemoryRouter>,
  );
  return screen.getByRole('article');
}

describe('ProductCard', () => {
  it('truncates the name to 15 and the description to 40 characters', () => {
    const card = renderCard(base);
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(/^Paracetamol Ext\.\.\.$/);
    expect(within(card).getByText('Fast relief from headache, toothache and...')).toBeInTheDocument();
  });

  it('shows only the price in dollars when not discounted', () => {
    const card = renderCard(base);
    expect(within(card).getByText('$10.00')).toBeInTheDocument();
    expect(within(card).queryByText(/% Discount/)).toBeNull();
    expect(card.querySelector('s')).toBeNull();
  });

  it('shows the discount badge, the discounted price and the original struck through', () => {
    const card = renderCard({ ...base, discount: 25, discount_percentage: 25, discounted_price: 7.5 });
    expect(within(card).getByText('25% Discount')).toBeInTheDocument();
    expect(within(card).getByTestId('discounted-price')).toHaveTextContent('$7.50');
    const struck = card.querySelector('s');
    expect(struck).toHaveTextContent('$10.00');
  });

  it("links to the product page with 'View Product'", () => {
    const card = renderCard(base);
    const link = within(card).getByRole('link', { name: /^View Product/ });
    expect(link).toHaveAttribute('href', `/products/${base._id}`);
    expect(link).toHaveTextContent('View Product');
  });

  it('keeps short names and descriptions whole', () => {
    const card = renderCard({ ...base, name: 'Napa 500 mg', des: 'Pain relief.' });
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(/^Napa 500 mg$/);
    expect(within(card).getByText('Pain relief.')).toBeInTheDocument();
  });
});
