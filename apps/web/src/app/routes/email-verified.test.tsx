import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { createQueryClient } from '../providers';
import { Component } from './email-verified';

/** The session answer the page's check gets from the API: nobody, or this person. */
function sessionApi(user: { id: string; name: string; email: string } | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL) => {
      if (url.pathname !== '/api/auth/get-session') return new Response('{}', { status: 404 });
      const body = user ? { user: { ...user, role: 'user' }, session: { expiresAt: '2099-01-01T00:00:00Z' } } : null;
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
}

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/email-verified']}>
        <Component />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

describe('/email-verified', () => {
  it('tells someone not signed in that the address is confirmed, and invites a sign-in or a new password', async () => {
    sessionApi(null);
    renderPage();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('heading', { name: 'Email confirmed' })).toBeInTheDocument();
    expect(screen.getByText(/Your email address is confirmed\. Sign in with your password/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a new password' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByRole('link', { name: 'Continue shopping' })).toBeNull();
  });

  it('says the same in Bangla', async () => {
    await changeLanguage('bn', { remember: false });
    sessionApi(null);
    renderPage();
    expect(await screen.findByRole('link', { name: 'সাইন ইন করুন' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('heading', { name: 'ইমেইল নিশ্চিত হয়েছে' })).toBeInTheDocument();
    expect(screen.getByText(/আপনার ইমেইল ঠিকানা নিশ্চিত হয়েছে। এগিয়ে যেতে/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'নতুন পাসওয়ার্ড বেছে নিন' })).toHaveAttribute('href', '/forgot-password');
  });

  it('lets the browser that registered, signed in already, go on shopping', async () => {
    sessionApi({ id: 'u1', name: 'Nadia', email: 'nadia@example.test' });
    renderPage();
    expect(await screen.findByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/shop');
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });
});
