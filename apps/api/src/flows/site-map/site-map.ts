import { LANGUAGES } from '@medibazaar/contract';
import type { Db } from '../../db/client.js';
import {
  listedCategories,
  listedGenericCount,
  listedGenerics,
  listedProductCount,
  listedProducts,
  type ListedEntry,
} from '../../modules/catalog/index.js';
import { listPages } from '../../modules/content/index.js';

/** A sitemap file lists at most this many addresses (the sitemaps protocol's limit). */
export const SITEMAP_URLS_MAX = 50_000;

export interface SiteMapContext {
  db: Db;
  /** The shop's public address, which every listed address starts with. */
  origin: string;
  /** Addresses per file: SITEMAP_URLS_MAX, fewer in tests that check the split. */
  urlsPerFile: number;
}

/** The kinds of sitemap file: the shop's pages, then one series per kind of record. */
const SERIES = ['products', 'generics'] as const;
type Series = (typeof SERIES)[number];

const escapeXml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** One address in each language and the default one that answers in the reader's (core/page-head.ts). */
function urlEntry(origin: string, path: string, updatedAt: Date | null): string {
  const own = new URL(path, origin);
  const alternates = LANGUAGES.map((language) => {
    const url = new URL(own);
    url.searchParams.set('lang', language);
    return `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(url.href)}"/>`;
  });
  return [
    '<url>',
    `<loc>${escapeXml(own.href)}</loc>`,
    ...(updatedAt ? [`<lastmod>${updatedAt.toISOString()}</lastmod>`] : []),
    ...alternates,
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(own.href)}"/>`,
    '</url>',
  ].join('');
}

function urlSet(entries: string[]): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    entries.join('\n') +
    '\n</urlset>\n'
  );
}

const seriesCount = (db: Db, series: Series) =>
  series === 'products' ? listedProductCount(db) : listedGenericCount(db);

/**
 * The sitemap index: the pages file, then each series split into files of `urlsPerFile`
 * addresses (`products-1.xml`, `products-2.xml`, …).
 */
export async function sitemapIndex(ctx: SiteMapContext): Promise<string> {
  const files = ['pages.xml'];
  for (const series of SERIES) {
    const count = Math.ceil((await seriesCount(ctx.db, series)) / ctx.urlsPerFile);
    for (let n = 1; n <= count; n++) files.push(`${series}-${n}.xml`);
  }
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    files
      .map((f) => `<sitemap><loc>${escapeXml(new URL(`/sitemaps/${f}`, ctx.origin).href)}</loc></sitemap>`)
      .join('\n') +
    '\n</sitemapindex>\n'
  );
}

/** The file named `name` (as the index lists it), or null when there is no such file. */
export async function sitemapFile(ctx: SiteMapContext, name: string): Promise<string | null> {
  if (name === 'pages.xml') return pagesFile(ctx);
  const match = /^(products|generics)-([1-9]\d{0,5})\.xml$/.exec(name);
  if (!match) return null;
  const series = match[1] as Series;
  const offset = (Number(match[2]) - 1) * ctx.urlsPerFile;
  const rows: ListedEntry[] =
    series === 'products'
      ? await listedProducts(ctx.db, offset, ctx.urlsPerFile)
      : await listedGenerics(ctx.db, offset, ctx.urlsPerFile);
  // Past the last file (or an empty series' first): not a file the index names.
  if (rows.length === 0) return null;
  const path = series === 'products' ? '/products/' : '/generics/';
  return urlSet(rows.map((r) => urlEntry(ctx.origin, `${path}${r.id}`, r.updatedAt)));
}

/** The home page, the shop, each category and each page an admin wrote. */
async function pagesFile(ctx: SiteMapContext): Promise<string> {
  const [categories, pages] = await Promise.all([listedCategories(ctx.db), listPages(ctx.db)]);
  return urlSet([
    urlEntry(ctx.origin, '/', null),
    urlEntry(ctx.origin, '/shop', null),
    ...categories.map((c) =>
      urlEntry(ctx.origin, `/shop?${new URLSearchParams({ category: c.name }).toString()}`, c.updatedAt),
    ),
    ...pages.map((p) => urlEntry(ctx.origin, `/pages/${encodeURIComponent(p.slug)}`, new Date(p.updatedAt))),
  ]);
}

/** Where crawlers may go: not the account pages, the API or one-time links; and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /dashboard',
    'Disallow: /checkout',
    'Disallow: /profile',
    'Disallow: /secret',
    'Disallow: /reset-password',
    'Disallow: /email-verified',
    'Allow: /',
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}
