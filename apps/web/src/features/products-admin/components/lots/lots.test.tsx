import type { Lot, LotImportReport, ProductLots as ProductLotsAnswer } from '@medibazaar/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../../app/providers';
import { changeLanguage, loadAllTexts } from '../../../../lib/i18n';
import { LotsImportForm } from './lots-import-form';
import { ProductLots } from './product-lots';
import { ReceiveLotForm } from './receive-lot-form';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderWithClient(node: React.ReactNode) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const lot = (over: Partial<Lot>): Lot => ({
  id: 'l-1',
  batch: 'B-1',
  expiresOn: '2027-03-31',
  quantity: 10,
  receivedOn: '2026-11-01',
  supplier: null,
  cost: null,
  status: 'sellable',
  ...over,
});

beforeAll(async () => {
  await loadAllTexts();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en', { remember: false });
});

const sent = (fetch: ReturnType<typeof vi.fn>, call = 0) => {
  const [url, init] = fetch.mock.calls[call] as unknown as [URL | string, RequestInit];
  return { url: String(url), init, body: init.body ? String(init.body) : '' };
};

describe('ReceiveLotForm', () => {
  it('takes a scanned batch (focused, upper case, Enter moves on) and numbers in Bangla digits, sent as ASCII', async () => {
    const fetch = vi.fn(async () => json(lot({ batch: 'AB-12', quantity: 12 }), 201));
    vi.stubGlobal('fetch', fetch);
    renderWithClient(<ReceiveLotForm productId="p-1" />);
    const batch = screen.getByLabelText('Batch number');
    expect(batch).toHaveFocus();
    expect(batch).toHaveAttribute('autocorrect', 'off');
    expect(batch).toHaveAttribute('spellcheck', 'false');
    await userEvent.type(batch, 'ab-12{Enter}');
    expect(batch).toHaveValue('AB-12');
    expect(screen.getByLabelText('Month')).toHaveFocus();
    await userEvent.selectOptions(screen.getByLabelText('Month'), '03');
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '২০৩০' } });
    fireEvent.change(screen.getByLabelText('Units received'), { target: { value: '১২' } });
    fireEvent.change(screen.getByLabelText('Cost per unit (optional)'), { target: { value: '২.৫০' } });
    await userEvent.click(screen.getByRole('button', { name: 'Receive' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Batch AB-12 received: 12 units.');
    const request = sent(fetch);
    expect(request.url).toContain('/api/products/p-1/lots');
    expect(JSON.parse(request.body)).toMatchObject({ batch: 'AB-12', expires: '2030-03', quantity: 12, cost: 2.5 });
    expect(batch).toHaveValue('');
    expect(batch).toHaveFocus();
  }, 20_000);

  it('puts each problem under its field and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWithClient(<ReceiveLotForm productId="p-1" />);
    fireEvent.change(screen.getByLabelText('Batch number'), { target: { value: 'B 1' } });
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText('Units received'), { target: { value: '0' } });
    await userEvent.click(screen.getByRole('button', { name: 'Receive' }));
    expect(screen.getByText('Enter the batch number: letters, digits and - / . only, at most 40.')).toBeInTheDocument();
    expect(screen.getByText('Choose the month and enter the year printed on the pack.')).toBeInTheDocument();
    expect(screen.getByText('Enter the units as a whole number from 1 to 1,000,000.')).toBeInTheDocument();
    expect(screen.getByLabelText('Batch number')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['EXPIRY_IN_PAST', 'Year', 'এই মেয়াদ পেরিয়ে গেছে: মেয়াদোত্তীর্ণ স্টক গ্রহণ করা যায় না।'],
    ['EXPIRY_REQUIRED', 'Year', 'প্যাকে ছাপা মেয়াদ লিখুন: ওষুধের সবসময় মেয়াদ থাকে।'],
    ['LOT_BATCH_CONFLICT', 'Batch number', 'এই ব্যাচটি অন্য মেয়াদে আগেই লেখা আছে, অথবা আর বিক্রি হয় না।'],
  ])('shows the server refusal %s under its field, in Bangla', async (code, _field, text) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ statusCode: 400, message: 'no', code }, 400)),
    );
    await changeLanguage('bn', { remember: false });
    renderWithClient(<ReceiveLotForm productId="p-1" />);
    fireEvent.change(screen.getByLabelText('ব্যাচ নম্বর'), { target: { value: 'B-1' } });
    fireEvent.change(screen.getByLabelText('গৃহীত একক'), { target: { value: '৫' } });
    await userEvent.click(screen.getByRole('button', { name: 'গ্রহণ করুন' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  }, 20_000);
});

describe('ProductLots', () => {
  it('lists the lots first sold first, and adjusts one with a reason', async () => {
    const answer: ProductLotsAnswer = {
      productId: 'p-1',
      name: 'Napa',
      stock: 15,
      lots: [
        lot({ id: 'l-1', batch: 'EARLY', quantity: 10 }),
        lot({ id: 'l-2', batch: 'LATE', quantity: 5, expiresOn: '2028-01-31' }),
      ],
    };
    const fetch = vi.fn(async (url: URL | string) =>
      String(url).includes('adjustments') ? json(lot({ id: 'l-2', batch: 'LATE', quantity: 3 })) : json(answer),
    );
    vi.stubGlobal('fetch', fetch);
    renderWithClient(<ProductLots productId="p-1" />);
    const table = await screen.findByRole('table', { name: 'Lots of Napa, first sold first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.querySelector('th')?.textContent)).toEqual(['EARLY', 'LATE']);
    expect(within(rows[0]!).getByText('03/2027')).toBeInTheDocument();
    const adjust = within(table).getByRole('button', { name: 'Adjust batch LATE' });
    await userEvent.click(adjust);
    const reason = screen.getByLabelText('Reason');
    expect(reason).toHaveFocus();
    await userEvent.selectOptions(reason, 'count');
    fireEvent.change(screen.getByLabelText('Units counted on the shelf'), { target: { value: '৩' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save adjustment' }));
    expect(await screen.findByText('Batch LATE now holds 3 units.')).toBeInTheDocument();
    const call = fetch.mock.calls.findIndex(([u]) => String(u).includes('adjustments'));
    expect(sent(fetch, call).url).toContain('/api/products/p-1/lots/l-2/adjustments');
    expect(JSON.parse(sent(fetch, call).body)).toEqual({ reason: 'count', quantity: 3 });
    expect(adjust).toHaveFocus();
  }, 20_000);

  it('says it is loading, then that there is no lot yet', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ productId: 'p-1', name: 'Napa', stock: 0, lots: [] })),
    );
    renderWithClient(<ProductLots productId="p-1" />);
    expect(screen.getByText('Loading lots…')).toBeInTheDocument();
    expect(
      await screen.findByText('No lot is recorded yet. Receive the first one with the form below.'),
    ).toBeInTheDocument();
  });

  it('refuses another seller’s product in words', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ statusCode: 403, message: 'no', code: 'NOT_PRODUCT_OWNER' }, 403)),
    );
    renderWithClient(<ProductLots productId="p-1" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('You can see the lots of your own products only.');
  });
});

describe('LotsImportForm', () => {
  it('sends the file as text/csv and shows the report line by line', async () => {
    const report: LotImportReport = {
      accepted: 1,
      refused: 1,
      units: 4,
      lines: [
        {
          line: 2,
          accepted: true,
          productId: 'p-1',
          batch: 'G-1',
          lotId: 'l-1',
          refusal: null,
          field: null,
          message: null,
        },
        {
          line: 3,
          accepted: false,
          productId: 'p-1',
          batch: 'OLD',
          lotId: null,
          refusal: 'EXPIRY_IN_PAST',
          field: 'expiry',
          message: 'past',
        },
      ],
    };
    const fetch = vi.fn(async () => json(report));
    vi.stubGlobal('fetch', fetch);
    renderWithClient(<LotsImportForm />);
    const csv = 'product,batch,expiry,quantity\np-1,G-1,03/2030,4\np-1,OLD,01/2020,1\n';
    await userEvent.upload(screen.getByLabelText('CSV file'), new File([csv], 'lots.csv', { type: 'text/csv' }));
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('status')).toHaveTextContent('1 lines received (4 units), 1 refused.');
    const request = sent(fetch);
    expect(request.url).toContain('/api/products/lots/import');
    expect((request.init.headers as Record<string, string>)['content-type']).toBe('text/csv');
    expect(request.body).toBe(csv);
    const table = screen.getByRole('table', { name: 'Import report, line by line' });
    expect(within(table).getByText('The expiry has passed: expired stock cannot be received.')).toBeInTheDocument();
    expect(within(table).getByText('Received')).toBeInTheDocument();
  });

  it('asks for a file, and says what is wrong with the header', async () => {
    const fetch = vi.fn(async () => json({ statusCode: 400, message: 'bad header', code: 'CSV_HEADER_INVALID' }, 400));
    vi.stubGlobal('fetch', fetch);
    renderWithClient(<LotsImportForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(screen.getByText('Choose a CSV file.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.upload(screen.getByLabelText('CSV file'), new File(['qty\n1\n'], 'lots.csv', { type: 'text/csv' }));
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText(/The first line of the file must name the columns/)).toBeInTheDocument();
  });
});
