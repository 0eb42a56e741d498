import { expect, test, type Page } from '@playwright/test';
import { shopOrigin, signInAs } from './fixtures';
import { expectFocusVisible, hasFocus, skipToContent, tabTo, whenLive } from './a11y-helpers';

/**
 * Every interactive widget works from the keyboard: reachable with Tab, operated
 * with Enter, Space, arrows and Escape, focus visible, kept inside dialogs and
 * given back to what opened them.
 */

/** Presses Tab `times` times and checks focus never leaves `inside`. */
async function expectTabStaysIn(page: Page, inside: ReturnType<Page['locator']>, times = 8) {
  for (let i = 0; i < times; i++) {
    await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
    expect(await hasFocus(inside), `focus still inside after ${i + 1} presses`).toBe(true);
  }
}

test.describe('keyboard operation', () => {
  test('home: skip link, hero arrows and pause, category carousel', async ({ page }) => {
    // The page's clock, so the pause can be shown to hold past an advance without waiting for one.
    await page.clock.install();
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    await whenLive(page);
    const hero = page.getByRole('region', { name: 'Featured' });
    await expect(hero).toBeVisible();

    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await expectFocusVisible(page);

    const next = hero.getByRole('button', { name: 'Next slide' });
    await tabTo(page, next);
    await expectFocusVisible(page);
    // The slideshow holds still while focus is in it; each press moves one slide, wrapping around.
    const active = hero.locator('[aria-roledescription="slide"][data-active="true"]');
    const slide = async () => Number((await active.getAttribute('aria-label'))?.match(/^Slide (\d) of 4$/)?.[1]);
    const first = await slide();
    const after = (n: number) => `Slide ${((first - 1 + n + 4) % 4) + 1} of 4`;
    await page.keyboard.press('Enter');
    await expect(active).toHaveAttribute('aria-label', after(1));
    await page.keyboard.press('Space');
    await expect(active).toHaveAttribute('aria-label', after(2));
    await tabTo(page, hero.getByRole('button', { name: 'Previous slide' }), { back: true });
    await page.keyboard.press('Enter');
    await expect(active).toHaveAttribute('aria-label', after(1));

    // Pause stops the automatic advance for good, even after focus leaves the hero.
    await tabTo(page, hero.getByRole('button', { name: 'Pause slideshow' }));
    await page.keyboard.press('Enter');
    await expect(hero.getByRole('button', { name: 'Play slideshow' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.clock.runFor(3_500);
    await expect(active).toHaveAttribute('aria-label', after(1));

    // The category carousel's next button moves its slides.
    const categories = page
      .getByRole('region', { name: 'Product Categories' })
      .or(page.locator('section').filter({ has: page.getByRole('heading', { name: 'Product Categories' }) }));
    const catNext = categories.first().getByRole('button', { name: 'Next' });
    await tabTo(page, catNext);
    const firstSlide = categories.first().locator('[data-carousel-slide]').first();
    const before = await firstSlide.boundingBox();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await firstSlide.boundingBox())?.x).toBeLessThan(before!.x);
  });

  test('the hero holds still when the reader prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await whenLive(page);
    const hero = page.getByRole('region', { name: 'Featured' });
    await expect(hero.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await page.clock.runFor(3_500);
    await expect(hero.locator('[data-active="true"]')).toHaveAttribute('aria-label', 'Slide 1 of 4');
    // The carousels' previous and next jump instead of scrolling smoothly.
    const behaviour = await page
      .locator('[data-carousel-track]')
      .first()
      .evaluate((el) => getComputedStyle(el).scrollBehavior);
    expect(behaviour).toBe('auto');
  });

  test('shop quick view: opens with Enter, traps Tab, Escape closes and focus returns', async ({ page }) => {
    await page.goto('/shop');
    await whenLive(page);
    const eye = page.locator('button[aria-haspopup="dialog"]').filter({ visible: true }).first();
    await expect(eye).toBeVisible();
    await tabTo(page, eye);
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect.poll(() => hasFocus(dialog)).toBe(true);
    await expectTabStaysIn(page, dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(eye).toBeFocused();
  });

  test('profile menu and logout confirmation', async ({ page }) => {
    await signInAs(page, 'user');
    await page.goto('/');
    await whenLive(page);
    const account = page.getByRole('button', { name: 'Account menu' });
    await tabTo(page, account);
    await page.keyboard.press('Enter');
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
    // Tab does not wander off into the page behind an open menu.
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(account).toHaveAttribute('aria-expanded', 'false');
    await expect(account).toBeFocused();

    const logout = page.getByRole('banner').getByRole('button', { name: 'Logout' });
    await tabTo(page, logout, { back: true });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Are you sure?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectTabStaysIn(page, dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(logout).toBeFocused();
    // Still signed in: Escape cancelled.
    await expect(account).toBeVisible();
  });

  test('dashboard on a phone: skip link, menu toggle with Escape, delete confirmation', async ({ page }) => {
    await signInAs(page, 'seller');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/dashboard/manageMedicines');
    await expect(
      page
        .getByRole('button', { name: /^Delete / })
        .filter({ visible: true })
        .first(),
    ).toBeVisible();

    await skipToContent(page);

    // The delete confirmation: focus on the safe choice, trapped, Escape cancels and focus returns.
    const del = page
      .getByRole('button', { name: /^Delete / })
      .filter({ visible: true })
      .first();
    await tabTo(page, del);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByRole('button', { name: 'No, keep it' })).toBeFocused();
    await expectTabStaysIn(page, dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(del).toBeFocused();

    // The folded side menu.
    const toggle = page.getByRole('button', { name: 'Menu' });
    await tabTo(page, toggle, { back: true });
    await expectFocusVisible(page);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Dashboard menu' });
    await page.keyboard.press('Tab');
    expect(await hasFocus(menu)).toBe(true);
    await expectFocusVisible(page);
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await tabTo(page, menu.getByRole('link', { name: 'Add Product' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/addProduct$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('navigation menu on a phone: opens with Enter, Escape folds it and focus returns', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await whenLive(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'Shop' }));
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('role select: arrow keys do not change a role on their own', async ({ page }) => {
    const email = `kbd-role-${Date.now()}@example.test`;
    const name = `Keyboard Role ${Date.now()}`;
    const made = await page.request.post('/api/auth/sign-up/email', {
      data: { name, email, password: 'Keyboard#2025pass' },
      headers: { origin: shopOrigin() },
    });
    expect(made.status()).toBe(200);
    await page.context().clearCookies();
    await signInAs(page, 'admin');
    await page.goto('/dashboard/allusers');
    const select = page.getByRole('combobox', { name: `Role of ${name}` });
    await expect(select).toBeVisible();
    await tabTo(page, select, { max: 300 });
    await expectFocusVisible(page);
    let changes = 0;
    page.on('request', (r) => {
      if (r.method() === 'PATCH' && r.url().includes('/api/users/')) changes++;
    });
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await expect(select).toHaveValue('user');
    await page.waitForTimeout(300);
    expect(changes).toBe(0);
  });
});
