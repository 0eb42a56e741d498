import { expect, test, type Page } from '@playwright/test';
import { whenLive } from './a11y-helpers';
import { signUpFresh } from './fixtures';

const BANGLA_DIGIT = /[০-৯]/;
/** "$12.50" in English; "১২.৫০ US$" in Bangla. */
const ENGLISH_PRICE = /\$\d+\.\d{2}/;
const BANGLA_PRICE = /[০-৯]+\.[০-৯]{2}/;

const languageMenu = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: /^(Language|ভাষা)$/ });

/** Every script the page downloaded, by address, so a test can ask which texts came over the wire. */
function collectScripts(page: Page) {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (res) => {
    if (res.url().endsWith('.js'))
      scripts.set(
        res.url(),
        res.text().catch(() => ''),
      );
  });
  return async () => Promise.all([...scripts.values()]);
}

test.describe('Languages', () => {
  test('a visitor switches the home page to বাংলা without a reload, and it stays after one', async ({ page }) => {
    const scripts = collectScripts(page);
    await page.goto('/');
    await whenLive(page);
    await expect(page.getByRole('heading', { name: 'Product Categories' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('main').getByText(ENGLISH_PRICE).first()).toBeVisible();
    // English-only visitors never download the Bangla texts.
    expect((await scripts()).some((body) => body.includes('পণ্যের ধরন'))).toBe(false);

    // A mark on the window survives only if the page is not reloaded.
    await page.evaluate(() => ((window as unknown as { stayedOpen: boolean }).stayedOpen = true));
    await languageMenu(page).selectOption('bn');

    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    const nav = page.getByRole('navigation', { name: 'প্রধান' });
    await expect(nav.getByRole('link', { name: 'হোম', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'দোকান', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'পণ্যের ধরন' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'আমাদের সম্মানিত পৃষ্ঠপোষকদের আন্তরিক ধন্যবাদ' })).toBeVisible();
    await expect(page.getByRole('main').getByText(BANGLA_PRICE).first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('সর্বস্বত্ব সংরক্ষিত');
    // The copyright line names this year, in Bangla digits.
    const thisYear = String(new Date().getFullYear()).replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!);
    await expect(page.getByRole('contentinfo')).toContainText(thisYear);
    await expect(languageMenu(page)).toHaveValue('bn');
    expect(await page.evaluate(() => (window as unknown as { stayedOpen?: boolean }).stayedOpen)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('medibazaar.lang'))).toBe('bn');
    await expect(page).toHaveTitle(/হোম পেজ/);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('heading', { name: 'পণ্যের ধরন' })).toBeVisible();
    await expect(languageMenu(page)).toHaveValue('bn');

    // Unknown pages speak it too.
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'পাতাটি পাওয়া যায়নি' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'হোমে ফিরুন' })).toBeVisible();

    // And back to English, with Latin digits.
    await page.goto('/');
    await whenLive(page);
    await languageMenu(page).selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Product Categories' })).toBeVisible();
    await expect(page.getByRole('main').getByText(ENGLISH_PRICE).first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).not.toContainText(BANGLA_DIGIT);
  });

  test('the logout confirmation asks in বাংলা', async ({ page }) => {
    await signUpFresh(page, 'Nasrin Akter');
    await page.goto('/');
    await whenLive(page);
    await languageMenu(page).selectOption('bn');
    await page.getByRole('banner').getByRole('button', { name: 'লগ আউট' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('আপনি কি নিশ্চিত?');
    await expect(dialog).toContainText('আপনি আপনার অ্যাকাউন্ট থেকে লগ আউট করতে যাচ্ছেন।');
    await expect(dialog.getByRole('button', { name: 'হ্যাঁ, লগ আউট করুন!' })).toBeVisible();
    await dialog.getByRole('button', { name: 'বাতিল' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: 'লগ আউট' })).toBeVisible();
  });

  test("the account remembers বাংলা and brings it back on another browser's sign-in", async ({ page, browser }) => {
    const account = await signUpFresh(page, 'Karim Uddin');
    await page.goto('/');
    await whenLive(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The choice is saved on the account once the page knows who is signed in.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
    const saved = page.waitForResponse(
      (res) => res.url().endsWith('/api/users/me') && res.request().method() === 'PATCH',
    );
    await languageMenu(page).selectOption('bn');
    expect((await saved).status()).toBe(200);

    // A fresh browser: nothing stored, English until the account says otherwise.
    const context = await browser.newContext();
    const other = await context.newPage();
    await other.goto('/login');
    await expect(other.locator('html')).toHaveAttribute('lang', 'en');
    await other.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await other.getByLabel('Password').fill(account.password);
    await other.getByRole('main').getByRole('button', { name: 'Login', exact: true }).click();
    // The sign-in's own confirmation already speaks the account's language.
    const welcome = other.getByRole('alertdialog');
    await expect(welcome).toContainText('লগ ইন সফল হয়েছে');
    await expect(other.locator('html')).toHaveAttribute('lang', 'bn');
    await welcome.getByRole('button', { name: 'ঠিক আছে' }).click();
    await expect(
      other.getByRole('navigation', { name: 'প্রধান' }).getByRole('link', { name: 'হোম', exact: true }),
    ).toBeVisible();
    expect(await other.evaluate(() => localStorage.getItem('medibazaar.lang'))).toBe('bn');
    await context.close();
  });
});
