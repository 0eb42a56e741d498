import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { PhoneSignInForm } from './phone-sign-in-form';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Every call the form makes, with its body; the answers come from `reply`. */
function server(reply: (url: string, body: Record<string, unknown>) => Response) {
  const calls: { url: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      calls.push({ url, body });
      return reply(url, body);
    }),
  );
  return calls;
}

function show(purpose: 'login' | 'register', onSignedIn = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false }, queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PhoneSignInForm purpose={purpose} onSignedIn={onSignedIn} />
    </QueryClientProvider>,
  );
  return onSignedIn;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  await changeLanguage('en');
});

describe('PhoneSignInForm', () => {
  it('sends the number and the code typed in Bangla digits as ASCII, with the name, and signs in', async () => {
    await changeLanguage('bn');
    const calls = server((url) =>
      url.endsWith('/get-session')
        ? answer(200, { user: { id: 'u1', name: 'রহিমা', email: 'x@phone.medibazaar.invalid', role: 'user' }, session: {} })
        : answer(200, { status: true }),
    );
    const signedIn = show('register');
    await userEvent.type(screen.getByLabelText('নাম'), 'রহিমা');
    await userEvent.type(screen.getByLabelText('মোবাইল নম্বর'), '০১৭১২৩৪৫৬৭৮');
    await userEvent.click(screen.getByRole('button', { name: 'কোড পাঠান' }));
    expect(await screen.findByRole('status')).toHaveTextContent('01712345678');
    const sent = calls.find((c) => c.url.endsWith('/auth/phone-number/send-otp'))!;
    expect(sent.body).toEqual({ phoneNumber: '01712345678', language: 'bn' });

    // The code field has the focus once the code is on its way.
    expect(screen.getByLabelText(/এসএমএসে পাওয়া কোড/)).toHaveFocus();
    await userEvent.keyboard('১২৩৪৫৬');
    await userEvent.click(screen.getByRole('button', { name: 'অ্যাকাউন্ট খুলুন' }));
    await vi.waitFor(() => expect(signedIn).toHaveBeenCalled());
    const verified = calls.find((c) => c.url.endsWith('/auth/phone-number/verify'))!;
    expect(verified.body).toEqual({ phoneNumber: '01712345678', code: '123456', name: 'রহিমা' });
  }, 20_000);

  it('names the number when it is not a Bangladeshi mobile number, asking the server nothing', async () => {
    const calls = server(() => answer(200, {}));
    show('login');
    await userEvent.type(screen.getByLabelText('Mobile number'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a Bangladeshi mobile number');
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it("shows the server's reason for a wrong code under the code field", async () => {
    server((url) =>
      url.endsWith('/verify')
        ? answer(400, { code: 'PHONE_CODE_WRONG', field: 'code', message: 'This code is not right. 4 more tries.' })
        : answer(200, { status: true }),
    );
    const signedIn = show('login');
    await userEvent.type(screen.getByLabelText('Mobile number'), '+8801712345678');
    await userEvent.click(screen.getByRole('button', { name: 'Send the code' }));
    await userEvent.type(await screen.findByLabelText(/Code from the text message/), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Login with the code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/code is not right/);
    expect(signedIn).not.toHaveBeenCalled();
  });
});
