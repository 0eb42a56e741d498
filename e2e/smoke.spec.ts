import { expect, test } from '@playwright/test';
import { whenLive } from './a11y-helpers';

test.describe('layout and 404', () => {
  test('the home page shows the navigation bar and footer', async ({ page }) => {
    await page.goto('/');
    await whenLive(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Shop', exact: true })).toBeVisible();
    // A language menu, not a bare 'languages' link (docs/product.md#navigation; e2e/languages.spec.ts).
    await expect(nav.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    // The footer's year is this year (docs/product.md#site-content).
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} MediBazaar`);
    for (const column of ['Resources', 'Company', 'Quick Links']) {
      await expect(page.getByRole('contentinfo').getByRole('heading', { name: column })).toBeVisible();
    }
  });

  test('an unknown path shows the 404 page and Go Home returns to /', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
  });

  test('serves hashed assets with immutable caching and index.html uncached', async ({ request }) => {
    const html = await request.get('/shop');
    expect(html.status()).toBe(200);
    expect(html.headers()['cache-control']).toBe('no-cache');
    const body = await html.text();
    const asset = body.match(/\/assets\/[^" ]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const js = await request.get(asset!);
    expect(js.headers()['cache-control']).toContain('immutable');
  });

  test("announces the home route's code and hero image in the HTML", async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('<link rel="preload" as="image" href="/images/hero/slide-1.webp"');
    // Listed for the loader, which asks for them once the page is painted (decision 080).
    const afterPaint = /<meta name="modules-after-paint" content="([^"]+)">/;
    expect(html.match(afterPaint)?.[1]).toMatch(/^\/assets\/index-[^ ]+\.js .*\/assets\/home-[^ ]+\.js/);
    expect(html).not.toContain('modulepreload');
    const shop = await (await request.get('/shop')).text();
    expect(shop).not.toContain('slide-1.webp');
    expect(shop.match(afterPaint)?.[1]).toMatch(/\/assets\/shop-[^ ]+\.js/);
  });
});
