import type { Me } from '@medibazaar/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, loadAllTexts } from '../../../lib/i18n';
import { SignInLinksSection } from './sign-in-links';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const emailAccount: Me = { id: 'u1', name: 'Rahima', email: 'rahima@example.test', phone: null, role: 'user' };
const phoneAccount: Me = { id: 'u2', name: 'Karim', email: null, phone: '01812345678', role: 'user' };

type Call = { url: string; method: string; body: Record<string, unknown> };

/**
 * The section against a server that answers `GET /api/users/me` with `me()` (read at each call, so
 * a test can change the account) and every other call with `reply`; every call is kept.
 */
function renderWith(me: () => Me, reply: (call: Call) => Response = () => answer(200, { status: true })) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      const call = {
        url,
        method: init.method ?? 'GET',
        body: init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {},
      };
      calls.push(call);
      if (url.endsWith('/api/users/me') && call.method === 'GET') return answer(200, me());
      if (url.endsWith('/api/auth/get-session')) {
        const { id, name, email } = me();
        return answer(200, {
          user: { id, name, email: email ?? 'x@phone.medibazaar.invalid', role: 'user' },
          session: {},
        });
      }
      return reply(call);
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SignInLinksSection />
    </QueryClientProvider>,
  );
  return calls;
}

const section = () => screen.getByRole('region', { name: /^(How you log in|যেভাবে লগইন করবেন)$/ });
const posted = (calls: Call[], path: string) => calls.filter((c) => c.url.endsWith(path) && c.method === 'POST');

beforeAll(async () => {
  await loadAllTexts();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  await changeLanguage('en', { remember: false });
});

describe('SignInLinksSection', () => {
  it('links a number typed in Bangla digits to an email account with the code, sent in ASCII, and shows it', async () => {
    let account = emailAccount;
    const calls = renderWith(
      () => account,
      (call) => {
        if (call.url.endsWith('/verify')) account = { ...emailAccount, phone: '01712345678' };
        return answer(200, { status: true });
      },
    );
    expect(await within(section()).findByText('rahima@example.test')).toBeInTheDocument();
    expect(within(section()).getByText('None yet')).toBeInTheDocument();
    expect(within(section()).queryByRole('button', { name: 'Add an email address' })).not.toBeInTheDocument();

    await userEvent.click(within(section()).getByRole('button', { name: 'Add a mobile number' }));
    const number = within(section()).getByLabelText('Mobile number to log in with');
    expect(number).toHaveFocus();
    await userEvent.keyboard('০১৭১২৩৪৫৬৭৮{Enter}');
    expect(await within(section()).findByRole('status')).toHaveTextContent('01712345678');
    expect(posted(calls, '/api/auth/phone-number/send-otp')[0]!.body).toEqual({
      phoneNumber: '01712345678',
      language: 'en',
    });

    expect(within(section()).getByLabelText(/Code from the text message/)).toHaveFocus();
    await userEvent.keyboard('১২৩৪৫৬');
    await userEvent.click(within(section()).getByRole('button', { name: 'Add this number' }));
    const news = await within(section()).findByText(/you can also log in with 01712345678/);
    expect(news).toHaveFocus();
    expect(posted(calls, '/api/auth/phone-number/verify')[0]!.body).toEqual({
      phoneNumber: '01712345678',
      code: '123456',
      updatePhoneNumber: true,
    });
    // The account is read again: the number shows, and nothing is left to add.
    expect(await within(section()).findByText('01712345678')).toBeInTheDocument();
    expect(within(section()).queryByRole('button', { name: 'Add a mobile number' })).not.toBeInTheDocument();
  }, 20_000);

  it.each([
    ['PHONE_CODE_WRONG', 400, 'code', 'কোডটি সঠিক নয়। এসএমএসটি দেখে আবার চেষ্টা করুন।', /এসএমএসে পাওয়া কোড/],
    ['PHONE_CODE_USED_UP', 400, 'code', 'অনেকবার ভুল কোড দেওয়া হয়েছে। নতুন কোড চান।', /এসএমএসে পাওয়া কোড/],
    // Another account's number: back at the number, where the reason belongs.
    ['PHONE_TAKEN', 409, 'phoneNumber', 'এই মোবাইল নম্বর দিয়ে অন্য একটি অ্যাকাউন্টে লগইন করা হয়।', 'লগইনের মোবাইল নম্বর'],
  ])(
    'says in Bangla why the code did not link the number (%s), under its field',
    async (code, status, field, text, label) => {
      await changeLanguage('bn', { remember: false });
      renderWith(
        () => emailAccount,
        (call) =>
          call.url.endsWith('/verify') ? answer(status, { code, field, message: 'refused' }) : answer(200, {}),
      );
      await userEvent.click(await within(section()).findByRole('button', { name: 'মোবাইল নম্বর যোগ করুন' }));
      await userEvent.keyboard('01712345678{Enter}');
      await userEvent.type(await within(section()).findByLabelText(/এসএমএসে পাওয়া কোড/), '000000');
      await userEvent.click(within(section()).getByRole('button', { name: 'নম্বরটি যোগ করুন' }));
      expect(await within(section()).findByRole('alert')).toHaveTextContent(text);
      expect(within(section()).getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    },
    20_000,
  );

  it('says to wait before another code, under the number', async () => {
    const calls = renderWith(
      () => emailAccount,
      () => answer(429, { code: 'PHONE_CODE_TOO_SOON', field: 'phoneNumber', message: 'Please wait 42 seconds.' }),
    );
    await userEvent.click(await within(section()).findByRole('button', { name: 'Add a mobile number' }));
    await userEvent.keyboard('01712345678{Enter}');
    expect(await within(section()).findByRole('alert')).toHaveTextContent('Please wait 42 seconds.');
    expect(posted(calls, '/api/auth/phone-number/verify')).toEqual([]);
    // Cancel gives the focus back to the button that opened the form.
    await userEvent.click(within(section()).getByRole('button', { name: 'Cancel' }));
    expect(within(section()).getByRole('button', { name: 'Add a mobile number' })).toHaveFocus();
  });

  it('gives an account made with a number an email and a password, checked before sending', async () => {
    let account = phoneAccount;
    const calls = renderWith(
      () => account,
      (call) => {
        if (!call.url.endsWith('/api/auth/link-email')) return answer(200, {});
        if (call.body.email === 'taken@example.test') {
          return answer(409, {
            code: 'EMAIL_TAKEN',
            field: 'email',
            message: 'An account with this email already exists.',
          });
        }
        account = { ...phoneAccount, email: String(call.body.email) };
        return answer(200, account);
      },
    );
    expect(await within(section()).findByText('01812345678')).toBeInTheDocument();
    expect(within(section()).getByText('None yet')).toBeInTheDocument();
    expect(within(section()).queryByRole('button', { name: 'Add a mobile number' })).not.toBeInTheDocument();
    await userEvent.click(within(section()).getByRole('button', { name: 'Add an email address' }));
    const email = within(section()).getByLabelText('Email address');
    expect(email).toHaveFocus();

    // A weak password is named before anything is sent.
    await userEvent.type(email, 'Karim@Example.test');
    await userEvent.type(within(section()).getByLabelText('Password'), 'short');
    await userEvent.click(within(section()).getByRole('button', { name: 'Add the email address' }));
    expect(await within(section()).findByRole('alert')).toHaveTextContent(
      'Use at least 8 characters, with at least one letter and one number.',
    );
    expect(within(section()).getByLabelText('Password')).toHaveFocus();
    expect(posted(calls, '/api/auth/link-email')).toEqual([]);

    // An email another account has: said under the email.
    await userEvent.clear(email);
    await userEvent.type(email, 'taken@example.test');
    await userEvent.clear(within(section()).getByLabelText('Password'));
    await userEvent.type(within(section()).getByLabelText('Password'), 'Linked#pass1');
    await userEvent.click(within(section()).getByRole('button', { name: 'Add the email address' }));
    expect(await within(section()).findByRole('alert')).toHaveTextContent(
      'Another account already uses this email address.',
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(email);
    await userEvent.type(email, 'Karim@Example.test');
    await userEvent.click(within(section()).getByRole('button', { name: 'Add the email address' }));
    expect(await within(section()).findByRole('status')).toHaveTextContent(
      'you can also log in with karim@example.test and your password',
    );
    expect(posted(calls, '/api/auth/link-email').at(-1)!.body).toEqual({
      email: 'karim@example.test',
      password: 'Linked#pass1',
    });
    expect(within(section()).getByText('karim@example.test', { selector: 'dd' })).toBeInTheDocument();
    // The session is asked again: it names the account by its new email.
    expect(calls.some((c) => c.url.endsWith('/api/auth/get-session'))).toBe(true);
  }, 20_000);

  it('shows both ways and offers nothing to add when the account has both', async () => {
    renderWith(() => ({ ...emailAccount, phone: '01712345678' }));
    expect(await within(section()).findByText('01712345678')).toBeInTheDocument();
    expect(within(section()).getByText('rahima@example.test')).toBeInTheDocument();
    expect(within(section()).queryByRole('button')).not.toBeInTheDocument();
  });
});
