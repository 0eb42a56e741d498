import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from '@cantoo/pdf-lib';
import { addMonths, isoDay, type Prescription } from '@medibazaar/contract';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signUp, type SignedIn } from '../../../test/auth.js';
import { auditLog, orders, prescriptions } from '../../../test/tables.js';
import { tempUploadsDir } from '../uploads/uploads.test-helpers.js';
import { createPageLinkSigner } from './links.js';
import { pngPage, prescriptionUpload, VALID_FIELDS, type PageFile } from './prescriptions.test-helpers.js';

let t: TestApp;
let privateDir: string;
let uploadsDir: string;
let owner: SignedIn;
let stranger: SignedIn;
let pharmacist: SignedIn;
let pharmacist2: SignedIn;
let seller: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  privateDir = mkdtempSync(path.join(tmpdir(), 'mb-private-'));
  uploadsDir = tempUploadsDir();
  t = await createTestApp({ storage: { kind: 'local', dir: uploadsDir, privateDir } });
  [owner, stranger, pharmacist, pharmacist2, seller, admin] = await Promise.all([
    signUp(t),
    signUp(t),
    signUp(t, { role: 'pharmacist', name: 'Pharmacist One' }),
    signUp(t, { role: 'pharmacist', name: 'Pharmacist Two' }),
    signUp(t, { role: 'seller' }),
    signUp(t, { role: 'admin' }),
  ]);
});
afterAll(async () => t.close());

async function upload(who: SignedIn, files: PageFile[], fields?: Record<string, string>) {
  return t.app.inject(await prescriptionUpload(who.headers, files, fields));
}

async function uploaded(who: SignedIn = owner, files?: PageFile[]): Promise<Prescription> {
  const res = await upload(who, files ?? [await pngPage()]);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function linkOf(who: SignedIn, p: Prescription, page = 0) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/prescriptions/${p.id}/pages/${p.pages[page]!.id}/link`,
    headers: who.headers,
  });
  return res;
}

async function open(who: SignedIn, url: string) {
  return t.app.inject({ method: 'GET', url, headers: who.headers });
}

async function pageBytes(who: SignedIn, p: Prescription, page = 0): Promise<Buffer> {
  const link = await linkOf(who, p, page);
  expect(link.statusCode, link.body).toBe(200);
  const res = await open(who, link.json().url);
  expect(res.statusCode, res.body).toBe(200);
  return res.rawPayload;
}

const auditOf = (objectId: string, action?: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.objectId, objectId), action ? eq(auditLog.action, action) : undefined));

async function pdfOf(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) doc.addPage([300, 400]).drawText(`Rx page ${i + 1}`, { x: 20, y: 350 });
  return Buffer.from(await doc.save());
}

const post = (who: SignedIn, url: string, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url, headers: who.headers, payload });

const filesIn = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? filesIn(path.join(dir, e.name)) : [path.join(dir, e.name)],
      )
    : [];

describe('POST /api/prescriptions', () => {
  it('keeps a photo at its full size, upright, without its metadata, in the private folder only', async () => {
    // A 1600 × 1200 JPEG taken with the phone turned (EXIF orientation 6) and carrying camera details.
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#f5f5f0' } })
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Artist: 'Camera Owner', Make: 'PhoneMaker' } })
      .jpeg()
      .toBuffer();
    const p = await uploaded(owner, [{ name: 'rx.jpg', type: 'image/jpeg', bytes: photo }]);
    expect(p).toMatchObject({
      status: 'pending',
      patientName: VALID_FIELDS.patientName,
      bmdcNumber: 'A-12345',
      validUntil: null,
      inUse: false,
    });
    expect(p.pages).toMatchObject([{ position: 0, contentType: 'image/jpeg', width: 1200, height: 1600 }]);

    const stored = await sharp(await pageBytes(owner, p)).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 1200, height: 1600 });
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    // In the private folder, nothing in the public image folder.
    expect(filesIn(privateDir).some((f) => f.endsWith('.jpg'))).toBe(true);
    expect(filesIn(uploadsDir)).toEqual([]);
    expect(await auditOf(p.id, 'prescription.uploaded')).toHaveLength(1);
  });

  it('converts a HEIC photo to a JPEG of the same size without metadata', async () => {
    const heic = readFileSync(new URL('../../../test/fixtures/prescription-photo.heic', import.meta.url));
    const p = await uploaded(owner, [{ name: 'IMG_0001.HEIC', type: 'image/heic', bytes: heic }]);
    expect(p.pages[0]).toMatchObject({ contentType: 'image/jpeg', width: 96, height: 64 });
    const meta = await sharp(await pageBytes(owner, p)).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 96, height: 64 });
    expect(meta.exif).toBeUndefined();
  });

  it('keeps a PDF byte for byte and counts its pages, beside photos', async () => {
    const pdf = await pdfOf(2);
    const p = await uploaded(owner, [
      { name: 'rx.pdf', type: 'application/pdf', bytes: pdf },
      await pngPage(),
      {
        name: 'w.webp',
        type: 'image/webp',
        bytes: await sharp((await pngPage()).bytes)
          .webp()
          .toBuffer(),
      },
    ]);
    expect(p.pages.map((x) => [x.contentType, x.pdfPages])).toEqual([
      ['application/pdf', 2],
      ['image/png', null],
      ['image/webp', null],
    ]);
    expect((await pageBytes(owner, p, 0)).equals(pdf)).toBe(true);
  });

  it('refuses what is not a photo or a PDF, whatever it is called, and stores nothing', async () => {
    const before = filesIn(privateDir).length;
    const text = await upload(owner, [{ name: 'rx.pdf', type: 'application/pdf', bytes: Buffer.from('hello there') }]);
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('UNSUPPORTED_PRESCRIPTION_FILE');
    const gif = await upload(owner, [
      {
        name: 'a.gif',
        type: 'image/gif',
        bytes: await sharp((await pngPage()).bytes)
          .gif()
          .toBuffer(),
      },
    ]);
    expect(gif.json().code).toBe('UNSUPPORTED_PRESCRIPTION_FILE');
    const damaged = await upload(owner, [
      { name: 'rx.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.7\n1 0 obj broken') },
    ]);
    expect(damaged.statusCode).toBe(400);
    expect(damaged.json().code).toBe('PRESCRIPTION_FILE_UNREADABLE');
    // A good first page and a bad second one: the second is named, nothing is kept.
    const mixed = await upload(owner, [
      await pngPage(),
      { name: 'x.png', type: 'image/png', bytes: Buffer.from('nope') },
    ]);
    expect(mixed.statusCode).toBe(415);
    expect(mixed.json()).toMatchObject({ field: 'pages.1', message: expect.stringMatching(/^Page 2:/) });
    expect(filesIn(privateDir).length).toBe(before);
  });

  it('refuses an encrypted PDF and one with too many pages', async () => {
    const doc = await PDFDocument.create();
    doc.addPage();
    doc.encrypt({ userPassword: 'secret', ownerPassword: 'owner' });
    const locked = await upload(owner, [
      { name: 'l.pdf', type: 'application/pdf', bytes: Buffer.from(await doc.save()) },
    ]);
    expect(locked.statusCode).toBe(400);
    expect(locked.json().code).toBe('PDF_ENCRYPTED');
    const long = await upload(owner, [{ name: 'long.pdf', type: 'application/pdf', bytes: await pdfOf(11) }]);
    expect(long.statusCode).toBe(400);
    expect(long.json().code).toBe('PDF_TOO_MANY_PAGES');
  });

  it('takes one to five pages of at most 10 MB each', async () => {
    const none = await upload(owner, []);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'PRESCRIPTION_PAGES_REQUIRED', field: 'pages' });
    const page = await pngPage();
    const six = await upload(owner, [page, page, page, page, page, page]);
    expect(six.statusCode).toBe(400);
    expect(six.json().code).toBe('TOO_MANY_PRESCRIPTION_PAGES');
    const big = Buffer.concat([await pdfOf(1), Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await upload(owner, [{ name: 'big.pdf', type: 'application/pdf', bytes: big }]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().code).toBe('PRESCRIPTION_FILE_TOO_LARGE');
  });

  it('checks the typed fields, naming the one that is wrong, and tidies the BMDC number', async () => {
    const page = await pngPage();
    const bmdc = await upload(owner, [page], { ...VALID_FIELDS, bmdcNumber: 'doctor' });
    expect(bmdc.statusCode).toBe(400);
    expect(bmdc.json().field).toBe('bmdcNumber');
    const future = isoDay(new Date(Date.now() + 5 * 86_400_000));
    const later = await upload(owner, [page], { ...VALID_FIELDS, writtenOn: future });
    expect(later.json()).toMatchObject({ field: 'writtenOn', code: 'VALIDATION_ERROR' });
    const noPatient = await upload(owner, [page], { ...VALID_FIELDS, patientName: ' ' });
    expect(noPatient.json().field).toBe('patientName');
    const tidy = await upload(owner, [page], { ...VALID_FIELDS, bmdcNumber: 'a 54321' });
    expect(tidy.json().bmdcNumber).toBe('A-54321');
  });

  it('needs a signed-in person', async () => {
    const res = await t.app.inject(await prescriptionUpload({}, [await pngPage()]));
    expect(res.statusCode).toBe(401);
  });
});

describe('who sees a prescription', () => {
  it('answers its owner, pharmacists and admins, and nobody else', async () => {
    const p = await uploaded();
    for (const who of [owner, pharmacist, admin]) {
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/prescriptions/${p.id}`, headers: who.headers })).statusCode,
      ).toBe(200);
    }
    for (const who of [stranger, seller]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/prescriptions/${p.id}`, headers: who.headers });
      expect(res.statusCode).toBe(404);
      expect((await linkOf(who, p)).statusCode).toBe(404);
    }
    const mine = await t.app.inject({ method: 'GET', url: '/api/prescriptions', headers: stranger.headers });
    expect(mine.json().items.map((x: Prescription) => x.id)).not.toContain(p.id);
  });

  it('refuses a leaked link to anyone else, and to everyone once it has expired', async () => {
    const p = await uploaded();
    const { url } = (await linkOf(owner, p)).json();
    expect(url).toMatch(/^\/api\/prescription-files\/[0-9a-f-]{36}\?viewer=.+&expires=\d+&sig=/);
    expect((await open(owner, url)).statusCode).toBe(200);
    const leaked = await open(stranger, url);
    expect(leaked.statusCode).toBe(404);
    expect(leaked.json().code).toBe('PAGE_LINK_INVALID');
    // Naming the stranger as the viewer breaks the signature.
    const retargeted = url.replace(`viewer=${owner.id}`, `viewer=${stranger.id}`);
    expect((await open(stranger, retargeted)).json().code).toBe('PAGE_LINK_INVALID');
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);

    // The same link made ten minutes ago (signed with the server's secret) has expired.
    const signer = createPageLinkSigner(t.config.authSecret);
    const old = signer.sign(p.pages[0]!.id, owner.id, new Date(Date.now() - 10 * 60_000)).url;
    const expired = await open(owner, old);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('PAGE_LINK_EXPIRED');
    expect((await open(stranger, old)).statusCode).toBe(404);
    // A later expiry written into the link is not what was signed.
    const stretched = old.replace(/expires=\d+/, `expires=${Math.floor(Date.now() / 1000) + 3600}`);
    expect((await open(owner, stretched)).json().code).toBe('PAGE_LINK_INVALID');
  });

  it('answers the file privately, never cached, and records every view', async () => {
    const p = await uploaded();
    const { url } = (await linkOf(pharmacist, p)).json();
    const first = await open(pharmacist, url);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.headers['content-type']).toBe('image/png');
    await open(pharmacist, url);
    const views = await auditOf(p.id, 'prescription.viewed');
    expect(views).toHaveLength(2);
    expect(views[0]).toMatchObject({ actorId: pharmacist.id, actorRole: 'pharmacist', ip: '127.0.0.1' });
    expect(views[0]!.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('stops a link working for someone whose role no longer allows it', async () => {
    const p = await uploaded();
    const other = await signUp(t, { role: 'pharmacist' });
    const { url } = (await linkOf(other, p)).json();
    await t.db.execute(sql`update users set role = 'user' where id = ${other.id}`);
    expect((await open(other, url)).statusCode).toBe(404);
  });
});

describe('reviewing', () => {
  it('is for pharmacists and admins: a seller or a user cannot review', async () => {
    const p = await uploaded();
    for (const who of [seller, owner]) {
      expect((await post(who, `/api/prescriptions/${p.id}/approve`)).statusCode).toBe(403);
      expect((await post(who, `/api/prescriptions/${p.id}/reject`, { reason: 'unreadable' })).statusCode).toBe(403);
      const queue = await t.app.inject({ method: 'GET', url: '/api/prescriptions/pending', headers: who.headers });
      expect(queue.statusCode).toBe(403);
    }
    const [row] = await t.db.select().from(prescriptions).where(eq(prescriptions.id, p.id));
    expect(row!.status).toBe('pending');
  });

  it('lists the pending ones oldest first, with who is reviewing each', async () => {
    const a = await uploaded();
    const b = await uploaded();
    await post(pharmacist, `/api/prescriptions/${b.id}/claim`);
    const queue = (
      await t.app.inject({ method: 'GET', url: '/api/prescriptions/pending?limit=100', headers: pharmacist2.headers })
    ).json() as { items: Prescription[] };
    const ids = queue.items.map((x) => x.id);
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
    expect(queue.items.find((x) => x.id === b.id)!.claim).toMatchObject({ by: { name: 'Pharmacist One' } });
    expect(queue.items.find((x) => x.id === a.id)!.claim).toBeNull();
    expect(queue.items.every((x) => x.status === 'pending')).toBe(true);
  });

  it('approves for six months by default, once, however many times it is clicked', async () => {
    const p = await uploaded();
    const clicks = await Promise.all([1, 2, 3].map(() => post(pharmacist, `/api/prescriptions/${p.id}/approve`)));
    expect(clicks.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const ok = clicks.find((r) => r.statusCode === 200)!.json();
    expect(ok).toMatchObject({
      status: 'approved',
      validUntil: addMonths(isoDay(new Date()), 6),
      expired: false,
      reviewedBy: { id: pharmacist.id },
    });
    expect(clicks.find((r) => r.statusCode === 409)!.json().code).toBe('PRESCRIPTION_ALREADY_REVIEWED');
    expect(await auditOf(p.id, 'prescription.approved')).toHaveLength(1);
  });

  it('lets only one of two pharmacists deciding at the same moment win', async () => {
    const p = await uploaded();
    const [one, two] = await Promise.all([
      post(pharmacist, `/api/prescriptions/${p.id}/approve`, { validUntil: addMonths(isoDay(new Date()), 3) }),
      post(pharmacist2, `/api/prescriptions/${p.id}/reject`, { reason: 'unreadable' }),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const decisions = (await auditOf(p.id)).filter((e) => e.action !== 'prescription.uploaded');
    expect(decisions).toHaveLength(1);
    const [row] = await t.db.select().from(prescriptions).where(eq(prescriptions.id, p.id));
    expect(row!.status).toBe(one.statusCode === 200 ? 'approved' : 'rejected');
  });

  it('keeps a claimed prescription for its pharmacist until the claim is given up or runs out', async () => {
    const p = await uploaded();
    expect((await post(pharmacist, `/api/prescriptions/${p.id}/claim`)).statusCode).toBe(200);
    const blocked = await post(pharmacist2, `/api/prescriptions/${p.id}/approve`);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toMatchObject({
      code: 'PRESCRIPTION_CLAIMED',
      message: expect.stringContaining('Pharmacist One'),
    });
    expect((await post(pharmacist2, `/api/prescriptions/${p.id}/claim`)).json().code).toBe('PRESCRIPTION_CLAIMED');
    // Renewing one's own claim is fine; giving it up frees it.
    expect((await post(pharmacist, `/api/prescriptions/${p.id}/claim`)).statusCode).toBe(200);
    const released = await t.app.inject({
      method: 'DELETE',
      url: `/api/prescriptions/${p.id}/claim`,
      headers: pharmacist.headers,
    });
    expect(released.json().claim).toBeNull();
    expect((await post(pharmacist2, `/api/prescriptions/${p.id}/claim`)).statusCode).toBe(200);
    // A claim whose time has passed holds no one back.
    await t.db
      .update(prescriptions)
      .set({ claimExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(prescriptions.id, p.id));
    const approved = await post(pharmacist, `/api/prescriptions/${p.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().claim).toBeNull();
  });

  it('rejects with a reason from the list, a note being needed for "other"', async () => {
    const p = await uploaded();
    const bare = await post(admin, `/api/prescriptions/${p.id}/reject`, { reason: 'other' });
    expect(bare.statusCode).toBe(400);
    const unknown = await post(admin, `/api/prescriptions/${p.id}/reject`, { reason: 'dislike' });
    expect(unknown.statusCode).toBe(400);
    const res = await post(admin, `/api/prescriptions/${p.id}/reject`, {
      reason: 'other',
      note: 'The stamp is missing.',
    });
    expect(res.json()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'other',
      rejectionNote: 'The stamp is missing.',
      validUntil: null,
    });
    const [entry] = await auditOf(p.id, 'prescription.rejected');
    expect(entry).toMatchObject({
      actorRole: 'admin',
      before: { status: 'pending' },
      after: { status: 'rejected', reason: 'other', note: 'The stamp is missing.' },
    });
    const own = await t.app.inject({ method: 'GET', url: `/api/prescriptions/${p.id}`, headers: owner.headers });
    expect(own.json().rejectionReason).toBe('other');
  });

  it('refuses a validity in the past or beyond two years', async () => {
    const p = await uploaded();
    const today = isoDay(new Date());
    const past = await post(pharmacist, `/api/prescriptions/${p.id}/approve`, { validUntil: addMonths(today, -1) });
    expect(past.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'validUntil' });
    const far = await post(pharmacist, `/api/prescriptions/${p.id}/approve`, { validUntil: addMonths(today, 25) });
    expect(far.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'validUntil' });
  });

  it('says an approval has run out once its last day has passed', async () => {
    const p = await uploaded();
    await post(pharmacist, `/api/prescriptions/${p.id}/approve`);
    await t.db
      .update(prescriptions)
      .set({ validUntil: addMonths(isoDay(new Date()), -1) })
      .where(eq(prescriptions.id, p.id));
    const res = await t.app.inject({ method: 'GET', url: `/api/prescriptions/${p.id}`, headers: owner.headers });
    expect(res.json()).toMatchObject({ status: 'approved', expired: true });
  });
});

describe('DELETE /api/prescriptions/:id', () => {
  it('removes its owner’s prescription with its files, and records it', async () => {
    const p = await uploaded();
    const files = filesIn(privateDir).length;
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/prescriptions/${p.id}`, headers: pharmacist.headers }))
        .statusCode,
    ).toBe(404);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/prescriptions/${p.id}`, headers: owner.headers });
    expect(res.json()).toEqual({ deletedCount: 1 });
    expect(filesIn(privateDir).length).toBe(files - 1);
    expect(await auditOf(p.id, 'prescription.deleted')).toHaveLength(1);
    const again = await t.app.inject({ method: 'GET', url: `/api/prescriptions/${p.id}`, headers: owner.headers });
    expect(again.statusCode).toBe(404);
  });

  it('keeps a prescription an order uses', async () => {
    const p = await uploaded();
    const orderId = randomUUID();
    // An order row of the fewest columns, written directly: placing one is the orders module's.
    await t.db.insert(orders).values({
      id: orderId,
      number: `RX-${orderId.slice(0, 8)}`,
      buyerId: owner.id,
      buyerEmail: owner.email,
      address: {
        name: 'Rahim',
        phone: '01712345678',
        line1: 'House 1',
        area: 'Gulshan',
        district: 'dhaka',
        division: 'dhaka',
      },
      district: 'dhaka',
      zoneNameEn: 'Dhaka city',
      zoneNameBn: 'ঢাকা শহর',
      minDays: 1,
      maxDays: 2,
      itemsCents: 100,
      deliveryFeeCents: 0,
      totalCents: 100,
      currency: 'USD',
      paymentMethod: 'cod',
      paymentStatus: 'due',
    } as typeof orders.$inferInsert);
    await t.db.execute(sql`insert into prescription_uses (prescription_id, order_id) values (${p.id}, ${orderId})`);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/prescriptions/${p.id}`, headers: owner.headers });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PRESCRIPTION_IN_USE');
    const own = await t.app.inject({ method: 'GET', url: `/api/prescriptions/${p.id}`, headers: owner.headers });
    expect(own.json().inUse).toBe(true);
  });
});
