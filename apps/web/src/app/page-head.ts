/**
 * What a page says about itself to search engines and link previews, worked out on the server
 * beside its first paint (apps/api/src/core/page-head.ts writes the tags): the title the page
 * sets in the browser, a description, the address it is found under, and for a product its
 * facts as schema.org data. Written here, with the app's own texts and routes, so the server
 * and the page never tell two stories.
 */
import {
  CATEGORIES,
  type GenericDetail,
  type Language,
  type Product,
  productPricing,
  type SitePage,
} from '@medibazaar/contract';
import { matchPath } from 'react-router';
import { clientConfig } from '../config/env';
import { paths } from '../config/paths';
import { loadAllTexts, loadTexts, textsFor } from '../lib/i18n';
import { categoryName } from '../lib/labels';

export interface PageHead {
  title: string;
  /** At most DESCRIPTION_MAX characters, on one line. */
  description: string;
  /**
   * The page's own address (path and the query that changes what it shows), when search
   * engines should list it; null for pages that are not for them (an account's, a search).
   */
  canonical: string | null;
  /** schema.org objects (JSON-LD), each with its `@context`. */
  structuredData: object[];
  /** The picture the page shows largest (its LCP element), which the server preloads. */
  largestImage?: string | null;
}

/** Search engines show about this much of a description. */
export const DESCRIPTION_MAX = 160;

const oneLine = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_MAX ? flat : `${flat.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
};

/** An answer the page was painted with, by the start of its API address. */
function answer<T>(answers: Record<string, unknown>, prefix: string): T | null {
  for (const [url, body] of Object.entries(answers)) {
    if (url.split('?')[0] === prefix) return body as T;
  }
  return null;
}

/** Public pages a search engine may list, besides those with data of their own. */
const LISTED_PAGES = new Set<string>([
  paths.home.pattern,
  paths.shop.pattern,
  paths.login.pattern,
  paths.register.pattern,
]);

/**
 * The head of the page at `url` (path and query) in `language`, from the API answers its first
 * paint read (none for a page not painted). `origin`: the shop's public address, for the
 * absolute addresses structured data needs.
 */
export async function headOf(
  url: string,
  language: Language,
  answers: Record<string, unknown>,
  origin: string,
): Promise<PageHead> {
  await Promise.all([loadTexts(language), loadAllTexts()]);
  const t = textsFor(language);
  const [pathname = '/', search = ''] = url.split('?');
  const query = new URLSearchParams(search);
  const titled = (page: string) => t('common.pageTitle', { shopName: clientConfig.shopName, page });
  const base = { title: clientConfig.shopName, description: t('common.seo.description'), structuredData: [] };

  const product = matchPath(paths.product.pattern, pathname);
  if (product) {
    const p = answer<Product>(answers, `/api/products/${product.params.id ?? ''}`);
    if (!p) return { ...base, canonical: null };
    return {
      title: titled(p.name),
      description: oneLine(p.des),
      canonical: paths.product.to(p._id),
      structuredData: productData(p, language, origin),
      largestImage: p.image,
    };
  }
  const generic = matchPath(paths.generic.pattern, pathname);
  if (generic) {
    const g = answer<GenericDetail>(answers, `/api/generics/${generic.params.id ?? ''}`);
    if (!g) return { ...base, canonical: null };
    const name = language === 'bn' && g.nameBn ? g.nameBn : g.name;
    const summary = (language === 'bn' ? g.summaryBn : null) ?? g.summary;
    return {
      ...base,
      title: titled(name),
      description: oneLine(summary ?? t('common.seo.generic', { name })),
      canonical: paths.generic.to(g.id),
    };
  }
  const page = matchPath(paths.page.pattern, pathname);
  if (page) {
    const p = answer<SitePage>(answers, `/api/pages/${page.params.slug ?? ''}`);
    if (!p) return { ...base, canonical: null };
    return {
      ...base,
      title: titled(p.title[language]),
      description: oneLine(p.body[language]),
      canonical: paths.page.to(p.slug),
    };
  }
  if (pathname === paths.shop.pattern) return shopHead(query, t, titled, base);
  if (pathname === paths.home.pattern) return { ...base, title: titled(t('storefront.pages.home')), canonical: '/' };
  if (LISTED_PAGES.has(pathname) && !search) {
    const name = pathname === paths.login.pattern ? t('auth.pages.login') : t('auth.pages.register');
    return { ...base, title: titled(name), canonical: pathname };
  }
  return { ...base, canonical: null };
}

type T = ReturnType<typeof textsFor>;

/** The shop, or one category of it, is listed; a search, a filter or a later page is not. */
function shopHead(query: URLSearchParams, t: T, titled: (page: string) => string, base: Omit<PageHead, 'canonical'>) {
  const keys = [...query.keys()].filter((k) => k !== 'lang');
  const category = query.get('category');
  if (keys.length === 0) {
    return {
      ...base,
      title: titled(t('storefront.pages.shop')),
      description: t('common.seo.shop'),
      canonical: '/shop',
    };
  }
  if (keys.length === 1 && category && (CATEGORIES as readonly string[]).includes(category)) {
    const name = categoryName(t, category);
    return {
      ...base,
      title: titled(`${t('storefront.pages.shop')}: ${name}`),
      description: t('common.seo.category', { category: name }),
      canonical: paths.shop.to({ category }),
    };
  }
  return { ...base, title: titled(t('storefront.pages.shop')), canonical: null };
}

const AVAILABILITY = {
  inStock: 'https://schema.org/InStock',
  outOfStock: 'https://schema.org/OutOfStock',
} as const;

/**
 * A product as schema.org's Product with its Offer (price, currency, availability), and the
 * breadcrumb the page shows. A medicine the shop does not sell online (controlled) has no offer.
 */
function productData(p: Product, language: Language, origin: string): object[] {
  const t = textsFor(language);
  const url = `${origin}${paths.product.to(p._id)}`;
  const pricing = productPricing(p);
  const price = pricing.discounted ? pricing.discountedPrice : pricing.price;
  const sold = p.medicine?.dispensingClass !== 'controlled';
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    description: oneLine(p.des),
    image: new URL(p.image, origin).href,
    url,
    sku: p._id,
    category: categoryName(t, p.category),
    ...(p.medicine ? { brand: { '@type': 'Brand', name: p.medicine.manufacturer.name } } : {}),
    ...(sold
      ? {
          offers: {
            '@type': 'Offer',
            url,
            price: price.toFixed(2),
            priceCurrency: clientConfig.currency,
            availability: p.stock > 0 ? AVAILABILITY.inStock : AVAILABILITY.outOfStock,
            itemCondition: 'https://schema.org/NewCondition',
          },
        }
      : {}),
  };
  const crumbs = [
    { name: t('common.nav.home'), path: paths.home.to() },
    { name: t('common.nav.shop'), path: paths.shop.to() },
    { name: categoryName(t, p.category), path: paths.shop.to({ category: p.category }) },
    { name: p.name, path: paths.product.to(p._id) },
  ];
  const breadcrumb = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: `${origin}${c.path}`,
    })),
  };
  return [product, breadcrumb];
}
