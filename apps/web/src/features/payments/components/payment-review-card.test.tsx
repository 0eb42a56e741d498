import type { PaymentToReview } from '@medibazaar/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentReviewCard } from './payment-review-card';

const payment: PaymentToReview = {
  paymentId: '5b0c7a52-62f4-4c2a-9a51-0c1f5d2a9e11',
  orders: ['MB-26-000031', 'MB-26-000032'],
  amount: 540,
  currency: 'usd',
  buyerEmail: 'rafi@example.test',
  provider: 'sslcommerz',
  transactionId: 'c0ffee00-0000-4000-8000-000000000001',
  reference: '2611271A2B3C4D',
  card: null,
  createdAt: '2026-11-27T08:00:00.000Z',
};

function renderCard() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ul>
          <PaymentReviewCard payment={payment} />
        </ul>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('PaymentReviewCard', () => {
  it('names the orders, the amount and the ids to look the payment up by', () => {
    renderCard();
    expect(screen.getByRole('heading', { name: 'Orders MB-26-000031, MB-26-000032' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'MB-26-000032' })).toHaveAttribute(
      'href',
      '/dashboard/orders/MB-26-000032',
    );
    expect(screen.getByTestId('review-amount')).toHaveTextContent('$540.00');
    expect(screen.getByText('Bank transaction: 2611271A2B3C4D')).toBeInTheDocument();
    expect(screen.getByText('Buyer: rafi@example.test')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept the payment of MB-26-000031, MB-26-000032' })).toBeEnabled();
  });

  it('asks why before refusing, sends nothing without a reason, and sends the reason given', async () => {
    const fetch = vi.fn(async () =>
      answer(200, { paymentId: payment.paymentId, decision: 'refused', status: 'voided', orders: payment.orders }),
    );
    vi.stubGlobal('fetch', fetch);
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Refuse the payment of MB-26-000031, MB-26-000032' }));
    const reason = screen.getByLabelText('Why you refuse it');
    expect(reason).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Refuse and refund' }));
    expect(await screen.findByText('Say why you refuse it.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.type(reason, 'The bank says the card was stolen.');
    await userEvent.click(screen.getByRole('button', { name: 'Refuse and refund' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] as unknown as [URL, RequestInit];
    expect(String(url)).toMatch(`/api/sslcommerz/reviews/${payment.paymentId}/refuse`);
    expect(JSON.parse(String(init.body))).toEqual({ reason: 'The bank says the card was stolen.' });
  });

  it('closes the reason without refusing and gives the focus back to Refuse', async () => {
    renderCard();
    const refuse = screen.getByRole('button', { name: 'Refuse the payment of MB-26-000031, MB-26-000032' });
    await userEvent.click(refuse);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Why you refuse it')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refuse the payment of MB-26-000031, MB-26-000032' })).toHaveFocus();
  });
});
