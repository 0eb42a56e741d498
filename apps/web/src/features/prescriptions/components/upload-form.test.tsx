import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UploadPrescriptionForm } from './upload-form';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderForm(respond: (init: RequestInit) => Response = () => answer(500, {})) {
  const fetch = vi.fn(async (_input: URL | string, init: RequestInit = {}) => respond(init));
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <UploadPrescriptionForm />
    </QueryClientProvider>,
  );
  return fetch;
}

const page = (name = 'page.jpg', bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

async function fillFields() {
  await userEvent.type(screen.getByLabelText('Patient’s name'), 'Rafi Ahmed');
  await userEvent.type(screen.getByLabelText('Doctor’s name'), 'Dr. Nasrin Akter');
  await userEvent.type(screen.getByLabelText('BMDC registration number'), 'A-12345');
  await userEvent.type(screen.getByLabelText('Date written'), daysAgo(3));
}

afterEach(() => vi.unstubAllGlobals());

describe('UploadPrescriptionForm', () => {
  it('names every missing field and the missing pages, sends nothing, and moves focus to the first', async () => {
    const fetch = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Upload prescription' }));
    expect(await screen.findByText('Enter the patient’s name (at most 80 characters).')).toBeInTheDocument();
    expect(screen.getByText('Enter the BMDC number as printed on the prescription, e.g. A-12345.')).toBeInTheDocument();
    expect(screen.getByText('Add at least one page: a photo or a PDF.')).toBeInTheDocument();
    expect(screen.getByLabelText('Patient’s name')).toHaveFocus();
    expect(screen.getByLabelText('Pages')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a sixth page, a file over 10 MB and a file that is no photo or PDF, before sending', async () => {
    renderForm();
    const input = screen.getByLabelText('Pages');
    await userEvent.upload(input, [
      page('a.jpg'),
      page('b.jpg'),
      page('c.jpg'),
      page('d.jpg'),
      page('e.jpg'),
      page('f.jpg'),
    ]);
    expect(screen.getByText('A prescription can have at most 5 pages.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove f.jpg' }));
    expect(screen.queryByText('A prescription can have at most 5 pages.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove e.jpg' }));
    await userEvent.upload(input, page('huge.jpg', 10 * 1024 * 1024 + 1));
    expect(screen.getByText('huge.jpg is larger than 10 MB.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove huge.jpg' }));
    await userEvent.upload(input, new File(['x'], 'notes.txt', { type: 'image/jpeg' }), { applyAccept: false });
    expect(screen.getByText('notes.txt is not a photo or a PDF.')).toBeInTheDocument();
  });

  it('sends the fields and pages as one form, and shows a refusal under the field it names', async () => {
    const fetch = renderForm(() =>
      answer(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Enter the BMDC registration number as on the prescription, e.g. A-12345.',
        code: 'VALIDATION_ERROR',
        field: 'bmdcNumber',
      }),
    );
    await fillFields();
    await userEvent.upload(screen.getByLabelText('Pages'), [page('one.jpg'), page('two.pdf')]);
    await userEvent.click(screen.getByRole('button', { name: 'Upload prescription' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/prescriptions$/);
    const form = init!.body as FormData;
    expect(form.get('patientName')).toBe('Rafi Ahmed');
    expect(form.get('writtenOn')).toBe(daysAgo(3));
    expect(form.getAll('pages').map((f) => (f as File).name)).toEqual(['one.jpg', 'two.pdf']);
    expect(await screen.findByLabelText('BMDC registration number')).toHaveAttribute('aria-invalid', 'true');
  });
});
