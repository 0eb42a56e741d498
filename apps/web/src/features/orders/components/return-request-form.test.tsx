import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { ReturnRequestForm } from './return-request-form';

const LINES = [
  { lineId: '7f1c3a52-1d2e-4c55-9a4b-0d1e2f3a4b5c', name: 'Napa Extra', quantity: 3, returnable: 2 },
  { lineId: '8a2d4b63-2e3f-4d66-8b5c-1e2f3a4b5c6d', name: 'Seclo 20', quantity: 1, returnable: 0 },
];

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderForm(respond: () => Response) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => respond());
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <ReturnRequestForm number="MB-26-000123" lines={LINES} onDone={onDone} />
    </QueryClientProvider>,
  );
  return { fetch, onDone };
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en', { remember: false });
});

describe('ReturnRequestForm', () => {
  it('offers only what can still be returned, and says what is missing before sending anything', async () => {
    const user = userEvent.setup();
    const { fetch } = renderForm(() => answer(201, {}));
    expect(screen.getByLabelText('Napa Extra')).toBeInTheDocument();
    expect(screen.queryByLabelText('Seclo 20')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send the return request' }));
    expect(screen.getByText('Choose at least one item to return.')).toBeInTheDocument();
    expect(screen.getByLabelText('Why do you want to return it?')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Napa Extra'), '{Backspace}3');
    await user.click(screen.getByRole('button', { name: 'Send the return request' }));
    expect(screen.getByText('Enter a whole number of units, no more than you received.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the lines and the reason, and shows the server’s refusal at the field it names, in Bangla', async () => {
    await changeLanguage('bn', { remember: false });
    const user = userEvent.setup();
    const { fetch, onDone } = renderForm(() =>
      answer(409, { statusCode: 409, error: 'Conflict', message: 'too late', code: 'RETURN_WINDOW_CLOSED' }),
    );
    await user.type(screen.getByLabelText('Napa Extra'), '{Backspace}2');
    await user.type(screen.getByLabelText('কেন ফেরত দিতে চান?'), 'একটি পাতা ভাঙা এসেছে।');
    await user.click(screen.getByRole('button', { name: 'ফেরতের অনুরোধ পাঠান' }));
    expect(await screen.findByText('এই অর্ডারের ফেরত চাওয়ার সময় শেষ।')).toBeInTheDocument();
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({
      lines: [{ lineId: LINES[0]!.lineId, quantity: 2 }],
      reason: 'একটি পাতা ভাঙা এসেছে।',
    });
    expect(onDone).not.toHaveBeenCalled();
  });
});
