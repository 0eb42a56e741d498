import { expect, test, type Page } from '@playwright/test';
import { settle } from './a11y-helpers';

/**
 * The way a reader chose to sign in (email or mobile number) holds while the next page's code is
 * still on its way. Going from the login page to Create an account (or back), the address changes
 * at once but the page on screen stays until the next one's code is in: a reader on a slow
 * connection chooses "Mobile number" there, and the page that then opens shows that way, not email.
 */

/** Holds back a page's code (its route module) until released. */
async function holdPageCode(page: Page, name: 'login' | 'register') {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${name}-[^/]*\\.js$`), async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

const TO = {
  register: { from: '/login', link: 'Create an account', heading: 'Create your account' },
  login: { from: '/register', link: 'Login', heading: 'Welcome back' },
} as const;

for (const next of ['register', 'login'] as const) {
  test(`a mobile number chosen while ${next === 'register' ? 'Create an account' : 'Login'} loads stays chosen`, async ({
    page,
  }) => {
    const { from, link, heading } = TO[next];
    await page.goto(from);
    await settle(page);
    const held = await holdPageCode(page, next);
    const main = page.getByRole('main');
    await main.getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${next}$`));

    // The page on screen is still the last one: the reader chooses the mobile number there.
    await main.locator('label').filter({ hasText: 'Mobile number' }).click();
    await expect(main.getByRole('radio', { name: 'Mobile number' })).toBeChecked();

    held.release();
    await expect(main.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(main.getByRole('radio', { name: 'Mobile number' })).toBeChecked();
    await expect(main.getByRole('textbox', { name: 'Mobile number', exact: true })).toBeVisible();
    await expect(main.getByRole('textbox', { name: 'Email' })).toHaveCount(0);
  });
}
