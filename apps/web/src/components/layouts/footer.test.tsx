import type { SiteContent } from '@medibazaar/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/providers';
import { siteContentQueryOptions } from '../../features/content/api/get-site-content';
import { Footer } from './footer';

const content: SiteContent = {
  notice: {
    ticker: { en: 'Sale', bn: 'ছাড়' },
    openPeriod: { from: '2025-01-21', until: '2025-01-28' },
    message: { en: '', bn: '' },
  },
  hours: { opens: '09:00', closes: '20:00' },
  footer: {
    about: { en: 'Your neighbourhood pharmacy.', bn: 'আপনার পাড়ার ফার্মেসি।' },
    phone: '+880 1711-000000',
    address: { en: 'Dhanmondi, Dhaka', bn: 'ধানমন্ডি, ঢাকা' },
    socials: [{ network: 'facebook', url: 'https://www.facebook.com/example' }],
    columns: [
      {
        title: { en: 'Quick Links', bn: 'দ্রুত লিংক' },
        links: [
          { label: { en: 'Terms and Conditions', bn: 'শর্তাবলি' }, href: '/pages/terms' },
          { label: { en: 'Partner site', bn: 'অংশীদার' }, href: 'https://partner.example' },
        ],
      },
    ],
  },
  sponsors: [],
  updatedAt: null,
};

function showFooter(stored: SiteContent | null) {
  const client = createQueryClient();
  if (stored) client.setQueryData(siteContentQueryOptions().queryKey, stored);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Footer />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.useRealTimers());

describe('Footer', () => {
  it('shows the copyright line for the current year', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2031, 5, 1));
    showFooter(content);
    expect(screen.getByText('© 2031 MediBazaar. All rights reserved.')).toBeInTheDocument();
  });

  it('shows the stored about text, a dialable phone, the address, the columns and the social links', () => {
    showFooter(content);
    expect(screen.getByText('Your neighbourhood pharmacy.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+880 1711-000000' })).toHaveAttribute('href', 'tel:+8801711000000');
    expect(screen.getByText('Dhanmondi, Dhaka')).toBeInTheDocument();
    const column = screen.getByRole('navigation', { name: 'Quick Links' });
    expect(within(column).getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/pages/terms');
    expect(within(column).getByRole('link', { name: 'Partner site' })).toHaveAttribute(
      'href',
      'https://partner.example',
    );
    expect(screen.getByRole('link', { name: 'Follow us on Facebook' })).toHaveAttribute(
      'href',
      'https://www.facebook.com/example',
    );
  });

  it('has no dead links and no buttons that do nothing', () => {
    const { container } = showFooter({
      ...content,
      footer: { ...content.footer, phone: '+880 1XXX-XXXXXX', socials: [] },
    });
    for (const a of container.querySelectorAll('a')) expect(a.getAttribute('href')).not.toMatch(/^\/?#/);
    expect(container.querySelector('button')).toBeNull();
    // A placeholder number is shown, not dialled.
    expect(screen.getByText('+880 1XXX-XXXXXX').closest('a')).toBeNull();
  });
});
