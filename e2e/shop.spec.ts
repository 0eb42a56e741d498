import { expect, test, type Page } from '@playwright/test';
import { whenLive } from './a11y-helpers';

const pager = (page: Page) => page.getByRole('navigation', { name: 'Pages' });
const currentPage = (page: Page) => pager(page).locator('[aria-current="page"]');
const bodyRows = (page: Page) => page.getByRole('table').locator('tbody tr');
const categories = (page: Page) => page.getByRole('navigation', { name: 'Categories' });
/** Waits for the products (not their loading skeletons) to fill the table. */
const rowsLoaded = async (page: Page) => {
  await expect(bodyRows(page).first().getByRole('link')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
};

test.describe('shop', () => {
  test('shows the product table, ten to a page, with its own title', async ({ page }) => {
    // The server paints the first page, so the total is read from the API around the visit
    // (other tests add products meanwhile).
    const shopTotal = async () => ((await (await page.request.get('/api/products')).json()) as { total: number }).total;
    const before = await shopTotal();
    await page.goto('/shop');
    await whenLive(page);
    const after = await shopTotal();
    await expect(page).toHaveTitle('MediBazaar | Shop');
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    const headers = page.getByRole('table').getByRole('columnheader');
    await expect(headers).toHaveText(['Image', 'Name', 'Category', 'Price', 'Actions']);
    await expect(bodyRows(page)).toHaveCount(10);
    const shown = Number((await page.getByText(/^\d+ products$/).textContent())!.split(' ')[0]);
    expect(shown).toBeGreaterThanOrEqual(before);
    expect(shown).toBeLessThanOrEqual(after);
    // All, the spec's eight, then Prescription Medicine.
    await expect(categories(page).getByRole('link')).toHaveCount(10);
    await expect(categories(page).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
  });

  test('Previous is disabled on the first page and Next on the last', async ({ page }) => {
    await page.goto('/shop');
    await whenLive(page);
    await expect(currentPage(page)).toHaveText('1');
    await rowsLoaded(page);
    await expect(pager(page).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(pager(page).getByRole('button', { name: 'Next' })).toBeEnabled();

    const firstName = await bodyRows(page).first().locator('td').nth(1).textContent();
    await pager(page).getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/[?&]page=2$/);
    await expect(currentPage(page)).toHaveText('2');
    await expect(bodyRows(page).first().locator('td').nth(1)).not.toHaveText(firstName!);
    await expect(pager(page).getByRole('button', { name: 'Previous' })).toBeEnabled();

    const last = pager(page)
      .getByRole('button', { name: /^Page \d+$/ })
      .last();
    const lastNumber = await last.textContent();
    await last.click();
    await expect(currentPage(page)).toHaveText(lastNumber!);
    await rowsLoaded(page);
    await expect(pager(page).getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(pager(page).getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(await bodyRows(page).count()).toBeGreaterThan(0);
    expect(await bodyRows(page).count()).toBeLessThanOrEqual(10);
  });

  test('choosing a category starts again at page 1, and back returns to where it was', async ({ page }) => {
    await page.goto('/shop?page=3');
    await expect(currentPage(page)).toHaveText('3');
    await categories(page).getByRole('link', { name: 'Devices' }).click();
    await expect(page).toHaveURL(/\/shop\?category=Devices$/);
    await expect(currentPage(page)).toHaveText('1');
    await expect(categories(page).getByRole('link', { name: 'Devices' })).toHaveAttribute('aria-current', 'page');
    // The last page's rows stay up, marked busy, until the category's arrive.
    await rowsLoaded(page);
    for (const text of await bodyRows(page).locator('td:nth-child(3)').allTextContents()) expect(text).toBe('Devices');

    await page.goBack();
    await expect(page).toHaveURL(/\/shop\?page=3$/);
    await expect(currentPage(page)).toHaveText('3');
    await page.goForward();
    await expect(page).toHaveURL(/category=Devices/);
    await page.reload();
    await expect(categories(page).getByRole('link', { name: 'Devices' })).toHaveAttribute('aria-current', 'page');
  });

  test('the search box searches the server as one types, forgiving a typo', async ({ page }) => {
    await page.goto('/shop?page=2');
    await page.getByRole('combobox', { name: 'Search products' }).fill('paracetamole');
    await expect(page).toHaveURL(/\/shop\?q=paracetamole$/);
    await expect(bodyRows(page).first()).toContainText('Paracetamol');

    await page.getByRole('combobox', { name: 'Search products' }).fill('no such thing at all');
    await expect(page.getByText('No products match.')).toBeVisible();
    await page.getByRole('link', { name: 'Show all products' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.getByRole('combobox', { name: 'Search products' })).toHaveValue('');
    await expect(bodyRows(page)).toHaveCount(10);
  });

  test('the eye button opens the product in a dialog that closes on Escape, the close button and outside', async ({
    page,
  }) => {
    await page.goto('/shop');
    await whenLive(page);
    await rowsLoaded(page);
    const row = bodyRows(page).first();
    const name = (await row.locator('td').nth(1).textContent())!;
    const eye = row.getByRole('button', { name: `Quick view: ${name}` });

    await eye.click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: /^View Product/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(eye).toBeFocused();

    await eye.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(eye).toBeFocused();

    await eye.click();
    await expect(dialog).toBeVisible();
    // Tab and Shift+Tab stay inside the dialog.
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.mouse.click(5, 400);
    await expect(dialog).toBeHidden();
  });

  test('Select keeps products in a list on the page, each removable', async ({ page }) => {
    await page.goto('/shop');
    await whenLive(page);
    const selected = page.getByRole('region', { name: /^Selected products/ });
    await expect(selected.getByText(/Nothing selected yet/)).toBeVisible();
    await rowsLoaded(page);
    const first = bodyRows(page).nth(0);
    const second = bodyRows(page).nth(1);
    const firstName = (await first.locator('td').nth(1).textContent())!;
    const secondName = (await second.locator('td').nth(1).textContent())!;
    await first.getByRole('button', { name: 'Select', exact: true }).click();
    await second.getByRole('button', { name: 'Select', exact: true }).click();
    await expect(first.getByRole('button', { name: 'Selected', exact: true })).toBeDisabled();
    await expect(selected.getByRole('listitem')).toHaveCount(2);
    await selected.getByRole('button', { name: `Remove ${firstName}` }).click();
    await expect(selected.getByRole('listitem')).toHaveCount(1);
    await expect(selected).toContainText(secondName);
    await expect(first.getByRole('button', { name: 'Select', exact: true })).toBeEnabled();
  });

  test('fits a 360 px screen: the rows stack as cards and nothing scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/shop?category=Devices');
    await expect(page.getByRole('table')).toBeHidden();
    await expect(page.getByRole('button', { name: /^Quick view: / }).first()).toBeVisible();
    await expect(categories(page).getByRole('link', { name: 'Devices' })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
