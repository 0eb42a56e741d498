import type { CollectorCash } from '@medibazaar/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../app/providers';
import { CollectorCashPanel } from './collector-cash';

const entry: CollectorCash = {
  collector: { id: null, name: 'Rider Karim' },
  outstanding: 75.5,
  collections: [
    { paymentId: 'p-1', orderNumber: 'MB-26-000001', amount: 30, collectedAt: '2026-11-20T10:00:00.000Z' },
    { paymentId: 'p-2', orderNumber: 'MB-26-000002', amount: 45.5, collectedAt: '2026-11-21T10:00:00.000Z' },
  ],
};

describe('CollectorCashPanel', () => {
  it('ticks every order of the collector, and the button says the sum of the ticked ones', () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <CollectorCashPanel entry={entry} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Rider Karim' })).toBeInTheDocument();
    expect(screen.getByText('$75.50 from 2 orders')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'MB-26-000002' })).toHaveAttribute('href', '/dashboard/orders/MB-26-000002');
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.map((b) => (b as HTMLInputElement).checked)).toEqual([true, true]);
    expect(screen.getByRole('button', { name: 'Mark $75.50 received' })).toBeEnabled();
    fireEvent.click(boxes[1]!);
    expect(screen.getByRole('button', { name: 'Mark $30.00 received' })).toBeEnabled();
    fireEvent.click(boxes[0]!);
    expect(screen.getByRole('button', { name: 'Mark $0.00 received' })).toBeDisabled();
  });
});
