import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bn } from '../locales/bn';
import { type ApiGet, firstPaintedPages, firstPaintOf, isPage, renderShell } from './shell';

describe('isPage (the server answers 404 where it is false)', () => {
  it.each([
    '/',
    '/shop',
    '/products/anything',
    '/login',
    '/register',
    '/profile',
    '/dashboard',
    '/dashboard/carts',
    '/dashboard/allusers',
    '/dashboard/updateItem/x',
  ])('%s is a page', (pathname) => {
    expect(isPage(pathname)).toBe(true);
  });

  it.each(['/no/such/page', '/shopping', '/products', '/dashboard/nothing-here', '/this-page-does-not-exist'])(
    '%s is not',
    (pathname) => {
      expect(isPage(pathname)).toBe(false);
    },
  );
});

describe('the pages the server paints first (firstPaint in the route table)', () => {
  it('names modules that exist, as the build manifest names them', () => {
    const pages = firstPaintedPages();
    expect(pages.map((p) => p.module)).toEqual([
      'src/app/routes/home.tsx',
      'src/app/routes/shop.tsx',
      'src/app/routes/product.tsx',
      'src/app/routes/generic.tsx',
      'src/app/routes/site-page.tsx',
    ]);
    for (const { module, alsoLoads = [] } of pages) {
      const files = [module, ...alsoLoads].flatMap((f) => ['en', 'bn'].map((l) => f.replaceAll('{language}', l)));
      for (const file of files) expect(existsSync(path.resolve(__dirname, '../..', file)), file).toBe(true);
    }
  });

  it('paints the home page once, the shop, a product, a generic and a simple page for each request', () => {
    expect(firstPaintOf('/')).toMatchObject({ once: '/', image: '/images/hero/slide-1.webp' });
    // The shop's rows show their Add to Cart from the first render: its code and texts come with the page.
    expect(firstPaintOf('/shop/')).toEqual({
      module: 'src/app/routes/shop.tsx',
      alsoLoads: ['src/features/cart/components/add-to-cart-control.tsx', 'src/locales/{language}/cart.ts'],
    });
    expect(firstPaintOf('/products/abc')).toEqual({ module: 'src/app/routes/product.tsx' });
    expect(firstPaintOf('/generics/paracetamol')).toEqual({ module: 'src/app/routes/generic.tsx' });
    expect(firstPaintOf('/pages/about')).toEqual({ module: 'src/app/routes/site-page.tsx' });
  });

  it.each(['/login', '/dashboard/carts', '/products/a/b', '/no/such/page'])('does not paint %s first', (pathname) => {
    expect(firstPaintOf(pathname)).toBeNull();
  });
});

/** A product with a name written to break out of the page, as a seller could type it. */
const HOSTILE = {
  _id: '8d658a1e-3105-57e9-a65a-8ddf14176247',
  name: '</script><img src=x onerror=alert(1)>"\'&',
  category: 'Devices',
  price: 450,
  des: 'A meter.',
  image: '/images/products/x.webp" onload="alert(2)',
  discount: 10,
  stock: 3,
  medicine: null,
} as const;

describe('renderShell', () => {
  it('paints the shop, a category and a search with their rows, every text and address escaped', async () => {
    for (const [url, read] of [
      ['/shop', '/api/products?page=1&limit=10'],
      ['/shop?category=Devices', '/api/products?category=Devices&page=1&limit=10'],
      ['/shop?q=meter&page=2', '/api/products?q=meter&page=2&limit=10'],
    ] as const) {
      const asked: string[] = [];
      const html = await renderShell(url, 'en', {}, async (target) => {
        asked.push(target);
        return {
          status: 200,
          body: JSON.stringify({ items: [HOSTILE], total: 11, page: 1, limit: 10, totalExact: true }),
        };
      });
      expect(
        asked.filter((a) => a.startsWith('/api/products')),
        url,
      ).toEqual([expect.stringMatching(/^\/api\/products/)]);
      const listRead = new URL(
        asked.find((a) => a.startsWith('/api/products'))!,
        'http://x',
      );
      expect(Object.fromEntries(listRead.searchParams), url).toEqual(
        Object.fromEntries(new URL(read, 'http://x').searchParams),
      );
      // The row's name, price and link, as text and a real anchor; nothing of the name is markup.
      expect(html, url).toContain('&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;&quot;&#x27;&amp;');
      expect(html, url).toContain(`href="/products/${HOSTILE._id}"`);
      expect(html, url).toContain('src="/images/products/x.webp&quot; onload=&quot;alert(2)"');
      expect(html, url).toContain('450.00');
      expect(html, url).not.toContain('<img src=x');
      expect(html, url).not.toContain('onload="alert');
      // The row's Add to Cart itself, as the browser's first render shows it: a placeholder in its
      // place would be narrower, and the rows would widen when the browser renders the control.
      expect(html, url).toMatch(/<button[^>]* aria-label="Add to Cart &lt;\/script/);
      expect(html, url).not.toContain('h-11 animate-pulse rounded-md bg-line/60');
    }
  });

  it('paints a list again once its rows change, and only then', async () => {
    const list =
      (name: string): ApiGet =>
      async (target) => ({
        status: 200,
        body: target.startsWith('/api/products')
          ? JSON.stringify({ items: [{ ...HOSTILE, name }], total: 1, page: 1, limit: 10, totalExact: true })
          : '{}',
      });
    const first = await renderShell('/shop?category=Devices&page=3', 'en', {}, list('Diaper Pants M'));
    expect(first).toContain('Diaper Pants M');
    expect(await renderShell('/shop?category=Devices&page=3', 'en', {}, list('Diaper Pants M'))).toBe(first);
    const changed = await renderShell('/shop?category=Devices&page=3', 'en', {}, list('Diaper Pants L'));
    expect(changed).toContain('Diaper Pants L');
    expect(changed).not.toContain('Diaper Pants M');
  });

  it('paints two pages at once, each in its own language with its own data', async () => {
    const asked: string[] = [];
    let bothAsked: () => void = () => undefined;
    const together = new Promise<void>((resolve) => (bothAsked = resolve));
    // Each render's read waits until the other render has asked too, so the two overlap.
    const apiGet =
      (who: string): ApiGet =>
      async (url) => {
        asked.push(`${who} ${url}`);
        if (asked.length === 2) bothAsked();
        await together;
        return { status: 404, body: JSON.stringify({ message: 'Product not found' }) };
      };
    const [bangla, english] = await Promise.all([
      renderShell('/products/one', 'bn', {}, apiGet('bn')),
      renderShell('/products/two', 'en', {}, apiGet('en')),
    ]);
    expect(asked.filter((a) => a.includes('/products/')).sort()).toEqual([
      'bn /api/products/one',
      'en /api/products/two',
    ]);
    expect(english).toContain('Product not found or loading failed!');
    expect(bangla).not.toContain('Product not found or loading failed!');
    expect(bangla).toContain(bn.storefront.product.notFound);
  });
});
