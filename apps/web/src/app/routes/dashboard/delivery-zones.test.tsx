import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, loadAllTexts } from '../../../lib/i18n';
import { Component as DeliveryZones } from './delivery-zones';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The page against a server with no zone yet that takes a new one; every zone sent is kept. */
function renderPage() {
  const saved: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: URL | string, init: RequestInit = {}) => {
      if ((init.method ?? 'GET') === 'GET') return answer(200, []);
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      saved.push(body);
      return answer(201, { id: 'z-1', ...body });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <DeliveryZones />
    </QueryClientProvider>,
  );
  return saved;
}

beforeAll(async () => {
  await loadAllTexts();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  await changeLanguage('en', { remember: false });
});

describe('/dashboard/delivery-zones', () => {
  it('takes the fee, free-delivery threshold and days in Bangla digits and sends them as numbers', async () => {
    await changeLanguage('bn', { remember: false });
    const saved = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'এলাকা যোগ করুন' }));
    fireEvent.change(screen.getByLabelText('নাম (ইংরেজি)'), { target: { value: 'Outside Dhaka' } });
    fireEvent.change(screen.getByLabelText('নাম (বাংলা)'), { target: { value: 'ঢাকার বাইরে' } });
    fireEvent.change(screen.getByLabelText('ডেলিভারি খরচ'), { target: { value: '১২০.৫০' } });
    fireEvent.change(screen.getByLabelText('যত টাকা থেকে বিনামূল্যে (খালি রাখলে কখনো নয়)'), {
      target: { value: '২০০০' },
    });
    fireEvent.change(screen.getByLabelText('সবচেয়ে কম দিন'), { target: { value: '২' } });
    fireEvent.change(screen.getByLabelText('সবচেয়ে বেশি দিন'), { target: { value: '৫' } });
    await userEvent.click(screen.getByLabelText('অন্য সব জায়গা'));
    await userEvent.click(screen.getByRole('button', { name: 'এলাকা সংরক্ষণ করুন' }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ fee: 120.5, freeAbove: 2000, minDays: 2, maxDays: 5, everywhereElse: true });
  }, 20_000);

  it('names a fee that is no number under its field and sends nothing', async () => {
    const saved = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Add a zone' }));
    fireEvent.change(screen.getByLabelText('Name (English)'), { target: { value: 'Dhaka' } });
    fireEvent.change(screen.getByLabelText('Name (Bangla)'), { target: { value: 'ঢাকা' } });
    fireEvent.change(screen.getByLabelText('Delivery fee'), { target: { value: 'ষাট' } });
    await userEvent.click(screen.getByLabelText('Everywhere else'));
    await userEvent.click(screen.getByRole('button', { name: 'Save zone' }));
    expect(screen.getByLabelText('Delivery fee')).toHaveAttribute('aria-invalid', 'true');
    expect(saved).toEqual([]);
  });
});
