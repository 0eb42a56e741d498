import type { ReturnListItem, Role } from '@medibazaar/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, loadAllTexts } from '../../../lib/i18n';
import { sessionQueryKey } from '../../../lib/session';
import { Component as Returns } from './returns';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const request: ReturnListItem = {
  id: '9b3e5c74-3f40-4e77-9c6d-2f3a4b5c6d7e',
  orderNumber: 'MB-26-000123',
  buyer: 'Rafi Ahmed',
  status: 'requested',
  lines: [{ lineId: '7f1c3a52-1d2e-4c55-9a4b-0d1e2f3a4b5c', name: 'Napa Extra', quantity: 2 }],
  reason: 'One strip arrived crushed.',
  askedAt: '2026-11-24T10:00:00.000Z',
  askedBy: 'Rafi Ahmed',
  decidedAt: null,
  decidedBy: null,
  refusal: null,
  amount: null,
  photoCount: 1,
};

/** The page for `role` against a server answering `items`; every address it asked is kept. */
function renderPage(role: Role, items: ReturnListItem[] = [request]) {
  const asked: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL) => {
      asked.push(url);
      return answer(200, { items, total: items.length, page: 1, limit: 10 });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionQueryKey, { id: 'u1', name: 'Tester', email: 't@example.test', image: null, role });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dashboard/returns']}>
        <Routes>
          <Route path="/dashboard/returns" element={<Returns />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return asked;
}

beforeAll(async () => {
  await loadAllTexts();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  await changeLanguage('en', { remember: false });
});

describe('/dashboard/returns', () => {
  it('lists the requests waiting for a decision, each linking to its order, and narrows by state', async () => {
    const asked = renderPage('seller');
    const row = await screen.findByTestId('return-row');
    expect(screen.getByText(/Returns buyers asked for on your orders/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Order MB-26-000123' })).toHaveAttribute(
      'href',
      '/dashboard/orders/MB-26-000123',
    );
    expect(row).toHaveTextContent('Rafi Ahmed');
    expect(row).toHaveTextContent('Napa Extra × 2');
    expect(row).toHaveTextContent('Reason: One strip arrived crushed.');
    expect(row).toHaveTextContent('Waiting for a decision');
    expect(asked[0]!.pathname).toBe('/api/order-returns');
    expect(asked[0]!.searchParams.get('status')).toBe('requested');

    await userEvent.selectOptions(screen.getByLabelText('Show'), 'Open and recently decided');
    await vi.waitFor(() => expect(asked.at(-1)!.searchParams.has('status')).toBe(false));
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'Refused');
    await vi.waitFor(() => expect(asked.at(-1)!.searchParams.get('status')).toBe('refused'));
  });

  it('says so when there is nothing to decide, in Bangla for an admin', async () => {
    await changeLanguage('bn', { remember: false });
    renderPage('admin', []);
    expect(await screen.findByText('দেখানোর মতো কোনো ফেরতের অনুরোধ নেই।')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ফেরতের অনুরোধ' })).toBeInTheDocument();
    expect(screen.getByText(/সব অর্ডারে ক্রেতারা যে ফেরত চেয়েছেন/)).toBeInTheDocument();
  });
});
