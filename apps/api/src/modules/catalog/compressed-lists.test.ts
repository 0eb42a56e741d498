import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/auth.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { createCatalogBasics, createProducts } from '../../../test/factories.js';
import { until } from '../../../test/until.js';

// The catalogue's lists sent compressed to a browser that takes it (decision 083).
let t: TestApp;
let sellerHeaders: { cookie: string; origin: string };

const KEPT = '/api/products?category=Baby%20Care&limit=12';
// Past the pages the catalogue keeps (KEPT_PAGES.maxPage): read for each request.
const DEEP = '/api/products?category=Devices&limit=12&page=21';

beforeAll(async () => {
  t = await createTestApp();
  await createCatalogBasics(t.db);
  await createProducts(t.db, 30, { category: 'Baby Care', namePrefix: 'Soft wipes' });
  await createProducts(t.db, 260, { category: 'Devices', namePrefix: 'Thermometer' });
  const seller = await signUp(t, { role: 'seller' });
  sellerHeaders = seller.headers;
  await createProducts(t.db, 20, { category: 'Personal Care', namePrefix: 'Mine' });
  await t.db.execute(sql`update products set seller_id = ${seller.id} where name like 'Mine %'`);
});
afterAll(() => t.close());

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { ...headers, ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) },
  });

/** The answer's JSON, whatever it was sent in. */
function bodyOf(res: Awaited<ReturnType<typeof get>>): unknown {
  const encoding = res.headers['content-encoding'];
  const raw = res.rawPayload;
  const text =
    encoding === 'br'
      ? brotliDecompressSync(raw).toString()
      : encoding === 'gzip'
        ? gunzipSync(raw).toString()
        : raw.toString();
  return JSON.parse(text);
}

describe('GET /api/products, compressed for a browser that takes it', () => {
  it('sends a kept page in Brotli when taken, else gzip, else as it is, the same JSON each way', async () => {
    const plain = await get(KEPT);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect((plain.json() as { items: unknown[] }).items).toHaveLength(12);

    const br = await get(KEPT, 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(bodyOf(br)).toEqual(plain.json());

    const gzip = await get(KEPT, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(bodyOf(gzip)).toEqual(plain.json());

    const refused = await get(KEPT, 'br;q=0, gzip;q=0, identity');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toEqual(plain.json());
  });

  it('sends a page read for one request in gzip, the same JSON', async () => {
    const plain = await get(DEEP);
    expect((plain.json() as { items: unknown[] }).items).toHaveLength(12);
    const gzip = await get(DEEP, 'br, gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toContain('accept-encoding');
    expect(bodyOf(gzip)).toEqual(plain.json());
    // A browser that takes only Brotli gets the JSON as it is, not Brotli made for one request.
    expect((await get(DEEP, 'br')).headers['content-encoding']).toBeUndefined();
  });

  it('shows a change in a compressed kept page as soon as in the plain one', async () => {
    const before = bodyOf(await get(KEPT, 'br')) as { items: { _id: string; price: number }[] };
    const first = before.items[0]!;
    await t.db.execute(sql`update products set price_cents = 4321 where id = ${first._id}`);
    await until(
      async () => bodyOf(await get(KEPT, 'br')) as typeof before,
      (page) => page.items[0]!.price === 43.21,
      'the compressed page showing the new price',
    );
    expect(bodyOf(await get(KEPT, 'br'))).toEqual((await get(KEPT)).json());
  });

  it('sends a small answer as it is', async () => {
    const one = await get('/api/products?category=Baby%20Care&limit=1', 'br, gzip');
    expect(one.rawPayload.length).toBeLessThan(1024);
    expect(one.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses a signed-in reader’s own list (what they typed beside what is theirs)', async () => {
    const mine = await get('/api/products/mine?limit=20', 'br, gzip', sellerHeaders);
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.length).toBeGreaterThan(1024);
    expect(mine.headers['content-encoding']).toBeUndefined();
  });
});
