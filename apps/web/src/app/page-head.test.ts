import type { GenericDetail, MedicineFacts, Product } from '@medibazaar/contract';
import { describe, expect, it } from 'vitest';
import { clientConfig } from '../config/env';
import { DESCRIPTION_MAX, headOf } from './page-head';

const ORIGIN = 'https://shop.example.test';

/**
 * What schema.org data must carry for search engines to read it as a product with a price, or a
 * breadcrumb: Google's required properties for Product snippets and merchant listings (name,
 * image, an offer with price, currency and availability) and for breadcrumbs (each item's
 * position, name and address).
 */
const REQUIRED: Record<string, string[]> = {
  Product: ['name', 'image', 'description', 'offers'],
  Offer: ['price', 'priceCurrency', 'availability', 'url'],
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position', 'name', 'item'],
};

/** The required properties missing anywhere in a schema.org object, as `Type.property`. */
function missingRequired(data: unknown, required = REQUIRED): string[] {
  if (Array.isArray(data)) return data.flatMap((d) => missingRequired(d, required));
  if (data === null || typeof data !== 'object') return [];
  const node = data as Record<string, unknown>;
  const type = typeof node['@type'] === 'string' ? node['@type'] : null;
  const own = (type && required[type]) || [];
  return [
    ...own.filter((p) => node[p] === undefined || node[p] === '').map((p) => `${type}.${p}`),
    ...Object.values(node).flatMap((v) => missingRequired(v, required)),
  ];
}

const medicine = (dispensingClass: MedicineFacts['dispensingClass']): MedicineFacts => ({
  generics: [{ id: 'g1', name: 'Paracetamol', nameBn: 'প্যারাসিটামল', status: 'confirmed' }],
  strength: '500 mg',
  form: 'tablet',
  manufacturer: { id: 'm1', name: 'Beximco Pharmaceuticals', nameBn: null, status: 'confirmed' },
  packSize: 10,
  packLabel: '10 tablets (1 strip)',
  unitPriceCents: 12,
  dispensingClass,
  indications: null,
  dosage: null,
  sideEffects: null,
  brandBn: null,
});

const product = (overrides: Partial<Product> = {}): Product => ({
  _id: '7d3f1c8e-4b2a-4c1d-9e8f-0a1b2c3d4e5f',
  name: 'Napa 500',
  category: 'OTC Medicine',
  price: 12,
  des: 'Paracetamol 500 mg tablets for fever and pain. '.repeat(8),
  image: '/images/products/medicine-tablet.webp',
  discount: 10,
  discount_percentage: 10,
  discounted_price: 10.8,
  stock: 40,
  medicine: medicine('otc'),
  ...overrides,
});

const productHead = (p: Product, language: 'en' | 'bn' = 'en') =>
  headOf(`/products/${p._id}`, language, { [`/api/products/${p._id}`]: p }, ORIGIN);

describe('a product page’s head', () => {
  it('describes the product as schema.org Product with its Offer, every required property present', async () => {
    const p = product();
    const head = await productHead(p);
    expect(missingRequired(head.structuredData)).toEqual([]);
    const [data, breadcrumb] = head.structuredData as [Record<string, unknown>, Record<string, unknown>];
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Napa 500',
      image: `${ORIGIN}/images/products/medicine-tablet.webp`,
      brand: { '@type': 'Brand', name: 'Beximco Pharmaceuticals' },
      offers: {
        '@type': 'Offer',
        // What the shopper pays: the discounted price, in the shop's currency.
        price: '10.80',
        priceCurrency: clientConfig.currency,
        availability: 'https://schema.org/InStock',
        url: `${ORIGIN}/products/${p._id}`,
      },
    });
    expect(breadcrumb).toMatchObject({ '@type': 'BreadcrumbList' });
    expect(
      (breadcrumb.itemListElement as { position: number; item: string }[]).map((i) => [i.position, i.item]),
    ).toEqual([
      [1, `${ORIGIN}/`],
      [2, `${ORIGIN}/shop`],
      [3, `${ORIGIN}/shop?category=OTC+Medicine`],
      [4, `${ORIGIN}/products/${p._id}`],
    ]);
    expect(head.canonical).toBe(`/products/${p._id}`);
    expect(head.title).toBe(`${clientConfig.shopName} | Napa 500`);
    expect(head.description.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(head.description).toMatch(/^Paracetamol 500 mg tablets/);
  });

  it('says out of stock when none is left, and offers no price for a medicine not sold online', async () => {
    const out = await productHead(product({ stock: 0 }));
    expect(out.structuredData[0]).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
    const controlled = await productHead(
      product({ medicine: medicine('controlled'), category: 'Prescription Medicine' }),
    );
    expect(controlled.structuredData[0]).not.toHaveProperty('offers');
    // Without an offer it is still a product, with everything else it must carry.
    expect(
      missingRequired(controlled.structuredData, { ...REQUIRED, Product: ['name', 'image', 'description'] }),
    ).toEqual([]);
  });

  it('names the breadcrumb in the page’s language', async () => {
    const head = await productHead(product(), 'bn');
    const names = (head.structuredData[1] as { itemListElement: { name: string }[] }).itemListElement.map(
      (i) => i.name,
    );
    expect(names).toEqual(['হোম', 'দোকান', 'ওটিসি ওষুধ', 'Napa 500']);
  });

  it('is not listed when the product was not read', async () => {
    const head = await headOf('/products/unknown', 'en', {}, ORIGIN);
    expect(head.canonical).toBeNull();
    expect(head.structuredData).toEqual([]);
  });
});

describe('the heads of other pages', () => {
  it('lists the shop and each category, not a search, a filter or a later page', async () => {
    expect((await headOf('/shop', 'en', {}, ORIGIN)).canonical).toBe('/shop');
    const category = await headOf('/shop?category=Baby+Care', 'bn', {}, ORIGIN);
    expect(category.canonical).toBe('/shop?category=Baby+Care');
    expect(category.title).toContain('শিশুর যত্ন');
    expect(category.description).toContain('শিশুর যত্ন');
    expect((await headOf('/shop?category=Baby+Care&lang=bn', 'bn', {}, ORIGIN)).canonical).toBe(
      '/shop?category=Baby+Care',
    );
    for (const url of [
      '/shop?q=napa',
      '/shop?category=Baby+Care&page=2',
      '/shop?category=Nonsense',
      '/shop?discounted=true',
    ]) {
      expect((await headOf(url, 'en', {}, ORIGIN)).canonical, url).toBeNull();
    }
  });

  it('lists the home page, sign-in and sign-up, and no account page', async () => {
    expect((await headOf('/', 'en', {}, ORIGIN)).canonical).toBe('/');
    expect((await headOf('/login', 'en', {}, ORIGIN)).canonical).toBe('/login');
    expect((await headOf('/login?from=%2Fdashboard', 'en', {}, ORIGIN)).canonical).toBeNull();
    for (const url of ['/dashboard/carts', '/profile', '/checkout', '/reset-password']) {
      expect((await headOf(url, 'en', {}, ORIGIN)).canonical, url).toBeNull();
    }
  });

  it('describes a generic by its summary in the page’s language', async () => {
    const generic: GenericDetail = {
      id: 'a1b2c3d4-0000-4000-8000-000000000001',
      name: 'Paracetamol',
      nameBn: 'প্যারাসিটামল',
      status: 'confirmed',
      summary: 'Eases pain and brings down fever.',
      summaryBn: 'ব্যথা কমায় ও জ্বর নামায়।',
      groups: [],
      productCount: 0,
    };
    const head = await headOf(`/generics/${generic.id}`, 'bn', { [`/api/generics/${generic.id}`]: generic }, ORIGIN);
    expect(head).toMatchObject({
      title: `${clientConfig.shopName} | প্যারাসিটামল`,
      description: 'ব্যথা কমায় ও জ্বর নামায়।',
      canonical: `/generics/${generic.id}`,
    });
  });
});
