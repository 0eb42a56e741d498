import { expect, type BrowserContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo#2025pass';
export const DEMO = {
  admin: 'admin@medibazaar.test',
  seller: 'seller@medibazaar.test',
  seller2: 'seller2@medibazaar.test',
  pharmacist: 'pharmacist@medibazaar.test',
  user: 'user@medibazaar.test',
} as const;

/** The address of the shop under test (set by playwright.config.ts). */
export const shopOrigin = () => `http://127.0.0.1:${process.env.E2E_PORT}`;

/**
 * Signs the page's browser context in through the real sign-in endpoint (the fast
 * path for journeys that are not about signing in). The session cookie lands in the context.
 */
export async function signInAs(page: Page, who: keyof typeof DEMO | { email: string; password: string }) {
  const { email, password } = typeof who === 'string' ? { email: DEMO[who], password: DEMO_PASSWORD } : who;
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { origin: shopOrigin() },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Makes a fresh account (role user) through the real sign-up endpoint and signs the context in. */
export async function signUpFresh(page: Page, name = 'Test Shopper') {
  const email = `shopper-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  const password = 'Shopper#2025pass';
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { name, email, password },
    headers: { origin: shopOrigin() },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { email, password, name };
}

/**
 * Remembers a language for the shop as its language menu does: the cookie the server reads
 * for the first paint, and the browser's stored choice. `origin` is another shop's, when a
 * spec starts its own.
 */
export async function chooseLanguage(context: BrowserContext, language: 'en' | 'bn', origin = shopOrigin()) {
  await context.addCookies([{ name: 'medibazaar.lang', value: language, url: origin }]);
  await context.addInitScript((lng) => localStorage.setItem('medibazaar.lang', lng), language);
}
