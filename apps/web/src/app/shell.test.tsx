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
    for (const { module } of pages) expect(existsSync(path.resolve(__dirname, '../..', module)), module).toBe(true);
  });

  it('paints the home page and the shop once, a product, a generic and a simple page for each request', () => {
    expect(firstPaintOf('/')).toMatchObject({ once: '/', image: '/images/hero/slide-1.webp' });
    expect(firstPaintOf('/shop/')).toMatchObject({ module: 'src/app/routes/shop.tsx', once: '/shop' });
    expect(firstPaintOf('/products/abc')).toEqual({ module: 'src/app/routes/product.tsx' });
    expect(firstPaintOf('/generics/paracetamol')).toEqual({ module: 'src/app/routes/generic.tsx' });
    expect(firstPaintOf('/pages/about')).toEqual({ module: 'src/app/routes/site-page.tsx' });
  });

  it.each(['/login', '/dashboard/carts', '/products/a/b', '/no/such/page'])('does not paint %s first', (pathname) => {
    expect(firstPaintOf(pathname)).toBeNull();
  });
});

describe('renderShell', () => {
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
