import type { Prescription } from '@medibazaar/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PrescriptionPicker } from './prescription-picker';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const prescription = (id: string, patientName: string, over: Partial<Prescription> = {}): Prescription => ({
  id,
  status: 'pending',
  patientName,
  doctorName: 'Dr. Nasrin Akter',
  bmdcNumber: 'A-12345',
  writtenOn: '2026-11-20',
  validUntil: null,
  expired: false,
  rejectionReason: null,
  rejectionNote: null,
  reviewedAt: null,
  reviewedBy: null,
  createdAt: '2026-11-21T08:00:00.000Z',
  pages: [
    { id: `${id}-p1`, position: 0, contentType: 'image/png', byteSize: 10, width: 48, height: 64, pdfPages: null },
  ],
  inUse: false,
  owner: null,
  claim: null,
  ...over,
});

function renderPicker(list: Prescription[], upload?: Prescription) {
  const fetch = vi.fn(async (input: URL | string, init: RequestInit = {}) => {
    if (init.method === 'POST' && upload) return answer(201, upload);
    expect(String(input)).toContain('/api/prescriptions?page=1&limit=100');
    return answer(200, { items: list, total: list.length, page: 1, limit: 100 });
  });
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const chosen: string[] = [];
  function Harness() {
    const [value, setValue] = useState<string | null>(null);
    return (
      <PrescriptionPicker
        value={value}
        onChange={(id) => {
          chosen.push(id);
          setValue(id);
        }}
      />
    );
  }
  render(
    <QueryClientProvider client={client}>
      <Harness />
    </QueryClientProvider>,
  );
  return { fetch, chosen };
}

afterEach(() => vi.unstubAllGlobals());

describe('PrescriptionPicker', () => {
  it('lists the prescriptions an order may use (pending, or approved and valid) and chooses one', async () => {
    const { chosen } = renderPicker([
      prescription('a', 'Rafi Ahmed'),
      prescription('b', 'Mina Begum', { status: 'approved', validUntil: '2027-05-01' }),
      prescription('c', 'Old Paper', { status: 'approved', validUntil: '2026-01-01', expired: true }),
      prescription('d', 'Blurred', { status: 'rejected', rejectionReason: 'unreadable' }),
    ]);
    const radios = await screen.findAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(screen.getByText('Rafi Ahmed')).toBeInTheDocument();
    expect(screen.getByText('Mina Begum')).toBeInTheDocument();
    expect(screen.queryByText('Old Paper')).toBeNull();
    expect(screen.queryByText('Blurred')).toBeNull();
    expect(screen.getByText(/Rejected and expired prescriptions are not listed\./)).toBeInTheDocument();
    // The approved one is chosen for the buyer; the pending one stays a click away.
    await vi.waitFor(() => expect(screen.getByRole('radio', { name: /Mina Begum/ })).toBeChecked());
    expect(chosen).toEqual(['b']);
    await userEvent.click(screen.getByRole('radio', { name: /Rafi Ahmed/ }));
    expect(screen.getByRole('radio', { name: /Rafi Ahmed/ })).toBeChecked();
    expect(chosen).toEqual(['b', 'a']);
    // The upload form waits behind its button while there are prescriptions to choose.
    expect(screen.queryByRole('form', { name: 'Upload a prescription' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Upload a new prescription' })).toBeInTheDocument();
  });

  it('chooses nothing for the buyer when no prescription is approved yet', async () => {
    const { chosen } = renderPicker([prescription('a', 'Rafi Ahmed'), prescription('e', 'Second Pending')]);
    expect(await screen.findAllByRole('radio')).toHaveLength(2);
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
    expect(chosen).toEqual([]);
  });

  it('shows the upload form at once when none can be used, and chooses what is uploaded', async () => {
    const { chosen } = renderPicker([], prescription('new', 'Karim Uddin'));
    expect(await screen.findByText('You have no prescription that can be used yet: upload one.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Upload a prescription' });
    expect(form.querySelector('h3')).toHaveTextContent('Upload a prescription');
    await userEvent.type(screen.getByLabelText('Patient’s name'), 'Karim Uddin');
    await userEvent.type(screen.getByLabelText('Doctor’s name'), 'Dr. Nasrin Akter');
    await userEvent.type(screen.getByLabelText('BMDC registration number'), 'A-12345');
    await userEvent.type(screen.getByLabelText('Date written'), new Date().toISOString().slice(0, 10));
    await userEvent.upload(
      screen.getByLabelText('Pages'),
      new File([new Uint8Array(10)], 'page.jpg', { type: 'image/jpeg' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Upload prescription' }));
    await vi.waitFor(() => expect(chosen).toEqual(['new']));
  });
});
