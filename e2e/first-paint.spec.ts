import { expect, test } from '@playwright/test';
import { whenLive } from './a11y-helpers';

/**
 * The server paints the home page, the shop (its rows too: a category, a search) and product pages
 * before any script runs (the web app's own components, rendered by apps/web/src/app/shell.tsx), in
 * the reader's language; the app then renders the live page over it.
 */
test.describe('before the scripts arrive', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page already shows the navigation, the hero and its image', async ({ page }) => {
    await page.goto('/');
    const firstPaint = page.locator('#root > [data-first-paint]');
    await expect(firstPaint).toHaveAttribute('inert', '');
    await expect(firstPaint.getByRole('navigation', { name: 'Main', includeHidden: true })).toBeAttached();
    const hero = firstPaint.locator('img[src="/images/hero/slide-1.webp"]');
    await expect(hero).toBeVisible();
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(firstPaint).toContainText('Shop');
  });

  test('the shop, a category and a search show their product rows: names, prices and links', async ({
    page,
    request,
  }) => {
    const first = (await (await request.get('/api/products?category=Devices&limit=1')).json()) as {
      items: { _id: string; name: string }[];
    };
    const device = first.items[0]!;
    const searched = device.name.split(/\s+/)[0]!;
    for (const url of ['/shop', '/shop?category=Devices', `/shop?q=${encodeURIComponent(searched)}`]) {
      await page.goto(url);
      const firstPaint = page.locator('#root > [data-first-paint]');
      await expect(firstPaint, url).toContainText('Shop');
      const rows = firstPaint.locator('table tbody tr');
      expect(await rows.count(), url).toBeGreaterThan(0);
      // Every row: a product's name as a real link to its page, and its price.
      for (const row of await rows.all()) {
        const link = row.getByRole('link', { includeHidden: true }).filter({ hasText: /\S/ }).first();
        await expect(link, url).toHaveAttribute('href', /^\/products\/[0-9a-f-]{36}$/);
        await expect(row, url).toContainText(/\d+\.\d{2}/);
      }
      if (url !== '/shop') {
        await expect(
          firstPaint.getByRole('link', { name: device.name, includeHidden: true }).first(),
          url,
        ).toHaveAttribute('href', `/products/${device._id}`);
      }
    }
  });

  test('a product page shows the product, its picture and price', async ({ page, request }) => {
    const list = (await (await request.get('/api/products?limit=1')).json()) as {
      items: { _id: string; name: string; image: string }[];
    };
    const product = list.items[0]!;
    await page.goto(`/products/${product._id}`);
    const firstPaint = page.locator('#root > [data-first-paint]');
    await expect(firstPaint.getByRole('heading', { name: product.name, includeHidden: true })).toBeAttached();
    await expect(firstPaint.locator(`img[src="${product.image}"]`)).toBeVisible();
  });

  test('a reader who chose Bangla gets the first paint in Bangla', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'medibazaar.lang', value: 'bn', url: baseURL! }]);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.locator('#root > [data-first-paint]')).toContainText('দোকান');
  });
});

test('the live page replaces the first paint and answers at once', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto('/');
  await expect(page.locator('[data-first-paint]')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
  await page.getByRole('link', { name: 'Shop', exact: true }).first().click();
  await expect(page).toHaveURL(/\/shop$/);
  expect(errors).toEqual([]);
});

// Decision 080: the loader asks for the app once the browser reports the painted page shown (the
// largest picture, where the page asks for one first), so a slow connection carries the page first.
test("the app's code is asked for only once the painted page is on screen", async ({ page, request }) => {
  const list = (await (await request.get('/api/products?limit=1')).json()) as { items: { _id: string }[] };
  for (const url of ['/', '/shop', `/products/${list.items[0]!._id}`]) {
    await page.goto(url);
    await whenLive(page);
    const times = await page.evaluate(async () => {
      // The live page's picture: the painted one it replaced had the same address.
      const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
      const shown = await new Promise<number[]>((resolve) =>
        new PerformanceObserver((entries) =>
          resolve(
            (entries.getEntries() as (PerformanceEntry & { url: string })[])
              .filter((e) => picture === null || e.url === picture.src)
              .map((e) => e.startTime),
          ),
        ).observe({ type: 'largest-contentful-paint', buffered: true }),
      );
      const scripts = performance
        .getEntriesByType('resource')
        .filter((e) => /\/assets\/.+\.js$/.test(e.name) && !/\/after-paint-/.test(e.name));
      return {
        firstText: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        picture: picture ? Math.min(...shown) : null,
        firstScript: Math.min(...scripts.map((e) => e.startTime)),
      };
    });
    expect(times.firstScript, url).toBeGreaterThanOrEqual(times.firstText);
    if (times.picture !== null) expect(times.firstScript, url).toBeGreaterThanOrEqual(times.picture);
  }
});

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 360, height: 740 },
]) {
  test(`the live shop takes over its painted rows in place: the list is not read again and nothing shifts (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/products') asked.push(r.url());
    });
    await page.addInitScript(() => {
      // Each shift with what moved (element, classes, rectangles before and after), for the failure's message.
      const shifts: { value: number; moved: string[] }[] = [];
      Object.assign(window, { layoutShifts: shifts });
      const where = (r: DOMRectReadOnly) => [r.x, r.y, r.width, r.height].map(Math.round).join(',');
      new PerformanceObserver((list) => {
        type Shift = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        for (const entry of list.getEntries() as Shift[]) {
          if (entry.hadRecentInput) continue;
          const moved = entry.sources.map(
            (s) =>
              `${s.node?.nodeName}.${(s.node as Element | null)?.className ?? ''} ${where(s.previousRect)} → ${where(s.currentRect)}`,
          );
          shifts.push({ value: entry.value, moved });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/shop?category=Devices');
    await whenLive(page);
    // Each row's Add to Cart (in the table, or on a phone's card) shows once the live page is up.
    await expect(
      page
        .getByRole('button', { name: /^Add to Cart / })
        .filter({ visible: true })
        .first(),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    const shifts = await page.evaluate(
      () => (window as unknown as { layoutShifts: { value: number; moved: string[] }[] }).layoutShifts,
    );
    expect(
      shifts.reduce((sum, shift) => sum + shift.value, 0),
      JSON.stringify(shifts, null, 1),
    ).toBeLessThan(0.01);
  });
}

test('a product page opened at its address does not fetch its product again', async ({ page, request }) => {
  const list = (await (await request.get('/api/products?limit=1')).json()) as {
    items: { _id: string; name: string }[];
  };
  const product = list.items[0]!;
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === `/api/products/${product._id}`) asked.push(r.url());
  });
  await page.goto(`/products/${product._id}`);
  await whenLive(page);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  await expect(page.locator('#first-paint-data')).toHaveCount(0);
});

test.describe('found by search engines', () => {
  test('a product page carries its schema.org product, breadcrumb and addresses in both languages', async ({
    request,
  }) => {
    const list = (await (await request.get('/api/products?limit=1')).json()) as {
      items: { _id: string; name: string }[];
    };
    const product = list.items[0]!;
    const html = await (await request.get(`/products/${product._id}?lang=bn`)).text();
    const data = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    );
    expect(data.map((d) => d['@type'])).toEqual(['Product', 'BreadcrumbList']);
    expect(data[0]).toMatchObject({ name: product.name, offers: { '@type': 'Offer' } });
    expect(html).toContain('<html lang="bn"');
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/products/${product._id}\\?lang=bn">`));
    expect(html).toMatch(/<link rel="alternate" hreflang="x-default" href="[^"?]*">/);
  });

  test('an address in Bangla opens the live shop in Bangla, and choosing English drops it from the address', async ({
    page,
  }) => {
    await page.goto('/shop?lang=bn');
    await whenLive(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page).toHaveTitle(/দোকান/);
    await page
      .getByRole('banner')
      .getByRole('combobox', { name: /^(Language|ভাষা)$/ })
      .selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveURL(/\/shop$/);
  });

  test('robots.txt points to the sitemap, which lists the shop and its products', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    const sitemap = /^Sitemap: (\S+)$/m.exec(robots)?.[1];
    expect(sitemap).toMatch(/\/sitemap\.xml$/);
    const index = await (await request.get('/sitemap.xml')).text();
    expect(index).toContain('/sitemaps/products-1.xml');
    const products = await (await request.get('/sitemaps/products-1.xml')).text();
    expect(products.match(/<url>/g)?.length).toBeGreaterThan(10);
  });
});
