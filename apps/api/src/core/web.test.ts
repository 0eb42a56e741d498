import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createCatalogBasics, createProduct } from '../../test/factories.js';
import { signUp } from '../../test/auth.js';
import { DEFAULT_NOTICE } from '../modules/content/content-data.js';
import { bengaliFontLinks, withPreloads } from './web-build-links.js';

/** A small build output, shaped like the web app's (see apps/web/precompress.ts). */
function fakeBuild(shell?: string): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'mb-web-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.vite'));
  if (shell !== undefined) {
    mkdirSync(path.join(dist, '.ssr'));
    writeFileSync(path.join(dist, '.ssr', 'shell.js'), shell);
  }
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>%SHOP_NAME%</title><meta name="app-config" content="%CLIENT_CONFIG%"><link rel="manifest" href="/manifest.en.webmanifest" /><meta name="modules-after-paint" content="/assets/index-abc.js"><script type="module" crossorigin src="/assets/after-paint-abc.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  const script = `console.log(${JSON.stringify('medicine '.repeat(400))});`;
  writeFileSync(path.join(dist, 'assets/index-abc.js'), script);
  writeFileSync(path.join(dist, 'assets/index-abc.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dist, 'assets/index-abc.js.gz'), gzipSync(script));
  writeFileSync(
    path.join(dist, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc.js', isEntry: true },
      'src/app/routes/home.tsx': { file: 'assets/home-abc.js', isDynamicEntry: true },
      'src/app/routes/shop.tsx': { file: 'assets/shop-abc.js', isDynamicEntry: true },
      'src/features/cart/components/add-to-cart-control.tsx': {
        file: 'assets/add-to-cart-control-abc.js',
        isDynamicEntry: true,
        imports: ['index.html', '_stepper-abc.js'],
      },
      '_stepper-abc.js': { file: 'assets/stepper-abc.js' },
      'src/locales/en/cart.ts': { file: 'assets/cart-en-abc.js', isDynamicEntry: true },
      'src/locales/bn/cart.ts': { file: 'assets/cart-bn-abc.js', isDynamicEntry: true },
      'src/lib/bengali-font.ts': {
        file: 'assets/bengali-font-abc.js',
        isDynamicEntry: true,
        css: ['assets/bengali-font-abc.css'],
        assets: ['assets/noto-sans-bengali-abc.woff2'],
      },
    }),
  );
  return dist;
}

describe('the built web app', () => {
  let t: TestApp;
  let dist: string;
  const script = `console.log(${JSON.stringify('medicine '.repeat(400))});`;

  beforeAll(async () => {
    dist = fakeBuild();
    t = await createTestApp({ webDistDir: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends the Brotli copy of an asset to a browser that takes it, gzip to one that takes only gzip', async () => {
    const br = await get('/assets/index-abc.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await get('/assets/index-abc.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
  });

  it('sends the file as it is when no encoding is accepted', async () => {
    const plain = await get('/assets/index-abc.js');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('serves the service worker at the root scope, never kept by a cache without asking', async () => {
    const res = await get('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves a web app manifest per language, each linked by the pages in that language', async () => {
    for (const language of ['en', 'bn'] as const) {
      const res = await get(`/manifest.${language}.webmanifest`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
      const manifest = res.json<Record<string, unknown>>();
      expect(manifest).toMatchObject({ name: t.config.shopName, lang: language, display: 'standalone', scope: '/' });
      expect(manifest.start_url).toBe(language === 'en' ? '/' : '/?lang=bn');
      const icons = manifest.icons as { sizes: string; type: string; purpose: string }[];
      for (const size of ['192x192', '512x512'])
        expect(icons.some((i) => i.sizes === size && i.type === 'image/png' && i.purpose === 'any')).toBe(true);
      expect(icons.some((i) => i.purpose === 'maskable')).toBe(true);
      const page = await t.app.inject({ method: 'GET', url: `/shop?lang=${language}` });
      expect(page.body).toContain(`<link rel="manifest" href="/manifest.${language}.webmanifest"`);
    }
    expect((await get('/manifest.fr.webmanifest')).headers['content-type']).not.toMatch(/manifest/);
  });

  it('never serves the build manifest or the unfilled page template', async () => {
    for (const url of ['/.vite/manifest.json', '/index.html']) {
      const res = await get(url);
      expect(res.body).not.toContain('isEntry');
      expect(res.body).not.toContain('%SHOP_NAME%');
    }
  });

  it('compresses every page, and keeps it out of caches between encodings', async () => {
    for (const url of ['/', '/shop', '/products/123', '/dashboard/carts']) {
      const res = await get(url, 'br;q=1.0, gzip;q=0.8');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('no-cache');
      const html = brotliDecompressSync(res.rawPayload).toString();
      expect(html).toContain('<div id="root">');
      expect(html).not.toContain('%SHOP_NAME%');
    }
    const gz = await get('/', 'gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('<div id="root">');
    const plain = await get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root">');
  });
});

/** The route table's first paints, as the web app's server-side build exports them. */
const FIRST_PAINTS = `
const PAINTED = [
  { module: 'src/app/routes/home.tsx', once: '/', image: '/images/hero/slide-1.webp' },
  { module: 'src/app/routes/shop.tsx', alsoLoads: ['src/features/cart/components/add-to-cart-control.tsx', 'src/locales/{language}/cart.ts'] },
  { module: 'src/app/routes/product.tsx' },
  { module: 'src/app/routes/site-page.tsx' },
];
export function firstPaintedPages() { return PAINTED; }
export function firstPaintOf(pathname) {
  if (pathname === '/') return PAINTED[0];
  if (pathname === '/shop' || pathname === '/shop/') return PAINTED[1];
  if (/^\\/products\\/[^/]+$/.test(pathname)) return PAINTED[2];
  if (/^\\/pages\\/[^/]+$/.test(pathname)) return PAINTED[3];
  return null;
}`;

/** A stand-in for the server-side build of the web app (apps/web/src/app/shell.tsx). */
const SHELL = `export async function renderShell(url, language, config, apiGet) {
  if (url === '/shop' && language === 'bn') throw new Error('cannot paint this one');
  if (url.startsWith('/products/')) {
    const { status, body } = await apiGet('/api' + url);
    if (status === 404) return '<main>no such product, in ' + language + '</main>';
    if (status !== 200) throw new Error('could not read the product');
    return '<main>' + JSON.parse(body).name + ' in ' + language + '</main>';
  }
  if (url.startsWith('/shop')) {
    // The shop's rows, read from the list its query asks for (as the app's shop page does).
    const query = url.split('?')[1];
    const { status, body } = await apiGet('/api/products' + (query ? '?' + query : ''));
    if (status !== 200) throw new Error('could not read the list');
    const rows = JSON.parse(body).items.map((p) => '<li>' + p.name.replace(/&/g, '&amp;').replace(/</g, '&lt;') + '</li>');
    return '<main>first paint of ' + url + ' in ' + language + ' for ' + config.shopName + '<ul>' + rows.join('') + '</ul></main>';
  }
  if (!isPage(url)) return '<main>the 404 page in ' + language + '</main>';
  return '<link rel="preload" as="image" href="/x.webp"/><main>first paint of ' + url + ' in ' + language + ' for ' + config.shopName + '</main>';
}
export function isPage(pathname) {
  return ['/', '/shop', '/login'].includes(pathname) || /^\\/(products|dashboard)\\/./.test(pathname);
}
${FIRST_PAINTS}`;

describe('first paints rendered by the server', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = fakeBuild(SHELL);
    t = await createTestApp({ webDistDir: dist, shopName: 'Corner Pharmacy' });
    await createCatalogBasics(t.db);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const page = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toMatch(/cookie/);
    expect(res.headers.vary).toMatch(/accept-language/);
    return res.body;
  };

  it('puts the home page and the shop, painted in English, inside the root, inert until the app takes over', async () => {
    const home = await page('/');
    expect(home).toContain(
      '<div id="root"><div inert data-first-paint><main>first paint of / in en for Corner Pharmacy</main></div></div>',
    );
    expect(home).toContain('<html lang="en"');
    expect(await page('/shop')).toContain('first paint of /shop in en');
  });

  it('paints the shop, a category and a search with their rows, each list read from the pages the catalog keeps', async () => {
    const hostile = '</script><img src=x onerror=alert(1)>';
    await createProduct(t.db, { name: `Glucometer ${hostile}`, category: 'Devices' });
    // A write straight into the table reaches kept pages as the engine's notice, on its own time
    // (PostgreSQL's NOTIFY): a list kept before the write may still be answered until it arrives.
    // Wait until the kept list holds the new product, twice in a row, before painting.
    const keptWithIt = async () => {
      await t.app.inject({ method: 'GET', url: '/api/products' });
      const again = await t.app.inject({ method: 'GET', url: '/api/products' });
      return again.headers['x-sql-statements'] === '0' && again.body.includes('Glucometer');
    };
    for (let tries = 0, inARow = 0; inARow < 2; tries += 1) {
      inARow = (await keptWithIt()) ? inARow + 1 : 0;
      expect(tries, 'the list is kept again, with the new product').toBeLessThan(50);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    for (const url of ['/shop', '/shop?category=Devices', '/shop?q=Glucometer', '/shop?category=Devices&page=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(`<div id="root"><div inert data-first-paint><main>first paint of ${url} in en`);
      expect(res.body, url).toContain('<li>Glucometer &lt;/script>&lt;img src=x onerror=alert(1)></li>');
      // The list it was painted with rides along, and no name in it can end its block or open a tag.
      const block = /<script type="application\/json" id="first-paint-data">(.*?)<\/script>/.exec(res.body)![1]!;
      expect(block, url).not.toContain('<');
      const answers = JSON.parse(block) as Record<string, { items: { name: string }[] }>;
      const list = Object.entries(answers).find(([key]) => key.startsWith('/api/products'))![1];
      expect(
        list.items.map((p) => p.name),
        url,
      ).toContain(`Glucometer ${hostile}`);
      expect(res.body.replace(block, ''), url).not.toContain('<img src=x');
      // The page's read was the catalog's: the same list asked of the API now costs no statement.
      const query = url.split('?')[1];
      const api = await t.app.inject({ method: 'GET', url: `/api/products${query ? `?${query}` : ''}` });
      expect(api.headers['x-sql-statements'], url).toBe('0');
    }
  });

  it("announces the code of the pages the app's route table paints first, and the home page's hero image", async () => {
    const home = await page('/');
    // Asked for once the page is painted (decision 080), with the app's entry.
    expect(home).toContain('<meta name="modules-after-paint" content="/assets/index-abc.js /assets/home-abc.js">');
    expect(home).not.toContain('modulepreload');
    const hero = '<link rel="preload" as="image" href="/images/hero/slide-1.webp" fetchpriority="high">';
    expect(home).toContain(hero);
    // First in the head: asked for before the page's code takes the browser's connections.
    expect(home.indexOf(hero)).toBeLessThan(home.indexOf('<title>'));
    const shop = await page('/shop/');
    expect(shop).toContain('first paint of /shop/ in en');
    // Asked for once the page is painted (decision 080), after the app's entry; what the page loads
    // itself before its first render comes along, with its own imports, but not what the entry loads.
    const listed = /<meta name="modules-after-paint" content="([^"]*)">/.exec(shop)?.[1]?.split(' ');
    expect(listed?.[0]).toBe('/assets/index-abc.js');
    expect(listed).toEqual(
      expect.arrayContaining(['/assets/shop-abc.js', '/assets/add-to-cart-control-abc.js', '/assets/stepper-abc.js']),
    );
    expect(listed?.filter((f) => f === '/assets/index-abc.js')).toHaveLength(1);
    expect(home).not.toContain('add-to-cart-control');
    // Texts in the page's language only: a Bangla page announces the Bangla ones.
    expect(listed).toContain('/assets/cart-en-abc.js');
    expect(shop).not.toContain('cart-bn-abc');
    const shopInBangla = await page('/shop/', { cookie: 'medibazaar.lang=bn' });
    expect(shopInBangla).toMatch(/<meta name="modules-after-paint" content="[^"]*\/assets\/cart-bn-abc\.js/);
    expect(shopInBangla).not.toContain('cart-en-abc');
    expect(shop).not.toContain('hero');
    // A page the table does not paint first goes out with neither.
    expect(await page('/login')).toContain('<meta name="modules-after-paint" content="/assets/index-abc.js">');
  });

  it("preloads a route's modules from the head of a page without the after-paint list", () => {
    const page = withPreloads('<html><head><title>t</title></head><body></body></html>', {
      js: ['/assets/shop-abc.js'],
      css: ['/assets/shop-abc.css'],
    });
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/shop-abc.js">');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/shop-abc.css">');
  });

  it('paints in Bangla for a reader who chose it, or whose browser prefers it', async () => {
    const chosen = await page('/', { cookie: 'other=1; medibazaar.lang=bn' });
    expect(chosen).toContain('first paint of / in bn');
    expect(chosen).toContain('<html lang="bn"');
    expect(await page('/', { 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.5' })).toContain('first paint of / in bn');
    // Bangla anywhere in the browser's list, as the app's own detection reads it; never when refused.
    expect(await page('/', { 'accept-language': 'en-US,bn;q=0.5' })).toContain('first paint of / in bn');
    expect(await page('/', { 'accept-language': 'bn;q=0, en' })).toContain('first paint of / in en');
    expect(await page('/', { cookie: 'medibazaar.lang="bn"' })).toContain('first paint of / in bn');
    // The reader's own choice wins over the browser's preference; nonsense is ignored.
    expect(await page('/', { cookie: 'medibazaar.lang=en', 'accept-language': 'bn' })).toContain('in en');
    expect(await page('/', { cookie: 'medibazaar.lang=<script>' })).toContain('in en');
  });

  it('paints a product page for each request, with the product read from the API', async () => {
    const product = await createProduct(t.db, { name: 'Cough Syrup <100 ml>' });
    const body = await page(`/products/${product.id}`, { cookie: 'medibazaar.lang=bn' });
    expect(body).toContain('<div id="root"><div inert data-first-paint><main>Cough Syrup <100 ml> in bn</main>');
    expect(body).toContain('<html lang="bn"');
    // The product it was painted with rides along as JSON, with no '<' that could end its block.
    const block = /<script type="application\/json" id="first-paint-data">(.*?)<\/script>/.exec(body);
    expect(block?.[1]).toBeDefined();
    expect(block![1]).not.toContain('<');
    const answers = JSON.parse(block![1]!) as Record<string, { _id: string; name: string }>;
    expect(answers[`/api/products/${product.id}`]).toMatchObject({ _id: product.id, name: 'Cough Syrup <100 ml>' });
  });

  it('sends a page it could not paint, one with an address too long to, and every other page with an empty root', async () => {
    for (const [url, headers] of [
      ['/shop', { cookie: 'medibazaar.lang=bn' }],
      [`/shop?q=${'a'.repeat(600)}`, {}],
      ['/dashboard/carts', {}],
      ['/login', {}],
    ] as const) {
      const body = await page(url, headers);
      expect(body, url).toContain('<div id="root"></div>');
      expect(body, url).not.toContain('first paint');
    }
  });

  it("answers an address the app has no page for with a 404 status and the 404 page, in the reader's language", async () => {
    for (const url of ['/no/such/page', '/no/such/page?x=1', '/dashboard', '/shopping']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toContain(
        '<div id="root"><div inert data-first-paint><main>the 404 page in en</main></div></div>',
      );
    }
    const bn = await t.app.inject({ method: 'GET', url: '/no/such/page', headers: { cookie: 'medibazaar.lang=bn' } });
    expect(bn.statusCode).toBe(404);
    expect(bn.body).toContain('<main>the 404 page in bn</main>');
    expect(bn.body).toContain('<html lang="bn"');
    // The API's own unknown addresses stay JSON.
    const api = await t.app.inject({ method: 'GET', url: '/api/no/such/thing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
  });

  it('answers a product page whose product does not exist, or whose id cannot be one, with 404 and the page saying so', async () => {
    for (const url of [
      '/products/00000000-0000-4000-8000-000000000000',
      '/products/not-an-id',
      `/products/${'x'.repeat(300)}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toMatch(/<main>(no such product, in en|the 404 page in en)<\/main>/);
      expect(res.body, url).not.toContain('first-paint-data');
    }
    const product = await createProduct(t.db, { name: 'Saline Drops' });
    expect((await t.app.inject({ method: 'GET', url: `/products/${product.id}` })).statusCode).toBe(200);
  });

  it('links the Bengali font and preloads its file in pages in Bangla only', async () => {
    const font =
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/noto-sans-bengali-abc.woff2">';
    const sheet = '<link rel="stylesheet" href="/assets/bengali-font-abc.css">';
    const product = await createProduct(t.db, { name: 'Zinc Tablets' });
    for (const url of ['/', '/shop', `/products/${product.id}`, '/login', '/no/such/page']) {
      const bn = await t.app.inject({ method: 'GET', url, headers: { cookie: 'medibazaar.lang=bn' } });
      expect(bn.body, url).toContain(font);
      expect(bn.body, url).toContain(sheet);
      expect(bn.body, url).toContain('<html lang="bn"');
      const en = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en-US' } });
      expect(en.body, url).not.toContain('bengali');
      expect(en.body, url).toContain('<html lang="en"');
    }
  });
});

describe('a server-side build that does not load', () => {
  it('leaves pages with an empty root and the server running', async () => {
    const dist = fakeBuild('export const renderShell = ;');
    const t = await createTestApp({ webDistDir: dist });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
    } finally {
      await t.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('choosing an encoding', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fakeBuild();
    t = await createTestApp({ webDistDir: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5', 'gzip'],
    ['identity', undefined],
    ['*', 'br'],
    ['*;q=0', undefined],
    ['br;q=0, *', 'gzip'],
    ['', undefined],
    [undefined, undefined],
    ['gzip;q=abc', undefined],
  ] as const)('%s → %s', async (header, expected) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: header === undefined ? {} : { 'accept-encoding': header },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(expected);
  });
});

describe('the site content in every page', () => {
  // A shell that paints the notice's first day, read from the API as the app's does.
  const CONTENT_SHELL = `export async function renderShell(url, language, config, apiGet) {
  if (url.startsWith('/pages/')) {
    const page = await apiGet('/api' + url);
    return page.status === 200 ? '<main>' + JSON.parse(page.body).title.en + '</main>' : '<main>no such page</main>';
  }
  const { body } = await apiGet('/api/content');
  return '<main>open from ' + JSON.parse(body).notice.openPeriod.from + '</main>';
}
export function isPage(pathname) { return ['/', '/shop', '/login'].includes(pathname) || pathname.startsWith('/pages/'); }
${FIRST_PAINTS}`;
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = fakeBuild(CONTENT_SHELL);
    t = await createTestApp({ webDistDir: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const answers = (body: string) => {
    const block = /<script type="application\/json" id="first-paint-data">(.*?)<\/script>/.exec(body);
    return JSON.parse(block![1]!) as Record<string, { notice: { openPeriod: { from: string } } }>;
  };

  it('carries the content in pages painted once and in pages the app paints itself', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain('<main>open from 2025-01-21</main>');
    expect(answers(home.body)['/api/content']!.notice.openPeriod.from).toBe('2025-01-21');
    const login = await t.app.inject({ method: 'GET', url: '/login' });
    expect(login.body).toContain('<div id="root"></div>');
    expect(answers(login.body)['/api/content']!.notice.openPeriod.from).toBe('2025-01-21');
  });

  it('paints the home page again once an admin changes the notice', async () => {
    const admin = await signUp(t, { role: 'admin' });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/content/notice',
      headers: admin.headers,
      payload: { ...DEFAULT_NOTICE, openPeriod: { from: '2026-11-20', until: '2026-12-05' } },
    });
    expect(res.statusCode).toBe(200);
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain('<main>open from 2026-11-20</main>');
    const login = await t.app.inject({ method: 'GET', url: '/login' });
    expect(answers(login.body)['/api/content']!.notice.openPeriod.from).toBe('2026-11-20');
  });

  it('paints a simple page with its text, and answers one that does not exist with 404', async () => {
    const admin = await signUp(t, { role: 'admin' });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/pages/delivery',
      headers: admin.headers,
      payload: { title: { en: 'Delivery areas', bn: 'ডেলিভারি এলাকা' }, body: { en: 'Dhaka.', bn: 'ঢাকা।' } },
    });
    expect(saved.statusCode).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: '/pages/delivery' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<main>Delivery areas</main>');
    const missing = await t.app.inject({ method: 'GET', url: '/pages/no-such-page' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('the Bengali font in the build manifest', () => {
  const font = 'assets/noto-sans-bengali-x.woff2';
  const links = [
    `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${font}">`,
    '<link rel="stylesheet" href="/assets/bengali-font-x.css">',
  ];

  it('is found as the module of its own the language switch imports', () => {
    expect(
      bengaliFontLinks({
        'src/lib/bengali-font.ts': {
          file: 'assets/bengali-font-x.js',
          css: ['assets/bengali-font-x.css'],
          assets: [font],
        },
      }),
    ).toEqual(links);
  });

  it('is found as a shared chunk once other pages import it too', () => {
    expect(
      bengaliFontLinks({
        '_bengali-font-x.js': {
          file: 'assets/bengali-font-x.js',
          name: 'bengali-font',
          css: ['assets/bengali-font-x.css'],
          assets: [font],
        },
        '_bengali-font-x.css': { file: 'assets/bengali-font-x.css' },
      }),
    ).toEqual(links);
  });

  it('gives no links for a build without it', () => {
    expect(bengaliFontLinks({ 'index.html': { file: 'assets/index.js', isEntry: true } })).toEqual([]);
  });
});

/** The server's side of a page's head: the shell says what, the server writes the tags. */
const SHELL_WITH_HEADS = `${SHELL}
export async function pageHead(url, language, config, answers, origin) {
  const product = Object.entries(answers).find(([u]) => u.startsWith('/api/products/'));
  if (product) {
    const p = product[1];
    return {
      title: p.name + ' | ' + config.shopName,
      description: 'About ' + p.name,
      canonical: '/products/' + p._id,
      structuredData: [{ '@context': 'https://schema.org', '@type': 'Product', name: p.name, url: origin + '/products/' + p._id }],
      largestImage: p.image + '?v="1"',
    };
  }
  if (url.startsWith('/dashboard')) return { title: config.shopName, description: 'A shop', canonical: null, structuredData: [] };
  const shop = url === '/shop' || url === '/shop?category=Devices';
  return { title: (language === 'bn' ? 'হোম' : 'Home') + ' ' + url, description: 'A shop "in" ' + language, canonical: shop || url === '/' ? url : null, structuredData: [] };
}`;

describe('page heads written by the server', () => {
  let t: TestApp;
  let dist: string;
  const ORIGIN = 'https://shop.example.test';

  beforeAll(async () => {
    dist = fakeBuild(SHELL_WITH_HEADS);
    t = await createTestApp({ webDistDir: dist, shopName: 'Corner Pharmacy', publicUrl: ORIGIN });
    await createCatalogBasics(t.db);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const page = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, url).toBe(200);
    return res.body;
  };
  const tag = (html: string, re: RegExp) => re.exec(html)?.[0] ?? null;

  it("replaces the template's title with the page's own, and gives it a description", async () => {
    const home = await page('/');
    expect(home.match(/<title>/g)).toHaveLength(1);
    expect(home).toContain('<title>Home /</title>');
    expect(home).toContain('<meta name="description" content="A shop &quot;in&quot; en">');
    expect(await page('/', { cookie: 'medibazaar.lang=bn' })).toContain('<title>হোম /</title>');
  });

  it('names the address without a language as canonical and x-default, and each language by ?lang=', async () => {
    const home = await page('/shop');
    expect(tag(home, /<link rel="canonical"[^>]*>/)).toBe(`<link rel="canonical" href="${ORIGIN}/shop">`);
    expect(home).toContain(`<link rel="alternate" hreflang="en" href="${ORIGIN}/shop?lang=en">`);
    expect(home).toContain(`<link rel="alternate" hreflang="bn" href="${ORIGIN}/shop?lang=bn">`);
    expect(home).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}/shop">`);
    expect(home).not.toContain('noindex');
  });

  it('paints the language an address asks for, whatever the cookie, and names that address as canonical', async () => {
    const bn = await page('/?lang=bn', { cookie: 'medibazaar.lang=en' });
    expect(bn).toContain('first paint of / in bn');
    expect(bn).toContain('<html lang="bn"');
    expect(tag(bn, /<link rel="canonical"[^>]*>/)).toBe(`<link rel="canonical" href="${ORIGIN}/?lang=bn">`);
    // The page without a language is still the reader's own.
    expect(await page('/', { cookie: 'medibazaar.lang=en' })).toContain('first paint of / in en');
    const category = await page('/shop?category=Devices&lang=bn');
    expect(tag(category, /<link rel="canonical"[^>]*>/)).toBe(
      `<link rel="canonical" href="${ORIGIN}/shop?category=Devices&amp;lang=bn">`,
    );
    expect(category).toContain(`hreflang="x-default" href="${ORIGIN}/shop?category=Devices"`);
    // A language the shop does not speak is no language: the reader's own, the address without one canonical.
    const fr = await page('/?lang=fr');
    expect(fr).toContain('first paint of / in en');
    expect(tag(fr, /<link rel="canonical"[^>]*>/)).toBe(`<link rel="canonical" href="${ORIGIN}/">`);
  });

  it('asks search engines not to index pages that are not for them', async () => {
    const carts = await page('/dashboard/carts');
    expect(carts).toContain('<meta name="robots" content="noindex">');
    expect(carts).not.toContain('rel="canonical"');
  });

  it("writes a product's structured data as a data block no text can close", async () => {
    const product = await createProduct(t.db, { name: 'Syrup </script><b>x</b>' });
    const body = await page(`/products/${product.id}`);
    const block = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(body);
    expect(block).not.toBeNull();
    expect(block![1]).not.toContain('<');
    expect(JSON.parse(block![1]!)).toMatchObject({ '@type': 'Product', name: 'Syrup </script><b>x</b>' });
    expect(body).toContain(`<link rel="canonical" href="${ORIGIN}/products/${product.id}">`);
    expect(body).toContain('<title>Syrup &lt;/script&gt;&lt;b&gt;x&lt;/b&gt; | Corner Pharmacy</title>');
  });

  it("preloads a product page's picture, its largest paint, at high priority and with its type, before its title", async () => {
    const product = await createProduct(t.db, { name: 'Inhaler' });
    const body = await page(`/products/${product.id}`);
    const preload =
      '<link rel="preload" as="image" href="/images/products/test.webp?v=&quot;1&quot;" type="image/webp" fetchpriority="high">';
    expect(body).toContain(preload);
    expect(body.indexOf(preload)).toBeLessThan(body.indexOf('<title>'));
    // Pages without a picture of their own preload none.
    expect(await page('/shop')).not.toContain('rel="preload" as="image"');
  });
});
