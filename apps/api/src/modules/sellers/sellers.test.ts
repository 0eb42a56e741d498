import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signUp, type SignedIn } from '../../../test/auth.js';
import { auditLog, sellerLicences } from '../../../test/tables.js';
import { makeImage } from '../uploads/uploads.test-helpers.js';
import { day, LICENCE_FIELDS, licenceApplication } from './sellers.test-helpers.js';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUp(t, { role: 'admin' });
});
afterAll(async () => t?.close());

const png = async () => ({ bytes: await makeImage('png', 60, 40), type: 'image/png', name: 'licence.png' });
const apply = async (
  who: SignedIn,
  fields: Record<string, string> = LICENCE_FIELDS,
  scan?: Awaited<ReturnType<typeof png>> | null,
) => t.app.inject(await licenceApplication(who.headers, scan === undefined ? await png() : scan, fields));

describe('POST /api/seller-licences', () => {
  it('takes a seller’s application with its scan: pending, kept privately, in the audit trail', async () => {
    const seller = await signUp(t, { role: 'seller', licensed: false });
    const res = await apply(seller, {
      ...LICENCE_FIELDS,
      licenceNumber: ' dc-1234 5 ',
      pharmacistRegistration: 'b 4567',
    });
    expect(res.statusCode, res.body).toBe(201);
    const licence = res.json();
    expect(licence).toMatchObject({
      status: 'pending',
      pharmacyName: 'Nodi Health Store',
      pharmacyAddress: '14 Zindabazar Road, Sylhet 3100',
      licenceNumber: 'DC-12345',
      pharmacistRegistration: 'B-4567',
      pharmacistGrade: 'B',
      scanContentType: 'image/png',
      expired: false,
      seller: { id: seller.id, email: seller.email },
    });
    const [row] = await t.db.select().from(sellerLicences).where(eq(sellerLicences.id, licence.id));
    expect(row!.scanKey).toMatch(/^seller-licences\//);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectId, licence.id), eq(auditLog.action, 'seller_licence.applied')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorId).toBe(seller.id);

    // One application waits at a time.
    const again = await apply(seller);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('LICENCE_ALREADY_PENDING');
  });

  it.each([
    ['pharmacyName', { pharmacyName: ' ' }, /pharmacy’s name/],
    ['pharmacyAddress', { pharmacyAddress: 'Dhk' }, /pharmacy’s address/],
    ['licenceNumber', { licenceNumber: 'licence' }, /drug licence number/],
    ['licenceNumber', { licenceNumber: 'DC 12#45' }, /drug licence number/],
    ['expiresOn', { expiresOn: day(-1) }, /already expired/],
    ['expiresOn', { expiresOn: '2027-02-30' }, /on the calendar/],
    ['pharmacistName', { pharmacistName: '  ' }, /pharmacist’s name/],
    ['pharmacistRegistration', { pharmacistRegistration: 'Z-99' }, /Pharmacy Council registration/],
    ['pharmacistGrade', { pharmacistGrade: 'A' }, /agree with the registration number/],
  ])('refuses a wrong %s with a 400 naming it', async (field, change, message) => {
    const seller = await signUp(t, { role: 'seller', licensed: false });
    const res = await apply(seller, { ...LICENCE_FIELDS, ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
    expect(res.json().message).toMatch(message);
  });

  it('refuses a scan that is not an image or a PDF (415) and a missing scan (400), naming the scan', async () => {
    const seller = await signUp(t, { role: 'seller', licensed: false });
    const text = await apply(seller, LICENCE_FIELDS, {
      bytes: Buffer.from('just some words'),
      type: 'image/png',
      name: 'x.png',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ code: 'UNSUPPORTED_LICENCE_SCAN', field: 'scan' });
    const gif = await apply(seller, LICENCE_FIELDS, {
      bytes: await makeImage('gif'),
      type: 'image/gif',
      name: 'x.gif',
    });
    expect(gif.statusCode).toBe(415);
    const none = await apply(seller, LICENCE_FIELDS, null);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'LICENCE_SCAN_REQUIRED', field: 'scan' });
    expect(await t.db.select().from(sellerLicences).where(eq(sellerLicences.sellerId, seller.id))).toHaveLength(0);
  });

  it('is for sellers: an admin is refused (403), a shopper too, a visitor is asked to sign in', async () => {
    expect((await apply(admin)).json().code).toBe('ONLY_SELLERS_APPLY');
    expect((await apply(await signUp(t))).statusCode).toBe(403);
    const visitor = await t.app.inject(await licenceApplication({ origin: t.config.publicUrl }, await png()));
    expect(visitor.statusCode).toBe(401);
  });
});

describe('GET /api/seller-licences/mine and the scan', () => {
  it('shows the seller their applications and whether they sell; the scan to them and admins only', async () => {
    const seller = await signUp(t, { role: 'seller', licensed: false });
    const mine0 = await t.app.inject({ url: '/api/seller-licences/mine', headers: seller.headers });
    expect(mine0.json()).toEqual({ items: [], selling: false, sellingUntil: null });
    const licence = (await apply(seller)).json();
    const mine = (await t.app.inject({ url: '/api/seller-licences/mine', headers: seller.headers })).json();
    expect(mine.items.map((l: { id: string }) => l.id)).toEqual([licence.id]);
    expect(mine.selling).toBe(false);

    const own = await t.app.inject({ url: `/api/seller-licences/${licence.id}/scan`, headers: seller.headers });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['cache-control']).toBe('private, no-store');
    const byAdmin = await t.app.inject({ url: `/api/seller-licences/${licence.id}/scan`, headers: admin.headers });
    expect(byAdmin.statusCode).toBe(200);
    const other = await signUp(t, { role: 'seller' });
    const byOther = await t.app.inject({ url: `/api/seller-licences/${licence.id}/scan`, headers: other.headers });
    expect(byOther.statusCode).toBe(404);
  });
});

describe('GET /api/seller-licences', () => {
  it('lists the pending applications for admins, oldest first, with their sellers', async () => {
    const seller = await signUp(t, { role: 'seller', licensed: false });
    const licence = (await apply(seller)).json();
    const res = await t.app.inject({ url: '/api/seller-licences?status=pending&limit=100', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const found = res.json().items.find((l: { id: string }) => l.id === licence.id);
    expect(found).toMatchObject({ status: 'pending', seller: { email: seller.email } });
    expect((await t.app.inject({ url: '/api/seller-licences', headers: seller.headers })).statusCode).toBe(403);
    const bad = await t.app.inject({ url: '/api/seller-licences?status=lost', headers: admin.headers });
    expect(bad.statusCode).toBe(400);
  });
});
