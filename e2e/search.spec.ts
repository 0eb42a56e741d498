import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, whenLive } from './a11y-helpers';
import { chooseLanguage, signInAs } from './fixtures';

/**
 * Search that finds the everyday pack: "napa" puts the 500 mg tablet first; the shop's order and
 * page size are chosen from two selects and kept in the address through a reload; in English and
 * Bangla, on a phone and a desktop.
 */

/** The list's rows: table rows on a desktop, cards on a phone (the one drawn). */
const rows = (page: Page) =>
  page.locator('main table tbody tr, main ul[aria-label^="Products"] > li, main ul[aria-label^="পণ্য"] > li').filter({
    visible: true,
  });
const rowsLoaded = async (page: Page) => {
  await expect(rows(page).first().getByRole('link').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
};
interface ListJson {
  items: { name: string; price: number; discount: number }[];
}
/** The next product list the page asks for whose address matches `query`. */
const listAnswer = (page: Page, query: RegExp) =>
  page
    .waitForResponse((res) => new URL(res.url()).pathname === '/api/products' && query.test(res.url()) && res.ok())
    .then(async (res) => (await res.json()) as ListJson);
const paid = (p: ListJson['items'][number]) => Math.round(p.price * (100 - p.discount));
const ascending = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1]! <= x);

const TEXTS = {
  en: {
    request: 'Request a medicine',
    name: 'Medicine name',
    strength: 'Strength (optional)',
    quantity: 'How many packs',
    phone: 'Mobile number',
    send: 'Send request',
    productSearch: 'Product that answers',
    find: 'Find',
    markListed: 'Mark listed',
    show: 'Show',
    listedAs: 'Listed as Napa',
  },
  bn: {
    request: 'ওষুধের জন্য অনুরোধ করুন',
    name: 'ওষুধের নাম',
    strength: 'শক্তি (ঐচ্ছিক)',
    quantity: 'কয় প্যাক',
    phone: 'মোবাইল নম্বর',
    send: 'অনুরোধ পাঠান',
    productSearch: 'উত্তর যে পণ্য',
    find: 'খুঁজুন',
    markListed: 'তালিকাভুক্ত চিহ্নিত করুন',
    show: 'দেখান',
    listedAs: 'Napa হিসেবে তালিকাভুক্ত',
  },
} as const;

for (const viewport of [
  { name: 'phone', width: 360, height: 800 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test.describe(`search at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('"napa" shows Napa 500 mg first; sorted by price with 20 a page, kept on reload', async ({ page }) => {
      await page.goto('/shop?q=napa');
      await whenLive(page);
      await rowsLoaded(page);
      const first = rows(page).first();
      await expect(first).toContainText('Napa');
      await expect(first).toContainText('500 mg');
      await expect(first).toContainText(/tablet/i);

      const byPrice = listAnswer(page, /sort=price/);
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price');
      await expect(page).toHaveURL(/[?&]sort=price/);
      expect(ascending((await byPrice).items.map(paid))).toBe(true);
      const twenty = listAnswer(page, /limit=20/);
      await page.getByRole('combobox', { name: 'Show' }).selectOption('20');
      await expect(page).toHaveURL(/[?&]perPage=20/);
      await twenty;
      await rowsLoaded(page);
      await expect(rows(page).first()).toContainText((await byPrice).items[0]!.name);

      // Opened afresh, the server paints the same twenty, cheapest first.
      await page.goto('/shop?sort=price&perPage=20');
      await whenLive(page);
      await rowsLoaded(page);
      await expect(rows(page)).toHaveCount(20);
      const cheapest = (await (await page.request.get('/api/products?sort=price&limit=20')).json()) as ListJson;
      expect(ascending(cheapest.items.map(paid))).toBe(true);
      await expect(rows(page).first()).toContainText(cheapest.items[0]!.name);
      await page.reload();
      await whenLive(page);
      await rowsLoaded(page);
      await expect(rows(page)).toHaveCount(20);
      await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price');
      await expect(page.getByRole('combobox', { name: 'Show' })).toHaveValue('20');
      await expectNoSeriousViolations(page);

      // Keyboard: the page size changes from the keyboard alone.
      await page.getByRole('combobox', { name: 'Show' }).focus();
      await page.keyboard.press('ArrowDown');
      await expect(page).toHaveURL(/[?&]perPage=50/);
    });

    test('in Bangla: the same controls, in Bangla', async ({ page, context }) => {
      await chooseLanguage(context, 'bn');
      await page.goto('/shop?q=napa&sort=unit-price&perPage=50');
      await whenLive(page);
      await rowsLoaded(page);
      await expect(page.getByRole('combobox', { name: 'সাজান' })).toHaveValue('unit-price');
      await expect(page.getByRole('combobox', { name: 'দেখান' })).toHaveValue('50');
      await expect(page.getByRole('combobox', { name: 'সাজান' })).toContainText('প্রতি একক দাম');
      await expectNoSeriousViolations(page);
    });

    for (const language of ['en', 'bn'] as const) {
      const x = TEXTS[language];
      test(`a search that finds nothing leads to a request, which an admin marks listed (${language})`, async ({
        page,
        context,
      }) => {
        test.slow();
        await chooseLanguage(context, language);
        const name = `Zq${Date.now().toString(36)}${viewport.width}`;
        await page.goto(`/shop?q=${name}`);
        await whenLive(page);
        await page.getByRole('link', { name: x.request }).click();
        await expect(page).toHaveURL(new RegExp(`/request-medicine\\?name=${name}$`));
        await expect(page.getByRole('heading', { level: 1, name: x.request })).toBeVisible();
        await expect(page.getByLabel(x.name, { exact: true })).toHaveValue(name);
        await page.getByLabel(x.strength).fill('৫০০ mg');
        await page.getByLabel(x.quantity).fill('২');
        // A number no other run uses, in Bangla digits.
        const ascii = `019${String(Date.now()).slice(-8)}`;
        const phone = [...ascii].map((d) => '০১২৩৪৫৬৭৮৯'[Number(d)]).join('');
        await page.getByLabel(x.phone).fill(phone);
        await expectNoSeriousViolations(page);
        await page.getByRole('button', { name: x.send }).click();
        await expect(page.getByRole('status').filter({ hasText: ascii })).toBeVisible();

        await signInAs(page, 'admin');
        await page.goto('/dashboard/medicine-requests');
        const request = page
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: `${name} 500 mg` }) });
        await expect(request).toBeVisible();
        await expect(request).toContainText(ascii);
        await expectNoSeriousViolations(page);
        await request.getByLabel(new RegExp(x.productSearch)).fill('Napa');
        await request.getByRole('button', { name: x.find }).click();
        await request.getByRole('button', { name: x.markListed }).click();
        await expect(request).toBeHidden();
        await page.getByLabel(x.show, { exact: true }).selectOption('listed');
        await expect(
          page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `${name} 500 mg` }) }),
        ).toContainText(x.listedAs);
      });
    }
  });
}
