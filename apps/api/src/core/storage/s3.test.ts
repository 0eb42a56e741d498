import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signUp, type SignedIn } from '../../../test/auth.js';
import { createCatalogBasics } from '../../../test/factories.js';
import { uploads } from '../../../test/tables.js';
import { sweepUploads } from '../../modules/uploads/uploads.service.js';
import { makeImage, uploadRequest } from '../../modules/uploads/uploads.test-helpers.js';

/**
 * A small stand-in for an S3-compatible service on 127.0.0.1: it keeps PutObject
 * bodies in memory and answers DeleteObject, as the real API does, and records
 * each request so the test can check what the driver sent.
 */
interface Recorded {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
}
const objects = new Map<string, { body: Buffer; contentType: string; cacheControl: string }>();
const requests: Recorded[] = [];
/** Methods the stand-in refuses (503) until the test clears them. */
const refusing = new Set<string>();
let server: Server;

function startStandIn(): Promise<number> {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      requests.push({ method: req.method ?? '', path, headers: req.headers });
      if (refusing.has(req.method ?? '')) {
        res.writeHead(503, { 'content-type': 'application/xml' });
        res.end('<Error><Code>SlowDown</Code><Message>Try later</Message></Error>');
        return;
      }
      if (req.method === 'PUT') {
        objects.set(path, {
          body: Buffer.concat(chunks),
          contentType: String(req.headers['content-type']),
          cacheControl: String(req.headers['cache-control']),
        });
        res.writeHead(200, { etag: '"stand-in"' });
        res.end();
      } else if (req.method === 'DELETE') {
        objects.delete(path);
        res.writeHead(204);
        res.end();
      } else {
        res.writeHead(405);
        res.end();
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

let t: TestApp;
let seller: SignedIn;
const PUBLIC = 'https://images.example.test';

beforeAll(async () => {
  const port = await startStandIn();
  t = await createTestApp({
    storage: {
      kind: 's3',
      bucket: 'shop-images',
      region: 'eu-central-1',
      endpoint: `http://127.0.0.1:${port}`,
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret-example-key' },
      publicUrl: PUBLIC,
    },
  });
  await createCatalogBasics(t.db);
  seller = await signUp(t, { role: 'seller' });
});
afterAll(async () => {
  await t.close();
  await new Promise((r) => server.close(r));
});
beforeEach(() => {
  refusing.clear();
});

async function upload() {
  return t.app.inject(
    await uploadRequest(seller.headers, { name: 'a.png', type: 'image/png', bytes: await makeImage('png', 90, 60) }),
  );
}

describe('the S3 storage driver', () => {
  it('puts the WebP in the bucket, signed, with immutable caching, and answers the public address', async () => {
    const res = await upload();
    expect(res.statusCode).toBe(201);
    const url: string = res.json().data.display_url;
    expect(url).toMatch(new RegExp(`^${PUBLIC}/[0-9a-f]{2}/[0-9a-f-]{36}\\.webp$`));
    const key = url.slice(PUBLIC.length + 1);
    const put = requests.findLast((r) => r.method === 'PUT');
    expect(put?.path).toBe(`/shop-images/${key}`);
    expect(String(put?.headers.authorization)).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-central-1\/s3\//,
    );
    const stored = objects.get(`/shop-images/${key}`);
    expect(stored?.contentType).toBe('image/webp');
    expect(stored?.cacheControl).toBe('public, max-age=31536000, immutable');
    expect((await sharp(stored!.body).metadata()).format).toBe('webp');
  });

  it('allows the public image origin in the Content-Security-Policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(res.headers['content-security-policy'])).toMatch(/img-src [^;]*https:\/\/images\.example\.test/);
  });

  it('deletes the object of a replaced image', async () => {
    const first: string = (await upload()).json().data.display_url;
    const second: string = (await upload()).json().data.display_url;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: seller.headers,
      payload: { name: 'Gauze', category: 'Devices', price: 2, image: first, des: 'Sterile gauze.' },
    });
    expect(created.statusCode).toBe(201);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${created.json().insertedId}`,
      headers: seller.headers,
      payload: { image: second },
    });
    expect(patched.json()).toEqual({ modifiedCount: 1 });
    const firstKey = `/shop-images/${first.slice(PUBLIC.length + 1)}`;
    expect(requests.some((r) => r.method === 'DELETE' && r.path === firstKey)).toBe(true);
    expect(objects.has(firstKey)).toBe(false);
    expect(objects.has(`/shop-images/${second.slice(PUBLIC.length + 1)}`)).toBe(true);
  });

  it('keeps a released image for the next sweep when the storage refuses the delete', async () => {
    const image: string = (await upload()).json().data.display_url;
    const key = `/shop-images/${image.slice(PUBLIC.length + 1)}`;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: seller.headers,
      payload: { name: 'Swab', category: 'Devices', price: 1, image, des: 'Cotton swab.' },
    });
    refusing.add('DELETE');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${created.json().insertedId}`,
      headers: seller.headers,
    });
    expect(deleted.json()).toEqual({ deletedCount: 1 });
    expect(objects.has(key)).toBe(true);
    const [row] = await t.db.select().from(uploads).where(eq(uploads.url, image));
    expect(row?.releasedAt).toBeInstanceOf(Date);
    expect(row?.productId).toBeNull();

    refusing.clear();
    const swept = await sweepUploads(t.db, t.app.imageStorage);
    expect(swept.removed).toBeGreaterThanOrEqual(1);
    expect(objects.has(key)).toBe(false);
    expect(await t.db.select().from(uploads).where(eq(uploads.url, image))).toEqual([]);
  });

  it('records no upload when the bucket refuses the object', async () => {
    const before = await t.db.$count(uploads);
    refusing.add('PUT');
    const res = await upload();
    expect(res.statusCode).toBe(500);
    expect(res.json().message).not.toMatch(/SlowDown|AKIDEXAMPLE/);
    expect(await t.db.$count(uploads)).toBe(before);
  });
});
