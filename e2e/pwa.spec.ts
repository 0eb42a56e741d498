import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium, expect, test, type Page } from '@playwright/test';
import { WEB_DIST } from '../bench/lib/bundle';
import { chromiumLaunchOptions } from '../playwright.config';
import { whenLive } from './a11y-helpers';

// The other journeys run without the worker (playwright.config.ts); these are about it.
test.use({ serviceWorkers: 'allow' });

/** Waits until the shop's service worker controls the page; answers its build's version. */
async function controlledBy(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  return versionIn(page);
}

/** The build version in the names of the shop's caches (every build has its own). */
async function versionIn(page: Page): Promise<string> {
  const names = await page.evaluate(() => caches.keys());
  const versions = [...new Set(names.map((n) => /^medibazaar-(?:shell|assets)-(.+)$/.exec(n)?.[1]).filter(Boolean))];
  return versions.join(',');
}

test.describe('the installable shop (docs/product.md#installing)', () => {
  test('links a manifest in the page’s language with the icons, and Chromium finds it installable', async ({
    baseURL,
  }) => {
    // A profile of its own: Chromium offers no install in an incognito context, which is what a test's context is.
    const profile = mkdtempSync(path.join(tmpdir(), 'medibazaar-pwa-'));
    const context = await chromium.launchPersistentContext(profile, { ...chromiumLaunchOptions, baseURL });
    const page = context.pages()[0] ?? (await context.newPage());
    try {
      await installable(page);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  async function installable(page: Page) {
    await page.goto('/');
    await whenLive(page);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.en.webmanifest');
    const manifest = await (await page.request.get('/manifest.en.webmanifest')).json();
    for (const icon of manifest.icons as { src: string }[])
      expect((await page.request.get(icon.src)).status(), icon.src).toBe(200);
    await controlledBy(page);
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);

    // Switching the language points the page at the Bangla manifest, as the server does for a Bangla page.
    await page.goto('/shop?lang=bn');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.bn.webmanifest');
  }

  test('shows the offline page in the reader’s language when the network is gone, and never stores the API', async ({
    page,
    context,
  }) => {
    await page.goto('/?lang=bn');
    await whenLive(page);
    await controlledBy(page);
    // Files the page fetches once the worker is in charge are kept.
    await page.reload();
    await whenLive(page);
    const stored = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      return urls;
    });
    expect(stored.filter((url) => /^\/(api|uploads)\//.test(url) || url === '/' || url.startsWith('/shop'))).toEqual(
      [],
    );
    expect(stored.some((url) => url.startsWith('/assets/'))).toBe(true);

    await context.setOffline(true);
    await page.goto('/shop');
    await expect(page.getByRole('heading', { name: 'আপনি অফলাইনে আছেন' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');

    // An English reader gets it in English; "Try again" loads the page once the network is back.
    await page.evaluate(() => (document.cookie = 'medibazaar.lang=en; path=/'));
    await page.goto('/products/anything');
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await context.setOffline(false);
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'You are offline' })).toHaveCount(0);
    await whenLive(page);
  });

  test('a new build’s worker takes over and deletes the old build’s caches', async ({ page }) => {
    await page.goto('/');
    await whenLive(page);
    const old = await controlledBy(page);
    expect(old).toMatch(/^[0-9a-f]{16}$/);

    // The next build: the same worker under a new version, as a new `npm run build` writes it.
    const next = 'f'.repeat(16) === old ? 'e'.repeat(16) : 'f'.repeat(16);
    const worker = path.join(WEB_DIST, 'sw.js');
    const built = readFileSync(worker, 'utf8');
    const write = (code: string) => {
      writeFileSync(worker, code);
      writeFileSync(`${worker}.br`, brotliCompressSync(code));
      writeFileSync(`${worker}.gz`, gzipSync(code));
    };
    write(built.replaceAll(old, next));
    try {
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      await expect.poll(() => versionIn(page), { timeout: 20_000 }).toBe(next);
    } finally {
      write(built);
    }
    await expect.poll(() => versionIn(page), { timeout: 20_000 }).toBe(next);

    await page.goto('/shop');
    await whenLive(page);
    expect(await versionIn(page)).toBe(next);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
  });
});
