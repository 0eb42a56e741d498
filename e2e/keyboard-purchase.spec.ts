import { expect, test } from '@playwright/test';
import { signUpFresh } from './fixtures';
import { expectFocusVisible, hasFocus, skipToContent, tabTo, whenLive } from './a11y-helpers';

const expiry = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

// A whole purchase with the keyboard only: no clicks, and no page.goto after the first.
test('a signed-in shopper buys a product with the keyboard only', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signUpFresh(page, 'Keyboard Shopper');
  await page.goto('/');
  await whenLive(page);

  await skipToContent(page);

  // Reach the first product card in the page's sections and open it.
  const view = page.getByRole('link', { name: /^View Product: / });
  await tabTo(page, view, { max: 200 });
  await expectFocusVisible(page);
  const label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
  const name = label.replace(/^View Product: /, '');
  expect(name).not.toBe('');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products\//);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // Add to Cart with Space.
  const add = page.getByRole('main').getByRole('button', { name: 'Add to Cart' });
  await tabTo(page, add);
  await page.keyboard.press('Space');
  const cart = page.getByRole('banner').getByRole('link', { name: 'Cart, 1 items' });
  await expect(cart).toBeVisible();

  // Back up to the cart link in the navigation bar.
  await tabTo(page, cart, { back: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/carts$/);
  await expect(page.getByRole('table').getByText(name).first()).toBeVisible();

  const payNow = page.getByRole('link', { name: 'Pay Now' });
  await tabTo(page, payNow);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/payments$/);

  // The sandbox card form: name, number, expiry, CVC; Enter submits.
  const cardName = page.getByLabel('Name on card');
  await expect(cardName).toBeVisible();
  await tabTo(page, cardName);
  await expectFocusVisible(page);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Keyboard Shopper');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Card number')).toBeFocused();
  await page.keyboard.type('4242 4242 4242 4242');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Expiry (MM/YY)')).toBeFocused();
  await page.keyboard.type(expiry);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('CVC')).toBeFocused();
  await page.keyboard.type('123');
  await page.keyboard.press('Enter');

  // 'Payment Succeeded!' takes focus; Enter confirms it and the history opens.
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Payment Succeeded!' })).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => hasFocus(dialog)).toBe(true);
  const transactionId = (await dialog.innerText()).match(/Transaction id: (\S+)/)?.[1];
  expect(transactionId).toBeTruthy();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard\/paymentsHistory$/);
  const row = page.getByRole('table').getByRole('row').filter({ hasText: transactionId! });
  await expect(row.first()).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
});
