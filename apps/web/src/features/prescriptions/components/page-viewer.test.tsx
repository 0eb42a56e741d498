import type { Prescription } from '@medibazaar/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageViewer } from './page-viewer';

const prescription: Prescription = {
  id: 'p1',
  status: 'pending',
  patientName: 'Rafi Ahmed',
  doctorName: 'Dr. Nasrin Akter',
  bmdcNumber: 'A-12345',
  writtenOn: '2026-11-20',
  validUntil: null,
  expired: false,
  rejectionReason: null,
  rejectionNote: null,
  reviewedAt: null,
  reviewedBy: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  pages: [
    { id: 'g1', position: 0, contentType: 'image/jpeg', byteSize: 100, width: 1200, height: 1600, pdfPages: null },
    { id: 'g2', position: 1, contentType: 'application/pdf', byteSize: 100, width: null, height: null, pdfPages: 2 },
  ],
  inUse: false,
  owner: null,
  claim: null,
};

function renderViewer() {
  const fetch = vi.fn(async (input: URL | string, _init: RequestInit = {}) => {
    const pageId = /pages\/(\w+)\/link/.exec(String(input))![1];
    return new Response(JSON.stringify({ url: `/api/prescription-files/${pageId}?sig=x`, expiresAt: '2030-01-01' }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PageViewer prescription={prescription} />
    </QueryClientProvider>,
  );
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('PageViewer', () => {
  it('zooms and rotates a photo by buttons and keys, and pages through to a PDF', async () => {
    const fetch = renderViewer();
    const image = await screen.findByRole('img', { name: 'Page 1 of the prescription for Rafi Ahmed' });
    expect(image).toHaveAttribute('src', '/api/prescription-files/g1?sig=x');
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: 'POST' });

    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByText('Zoom 150%')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Rotate' }));
    expect(image.style.transform).toBe('rotate(90deg)');
    screen.getByLabelText('Page 1 of 2').focus();
    await userEvent.keyboard('r-');
    expect(image.style.transform).toBe('rotate(180deg)');
    expect(screen.getByText('Zoom 100%')).toBeInTheDocument();

    await userEvent.keyboard('{ArrowRight}');
    expect(await screen.findByTitle('Page 2 of 2')).toHaveAttribute('src', '/api/prescription-files/g2?sig=x');
    expect(screen.getByText(/^PDF, 2 pages/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the PDF in a new tab' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Rotate' })).not.toBeInTheDocument();
  });
});
