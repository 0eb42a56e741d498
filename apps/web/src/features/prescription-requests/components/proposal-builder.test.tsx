import type { PrescriptionRequest } from '@medibazaar/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, loadAllTexts } from '../../../lib/i18n';
import { ProposalBuilder } from './proposal-builder';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const request = {
  id: 'rq-1',
  status: 'waiting',
  note: null,
  buyer: { id: 'u1', name: 'Rahima' },
  prescription: { id: 'rx-1', patientName: 'Rahima', status: 'approved', validUntil: null },
  address: { id: 'a1', name: 'Home', area: 'Dhanmondi', district: 'dhaka' },
  proposal: null,
  declineReason: null,
  answeredAt: null,
  createdAt: '2026-11-27T08:00:00.000Z',
} as PrescriptionRequest;

const napa = { _id: 'p-napa', name: 'Napa 500 mg' };

/** The builder against a server that finds Napa and takes the proposal; every proposal sent is kept. */
function renderBuilder() {
  const proposals: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | string, init: RequestInit = {}) => {
      const url = String(input);
      if (url.includes('/api/products?')) return answer(200, { items: [napa], total: 1, page: 1, pages: 1 });
      proposals.push(JSON.parse(String(init.body)));
      return answer(200, request);
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ProposalBuilder request={request} />
    </QueryClientProvider>,
  );
  return proposals;
}

/** Napa found and added to the draft (`words`: the page's language); its quantity field. */
async function addNapa(words = { add: 'Add Napa 500 mg', quantity: 'Quantity of Napa 500 mg' }) {
  await userEvent.type(screen.getByRole('searchbox'), 'napa{Enter}');
  await userEvent.click(await screen.findByRole('button', { name: words.add }));
  return screen.getByLabelText(words.quantity);
}

beforeAll(async () => {
  await loadAllTexts();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  await changeLanguage('en', { remember: false });
});

describe('ProposalBuilder', () => {
  it('sends a quantity typed in Bangla digits as a number', async () => {
    const proposals = renderBuilder();
    const quantity = await addNapa();
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '১২');
    await userEvent.click(screen.getByRole('button', { name: 'Send to the shopper' }));
    await vi.waitFor(() => expect(proposals).toHaveLength(1));
    expect(proposals[0]).toEqual({ lines: [{ productId: 'p-napa', quantity: 12 }] });
  }, 20_000);

  it('names a quantity that is no whole number from 1 to 99 under its field, in Bangla, and sends nothing', async () => {
    await changeLanguage('bn', { remember: false });
    const proposals = renderBuilder();
    const quantity = await addNapa({ add: 'Napa 500 mg যোগ করুন', quantity: 'Napa 500 mg-এর পরিমাণ' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '০');
    await userEvent.click(screen.getByRole('button', { name: 'ক্রেতাকে পাঠান' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('১ থেকে ৯৯ পর্যন্ত একটি পূর্ণ সংখ্যা লিখুন।');
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(quantity).toHaveFocus();
    expect(proposals).toEqual([]);
  }, 20_000);
});
