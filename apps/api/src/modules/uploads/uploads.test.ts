import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signUp, type SignedIn } from '../../../test/auth.js';
import { createCatalogBasics } from '../../../test/factories.js';
import { uploads } from '../../../test/tables.js';
import { makeImage, tempUploadsDir, uploadRequest } from './uploads.test-helpers.js';
import { sweepUploads, UNATTACHED_GRACE_MS } from './uploads.service.js';

let t: TestApp;
let dir: string;
let seller: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  dir = tempUploadsDir();
  t = await createTestApp({ storage: { kind: 'local', dir } });
  await createCatalogBasics(t.db);
  seller = await signUp(t, { role: 'seller' });
  admin = await signUp(t, { role: 'admin' });
});
afterAll(async () => t.close());

/** Every file stored under the uploads directory. */
function storedFiles(): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

async function upload(as: SignedIn, file: { name: string; type: string; bytes: Buffer }) {
  return t.app.inject(await uploadRequest(as.headers, file));
}

const keyOf = (url: string) => url.replace(/^\/uploads\//, '');

describe('POST /api/uploads', () => {
  it('stores a PNG as WebP and answers the display_url legacy clients read (docs/api.md)', async () => {
    const res = await upload(seller, { name: 'box.png', type: 'image/png', bytes: await makeImage('png', 80, 60) });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.display_url).toMatch(/^\/uploads\/[0-9a-f]{2}\/[0-9a-f-]{36}\.webp$/);
    expect(body.data).toMatchObject({ width: 80, height: 60 });

    const served = await t.app.inject({ method: 'GET', url: body.data.display_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');

    const [row] = await t.db.select().from(uploads).where(eq(uploads.url, body.data.display_url));
    expect(row).toMatchObject({ uploadedBy: seller.id, productId: null, releasedAt: null, width: 80, height: 60 });
  });

  it('scales a large picture down to 1200 px on its longer side and strips its metadata', async () => {
    const bytes = await makeImage('jpeg', 2400, 1600, { exif: true });
    expect((await sharp(bytes).metadata()).exif).toBeDefined();
    const res = await upload(seller, { name: 'photo.jpg', type: 'image/jpeg', bytes });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ width: 1200, height: 800 });
    const file = readFileSync(path.join(dir, keyOf(res.json().data.display_url)));
    const meta = await sharp(file).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 800 });
    expect(meta.exif).toBeUndefined();
    expect(file.includes(Buffer.from('Camera Owner'))).toBe(false);
  });

  it.each([
    ['JPEG', 'jpeg', 'image/jpeg', 'a.jpg'],
    ['WebP', 'webp', 'image/webp', 'a.webp'],
    ['GIF', 'gif', 'image/gif', 'a.gif'],
    ['AVIF', 'avif', 'image/avif', 'a.avif'],
  ] as const)('accepts %s', async (_label, format, type, name) => {
    const res = await upload(admin, { name, type, bytes: await makeImage(format) });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('goes by the content, not the name: a PNG called .exe is stored as a WebP picture', async () => {
    const res = await upload(seller, {
      name: 'setup.exe',
      type: 'application/octet-stream',
      bytes: await makeImage('png'),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.display_url).toMatch(/\.webp$/);
  });

  describe('refuses, storing nothing', () => {
    const cases: [string, () => Promise<{ name: string; type: string; bytes: Buffer }>, number, string][] = [
      [
        'an executable called .jpg',
        async () => ({
          name: 'holiday.jpg',
          type: 'image/jpeg',
          bytes: Buffer.concat([
            Buffer.from('MZ'),
            Buffer.alloc(58),
            Buffer.from([0x80, 0, 0, 0]),
            Buffer.alloc(64),
            Buffer.from('PE\0\0'),
            Buffer.alloc(512, 0x90),
          ]),
        }),
        415,
        'UNSUPPORTED_IMAGE_TYPE',
      ],
      [
        'an SVG carrying a script',
        async () => ({
          name: 'logo.png',
          type: 'image/svg+xml',
          bytes: Buffer.from(
            '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
              '<script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
          ),
        }),
        415,
        'UNSUPPORTED_IMAGE_TYPE',
      ],
      [
        'an empty file',
        async () => ({ name: 'empty.png', type: 'image/png', bytes: Buffer.alloc(0) }),
        400,
        'EMPTY_FILE',
      ],
      [
        'a 6 MB file',
        async () => ({
          name: 'huge.png',
          type: 'image/png',
          bytes: Buffer.concat([(await makeImage('png')).subarray(0, 64), Buffer.alloc(6 * 1024 * 1024, 7)]),
        }),
        413,
        'IMAGE_TOO_LARGE',
      ],
      [
        'a truncated JPEG',
        async () => {
          const whole = await makeImage('jpeg', 400, 300);
          return { name: 'cut.jpg', type: 'image/jpeg', bytes: whole.subarray(0, Math.floor(whole.length / 2)) };
        },
        400,
        'IMAGE_UNREADABLE',
      ],
      [
        'a truncated PNG',
        async () => {
          const whole = await makeImage('png', 400, 300);
          return { name: 'cut.png', type: 'image/png', bytes: whole.subarray(0, Math.floor(whole.length / 2)) };
        },
        400,
        'IMAGE_UNREADABLE',
      ],
      [
        'a 10 000 × 10 000 PNG (too many pixels, though small in bytes)',
        async () => ({
          name: 'poster.png',
          type: 'image/png',
          bytes: await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#ffffff' } })
            .png({ compressionLevel: 9 })
            .toBuffer(),
        }),
        413,
        'IMAGE_TOO_MANY_PIXELS',
      ],
      [
        'a HEIC photo (not one of the accepted formats)',
        async () => ({
          name: 'photo.heic',
          type: 'image/heic',
          bytes: Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(200)]),
        }),
        415,
        'UNSUPPORTED_IMAGE_TYPE',
      ],
    ];

    it.each(cases)('%s', async (_label, make, status, code) => {
      const filesBefore = storedFiles().length;
      const rowsBefore = (await t.db.select({ id: uploads.id }).from(uploads)).length;
      const res = await upload(seller, await make());
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ code });
      expect(res.json().message).toEqual(expect.any(String));
      expect(storedFiles()).toHaveLength(filesBefore);
      expect(await t.db.select({ id: uploads.id }).from(uploads)).toHaveLength(rowsBefore);
    });
  });

  it.each([
    ['no boundary', 'multipart/form-data', 'anything'],
    [
      'a body that ends mid-part',
      'multipart/form-data; boundary=xyz',
      '--xyz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n\x89PNG',
    ],
    ['a body with no parts at all', 'multipart/form-data; boundary=xyz', 'garbage'],
  ])('answers a multipart form it cannot read (%s) with 400, not a failure of its own', async (_label, type, body) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...seller.headers, 'content-type': type },
      payload: body,
    });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('asks for a file when the form has none, and for a form when the body is JSON', async () => {
    const form = new FormData();
    form.append('note', 'no file here');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...seller.headers, 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().code).toBe('FILE_REQUIRED');

    const json = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: seller.headers,
      payload: { image: 'https://example.com/a.png' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('is for sellers and admins only', async () => {
    const file = { name: 'a.png', type: 'image/png', bytes: await makeImage('png') };
    const visitor = await t.app.inject(await uploadRequest({}, file));
    expect(visitor.statusCode).toBe(401);
    const shopper = await signUp(t);
    expect((await upload(shopper, file)).statusCode).toBe(403);
  });
});

describe('GET /uploads/*', () => {
  it('answers 404 for an unknown image and for paths outside the uploads', async () => {
    writeFileSync(path.join(path.dirname(dir), 'secret.txt'), 'not for the web');
    for (const url of [
      '/uploads/ab/00000000-0000-0000-0000-000000000000.webp',
      '/uploads/../secret.txt',
      '/uploads/%2e%2e/secret.txt',
      '/uploads/ab/..%2f..%2fsecret.txt',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('not for the web');
    }
  });

  it('answers 304 to a browser that already has the image', async () => {
    const res = await upload(seller, { name: 'a.png', type: 'image/png', bytes: await makeImage('png') });
    const url = res.json().data.display_url;
    const first = await t.app.inject({ method: 'GET', url });
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': first.headers.etag } });
    expect(again.statusCode).toBe(304);
  });
});

describe('the clean-up sweep', () => {
  it('removes uploads no product took within a day, and keeps newer ones', async () => {
    const res = await upload(seller, { name: 'a.png', type: 'image/png', bytes: await makeImage('png') });
    const url: string = res.json().data.display_url;
    const file = path.join(dir, keyOf(url));
    expect(statSync(file).isFile()).toBe(true);

    const soon = await sweepUploads(t.db, t.app.imageStorage, { now: new Date(Date.now() + 60_000) });
    expect(soon.removed).toBe(0);
    expect(statSync(file).isFile()).toBe(true);

    const later = await sweepUploads(t.db, t.app.imageStorage, {
      now: new Date(Date.now() + UNATTACHED_GRACE_MS + 60_000),
    });
    expect(later.removed).toBeGreaterThanOrEqual(1);
    expect(() => statSync(file)).toThrow();
    expect(await t.db.select().from(uploads).where(eq(uploads.url, url))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
