import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { ReturnRequestForm } from './return-request-form';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../../lib/toast', () => ({ toast: Object.assign(vi.fn(), toasts) }));

const LINES = [
  { lineId: '7f1c3a52-1d2e-4c55-9a4b-0d1e2f3a4b5c', name: 'Napa Extra', quantity: 3, returnable: 2 },
  { lineId: '8a2d4b63-2e3f-4d66-8b5c-1e2f3a4b5c6d', name: 'Seclo 20', quantity: 1, returnable: 0 },
];

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderForm(respond: (url: URL, init?: RequestInit) => Response) {
  const fetch = vi.fn(async (url: URL, init?: RequestInit) => respond(url, init));
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

beforeEach(() => {
  // jsdom makes no object URLs: the previews get a stand-in.
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() });
});

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  await changeLanguage('en', { remember: false });
});

const REQUEST_ID = '9b3e5c74-3f40-4e77-9c6d-2f3a4b5c6d7e';
/** The order's returns once the request is open, with `photos` photos. */
const opened = (photos: number) => ({
  askUntil: '2026-12-01T10:00:00.000Z',
  canAsk: false,
  lines: LINES,
  items: [
    {
      id: REQUEST_ID,
      status: 'requested',
      lines: [{ lineId: LINES[0]!.lineId, name: 'Napa Extra', quantity: 1 }],
      reason: 'The strip was crushed.',
      askedAt: '2026-11-24T10:00:00.000Z',
      askedBy: 'Rafi',
      decidedAt: null,
      decidedBy: null,
      refusal: null,
      amount: null,
      photos: Array.from({ length: photos }, (_, i) => ({ id: `photo-${i}`, contentType: 'image/jpeg' })),
    },
  ],
});
const photo = (name: string, type = 'image/jpeg', bytes = 10) => new File([new Uint8Array(bytes)], name, { type });

async function fillRequest(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Napa Extra'), '{Backspace}1');
  await user.type(screen.getByLabelText('Why do you want to return it?'), 'The strip was crushed.');
}

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

describe('ReturnRequestForm photos', () => {
  it('previews each photo chosen, lets it be removed, and refuses a third, a large one or one that is no picture', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { fetch } = renderForm(() => answer(201, opened(0)));
    const input = screen.getByLabelText('Photos (optional)');
    expect(input).toHaveAccessibleDescription(/Up to 2 pictures/);
    await user.upload(input, [photo('box.jpg'), photo('seal.png', 'image/png'), photo('strip.webp', 'image/webp')]);
    expect(screen.getByText('Choose at most 2 photos.')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Chosen photo box.jpg' })).toHaveAttribute('src', 'blob:preview');
    await user.click(screen.getByRole('button', { name: 'Remove strip.webp' }));
    expect(screen.queryByText('Choose at most 2 photos.')).toBeNull();
    expect(input).toHaveAttribute('aria-invalid', 'false');

    await user.click(screen.getByRole('button', { name: 'Remove seal.png' }));
    await user.upload(input, photo('notes.pdf', 'application/pdf'));
    expect(screen.getByText('notes.pdf is not a JPEG, PNG or WebP picture.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove notes.pdf' }));
    await user.upload(input, photo('huge.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1));
    await fillRequest(user);
    await user.click(screen.getByRole('button', { name: 'Send the return request' }));
    expect(screen.getByText('huge.jpg is larger than 10 MB.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the request, then its photos to it as a multipart form', async () => {
    const user = userEvent.setup();
    const { fetch, onDone } = renderForm((url) =>
      url.pathname.endsWith('/photos') ? answer(201, opened(2)) : answer(201, opened(0)),
    );
    await fillRequest(user);
    await user.upload(screen.getByLabelText('Photos (optional)'), [photo('box.jpg'), photo('seal.png', 'image/png')]);
    await user.click(screen.getByRole('button', { name: 'Send the return request' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(fetch).toHaveBeenCalledTimes(2);
    const [url, init] = fetch.mock.calls[1]!;
    expect(url.pathname).toBe(`/api/orders/MB-26-000123/returns/${REQUEST_ID}/photos`);
    const form = init!.body as FormData;
    expect(form.getAll('photos').map((f) => (f as File).name)).toEqual(['box.jpg', 'seal.png']);
    expect(toasts.success).toHaveBeenCalledWith('Your return request was sent.');
  });

  it('says the request went without its photos when only they are refused', async () => {
    const user = userEvent.setup();
    const { onDone } = renderForm((url) =>
      url.pathname.endsWith('/photos')
        ? answer(415, { statusCode: 415, message: 'no', code: 'UNSUPPORTED_RETURN_PHOTO', field: 'photos' })
        : answer(201, opened(0)),
    );
    await fillRequest(user);
    await user.upload(screen.getByLabelText('Photos (optional)'), photo('box.jpg'));
    await user.click(screen.getByRole('button', { name: 'Send the return request' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(toasts.error).toHaveBeenCalledWith(
      'Your return request was sent, but not its photos: A photo must be a JPEG, PNG or WebP picture. You can add them to the request below.',
    );
    expect(toasts.success).not.toHaveBeenCalled();
  });
});
