import type { CheckoutSession } from '@medibazaar/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckoutSummary } from './checkout-summary';

const session = (orders: CheckoutSession['orders'], amount: number): CheckoutSession => ({
  clientSecret: 'pi_sbx_abc_secret_xyz',
  amount,
  currency: 'usd',
  provider: 'sandbox',
  redirectUrl: null,
  items: [
    { menuId: 'a', name: 'Napa 500 mg', category: 'OTC Medicine', quantity: 2, unitPrice: 10, lineTotal: 20 },
    { menuId: 'b', name: 'Saline spray', category: 'OTC Medicine', quantity: 1, unitPrice: 5, lineTotal: 5 },
  ],
  orders,
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
});

describe('CheckoutSummary', () => {
  it('names the orders it pays and adds their delivery fees to the lines', () => {
    render(
      <CheckoutSummary
        checkout={session(
          [
            { number: 'MB-26-000001', sellerName: null, itemsTotal: 20, deliveryFee: 0, total: 20 },
            { number: 'MB-26-000002', sellerName: 'Seller', itemsTotal: 5, deliveryFee: 0.5, total: 5.5 },
          ],
          25.5,
        )}
      />,
    );
    expect(screen.getByTestId('payment-orders')).toHaveTextContent('For orders MB-26-000001, MB-26-000002');
    expect(screen.getByText('Napa 500 mg')).toBeInTheDocument();
    expect(screen.getByText('2 × $10.00')).toBeInTheDocument();
    expect(screen.getByTestId('payment-delivery')).toHaveTextContent('$0.50');
    expect(screen.getByTestId('payment-amount')).toHaveTextContent('$25.50');
  });

  it('says one order, and free delivery, in words', () => {
    render(
      <CheckoutSummary
        checkout={session(
          [{ number: 'MB-26-000003', sellerName: null, itemsTotal: 25, deliveryFee: 0, total: 25 }],
          25,
        )}
      />,
    );
    expect(screen.getByTestId('payment-orders')).toHaveTextContent('For order MB-26-000003');
    expect(screen.getByTestId('payment-delivery')).toHaveTextContent('Free');
  });
});
