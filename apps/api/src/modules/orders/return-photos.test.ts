import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RETURN_LIMITS, type OrderReturns } from '@medibazaar/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signUp, type SignedIn } from '../../../test/auth.js';
import { createCatalogBasics } from '../../../test/factories.js';
import { createFileLinkSigner } from '../../core/signed-links.js';
import { createPageLinkSigner } from '../prescriptions/links.js';
import { makeImage, tempUploadsDir } from '../uploads/uploads.test-helpers.js';
import { openReturn, photoUpload, type PhotoFile } from './returns.test-helpers.js';

// The buyer's photos of a return (decision 072): checked by content, kept privately, and read by the
// buyer, the order's seller and admins through links signed for one person that expire.

let t: TestApp;
let privateDir: string;
let uploadsDir: string;
let seller: SignedIn;
let otherSeller: SignedIn;
let admin: SignedIn;
let stranger: SignedIn;

beforeAll(async () => {
  privateDir = mkdtempSync(path.join(tmpdir(), 'mb-private-'));
  uploadsDir = tempUploadsDir();
  t = await createTestApp({ storage: { kind: 'local', dir: uploadsDir, privateDir } });
  await createCatalogBasics(t.db);
  [seller, otherSeller, admin, stranger] = await Promise.all([
    signUp(t, { role: 'seller' }),
    signUp(t, { role: 'seller' }),
    signUp(t, { role: 'admin' }),
    signUp(t),
  ]);
});
afterAll(async () => {
  await t?.close();
});

const filesIn = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));

const photosUrl = (number: string, id: string) => `/api/orders/${number}/returns/${id}/photos`;
const send = async (who: SignedIn, number: string, id: string, files: PhotoFile[], field?: string) =>
  t.app.inject(await photoUpload(who.headers, photosUrl(number, id), files, field));
const jpeg = async (): Promise<PhotoFile> => ({
  name: 'parcel.jpg',
  type: 'image/jpeg',
  bytes: await sharp(await makeImage('jpeg', 60, 40))
    .withExif({ IFD0: { Artist: 'Camera Owner', Make: 'PhoneMaker' } })
    .jpeg()
    .toBuffer(),
});
const png = async (): Promise<PhotoFile> => ({ name: 'seal.png', type: 'image/png', bytes: await makeImage('png') });

async function linkFor(who: SignedIn, number: string, id: string, photoId: string) {
  return t.app.inject({ method: 'POST', url: `${photosUrl(number, id)}/${photoId}/link`, headers: who.headers });
}
const open = (who: SignedIn | null, url: string) =>
  t.app.inject({ method: 'GET', url, ...(who ? { headers: who.headers } : {}) });

describe('POST /api/orders/:number/returns/:id/photos', () => {
  it('keeps the buyer’s photos privately, without their metadata, and lists them on the request', async () => {
    const { buyer, number, returnId } = await openReturn(t, seller, admin);
    const res = await send(buyer, number, returnId, [await jpeg(), await png()]);
    expect(res.statusCode, res.body).toBe(201);
    const photos = (res.json() as OrderReturns).items[0]!.photos;
    expect(photos.map((p) => p.contentType)).toEqual(['image/jpeg', 'image/png']);
    const read = await t.app.inject({ method: 'GET', url: `/api/orders/${number}/returns`, headers: seller.headers });
    expect((read.json() as OrderReturns).items[0]!.photos).toEqual(photos);

    // Under the private folder only: nothing in the public image folder, nothing with a public address.
    expect(filesIn(privateDir).filter((f) => f.includes(`${path.sep}return-photos${path.sep}`))).toHaveLength(2);
    expect(filesIn(uploadsDir)).toEqual([]);
    const link = await linkFor(buyer, number, returnId, photos[0]!.id);
    const file = await open(buyer, link.json().url);
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 60, height: 40 });
    expect(meta.exif).toBeUndefined();

    // Two in all: a third is refused, naming the field.
    const third = await send(buyer, number, returnId, [await png()]);
    expect(third.statusCode).toBe(400);
    expect(third.json()).toMatchObject({ code: 'TOO_MANY_RETURN_PHOTOS', field: 'photos' });
  });

  it('refuses what is not a JPEG, PNG or WebP picture by its content, naming the field', async () => {
    const { buyer, number, returnId } = await openReturn(t, seller, admin);
    const gif = await send(buyer, number, returnId, [
      { name: 'looks-like.jpg', type: 'image/jpeg', bytes: await makeImage('gif') },
    ]);
    expect(gif.statusCode).toBe(415);
    expect(gif.json()).toMatchObject({ code: 'UNSUPPORTED_RETURN_PHOTO', field: 'photos' });
    const pdf = await send(buyer, number, returnId, [
      { name: 'photo.png', type: 'image/png', bytes: Buffer.from('%PDF-1.4\n%%EOF\n') },
    ]);
    expect(pdf.json()).toMatchObject({ code: 'UNSUPPORTED_RETURN_PHOTO', field: 'photos' });
    const whole = await makeImage('jpeg', 200, 200);
    const broken = await send(buyer, number, returnId, [
      { name: 'cut.jpg', type: 'image/jpeg', bytes: whole.subarray(0, Math.floor(whole.length / 3)) },
    ]);
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'RETURN_PHOTO_UNREADABLE', field: 'photos' });
    const big = Buffer.concat([await makeImage('png'), Buffer.alloc(RETURN_LIMITS.photoMaxBytes)]);
    const tooLarge = await send(buyer, number, returnId, [{ name: 'big.png', type: 'image/png', bytes: big }]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 'RETURN_PHOTO_TOO_LARGE', field: 'photos' });
    const three = await send(buyer, number, returnId, [await png(), await png(), await png()]);
    expect(three.statusCode).toBe(400);
    expect(three.json()).toMatchObject({ code: 'TOO_MANY_RETURN_PHOTOS', field: 'photos' });
    const wrongField = await send(buyer, number, returnId, [await png()], 'pages');
    expect(wrongField.json()).toMatchObject({ statusCode: 400, field: 'photos' });
    const json = await t.app.inject({
      method: 'POST',
      url: photosUrl(number, returnId),
      headers: buyer.headers,
      payload: { photos: [] },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().code).toBe('MULTIPART_REQUIRED');
    // Nothing refused was kept.
    expect((await send(buyer, number, returnId, [await png()])).json().items[0].photos).toHaveLength(1);
  });

  it('is the buyer’s, while the request waits', async () => {
    const { buyer, number, returnId } = await openReturn(t, seller, admin);
    expect((await send(seller, number, returnId, [await png()])).json().code).toBe('NOT_ORDER_BUYER');
    expect((await send(admin, number, returnId, [await png()])).statusCode).toBe(403);
    expect((await send(stranger, number, returnId, [await png()])).statusCode).toBe(404);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${number}/returns/${returnId}/refuse`,
      headers: seller.headers,
      payload: { reason: 'The seal was broken after delivery.' },
    });
    expect(refused.statusCode, refused.body).toBe(200);
    const late = await send(buyer, number, returnId, [await png()]);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('RETURN_NOT_OPEN');
  });
});

describe('GET /api/orders/:number/returns/:id/photos/:photoId', () => {
  it('answers the buyer, the seller and admins through their own link, never cached', async () => {
    const { buyer, number, returnId } = await openReturn(t, seller, admin);
    const added = await send(buyer, number, returnId, [await png()]);
    const photoId = (added.json() as OrderReturns).items[0]!.photos[0]!.id;
    for (const who of [buyer, seller, admin]) {
      const link = await linkFor(who, number, returnId, photoId);
      expect(link.statusCode, link.body).toBe(200);
      expect(new Date(link.json().expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(
        RETURN_LIMITS.linkSeconds * 1000,
      );
      const file = await open(who, link.json().url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['cache-control']).toBe('private, no-store');
    }
    // Someone the order does not concern gets no link, and cannot use another's.
    for (const who of [stranger, otherSeller]) {
      expect((await linkFor(who, number, returnId, photoId)).statusCode).toBe(404);
    }
    const url = (await linkFor(buyer, number, returnId, photoId)).json().url as string;
    expect((await open(stranger, url)).json().code).toBe('PHOTO_LINK_INVALID');
    const retargeted = url.replace(`viewer=${buyer.id}`, `viewer=${stranger.id}`);
    expect((await open(stranger, retargeted)).json().code).toBe('PHOTO_LINK_INVALID');
    expect((await open(null, url)).statusCode).toBe(401);
  });

  it('refuses an expired link, and a signature made for another kind of file', async () => {
    const { buyer, number, returnId } = await openReturn(t, null, admin);
    const added = await send(buyer, number, returnId, [await png()]);
    const photoId = (added.json() as OrderReturns).items[0]!.photos[0]!.id;
    const where = `${photosUrl(number, returnId)}/${photoId}`;
    const signer = createFileLinkSigner(t.config.authSecret, 'return photo', RETURN_LIMITS.linkSeconds);
    const old = signer.sign(photoId, buyer.id, where, new Date(Date.now() - 10 * 60_000)).url;
    const expired = await open(buyer, old);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('PHOTO_LINK_EXPIRED');
    // A prescription page's link for the same id and person is no photo's link.
    const page = new URL(createPageLinkSigner(t.config.authSecret).sign(photoId, buyer.id).url, 'http://x');
    const borrowed = await open(buyer, `${where}${page.search}`);
    expect(borrowed.statusCode).toBe(404);
    expect(borrowed.json().code).toBe('PHOTO_LINK_INVALID');
    // A fresh one works: the shop's own order, seen by an admin.
    const fresh = await linkFor(admin, number, returnId, photoId);
    expect((await open(admin, fresh.json().url)).statusCode).toBe(200);
  });
});
