import { expect, test, type Locator, type Page } from '@playwright/test';
import { tabTo, whenLive } from './a11y-helpers';
import { chooseLanguage, shopOrigin, signUpFresh } from './fixtures';

interface CartLine {
  menuId: string;
  name: string;
  quantity: number;
}

const bodyRows = (page: Page) => page.getByRole('table').locator('tbody tr');
/** The line that counts the results (the quantities beside Add to Cart are statuses too). */
const status = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: /products?|পণ্য/ })
    .first();

/** Waits for the products (not their loading skeletons) and for the rows' Add to Cart to load. */
async function listLoaded(page: Page, scope: Locator) {
  await expect(scope.getByRole('button', { name: /^Add to Cart / }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * Picks the quantity with the control's + button and adds; returns the product's name.
 * `within` holds one product's control (a row, a card, the quick view).
 */
async function addFrom(within: Locator, quantity: number): Promise<string> {
  const add = within.getByRole('button', { name: /^Add to Cart / });
  const label = (await add.getAttribute('aria-label'))!;
  const name = label.replace(/^Add to Cart /, '');
  const more = within.getByRole('button', { name: `One more ${name}` });
  for (let i = 1; i < quantity; i++) await more.click();
  await expect(within.getByRole('group', { name: `Quantity of ${name}` }).getByRole('status')).toHaveText(
    String(quantity),
  );
  await add.click();
  await expect(within.getByRole('button', { name: `Added ${name}` })).toBeVisible();
  return name;
}

/** The first of `candidates` that can be bought at least `quantity` times and is not in `taken`. */
async function firstBuyable(candidates: Locator, quantity: number, taken: Set<string>): Promise<Locator> {
  for (const candidate of await candidates.all()) {
    const add = candidate.getByRole('button', { name: /^Add to Cart / });
    if ((await add.count()) !== 1 || !(await add.isEnabled())) continue;
    const name = (await add.getAttribute('aria-label'))!.replace(/^Add to Cart /, '');
    if (taken.has(name)) continue;
    const more = candidate.getByRole('button', { name: `One more ${name}` });
    if (quantity > 1 && !(await more.isEnabled())) continue;
    return candidate;
  }
  throw new Error('no product here can be bought that many times');
}

async function cartLines(page: Page): Promise<CartLine[]> {
  const res = await page.request.get('/api/carts', { headers: { origin: shopOrigin() } });
  expect(res.status()).toBe(200);
  return (await res.json()) as CartLine[];
}

test.describe('buying from lists', () => {
  test('adds from the shop rows and cards, the quick view and a home carousel; the cart holds the chosen quantities', async ({
    page,
  }) => {
    await signUpFresh(page, 'List Shopper');
    const chosen = new Map<string, number>();
    const taken = new Set<string>();
    const remember = (name: string, quantity: number) => {
      chosen.set(name, quantity);
      taken.add(name);
    };

    // A row of the wide table.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/shop');
    await whenLive(page);
    const table = page.getByRole('table');
    await listLoaded(page, table);
    const row = await firstBuyable(bodyRows(page), 2, taken);
    // The thumbnail opens the product, as the name does.
    const nameHref = await row.getByRole('link').first().getAttribute('href');
    expect(nameHref).toMatch(/^\/products\/[0-9a-f-]{36}$/);
    await expect(row.locator('td').first().locator('a')).toHaveAttribute('href', nameHref!);
    remember(await addFrom(row, 2), 2);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

    // The quick view of another row.
    const other = await firstBuyable(bodyRows(page), 2, taken);
    const otherName = (await other.locator('td').nth(1).textContent())!;
    await other.getByRole('button', { name: `Quick view: ${otherName}` }).click();
    const quickView = page.getByRole('dialog', { name: otherName });
    await expect(quickView.getByRole('link', { name: /^View Product/ })).toBeVisible();
    remember(await addFrom(quickView, 2), 2);
    await quickView.getByRole('button', { name: 'Close' }).click();

    // A card of the phone layout (page 2, so the products differ).
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/shop?page=2');
    await whenLive(page);
    const cards = page.getByRole('list', { name: 'Products, page 2' }).getByRole('listitem');
    await listLoaded(page, page.getByRole('list', { name: 'Products, page 2' }));
    const card = await firstBuyable(cards, 3, taken);
    remember(await addFrom(card, 3), 3);

    // A card of a home page carousel.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await whenLive(page);
    const section = page.getByRole('region', { name: 'Personal Care', exact: true });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('button', { name: /^Add to Cart / }).first()).toBeVisible();
    const slide = await firstBuyable(section.locator('[data-carousel-slide]'), 1, taken);
    remember(await addFrom(slide, 1), 1);

    // The cart holds each with its quantity, on the server and on the cart page.
    const lines = await cartLines(page);
    expect(new Map(lines.map((l) => [l.name, l.quantity]))).toEqual(chosen);
    await page.goto('/dashboard/carts');
    await whenLive(page);
    for (const [name, quantity] of chosen) {
      await expect(
        page
          .getByRole('table')
          .getByRole('group', { name: `Quantity of ${name}` })
          .getByRole('status'),
      ).toHaveText(String(quantity));
    }
  });

  test('works from the keyboard, and at 360 px nothing scrolls sideways', async ({ page }) => {
    await signUpFresh(page, 'Keyboard List Shopper');
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/shop?page=3');
    await whenLive(page);
    const list = page.getByRole('list', { name: 'Products, page 3' });
    await listLoaded(page, list);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const card = await firstBuyable(list.getByRole('listitem'), 2, new Set());
    const add = card.getByRole('button', { name: /^Add to Cart / });
    const name = (await add.getAttribute('aria-label'))!.replace(/^Add to Cart /, '');
    const more = card.getByRole('button', { name: `One more ${name}` });
    await tabTo(page, more);
    await page.keyboard.press('Enter');
    await expect(card.getByRole('group', { name: `Quantity of ${name}` }).getByRole('status')).toHaveText('2');
    await tabTo(page, add);
    await page.keyboard.press('Space');
    await expect(card.getByRole('button', { name: `Added ${name}` })).toBeVisible();
    expect((await cartLines(page)).map((l) => [l.name, l.quantity])).toEqual([[name, 2]]);

    await page.goto('/');
    await whenLive(page);
    const section = page.getByRole('region', { name: 'OTC Medicine', exact: true });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('button', { name: /^Add to Cart / }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('a visitor adding from a list is asked to log in, inside the quick view too', async ({ page }) => {
    await page.goto('/shop');
    await whenLive(page);
    await listLoaded(page, page.getByRole('table'));
    const row = await firstBuyable(bodyRows(page), 1, new Set());
    const name = (await row.locator('td').nth(1).textContent())!;
    await row.getByRole('button', { name: `Quick view: ${name}` }).click();
    const quickView = page.getByRole('dialog', { name });
    await quickView.getByRole('button', { name: /^Add to Cart / }).click();
    const ask = page.getByRole('alertdialog', { name: 'You are not logged in!' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/login\?from=%2Fshop$/);
  });

  test('a search in a category says where it looked, and one click widens it to every category', async ({ page }) => {
    await page.goto('/shop?category=Devices&q=paracetamol');
    await whenLive(page);
    await expect(status(page)).toHaveText('0 products for “paracetamol” in Devices — search all products');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Products in Devices');
    await status(page).getByRole('link', { name: 'search all products' }).click();
    await expect(page).toHaveURL(/\/shop\?q=paracetamol$/);
    await expect(status(page)).toHaveText(/^[1-9]\d* products? for “paracetamol”$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Products');
  });

  test('in Bangla too: the heading names the category and the empty search widens', async ({ page, context }) => {
    await chooseLanguage(context, 'bn');
    await page.goto('/shop?category=Devices&q=paracetamol');
    await whenLive(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(status(page)).toContainText('“paracetamol”-এর জন্য');
    await expect(status(page)).toContainText('সব পণ্যে খুঁজুন');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('সব পণ্য');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('ধরন:');
    await status(page).getByRole('link', { name: 'সব পণ্যে খুঁজুন' }).click();
    await expect(page).toHaveURL(/\/shop\?q=paracetamol$/);
  });
});
