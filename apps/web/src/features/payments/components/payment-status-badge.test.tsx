import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentStatusBadge } from './payment-status-badge';

describe('PaymentStatusBadge', () => {
  it('shows succeeded in green, in words', () => {
    render(<PaymentStatusBadge status="succeeded" />);
    expect(screen.getByText('Paid')).toHaveClass('text-success-700');
  });

  it('shows any other status in yellow', () => {
    render(
      <>
        <PaymentStatusBadge status="pending" />
        <PaymentStatusBadge status="failed" />
        <PaymentStatusBadge status="authorized" />
      </>,
    );
    expect(screen.getByText('Processing')).toHaveClass('text-pending-700');
    expect(screen.getByText('Not paid')).toHaveClass('text-pending-700');
    // Never the raw value.
    expect(screen.getByText('Held until a pharmacist approves')).toHaveClass('text-pending-700');
    expect(screen.queryByText('authorized')).toBeNull();
  });
});
