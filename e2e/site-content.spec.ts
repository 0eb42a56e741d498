import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, settle, whenLive } from './a11y-helpers';
import { chooseLanguage, shopOrigin, signInAs } from './fixtures';

/** The notice as the seed writes it: the first notice's period and texts (docs/product.md#home). */
async function currentNotice(page: Page) {
  const res = await page.request.get('/api/content');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { notice: unknown }).notice;
}

test.describe('site content the owner edits', () => {
  test('an admin changes the notice dates at /dashboard/content and the home page shows them', async ({ page }) => {
    await signInAs(page, 'admin');
    const before = await currentNotice(page);
    try {
      await page.goto('/dashboard/content');
      await expect(page.getByRole('heading', { name: 'Site Content', level: 1 })).toBeVisible();
      const notice = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Notice panel' }) });
      await notice.getByLabel('First day').fill('2026-11-20');
      await notice.getByLabel('Last day').fill('2026-12-05');
      await notice.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Saved. Visitors see it on their next page.')).toBeVisible();

      await page.goto('/');
      await whenLive(page);
      await expect(
        page.getByRole('main').getByText('Our site is open from November 20, 2026 until December 5, 2026.'),
      ).toBeVisible();
      // The first paint the server sent carried the new dates too: no old dates flash first.
      const html = await (await page.request.get('/')).text();
      expect(html).toContain('2026-11-20');
    } finally {
      const res = await page.request.put('/api/content/notice', {
        data: before,
        headers: { origin: shopOrigin() },
      });
      expect(res.status()).toBe(200);
    }
  });

  test('an admin sees a date range that ends before it starts refused under the field, and nothing changes', async ({
    page,
  }) => {
    await signInAs(page, 'admin');
    const before = await currentNotice(page);
    await page.goto('/dashboard/content');
    const notice = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Notice panel' }) });
    await notice.getByLabel('First day').fill('2026-12-05');
    await notice.getByLabel('Last day').fill('2026-11-20');
    await notice.getByRole('button', { name: 'Save' }).click();
    await expect(notice.getByText('The last day cannot come before the first day.')).toBeVisible();
    await expect(notice.getByLabel('Last day')).toHaveAttribute('aria-invalid', 'true');
    expect(await currentNotice(page)).toEqual(before);
  });

  test("the register form's Terms and Conditions link opens the Terms page", async ({ page, context }) => {
    await page.goto('/register');
    const [terms] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('main').getByRole('link', { name: 'Read the Terms and Conditions (opens in a new tab)' }).click(),
    ]);
    await expect(terms).toHaveURL(/\/pages\/terms$/);
    await expect(terms.getByRole('heading', { name: 'Terms and Conditions', level: 1 })).toBeVisible();
    await expect(terms.getByRole('heading', { name: 'Orders and prices' })).toBeVisible();
  });

  test('the footer shows the current year and leads only to real pages', async ({ page }) => {
    await page.goto('/');
    await whenLive(page);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} MediBazaar`);
    const hrefs = await footer.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).not.toMatch(/^\/?#/);
    await footer.getByRole('link', { name: 'About us' }).click();
    await expect(page.getByRole('heading', { name: 'About us', level: 1 })).toBeVisible();
  });

  test('a page shows in Bangla for a Bangla reader, and an unknown page is the 404 page', async ({ page, context }) => {
    await chooseLanguage(context, 'bn');
    await page.goto('/pages/returns');
    await expect(page.getByRole('heading', { name: 'ফেরত', level: 1 })).toBeVisible();
    const missing = await page.goto('/pages/no-such-page');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'পাতাটি পাওয়া যায়নি' })).toBeVisible();
  });

  test('the content editor and a simple page pass the accessibility checks', async ({ page }) => {
    await page.goto('/pages/privacy');
    await expect(page.getByRole('heading', { name: 'Privacy policy', level: 1 })).toBeVisible();
    await settle(page);
    await expectNoSeriousViolations(page);
    await signInAs(page, 'admin');
    await page.goto('/dashboard/content');
    await expect(page.getByRole('heading', { name: 'Pages', level: 2 })).toBeVisible();
    await page.getByRole('button', { name: 'Preview in Bangla' }).click();
    await settle(page);
    await expectNoSeriousViolations(page);
  });
});
