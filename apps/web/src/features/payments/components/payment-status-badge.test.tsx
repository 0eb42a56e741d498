import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentStatusBadge } from './payment-status-badge';

describe('PaymentStatusBadge', () => {
  it('shows succeeded in green', () => {
    render(<PaymentStatusBadge status="succeeded" />);
    expect(screen.getByText('succeeded')).toHaveClass('text-success-700');
  });

  it('shows any other status in yellow', () => {
    render(
      <>
        <PaymentStatusBadge status="pending" />
        <PaymentStatusBadge status="failed" />
      </>,
    );
    expect(screen.getByText('pending')).toHaveClass('text-pending-700');
    expect(screen.getByText('failed')).toHaveClass('text-pending-700');
  });
});
