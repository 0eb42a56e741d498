import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageMenu } from '../components/layouts/language-menu';
import { applyAccountLanguage, changeLanguage, currentLanguage } from './i18n';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

describe('choosing a language while the session check is under way', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await applyAccountLanguage(null);
    await changeLanguage('en', { remember: false });
  });

  it("keeps the choice and saves it on the account, over the account's older language", async () => {
    let answerSession!: () => void;
    const sessionAnswered = new Promise<void>((resolve) => (answerSession = resolve));
    const saved: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: URL | string, init?: RequestInit) => {
        const path = new URL(String(url), 'http://shop.test').pathname;
        if (path === '/api/auth/get-session') {
          await sessionAnswered;
          return json({
            user: { id: 'u1', name: 'Rahim', email: 'rahim@example.test', role: 'user', locale: 'en' },
            session: { expiresAt: '2030-01-01T00:00:00.000Z' },
          });
        }
        if (path === '/api/users/me' && init?.method === 'PATCH') {
          saved.push(JSON.parse(String(init.body)));
          return json({ locale: 'bn' });
        }
        return new Response('not found', { status: 404 });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <LanguageMenu />
      </QueryClientProvider>,
    );

    const select = screen.getByRole('combobox', { name: 'Language' });
    await userEvent.selectOptions(select, 'bn');
    await waitFor(() => expect(select).toBeDisabled());
    answerSession();

    await waitFor(() => expect(saved).toEqual([{ locale: 'bn' }]));
    expect(currentLanguage()).toBe('bn');
    await waitFor(() => expect(select).toBeEnabled());
    expect(select).toHaveValue('bn');
  });
});
