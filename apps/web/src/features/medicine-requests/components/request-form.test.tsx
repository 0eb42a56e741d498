import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/providers';
import { changeLanguage, loadAllTexts } from '../../../lib/i18n';
import { RequestForm } from './request-form';

function renderForm(initialName = 'Monas') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <RequestForm initialName={initialName} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en', { remember: false });
});

describe('RequestForm', () => {
  it('sends a request typed in Bangla digits as ASCII ones and thanks the shopper, naming the number in ASCII', async () => {
    const fetch = vi.fn(
      async () => new Response('{"id":"r-1"}', { status: 201, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetch);
    renderForm();
    expect(screen.getByLabelText('Medicine name')).toHaveValue('Monas');
    fireEvent.change(screen.getByLabelText('Strength (optional)'), { target: { value: '১০ mg' } });
    fireEvent.change(screen.getByLabelText('How many packs'), { target: { value: '২' } });
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '০১৭১২৩৪৫৬৭৮' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We will text 01712345678 when Monas is in the shop.');
    const [url, init] = fetch.mock.calls[0] as unknown as [URL | string, RequestInit];
    expect(String(url)).toContain('/api/medicine-requests');
    // The request carries ASCII digits, the quantity as a number.
    expect(JSON.parse(String(init.body))).toMatchObject({
      name: 'Monas',
      strength: '10 mg',
      quantity: 2,
      phone: '01712345678',
    });
  });

  it('puts each problem under its field, in Bangla too, and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await changeLanguage('bn', { remember: false });
    // The form's page waits for the texts beyond the storefront's, as every page but the shop does.
    await loadAllTexts();
    renderForm('');
    fireEvent.change(screen.getByLabelText('মোবাইল নম্বর'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'অনুরোধ পাঠান' }));
    expect(screen.getByText('ওষুধের নাম লিখুন (অন্তত ২টি অক্ষর)।')).toBeInTheDocument();
    expect(screen.getByLabelText('মোবাইল নম্বর')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });
});
