import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientConfig } from '../../../config/env';
import { changeLanguage } from '../../../lib/i18n';
import { LoginForm } from './login-form';

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** The sign-in call answers as given; nothing else is asked before it fails. */
function signInAnswers(reply: () => Response | Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => reply()),
  );
  // jsdom has no media queries; the alert asks one for its icon's motion.
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
}

async function signIn() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <LoginForm onSignedIn={() => {}} />
    </QueryClientProvider>,
  );
  await userEvent.type(screen.getByLabelText(/Email|ইমেইল/), 'user@medibazaar.test');
  await userEvent.type(screen.getByLabelText(/Password|পাসওয়ার্ড/), 'Demo#2025pass');
  await userEvent.click(screen.getByRole('button', { name: /^(Login|লগ ইন)$/ }));
}

/** The line under the form and the alert both give the reason. */
async function expectReason(reason: string | RegExp, title = 'Login Failed') {
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent(title);
  expect(dialog).toHaveTextContent(reason);
  // The open alert hides the page from assistive technology until it closes.
  const line = screen.getAllByRole('alert', { hidden: true }).find((el) => !dialog.contains(el))!;
  expect(line).toHaveTextContent(reason);
  return line;
}

afterEach(async () => {
  // Dismiss the alert the test left open, as a person would, before the page goes.
  if (screen.queryByRole('alertdialog')) await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  vi.unstubAllGlobals();
  clientConfig.publicUrl = null;
  document.body.innerHTML = '';
  await changeLanguage('en');
});

describe('LoginForm', () => {
  it("keeps the product's words for a wrong password", async () => {
    signInAnswers(() => answer(401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }));
    await signIn();
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Login Failed');
    expect(dialog).toHaveTextContent('Invalid email or password. Please try again.');
    expect(screen.getByText('Invalid email or password!')).toBeInTheDocument();
  });

  it('says the service is unavailable when the server cannot answer', async () => {
    signInAnswers(() => answer(503, { code: 'SERVICE_UNAVAILABLE', message: 'The shop is not available.' }));
    await signIn();
    await expectReason('The shop cannot sign you in right now: its service is not available.');
    expect(screen.queryByText('Invalid email or password!')).toBeNull();
  });

  it('names the right address, with a link to it, when the page is open at another', async () => {
    clientConfig.publicUrl = 'https://shop.example';
    signInAnswers(() =>
      answer(403, { code: 'CROSS_SITE_REQUEST', message: 'Requests from other sites are not accepted.' }),
    );
    await signIn();
    const line = await expectReason(/but the shop accepts sign-ins and new accounts only at https:\/\/shop\.example/);
    expect(within(line).getByRole('link', { name: 'Go to https://shop.example', hidden: true })).toHaveAttribute(
      'href',
      `https://shop.example${window.location.pathname}${window.location.search}`,
    );
  });

  it('says how long to wait after too many attempts', async () => {
    signInAnswers(() =>
      answer(429, { code: 'TOO_MANY_ATTEMPTS', message: 'Too many sign-in attempts.' }, { 'retry-after': '600' }),
    );
    await signIn();
    await expectReason('Too many sign-in attempts. Please wait 10 minutes and try again.');
  });

  it('tells a dropped connection from a refusal', async () => {
    signInAnswers(() => Promise.reject(new TypeError('Failed to fetch')));
    await signIn();
    await expectReason('We could not reach the shop. Check your connection and try again.');
  });

  it('gives the reason in Bangla', async () => {
    await changeLanguage('bn');
    signInAnswers(() => answer(503, { code: 'SERVICE_UNAVAILABLE', message: 'The shop is not available.' }));
    await signIn();
    await expectReason('দোকানের সেবা এই মুহূর্তে চালু নেই, তাই আপনাকে লগ ইন করানো যাচ্ছে না।', 'লগ ইন হয়নি');
  });
});
