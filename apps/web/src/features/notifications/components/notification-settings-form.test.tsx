import type { NotificationSettings } from '@medibazaar/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationSettingsSection } from './notification-settings-form';

const base: NotificationSettings = {
  orderEmail: true,
  orderSms: false,
  marketingEmail: false,
  marketingSms: false,
  smsPhone: null,
  smsPhoneVerifiedAt: null,
  phoneCode: null,
};

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The section with the server answering `settings` first, then whatever `then` gives for later calls. */
function renderWith(
  settings: NotificationSettings,
  then: (url: string, init: RequestInit) => Response = () => answer(500, {}),
) {
  const fetch = vi.fn(async (input: URL | string, init: RequestInit = {}) => {
    const url = String(input);
    const isRead = url.endsWith('/api/users/me/notifications') && (init.method ?? 'GET') === 'GET';
    return isRead ? answer(200, settings) : then(url, init);
  });
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <NotificationSettingsSection />
    </QueryClientProvider>,
  );
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('NotificationSettingsSection', () => {
  it('keeps the text-message switches off until a number is verified, and says why', async () => {
    renderWith(base);
    const sms = await screen.findAllByRole('checkbox', { name: 'By text message' });
    expect(sms).toHaveLength(2);
    for (const box of sms) {
      expect(box).toBeDisabled();
      expect(box).toHaveAccessibleDescription('Text messages need a mobile number you have verified: add yours below.');
    }
    expect(screen.getByRole('button', { name: 'Send code' })).toBeInTheDocument();
  });

  it('checks the number before sending a code', async () => {
    const fetch = renderWith(base);
    await userEvent.type(await screen.findByLabelText('Mobile number'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText('Enter a Bangladeshi mobile number: 01 and 9 more digits, e.g. 01712345678.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch.mock.calls.filter(([url]) => String(url).includes('/api/users/me/phone'))).toHaveLength(0);
  });

  it('asks for the code once one is sent, with the tries left', async () => {
    renderWith({
      ...base,
      phoneCode: {
        phone: '01712345678',
        expiresAt: new Date(Date.now() + 600_000).toISOString(),
        attemptsLeft: 1,
        resendAt: new Date(Date.now() + 60_000).toISOString(),
      },
    });
    expect(await screen.findByText(/We sent a code by text message to 01712345678/)).toBeInTheDocument();
    expect(screen.getByLabelText('Code from the text message')).toHaveAccessibleDescription('6 digits. 1 try left.');
    await userEvent.click(screen.getByRole('button', { name: 'Verify number' }));
    expect(await screen.findByText('Enter the 6-digit code from the text message.')).toBeInTheDocument();
  });

  it('takes the code typed in Bangla digits and sends it in ASCII', async () => {
    const pending = {
      ...base,
      phoneCode: {
        phone: '01712345678',
        expiresAt: new Date(Date.now() + 600_000).toISOString(),
        attemptsLeft: 5,
        resendAt: new Date(Date.now() + 60_000).toISOString(),
      },
    };
    const fetch = renderWith(pending, () =>
      answer(200, { ...base, smsPhone: '01712345678', smsPhoneVerifiedAt: new Date().toISOString() }),
    );
    const code = await screen.findByLabelText('Code from the text message');
    await userEvent.type(code, '১২৩৪৫৬');
    expect(code).toHaveValue('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify number' }));
    await vi.waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/api/users/me/phone/verify'))).toBe(true),
    );
    const [, init] = fetch.mock.calls.find(([url]) => String(url).endsWith('/api/users/me/phone/verify'))!;
    expect(JSON.parse(String(init!.body))).toEqual({ code: '123456' });
  });

  it('a verified number turns the switches on and can be changed or removed', async () => {
    renderWith({ ...base, smsPhone: '01712345678', smsPhoneVerifiedAt: '2026-11-20T08:00:00.000Z', orderSms: true });
    expect(await screen.findByText('01712345678')).toBeInTheDocument();
    expect(screen.getByText(/^Verified on/)).toBeInTheDocument();
    const [orders] = screen.getAllByRole('checkbox', { name: 'By text message' });
    expect(orders).toBeEnabled();
    expect(orders).toBeChecked();
    expect(screen.getByRole('button', { name: 'Remove number' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change number' }));
    expect(screen.getByLabelText('Mobile number')).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Mobile number')).not.toBeInTheDocument();
  });
});
