import { afterEach, describe, expect, it } from 'vitest';
import { ApiRequestError } from '../lib/api-client';
import { apiErrorMessage } from '../lib/api-error-message';
import { formatDate, formatMoney, formatYear } from '../lib/format';
import { LANGUAGE_COOKIE } from '@medibazaar/contract';
import i18n, { changeLanguage, detectLanguage } from '../lib/i18n';

afterEach(async () => {
  await changeLanguage('en');
  localStorage.clear();
});

describe('switching language', () => {
  it('switches the texts, the page language and the numbers to Bangla, and remembers it', async () => {
    await changeLanguage('bn');
    expect(i18n.t('common.nav.home')).toBe('হোম');
    expect(document.documentElement.lang).toBe('bn');
    expect(document.documentElement.dir).toBe('ltr');
    expect(localStorage.getItem(LANGUAGE_COOKIE)).toBe('bn');
    expect(detectLanguage()).toBe('bn');
    expect(formatMoney(1234.5)).toContain('১,২৩৪.৫০');
    expect(formatYear(2025)).toBe('২০২৫');
    expect(formatDate('2026-04-14T10:00:00Z')).toMatch(/১৪/);
    expect(i18n.t('storefront.shop.results', { count: 12 })).toBe('১২টি পণ্য');
    expect(i18n.t('cart.cart.onlyLeft', { count: 3 })).toBe('মাত্র ৩টি আছে: পেমেন্ট করতে পরিমাণ কমান।');
  });

  it('comes back to English with Latin digits', async () => {
    await changeLanguage('bn');
    await changeLanguage('en');
    expect(i18n.t('common.nav.home')).toBe('Home');
    expect(document.documentElement.lang).toBe('en');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(i18n.t('storefront.shop.results', { count: 1234 })).toBe('1,234 products');
    expect(i18n.t('common.footer.copyright', { year: formatYear(2025), shopName: 'MediBazaar' })).toBe(
      '© 2025 MediBazaar. All rights reserved.',
    );
  });

  it('ignores a stored value that is not a language the shop speaks', () => {
    localStorage.setItem(LANGUAGE_COOKIE, 'fr');
    expect(detectLanguage()).toBe('en');
  });
});

describe('apiErrorMessage', () => {
  const refused = (code: string, message: string) =>
    new ApiRequestError(409, { statusCode: 409, error: 'Conflict', message, code });

  it('says what a known code means in the chosen language', async () => {
    await changeLanguage('bn');
    expect(apiErrorMessage(refused('OWN_ROLE', 'You cannot change your own role.'), i18n.t)).toBe(
      'আপনি নিজের ভূমিকা বদলাতে পারবেন না। অন্য কোনো অ্যাডমিনকে বলুন।',
    );
    expect(apiErrorMessage(refused('NOT_ENOUGH_STOCK', 'Only 2 of Napa are in stock.'), i18n.t)).toBe(
      'এই পণ্যের যথেষ্ট স্টক নেই।',
    );
  });

  it("keeps the server's detailed English message in English", () => {
    expect(apiErrorMessage(refused('NOT_ENOUGH_STOCK', 'Only 2 of Napa are in stock.'), i18n.t)).toBe(
      'Only 2 of Napa are in stock.',
    );
    expect(apiErrorMessage(refused('OWN_ROLE', 'server words'), i18n.t)).toBe(
      'You cannot change your own role. Ask another admin.',
    );
  });

  it("falls back to the server's message for an unknown code, and to the given text otherwise", async () => {
    await changeLanguage('bn');
    expect(apiErrorMessage(refused('SOMETHING_NEW', 'A new kind of problem.'), i18n.t)).toBe('A new kind of problem.');
    expect(apiErrorMessage(new TypeError('Failed to fetch'), i18n.t, 'নিজের লেখা')).toBe('নিজের লেখা');
    expect(apiErrorMessage(new TypeError('Failed to fetch'), i18n.t)).toBe(
      'কিছু একটা ভুল হয়েছে। অনুগ্রহ করে আবার চেষ্টা করুন।',
    );
  });
});
