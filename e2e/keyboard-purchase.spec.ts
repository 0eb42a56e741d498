import { expect, test } from '@playwright/test';
import { signUpFresh } from './fixtures';
import { expectFocusVisible, skipToContent, tabTo, whenLive } from './a11y-helpers';

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
  await expect(page).toHaveURL(/\/checkout$/);

  // Checkout: a new address in the form, then card, then place the order.
  const fullName = page.getByLabel('Full name');
  await tabTo(page, fullName);
  await page.keyboard.type('Keyboard Shopper');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Mobile number')).toBeFocused();
  await page.keyboard.type('01712345678');
  await tabTo(page, page.getByLabel('Address', { exact: true }));
  await page.keyboard.type('House 3, Road 9');
  await tabTo(page, page.getByLabel('Area'));
  await page.keyboard.type('Gulshan');
  await tabTo(page, page.getByLabel('District'));
  await page.keyboard.type('Dhaka');
  const save = page.getByRole('button', { name: 'Save address' });
  await tabTo(page, save);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('checkout-totals')).toContainText('Dhaka city');
  const card = page.getByRole('radio', { name: 'Card', exact: true });
  await tabTo(page, page.getByRole('radio', { name: 'Cash on delivery' }));
  await page.keyboard.press('ArrowDown');
  await expect(card).toBeChecked();
  const placeAndPay = page.getByRole('button', { name: 'Place order and pay' });
  await tabTo(page, placeAndPay);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/payments\?orders=MB-/);

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

  // The order's own page confirms it, in words.
  await expect(page).toHaveURL(/\/dashboard\/orders\/MB-\d{2}-\d{6}$/, { timeout: 20_000 });
  await expect(page.getByTestId('order-confirmation')).toContainText('Payment Succeeded!');
  await expect(page.getByTestId('order-payment')).toHaveText('Card · Paid');
  await expect(page.getByRole('table').getByText(name)).toBeVisible();
});
