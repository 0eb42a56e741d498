import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import {
  createCatalogBasics,
  createMedicine,
  createProduct,
  createProducts,
  createUser,
} from '../../../test/factories.js';

const ORIGIN = 'https://shop.example.test';

/** Every `<loc>` of an XML file, in order. */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));

describe('robots.txt and the sitemap', () => {
  let t: TestApp;

  beforeAll(async () => {
    // Three addresses a file, so that seven products take three files.
    t = await createTestApp({ publicUrl: ORIGIN }, { sitemapUrlsPerFile: 3 });
    await createCatalogBasics(t.db);
    await createProducts(t.db, 6, { category: 'Baby Care' });
    await createMedicine(t.db, { category: 'Prescription Medicine' });
  });
  afterAll(async () => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('tells crawlers to keep out of accounts and the API, and where the sitemap is', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toMatch(/^Disallow: \/dashboard$/m);
    expect(res.body).toMatch(/^Disallow: \/api\/$/m);
    expect(res.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('names the pages file and splits products into files of the limit', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(res.body)).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/products-1.xml`,
      `${ORIGIN}/sitemaps/products-2.xml`,
      `${ORIGIN}/sitemaps/products-3.xml`,
      `${ORIGIN}/sitemaps/generics-1.xml`,
    ]);
  });

  it('lists every product once across its files, with its page in each language', async () => {
    const listed: string[] = [];
    for (const n of [1, 2, 3]) {
      const res = await get(`/sitemaps/products-${n}.xml`);
      expect(res.statusCode).toBe(200);
      expect(locs(res.body).length).toBeLessThanOrEqual(3);
      listed.push(...locs(res.body));
    }
    expect(listed).toHaveLength(7);
    expect(new Set(listed).size).toBe(7);
    const first = (await get('/sitemaps/products-1.xml')).body;
    const own = listed[0]!;
    expect(first).toContain(`<xhtml:link rel="alternate" hreflang="bn" href="${own}?lang=bn"/>`);
    expect(first).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${own}?lang=en"/>`);
    expect(first).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${own}"/>`);
    expect(first).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
  });

  it('lists the home page, the shop and each category in the pages file, and confirmed generics', async () => {
    const pages = locs((await get('/sitemaps/pages.xml')).body);
    expect(pages.slice(0, 2)).toEqual([`${ORIGIN}/`, `${ORIGIN}/shop`]);
    expect(pages).toContain(`${ORIGIN}/shop?category=Baby+Care`);
    expect(pages).toContain(`${ORIGIN}/shop?category=Prescription+Medicine`);
    const generics = locs((await get('/sitemaps/generics-1.xml')).body);
    expect(generics).toHaveLength(1);
    expect(generics[0]).toMatch(new RegExp(`^${ORIGIN}/generics/[0-9a-f-]{36}$`));
  });

  it('leaves out the products of a seller without a licence in force, whose pages are 404', async () => {
    const seller = await createUser(t.db, { role: 'seller' });
    const hidden = await createProduct(t.db, { sellerId: seller.id, licensed: false });
    const listed: string[] = [];
    for (const n of [1, 2, 3, 4]) listed.push(...locs((await get(`/sitemaps/products-${n}.xml`)).body));
    expect(listed.some((l) => l.endsWith(hidden.id))).toBe(false);
  });

  it('answers 404 for a file the index does not name', async () => {
    for (const name of ['products-4.xml', 'products-0.xml', 'orders-1.xml', '..%2Fpackage.json', 'generics-2.xml']) {
      const res = await get(`/sitemaps/${name}`);
      expect(res.statusCode, name).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('lists a new product once products change', async () => {
    await createProducts(t.db, 1, { category: 'Devices' });
    // The products' change notice drops the kept files (on PostgreSQL it arrives a moment later).
    await expect
      .poll(async () => locs((await get('/sitemap.xml')).body).filter((l) => l.includes('/products-')).length)
      .toBe(3);
    await expect.poll(async () => locs((await get('/sitemaps/products-3.xml')).body).length, { timeout: 5000 }).toBe(2);
  });
});
