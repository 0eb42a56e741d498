import { CATEGORIES } from '@medibazaar/contract';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { whenLive } from './a11y-helpers';
import { chooseLanguage } from './fixtures';

/** A Bangla reader: the remembered choice, as the language menu leaves it (cookie and storage). */
async function banglaPage(browser: Browser, { blockFont = false } = {}) {
  const context = await browser.newContext();
  await chooseLanguage(context, 'bn');
  // The shop without its font: what a Bangla reader on a machine with no Bengali font saw before.
  if (blockFont) await context.route(/\.woff2(\?|$)/, (route) => route.abort());
  return { context, page: await context.newPage() };
}

interface GlyphCheck {
  text: string;
  /** Width of the Bangla letters as the page draws them. */
  width: number;
  /** Width of as many characters no font has: the empty box ("tofu") drawn for a missing glyph. */
  tofu: number;
  /** The fonts Chromium actually drew the element's text with. */
  fonts: { familyName: string; isCustomFont: boolean; glyphCount: number }[];
}

/**
 * How the page draws the Bangla letters of the first element matching `selector`. A letter with
 * no glyph in any font is drawn as the fallback's empty box, every one as wide as the next, so
 * the letters drawn in a real Bengali font measure differently from the same count of boxes.
 */
async function drawnBangla(page: Page, selector: string): Promise<GlyphCheck> {
  await page.evaluate(() => document.fonts.ready);
  const measured = await page.evaluate((sel) => {
    // The first element matching the selector that holds Bangla words (some headings are names).
    const bengali = (c: string) => /\p{Script=Bengali}/u.test(c);
    const el = Array.from(document.querySelectorAll(sel)).find(
      (e) => [...(e.textContent ?? '')].filter(bengali).length > 3,
    );
    if (!el) throw new Error(`nothing matching ${sel} holds Bangla`);
    document.querySelectorAll('[data-glyph-check]').forEach((e) => e.removeAttribute('data-glyph-check'));
    el.setAttribute('data-glyph-check', '');
    const text = [...(el.textContent ?? '')].filter(bengali).join('');
    const probe = (s: string) => {
      const span = document.createElement('span');
      span.style.font = getComputedStyle(el).font;
      span.style.whiteSpace = 'pre';
      span.style.position = 'absolute';
      span.textContent = s;
      el.append(span);
      const width = span.getBoundingClientRect().width;
      span.remove();
      return width;
    };
    // U+0378 is unassigned: no font has a glyph for it.
    return { text, width: probe(text), tofu: probe('\u0378'.repeat([...text].length)) };
  }, selector);
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '[data-glyph-check]' });
  await cdp.send('CSS.enable');
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return { ...measured, fonts };
}

function expectDrawnInTheShopsFont(check: GlyphCheck, where: string) {
  expect(check.text.length, `${where}: Bangla letters to check`).toBeGreaterThan(3);
  expect(Math.abs(check.width - check.tofu), `${where}: "${check.text}" is drawn as empty boxes`).toBeGreaterThan(1);
  expect(
    check.fonts.find((f) => f.familyName === 'Noto Sans Bengali')?.isCustomFont,
    `${where}: fonts ${JSON.stringify(check.fonts)}`,
  ).toBe(true);
}

const firstProductId = async (page: Page) => {
  const res = await page.request.get('/api/products?limit=1');
  const { items } = (await res.json()) as { items: { _id: string }[] };
  expect(items.length).toBeGreaterThan(0);
  return items[0]!._id;
};

const englishCategory = new RegExp(`\\b(${CATEGORIES.join('|')})\\b`);

test.describe('Bangla in the shop’s own font', () => {
  test('home, shop and product pages draw their Bangla in Noto Sans Bengali and name no category in English', async ({
    browser,
  }) => {
    const { context, page } = await banglaPage(browser);
    const fontRequests: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('.woff2')) fontRequests.push(req.url());
    });
    const id = await firstProductId(page);
    for (const [url, heading] of [
      ['/', 'পণ্যের ধরন'],
      ['/shop', null],
      [`/products/${id}`, null],
    ] as const) {
      const res = await page.goto(url);
      expect(res?.status(), url).toBe(200);
      // The server's page already links the font (preloaded) for a Bangla reader.
      expect(await res!.text(), url).toMatch(
        /<link rel="preload" as="font" type="font\/woff2" crossorigin href="\/assets\/[^"]+\.woff2">/,
      );
      await whenLive(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
      if (heading) await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      const main = page.getByRole('main');
      // Data shown in Bangla too: every category by its Bangla name.
      await expect(
        main
          .getByText(/ওটিসি ওষুধ|চিকিৎসা সরঞ্জাম|ব্যক্তিগত যত্ন|নারীদের পছন্দ|ডায়াবেটিস যত্ন|শিশুর যত্ন|দাঁতের যত্ন|ডায়াপার/)
          .first(),
      ).toBeVisible();
      // Category names appear in cards, rows, filters and breadcrumbs; product names are the seller's own words.
      const labels = await page
        .locator('main a[href*="category="], main article p, main td, main [aria-current="page"], main nav li')
        .allInnerTexts();
      expect(
        labels.filter((l) => englishCategory.test(l)),
        url,
      ).toEqual([]);
      expectDrawnInTheShopsFont(await drawnBangla(page, 'header nav a'), `${url} navigation`);
      expectDrawnInTheShopsFont(await drawnBangla(page, 'main h1, main h2, main h3, main a, main p'), `${url} heading`);
    }
    expect(fontRequests.length).toBeGreaterThan(0);
    await context.close();
  });

  test('the check above fails when the font is missing (the glyphs are drawn as empty boxes)', async ({ browser }) => {
    const { context, page } = await banglaPage(browser, { blockFont: true });
    await page.goto('/');
    await whenLive(page);
    await expect(page.getByRole('heading', { name: 'পণ্যের ধরন' })).toBeVisible();
    const check = await drawnBangla(page, 'header nav a');
    const systemFont = check.fonts.some(
      (f) => f.glyphCount > 0 && /bengali|beng|bangla|vrinda|shonar|siyam|kohinoor|lohit/i.test(f.familyName),
    );
    // Without the shop's font the text is never drawn in it; where the machine has no Bengali
    // font of its own (this project's CI browser), it is drawn as empty boxes.
    expect(() => expectDrawnInTheShopsFont(check, 'without the font')).toThrow();
    if (!systemFont) expect(Math.abs(check.width - check.tofu)).toBeLessThanOrEqual(1);
    await context.close();
  });

  test('an English reader downloads neither the font nor its stylesheet', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (req) => fetched.push(req.url()));
    const res = await page.goto('/');
    expect(await res!.text()).not.toContain('bengali');
    await whenLive(page);
    await expect(page.getByRole('heading', { name: 'Product Categories' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(fetched.filter((u) => /bengali|\.woff2/.test(u))).toEqual([]);
  });
});

test.describe('Honest status codes', () => {
  test('an address the shop has no page for answers 404 with the 404 page, in both languages', async ({
    page,
    browser,
  }) => {
    const res = await page.goto('/no/such/page');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await whenLive(page);
    await expect(page.getByRole('link', { name: 'Go Home' })).toBeVisible();

    const missing = await page.goto('/products/00000000-0000-4000-8000-000000000000');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('alert')).toBeVisible();
    expect((await page.goto('/products/not-a-product-id'))?.status()).toBe(404);

    const { context, page: bangla } = await banglaPage(browser);
    const bn = await bangla.goto('/no/such/page');
    expect(bn?.status()).toBe(404);
    await expect(bangla.getByRole('heading', { name: 'পাতাটি পাওয়া যায়নি' })).toBeVisible();
    // Measured once the app has taken over the painted page: taking over may replace the heading.
    await whenLive(bangla);
    expectDrawnInTheShopsFont(await drawnBangla(bangla, 'main h1'), '404 page');
    await context.close();
  });
});
