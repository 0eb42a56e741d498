import type { SiteContent, SitePage } from '@medibazaar/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signUp, type SignedIn } from '../../../test/auth.js';
import { siteContent, sitePages } from '../../../test/tables.js';
import { DEFAULT_FOOTER, DEFAULT_NOTICE } from './content-data.js';
import { SEED_SPONSORS } from '../../db/seed/catalog-data.js';
import { seedDatabase } from '../../db/seed/seed.js';

let t: TestApp;
let admin: SignedIn;
let seller: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.db, { demo: false });
  [admin, seller] = await Promise.all([signUp(t, { role: 'admin' }), signUp(t, { role: 'seller' })]);
});
afterAll(async () => t.close());

const read = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/content' });
  expect(res.statusCode).toBe(200);
  return res.json() as SiteContent;
};
const put = (url: string, payload: unknown, who: SignedIn | null = admin) =>
  t.app.inject({ method: 'PUT', url, headers: who?.headers ?? {}, payload: payload as object });

describe('GET /api/content', () => {
  it("answers the shop's first content (docs/product.md#home): the January 21–28, 2025 notice, 9:00 to 20:00, the footer and five sponsors", async () => {
    const body = await read();
    expect(body.notice.openPeriod).toEqual({ from: '2025-01-21', until: '2025-01-28' });
    expect(body.hours).toEqual({ opens: '09:00', closes: '20:00' });
    expect(body.footer.columns.map((c) => c.title.en)).toEqual(['Resources', 'Company', 'Quick Links']);
    expect(body.footer.phone).toBe('+880 1XXX-XXXXXX');
    expect(body.sponsors.map((s) => s.name)).toEqual(SEED_SPONSORS.map((s) => s.name));
    expect(body.sponsors[0]).toMatchObject({ image: '/images/sponsors/square-pharmaceuticals.webp', link: null });
  });

  it('leads nowhere dead: every footer link is a page of the shop or an http(s) address, none a bare fragment', async () => {
    const body = await read();
    const hrefs = body.footer.columns.flatMap((c) => c.links.map((l) => l.href));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/[a-z]/);
    expect(hrefs).toContain('/pages/terms');
  });

  it('answers 304 to a browser that already has this version, and no-cache so it always asks', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/content' });
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    const again = await t.app.inject({ method: 'GET', url: '/api/content', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('shows the first content for blocks with no row (a shop that was never seeded)', async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/api/content' });
      expect(res.statusCode).toBe(200);
      expect((res.json() as SiteContent).notice).toEqual(DEFAULT_NOTICE);
    } finally {
      await bare.close();
    }
  });
});

describe('PUT /api/content/notice', () => {
  const notice = {
    ticker: { en: 'Eid sale: 10% off devices', bn: 'ঈদ অফার: সরঞ্জামে ১০% ছাড়' },
    openPeriod: { from: '2026-11-20', until: '2026-12-05' },
    message: { en: 'Closed on Victory Day.', bn: 'বিজয় দিবসে বন্ধ।' },
  };

  it('stores the new dates and texts, and the next read shows them (the etag changes)', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/content' });
    const res = await put('/api/content/notice', notice);
    expect(res.statusCode).toBe(200);
    expect((res.json() as SiteContent).notice).toEqual(notice);
    const after = await t.app.inject({ method: 'GET', url: '/api/content' });
    expect((after.json() as SiteContent).notice).toEqual(notice);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const [row] = await t.db.select().from(siteContent).where(eq(siteContent.key, 'notice'));
    expect(row).toMatchObject({ updatedBy: admin.id, version: 2 });
  });

  it('takes no open period at all (the line is then not shown)', async () => {
    const res = await put('/api/content/notice', { ...notice, openPeriod: null });
    expect(res.statusCode).toBe(200);
    expect((await read()).notice.openPeriod).toBeNull();
  });

  it.each([
    [
      'a last day before the first',
      { ...notice, openPeriod: { from: '2026-12-05', until: '2026-11-20' } },
      'openPeriod.until',
    ],
    [
      'a day that does not exist',
      { ...notice, openPeriod: { from: '2026-02-30', until: '2026-03-01' } },
      'openPeriod.from',
    ],
    [
      'a date written another way',
      { ...notice, openPeriod: { from: 'January 21, 2025', until: '2026-03-01' } },
      'openPeriod.from',
    ],
    ['an empty Bangla ticker', { ...notice, ticker: { en: 'Sale', bn: '  ' } }, 'ticker.bn'],
    ['a ticker too long', { ...notice, ticker: { en: 'x'.repeat(301), bn: 'ক' } }, 'ticker.en'],
    ['a ticker on two lines', { ...notice, ticker: { en: 'one\ntwo', bn: 'ক' } }, 'ticker.en'],
    ['an unknown field', { ...notice, colour: 'red' }, undefined],
  ])('refuses %s with 400 naming the field', async (_name, payload, field) => {
    const res = await put('/api/content/notice', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    if (field) expect(res.json()).toMatchObject({ field });
  });

  it('is refused to a seller and to a visitor, and changes nothing', async () => {
    const before = (await read()).notice;
    expect((await put('/api/content/notice', DEFAULT_NOTICE, seller)).statusCode).toBe(403);
    expect((await put('/api/content/notice', DEFAULT_NOTICE, null)).statusCode).toBe(401);
    expect((await read()).notice).toEqual(before);
  });
});

describe('PUT /api/content/hours', () => {
  it('stores new hours', async () => {
    const res = await put('/api/content/hours', { opens: '08:30', closes: '22:00' });
    expect(res.statusCode).toBe(200);
    expect((await read()).hours).toEqual({ opens: '08:30', closes: '22:00' });
  });

  it.each([
    [{ opens: '20:00', closes: '09:00' }, 'closes'],
    [{ opens: '9:00 AM', closes: '20:00' }, 'opens'],
    [{ opens: '24:00', closes: '23:00' }, 'opens'],
  ])('refuses %j with 400 naming %s', async (payload, field) => {
    const res = await put('/api/content/hours', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
  });
});

describe('PUT /api/content/footer', () => {
  const footer = {
    ...DEFAULT_FOOTER,
    phone: '+880 1711-000000',
    address: { en: 'House 12, Road 4, Dhanmondi, Dhaka', bn: 'বাড়ি ১২, রোড ৪, ধানমন্ডি, ঢাকা' },
    socials: [{ network: 'facebook', url: 'https://www.facebook.com/example-pharmacy' }],
  };

  it('stores phone, address, social links and columns', async () => {
    const res = await put('/api/content/footer', footer);
    expect(res.statusCode).toBe(200);
    expect((await read()).footer).toEqual(footer);
  });

  it.each([
    [
      'a javascript: social link',
      { ...footer, socials: [{ network: 'x', url: 'javascript:alert(1)' }] },
      'socials.0.url',
    ],
    ['a data: social link', { ...footer, socials: [{ network: 'x', url: 'data:text/html,hi' }] }, 'socials.0.url'],
    [
      'an unknown network',
      { ...footer, socials: [{ network: 'myspace', url: 'https://myspace.com' }] },
      'socials.0.network',
    ],
    [
      'a dead /# link',
      { ...footer, columns: [{ title: { en: 'A', bn: 'ক' }, links: [{ label: { en: 'X', bn: 'খ' }, href: '/#' }] }] },
      'columns.0.links.0.href',
    ],
    [
      'a protocol-relative link',
      {
        ...footer,
        columns: [{ title: { en: 'A', bn: 'ক' }, links: [{ label: { en: 'X', bn: 'খ' }, href: '//evil.example' }] }],
      },
      'columns.0.links.0.href',
    ],
    ['a phone number too long', { ...footer, phone: '1'.repeat(41) }, 'phone'],
  ])('refuses %s with 400 naming the field', async (_name, payload, field) => {
    const res = await put('/api/content/footer', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
  });
});

describe('PUT /api/content/sponsors', () => {
  it('replaces the sponsors in the order given, with their links', async () => {
    const res = await put('/api/content/sponsors', {
      sponsors: [
        { name: 'Renata Limited', image: '/images/sponsors/renata.webp', link: 'https://renata.example' },
        { name: 'ACI Limited', image: '/images/sponsors/aci.webp', link: '' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const sponsors = (await read()).sponsors;
    expect(sponsors.map((s) => [s.name, s.link])).toEqual([
      ['Renata Limited', 'https://renata.example'],
      ['ACI Limited', null],
    ]);
    const legacy = await t.app.inject({ method: 'GET', url: '/api/sponsors' });
    expect((legacy.json() as { name: string }[]).map((s) => s.name)).toEqual(['Renata Limited', 'ACI Limited']);
  });

  it.each([
    [{ sponsors: [{ name: 'A', image: 'javascript:alert(1)', link: null }] }, 'sponsors.0.image'],
    [{ sponsors: [{ name: 'A', image: '/images/a.webp', link: 'ftp://a.example' }] }, 'sponsors.0.link'],
    [{ sponsors: [{ name: '', image: '/images/a.webp', link: null }] }, 'sponsors.0.name'],
    [
      {
        sponsors: [
          { name: 'Same', image: '/images/a.webp', link: null },
          { name: 'same', image: '/images/b.webp', link: null },
        ],
      },
      'sponsors.1.name',
    ],
  ])('refuses a bad sponsor list with 400 naming %s', async (payload, field) => {
    const res = await put('/api/content/sponsors', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
  });
});

describe('seeding again', () => {
  it("keeps an admin's edits: notice, hours, footer, sponsors and pages stay as the admin left them", async () => {
    await put('/api/content/hours', { opens: '07:00', closes: '23:00' });
    await put('/api/content/sponsors', {
      sponsors: [{ name: 'Only One', image: '/images/sponsors/aci.webp', link: null }],
    });
    await put('/api/pages/terms', {
      title: { en: 'Our terms', bn: 'আমাদের শর্ত' },
      body: { en: 'Edited.', bn: 'বদলানো।' },
    });
    const before = await read();
    await seedDatabase(t.db, { demo: false });
    t.app.siteContent.changed();
    const after = await read();
    expect(after.hours).toEqual({ opens: '07:00', closes: '23:00' });
    expect(after.sponsors.map((s) => s.name)).toEqual(['Only One']);
    expect(after.notice).toEqual(before.notice);
    expect(after.footer).toEqual(before.footer);
    const terms = await t.app.inject({ method: 'GET', url: '/api/pages/terms' });
    expect((terms.json() as SitePage).title.en).toBe('Our terms');
  });
});

describe('pages', () => {
  it('GET /api/pages lists the five first pages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/pages' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { slug: string }[]).map((p) => p.slug)).toEqual(
      expect.arrayContaining(['about', 'contact', 'privacy', 'returns', 'terms']),
    );
  });

  it('GET /api/pages/about answers the title and Markdown body in both languages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/pages/about' });
    expect(res.statusCode).toBe(200);
    const page = res.json() as SitePage;
    expect(page.title).toEqual({ en: 'About us', bn: 'আমাদের কথা' });
    expect(page.body.en).toContain('## ');
    expect(page.body.bn).toContain('মেডিবাজার');
  });

  it('answers 404 for a page that does not exist or a malformed address', async () => {
    for (const slug of ['nope', 'UPPER', '..%2Fetc', 'a'.repeat(80)]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/pages/${slug}` });
      expect(res.statusCode, slug).toBe(404);
    }
  });

  it('PUT creates a new page and rewrites it, counting versions', async () => {
    const page = {
      title: { en: 'Delivery', bn: 'ডেলিভারি' },
      body: { en: 'We deliver **daily**.', bn: 'আমরা **প্রতিদিন** পৌঁছে দিই।' },
    };
    const created = await put('/api/pages/delivery', page);
    expect(created.statusCode).toBe(200);
    const rewritten = await put('/api/pages/delivery', {
      ...page,
      title: { en: 'Delivery areas', bn: 'ডেলিভারি এলাকা' },
    });
    expect((rewritten.json() as SitePage).title.en).toBe('Delivery areas');
    const [row] = await t.db.select().from(sitePages).where(eq(sitePages.slug, 'delivery'));
    expect(row).toMatchObject({ version: 2, updatedBy: admin.id });
  });

  it.each([
    ['an address with capitals', 'Bad_Slug', { title: { en: 'T', bn: 'ট' }, body: { en: 'B', bn: 'ব' } }, 'slug'],
    ['an empty Bangla title', 'ok', { title: { en: 'T', bn: '' }, body: { en: 'B', bn: 'ব' } }, 'title.bn'],
    ['a body too long', 'ok', { title: { en: 'T', bn: 'ট' }, body: { en: 'x'.repeat(20_001), bn: 'ব' } }, 'body.en'],
  ])('PUT /api/pages/:slug refuses %s with 400 naming the field', async (_name, slug, payload, field) => {
    const res = await put(`/api/pages/${slug}`, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
  });

  it('PUT is refused to a seller', async () => {
    const res = await put('/api/pages/terms', { title: { en: 'T', bn: 'ট' }, body: { en: 'B', bn: 'ব' } }, seller);
    expect(res.statusCode).toBe(403);
  });
});
