import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { OAuth2Server } from 'oauth2-mock-server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signUp, type SignedIn } from '../../../test/auth.js';
import { createCatalogBasics, createProduct } from '../../../test/factories.js';
import { popupSignIn as walkPopup, startIdentityProvider } from '../../../test/oidc.js';
import { uploads, users } from '../../../test/tables.js';
import { attachUpload } from './uploads.repository.js';
import { sweepUploads, UNATTACHED_GRACE_MS } from './uploads.service.js';
import { makeImage, tempUploadsDir, uploadRequest } from './uploads.test-helpers.js';

/**
 * Profile photos given as web addresses: the shop fetches each once, keeps its own
 * re-encoded copy and shows only that. The photos come from a server in this test
 * on 127.0.0.1, the one address outside the public internet this app may fetch from.
 */
const hits: string[] = [];
let imageServer: Server;
let photos: string;
let idp: OAuth2Server;
let t: TestApp;
let admin: SignedIn;
let profile: Record<string, unknown> = {};

const OWN_PHOTO = /^\/uploads\/[0-9a-f]{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

beforeAll(async () => {
  const png = await makeImage('png', 300, 200, { exif: true });
  const other = await makeImage('jpeg', 120, 120);
  imageServer = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    hits.push(path);
    if (path === '/face.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    if (path === '/other.jpg') return res.writeHead(200, { 'content-type': 'image/jpeg' }).end(other);
    if (path === '/page.html') return res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Hello</h1>');
    if (path === '/huge.png') {
      res.writeHead(200, { 'content-type': 'image/png' });
      const chunk = Buffer.alloc(64 * 1024);
      for (let sent = 0; sent <= 5 * 1024 * 1024; sent += chunk.length) res.write(chunk);
      return res.end();
    }
    if (path === '/to-metadata') {
      return res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/iam/' }).end();
    }
    return res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => imageServer.listen(0, '127.0.0.1', resolve));
  photos = `http://127.0.0.1:${(imageServer.address() as AddressInfo).port}`;

  const started = await startIdentityProvider(() => profile);
  idp = started.server;
  t = await createTestApp({
    storage: { kind: 'local', dir: tempUploadsDir() },
    allowPrivateImageHosts: ['127.0.0.1'],
    signInProvider: started.provider,
  });
  await createCatalogBasics(t.db);
  admin = await signUp(t, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
  await idp.stop();
  imageServer.closeAllConnections();
  await new Promise((r) => imageServer.close(r));
});

let seq = 0;
const freshEmail = (label: string) => `${label}-${Date.now().toString(36)}-${seq++}@example.test`;
const json = { 'content-type': 'application/json' };

function register(body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/users',
    headers: { origin: t.config.publicUrl, ...json },
    payload: { name: 'Photo Person', password: 'Photo2025pass', role: 'user', ...body },
  });
}

async function storedImage(email: string) {
  const [row] = await t.db.select({ image: users.image }).from(users).where(eq(users.email, email));
  return row?.image;
}

/** The pop-up sign-in, as a browser runs it; answers the callback and the shop's session headers. */
async function popupSignIn(nonce: string) {
  const { callback, cookies } = await walkPopup(t, nonce);
  return { callback, headers: { cookie: cookies.header(), origin: t.config.publicUrl } };
}

describe('POST /api/users with a photo address', () => {
  it("stores the shop's own copy: a /uploads/ address serving a re-encoded WebP", async () => {
    const email = freshEmail('photo');
    const before = hits.length;
    const res = await register({ email, image: `${photos}/face.png` });
    expect(res.statusCode).toBe(201);
    expect(hits.slice(before)).toEqual(['/face.png']);

    const image = await storedImage(email);
    expect(image).toMatch(OWN_PHOTO);
    const served = await t.app.inject({ method: 'GET', url: image! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 300, height: 200 });
    expect(meta.exif).toBeUndefined();
    const [upload] = await t.db.select().from(uploads).where(eq(uploads.url, image!));
    expect(upload).toMatchObject({ productId: null, releasedAt: null });

    const asSelf = await t.app.inject({
      method: 'GET',
      url: `/api/users/${email}`,
      headers: { cookie: String(res.headers['set-cookie']), origin: t.config.publicUrl },
    });
    expect(asSelf.json()[0].image).toBe(image);
  });

  it.each([
    ['is not an image', '/page.html', 'UNSUPPORTED_IMAGE_TYPE'],
    ['is larger than 5 MB', '/huge.png', 'IMAGE_FETCH_FAILED'],
    ['is not found', '/missing.png', 'IMAGE_FETCH_FAILED'],
    ['redirects to the cloud metadata address', '/to-metadata', 'IMAGE_FETCH_FAILED'],
  ])('refuses a photo that %s, naming the field, and creates no account', async (_, path, code) => {
    const email = freshEmail('refused');
    const res = await register({ email, image: `${photos}${path}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code, field: 'image' });
    expect(res.json().message).toMatch(/photo.*(could not be loaded|not an image).*another address.*empty/i);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('refuses a photo on a host that does not resolve', async () => {
    const res = await register({ email: freshEmail('nowhere'), image: 'https://photos.invalid/me.png' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'IMAGE_FETCH_FAILED', field: 'image' });
  });
});

describe("the sign-in library's own endpoints", () => {
  it('sign-up stores the shop’s copy of the photo', async () => {
    const email = freshEmail('library');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: t.config.publicUrl, ...json },
      payload: { name: 'Library Person', email, password: 'Library2025', image: `${photos}/face.png` },
    });
    expect(res.statusCode).toBe(200);
    expect(await storedImage(email)).toMatch(OWN_PHOTO);
    expect(res.json().user.image).toMatch(OWN_PHOTO);
  });

  it('update-user stores the shop’s copy, and fetches nothing for a caller who is not signed in', async () => {
    const me = await signUp(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { ...me.headers, ...json },
      payload: { image: `${photos}/other.jpg` },
    });
    expect(res.statusCode).toBe(200);
    expect(await storedImage(me.email)).toMatch(OWN_PHOTO);

    const before = hits.length;
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { origin: t.config.publicUrl, ...json },
      payload: { image: `${photos}/face.png` },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(hits.length).toBe(before);
  });

  it('update-user refuses a photo it cannot load, naming the field', async () => {
    const me = await signUp(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { ...me.headers, ...json },
      payload: { image: `${photos}/page.html` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_IMAGE_TYPE' });
    expect(await storedImage(me.email)).toBeNull();
  });
});

describe('PATCH /api/users/me', () => {
  const patch = (who: SignedIn, payload: object) =>
    t.app.inject({ method: 'PATCH', url: '/api/users/me', headers: who.headers, payload });

  it('replaces the photo with the shop’s copy; the sweep removes the old copy and keeps the current one', async () => {
    const me = await signUp(t);
    const first = await patch(me, { image: `${photos}/face.png` });
    expect(first.statusCode).toBe(200);
    const firstUrl: string = first.json().image;
    expect(firstUrl).toMatch(OWN_PHOTO);
    const second = await patch(me, { image: `${photos}/other.jpg` });
    const secondUrl: string = second.json().image;
    expect(secondUrl).toMatch(OWN_PHOTO);
    expect(secondUrl).not.toBe(firstUrl);

    // A day later: the replaced copy is nobody's photo any more; the current one still is.
    await sweepUploads(t.db, t.app.imageStorage, { now: new Date(Date.now() + UNATTACHED_GRACE_MS + 60_000) });
    expect((await t.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: secondUrl })).statusCode).toBe(200);
    expect(await t.db.select().from(uploads).where(eq(uploads.url, firstUrl))).toEqual([]);
  });

  it('keeps the current photo when it is sent back, without fetching anything', async () => {
    const me = await signUp(t);
    const url: string = (await patch(me, { image: `${photos}/face.png` })).json().image;
    const before = hits.length;
    const again = await patch(me, { name: 'Same Photo', image: url });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ name: 'Same Photo', image: url });
    expect(hits.length).toBe(before);
  });

  it("refuses another picture's /uploads/ address: a photo is fetched from the web, not borrowed", async () => {
    const seller = await signUp(t, { role: 'seller' });
    const upload = await t.app.inject(
      await uploadRequest(seller.headers, { name: 'p.png', type: 'image/png', bytes: await makeImage('png') }),
    );
    const res = await patch(seller, { image: upload.json().data.display_url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'image' });
  });

  it('refuses a photo it cannot load and keeps the one before', async () => {
    const me = await signUp(t);
    const url: string = (await patch(me, { image: `${photos}/face.png` })).json().image;
    const res = await patch(me, { image: `${photos}/to-metadata` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'IMAGE_FETCH_FAILED', field: 'image' });
    expect(await storedImage(me.email)).toBe(url);
  });

  it('removes the photo with an empty value', async () => {
    const me = await signUp(t);
    await patch(me, { image: `${photos}/face.png` });
    const res = await patch(me, { image: '' });
    expect(res.json().image).toBeNull();
    expect(await storedImage(me.email)).toBeNull();
  });
});

describe('photos stored at another address before', () => {
  it('are shown nowhere: lists, one person, the session and a profile change answer no photo', async () => {
    const seller = await signUp(t, { role: 'seller', name: 'Old Photo Seller' });
    await t.db
      .update(users)
      .set({ image: 'https://tracker.example.test/pixel.gif?u=1' })
      .where(eq(users.id, seller.id));

    const list = await t.app.inject({ method: 'GET', url: '/api/users?q=Old%20Photo', headers: admin.headers });
    expect(list.json().items).toEqual([expect.objectContaining({ _id: seller.id, image: null })]);
    const sellers = await t.app.inject({
      method: 'GET',
      url: '/api/users/sellers?q=Old%20Photo',
      headers: admin.headers,
    });
    expect(sellers.json().items).toEqual([expect.objectContaining({ _id: seller.id, image: null })]);
    const one = await t.app.inject({ method: 'GET', url: `/api/users/${seller.email}`, headers: seller.headers });
    expect(one.json()).toEqual([expect.objectContaining({ image: null })]);
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: seller.headers });
    expect(session.json().user).toMatchObject({ id: seller.id, image: null });
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: seller.headers,
      payload: { name: 'Renamed Seller' },
    });
    expect(renamed.json()).toMatchObject({ name: 'Renamed Seller', image: null });
  });
});

describe('pop-up sign-in', () => {
  it("keeps the shop's copy of the provider's photo", async () => {
    profile = {
      sub: 'photo-person-1',
      email: 'provider.photo@example.test',
      email_verified: true,
      name: 'Provider Photo',
      picture: `${photos}/face.png`,
    };
    const { headers } = await popupSignIn('photo-1');
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers });
    expect(session.json().user.image).toMatch(OWN_PHOTO);
    expect(await storedImage('provider.photo@example.test')).toBe(session.json().user.image);
  });

  it('signs the person in without a photo when the provider’s cannot be loaded', async () => {
    profile = {
      sub: 'photo-person-2',
      email: 'provider.nophoto@example.test',
      email_verified: true,
      name: 'Provider No Photo',
      picture: `${photos}/to-metadata`,
    };
    const { headers } = await popupSignIn('photo-2');
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers });
    expect(session.json().user).toMatchObject({ email: 'provider.nophoto@example.test', image: null });
    expect(await storedImage('provider.nophoto@example.test')).toBeNull();
  });
});

describe('a profile photo and products', () => {
  it("cannot become a product's picture, so removing the product never removes someone's photo", async () => {
    const seller = await signUp(t, { role: 'seller' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: seller.headers,
      payload: { image: `${photos}/face.png` },
    });
    const url: string = res.json().image;
    const product = await createProduct(t.db, { sellerId: seller.id });
    const attached = await attachUpload(t.db, { url, productId: product.id, userId: seller.id, anyUploader: true });
    expect(attached).toBe(false);
  });
});
