import type { CheckoutSession } from '@medibazaar/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SandboxCardForm } from './sandbox-card-form';

const checkout: CheckoutSession = {
  clientSecret: 'pi_sbx_abc_secret_xyz',
  amount: 36.99,
  currency: 'usd',
  provider: 'sandbox',
  redirectUrl: null,
  items: [],
  orders: [{ number: 'MB-26-000001', sellerName: null, itemsTotal: 36.99, deliveryFee: 0, total: 36.99 }],
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
};

function renderForm(onPaid = vi.fn(async () => {})) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SandboxCardForm
        checkout={checkout}
        billing={{ name: 'Rafi Ahmed', email: 'rafi@example.test' }}
        onPaid={onPaid}
        onRestart={() => {}}
      />
    </QueryClientProvider>,
  );
  return onPaid;
}

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('SandboxCardForm', () => {
  it('says it is a test mode and fills a test card on request', async () => {
    renderForm();
    expect(screen.getByRole('heading', { name: 'Test mode: no money moves' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Use test card 4242 4242 4242 4242' }));
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveFocus();
  });

  it('checks the card before sending anything', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderForm();
    await userEvent.type(screen.getByLabelText('Card number'), '4242424242424241');
    await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '01/20');
    await userEvent.type(screen.getByLabelText('CVC'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $36.99' }));
    expect(await screen.findByText('This card number is not valid.')).toBeInTheDocument();
    expect(screen.getByText('This card has expired.')).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the processor’s reason when the card is declined', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(402, { statusCode: 402, message: 'Your card was declined.', code: 'card_declined' })),
    );
    const onPaid = renderForm();
    await userEvent.type(screen.getByLabelText('Card number'), '4000000000000002');
    await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '12/40');
    await userEvent.type(screen.getByLabelText('CVC'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $36.99' }));
    expect(await screen.findByTestId('payment-error')).toHaveTextContent('Your card was declined.');
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('sends only digits with the client secret, then reports the paid intent', async () => {
    const fetch = vi.fn(async () =>
      answer(200, {
        paymentIntent: { id: 'pi_sbx_abc', status: 'succeeded', amount: 36.99, currency: 'usd', card: null },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const onPaid = renderForm();
    await userEvent.type(screen.getByLabelText('Card number'), '4242424242424242');
    await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '1240');
    await userEvent.type(screen.getByLabelText('CVC'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $36.99' }));
    await vi.waitFor(() => expect(onPaid).toHaveBeenCalledWith('pi_sbx_abc'));
    const [url, init] = fetch.mock.calls[0] as unknown as [URL, RequestInit];
    expect(String(url)).toMatch(/\/api\/sandbox\/confirm$/);
    expect(JSON.parse(String(init.body))).toEqual({
      clientSecret: 'pi_sbx_abc_secret_xyz',
      card: { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' },
      billingDetails: { name: 'Rafi Ahmed', email: 'rafi@example.test' },
    });
  });
});
