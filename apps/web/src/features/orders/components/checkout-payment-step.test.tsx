import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clientConfig } from '../../../config/env';
import { CheckoutPaymentStep } from './checkout-payment-step';

const step = () =>
  render(
    <CheckoutPaymentStep
      title="Payment"
      method="card"
      codAllowed
      onMethod={() => {}}
      needsPrescription={false}
      canPlace
      placing={false}
      onPlace={() => {}}
    />,
  );

describe('CheckoutPaymentStep', () => {
  const provider = clientConfig.paymentProvider;
  afterEach(() => {
    clientConfig.paymentProvider = provider;
  });

  it('says beside the card that the built-in sandbox takes no money, keeping the choice named "Card"', () => {
    clientConfig.paymentProvider = 'sandbox';
    step();
    const card = screen.getByRole('radio', { name: 'Card' });
    expect(card).toHaveAccessibleDescription('Test payments: no money is taken');
  });

  it('shows no test label where Stripe takes real cards', () => {
    clientConfig.paymentProvider = 'stripe';
    step();
    expect(screen.getByRole('radio', { name: 'Card' })).not.toHaveAccessibleDescription();
    expect(screen.queryByTestId('test-card-label')).toBeNull();
  });
});
