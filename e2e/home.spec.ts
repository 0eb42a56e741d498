import { expect, test, type Locator, type Page } from '@playwright/test';
import { whenLive } from './a11y-helpers';

const HERO_TITLES = [
  'Trusted Medicine for Better Health',
  'Quality Medicines Delivered to Your Doorstep',
  'Reliable Health Solutions for You',
  'Pharmaceuticals You Can Trust',
];

/** The hero slide on show: the others are hidden from the accessibility tree. */
const heroTitle = (page: Page, title: string) => page.getByRole('heading', { level: 2, name: title, exact: true });

/** Scrolls down step by step so every section below the fold loads. */
async function scrollThrough(page: Page) {
  for (let i = 0; i < 20; i++) {
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(60);
  }
}

async function top(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`no box for ${locator.toString()}`);
  return box.y;
}

test.describe('home page', () => {
  test("shows the home page's sections in order, with their exact texts (docs/product.md#home)", async ({ page }) => {
    await page.goto('/');
    await whenLive(page);
    await expect(page).toHaveTitle('MediBazaar | Home Page');
    await expect(heroTitle(page, HERO_TITLES[0]!)).toBeVisible();
    await scrollThrough(page);

    const main = page.getByRole('main');
    const h2 = (name: string) => main.getByRole('heading', { level: 2, name, exact: true });
    const inOrder = [
      page.getByRole('region', { name: 'Featured' }),
      h2('Product Categories'),
      h2('OTC Medicine'),
      h2('Personal Care'),
      main.getByRole('link', { name: 'Shop Now' }),
      h2('Discount Percentage'),
      h2("Women's Care"),
      main.getByRole('heading', { name: "This Month's Holidays" }),
      h2('Diabetic Care'),
      h2('A Heartfelt Thanks to Our Valued Sponsors'),
    ];
    const tops: number[] = [];
    for (const part of inOrder) {
      await expect(part).toBeVisible();
      tops.push(await top(part));
    }
    expect(tops).toEqual([...tops].sort((a, b) => a - b));

    await expect(main.getByText('Our site is open from January 21, 2025 until January 28, 2025.')).toBeVisible();
    await expect(main.getByText('Orders are accepted from 9:00 AM to 8:00 PM daily.')).toBeVisible();

    // Every product section fills with cards that open their product.
    for (const name of ['OTC Medicine', 'Personal Care', 'Discount Percentage', "Women's Care", 'Diabetic Care']) {
      const section = main.getByRole('region', { name, exact: true });
      await expect(section.getByRole('link', { name: /^View Product/ }).first()).toBeVisible();
    }
    const discounted = main.getByRole('region', { name: 'Discount Percentage', exact: true });
    await expect(discounted.getByText(/^\d+% Discount$/).first()).toBeVisible();
    await expect(discounted.locator('s').first()).toHaveText(/\$\d+\.\d\d$/);

    const sponsors = main.getByRole('region', { name: 'A Heartfelt Thanks to Our Valued Sponsors' });
    await expect(sponsors.getByRole('listitem')).toHaveCount(5);
    await expect(sponsors.getByText('Square Pharmaceuticals Ltd.')).toBeVisible();
  });

  test('the hero advances by itself, and with previous and next, wrapping both ways', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    await whenLive(page);
    await expect(heroTitle(page, HERO_TITLES[0]!)).toBeVisible();
    await expect(heroTitle(page, HERO_TITLES[1]!)).toBeVisible({ timeout: 5000 });

    const hero = page.getByRole('region', { name: 'Featured' });
    await hero.getByRole('button', { name: 'Show slide 4' }).click();
    await expect(heroTitle(page, HERO_TITLES[3]!)).toBeVisible();
    await hero.getByRole('button', { name: 'Next slide' }).click();
    await expect(heroTitle(page, HERO_TITLES[0]!)).toBeVisible();
    await hero.getByRole('button', { name: 'Previous slide' }).click();
    await expect(heroTitle(page, HERO_TITLES[3]!)).toBeVisible();
    await hero.getByRole('button', { name: 'Previous slide' }).click();
    await expect(heroTitle(page, HERO_TITLES[2]!)).toBeVisible();
  });

  test('the first hero image loads eagerly with high priority; the others wait', async ({ page }) => {
    await page.goto('/');
    await whenLive(page);
    const images = page.getByRole('region', { name: 'Featured' }).locator('img');
    await expect(images).toHaveCount(4);
    await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(images.first()).not.toHaveAttribute('loading', 'lazy');
    await expect(images.nth(1)).toHaveAttribute('loading', 'lazy');
    for (const img of await page.locator('main img').all()) {
      await expect(img).toHaveAttribute('width', /^\d+$/);
      await expect(img).toHaveAttribute('height', /^\d+$/);
    }
  });

  test("the carousels show the product's number of cards (docs/product.md#home) and move with next, previous and the bullets", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await whenLive(page);
    /** Whether an element lies fully within the page's width (the carousels move sideways). */
    const shown = async (locator: Locator) => {
      const box = await locator.boundingBox();
      return Boolean(box && box.x >= 0 && box.x + box.width <= 1280);
    };
    const countShown = async (links: Locator) => {
      let n = 0;
      for (const link of await links.all()) if (await shown(link)) n += 1;
      return n;
    };

    const categories = page.getByRole('region', { name: 'Product Categories' });
    const category = (name: string) => categories.getByRole('link', { name: `Browse ${name}` });
    await expect(category('OTC Medicine')).toBeVisible();
    expect(await countShown(categories.getByRole('link', { name: /^Browse / }))).toBe(4);
    expect(await shown(category('Diabetic Care'))).toBe(false);
    await categories.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => shown(category('Diabetic Care'))).toBe(true);
    expect(await shown(category('OTC Medicine'))).toBe(false);
    await categories.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => shown(category('OTC Medicine'))).toBe(true);

    const otc = page.getByRole('region', { name: 'OTC Medicine', exact: true });
    await otc.scrollIntoViewIfNeeded();
    const cards = otc.getByRole('link', { name: /^View Product/ });
    await expect(cards.first()).toBeVisible();
    expect(await countShown(cards)).toBe(3);
    await otc.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => shown(cards.first())).toBe(false);
    await otc.getByRole('button', { name: 'Go to slide 1' }).click();
    await expect.poll(() => shown(cards.first())).toBe(true);
  });

  test("the home page shows no controlled medicine and only what one can buy; the shop's OTC Medicine lists only OTC items (docs/product.md#catalogue)", async ({
    page,
  }) => {
    type Listed = { _id: string; name: string; stock: number; medicine: { dispensingClass: string } | null };
    const answers: Promise<{ items: Listed[] }>[] = [];
    page.on('response', (res) => {
      if (new URL(res.url()).pathname === '/api/products') answers.push(res.json());
    });
    await page.goto('/');
    await whenLive(page);
    await scrollThrough(page);
    const main = page.getByRole('main');
    for (const name of ['OTC Medicine', 'Personal Care', 'Discount Percentage', "Women's Care", 'Diabetic Care']) {
      const section = main.getByRole('region', { name, exact: true });
      await expect(section.getByRole('link', { name: /^View Product/ }).first()).toBeVisible();
    }
    await expect.poll(() => answers.length).toBeGreaterThanOrEqual(5);
    const featured = (await Promise.all(answers)).flatMap((a) => a.items);
    expect(featured.filter((p) => p.medicine?.dispensingClass === 'controlled').map((p) => p.name)).toEqual([]);
    expect(featured.filter((p) => p.stock === 0).map((p) => p.name)).toEqual([]);
    await expect(main.getByText('Not sold online')).toHaveCount(0);

    await page.goto('/shop?category=OTC+Medicine');
    const table = page.getByRole('table');
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    for (const text of await table.getByRole('row').locator('td:nth-child(3)').allTextContents())
      expect(text).toBe('OTC Medicine');
    await expect(table.getByText(/^(Prescription required|Not sold online)$/)).toHaveCount(0);
    // Every product of the category, controlled ones asked for too: none needs a prescription.
    for (let n = 1; ; n++) {
      const res = await page.request.get(
        `/api/products?category=OTC%20Medicine&includeControlled=true&limit=100&page=${n}`,
      );
      const { items } = (await res.json()) as { items: Listed[] };
      expect(items.filter((p) => p.medicine && p.medicine.dispensingClass !== 'otc').map((p) => p.name)).toEqual([]);
      if (items.length < 100) break;
    }
  });

  test('a category card opens the shop on that category', async ({ page }) => {
    await page.goto('/');
    await whenLive(page);
    await page.getByRole('link', { name: 'Browse OTC Medicine' }).click();
    await expect(page).toHaveURL(/\/shop\?category=OTC\+Medicine$/);
    await expect(page.getByRole('heading', { name: 'All Products' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'OTC Medicine' }),
    ).toHaveAttribute('aria-current', 'page');
    const categories = page.getByRole('table').getByRole('row').locator('td:nth-child(3)');
    await expect(categories.first()).toHaveText('OTC Medicine');
    for (const text of await categories.allTextContents()) expect(text).toBe('OTC Medicine');
  });

  test("the banner's Shop Now opens the shop on discounted products", async ({ page }) => {
    await page.goto('/');
    await whenLive(page);
    await page.getByRole('link', { name: 'Shop Now' }).click();
    await expect(page).toHaveURL(/\/shop\?discounted=true$/);
    await expect(page.getByText('Discounted products only')).toBeVisible();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.nth(1).locator('s')).toBeVisible();
    for (const row of (await rows.all()).slice(1)) await expect(row.locator('s')).toHaveCount(1);
  });

  test("a product card's View Product opens its page", async ({ page }) => {
    await page.goto('/');
    await whenLive(page);
    const section = page.getByRole('region', { name: 'OTC Medicine', exact: true });
    const link = section.getByRole('link', { name: /^View Product/ }).first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/products\/[0-9a-f-]{36}$/);
    await link.click();
    await expect(page).toHaveURL(href!);
    // The product's own button; listed products below it carry their names in theirs.
    await expect(page.getByRole('main').getByRole('button', { name: 'Add to Cart', exact: true })).toBeVisible();
  });

  test('sections below the fold ask for their own few products only when scrolled to', async ({ page }) => {
    const asked: URL[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname === '/api/products') asked.push(url);
    });
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto('/');
    await whenLive(page);
    await expect(page.getByRole('heading', { name: 'Product Categories' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked.some((u) => u.searchParams.get('category') === 'Diabetic Care')).toBe(false);

    await scrollThrough(page);
    await expect.poll(() => asked.some((u) => u.searchParams.get('category') === 'Diabetic Care')).toBe(true);
    for (const url of asked) expect(Number(url.searchParams.get('limit'))).toBeLessThanOrEqual(12);
  });

  test("the home page downloads no dashboard code, and the carousels' code stays out of the entry chunk", async ({
    page,
    request,
  }) => {
    const scripts: string[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.push(new URL(res.url()).pathname);
    });
    await page.goto('/');
    await whenLive(page);
    await scrollThrough(page);
    await page.waitForLoadState('networkidle');
    const dashboardModules =
      /(admin-home|seller-home|user-home|all-users|all-products|carts|payments|seller-information|update-item|manage-medicines|add-product|my-products)-/;
    expect(scripts.filter((s) => dashboardModules.test(s))).toEqual([]);

    const html = await (await request.get('/')).text();
    const entry = html.match(/<script[^>]+src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(entry).toBeTruthy();
    const entrySource = await (await request.get(entry!)).text();
    expect(entrySource).not.toContain('data-carousel-slide');
  });

  test('fits a 360 px wide screen without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/');
    await whenLive(page);
    await scrollThrough(page);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
