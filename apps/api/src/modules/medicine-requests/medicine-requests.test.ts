import type { MedicineRequest, MedicineRequestPage } from '@medibazaar/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signUp, type SignedIn } from '../../../test/auth.js';
import { createCatalogBasics, createProduct } from '../../../test/factories.js';
import { startSmsGateway } from '../../../test/sms-gateway.js';
import { auditLog, medicineRequests } from '../../../test/tables.js';
import { loadConfig } from '../../core/config.js';

type Gateway = Awaited<ReturnType<typeof startSmsGateway>>;
let gateway: Gateway;
let t: TestApp;
let admin: SignedIn;
let seller: SignedIn;
let otherSeller: SignedIn;
let shopper: SignedIn;

beforeAll(async () => {
  gateway = await startSmsGateway();
  const base = loadConfig({ NODE_ENV: 'test', SMS_URL: gateway.url, SMS_TOKEN: gateway.token });
  t = await createTestApp({
    notifications: { ...base.notifications, pollSeconds: 0.5, retryDelaySeconds: 1, retryLimit: 1 },
  });
  await createCatalogBasics(t.db);
  [admin, seller, otherSeller, shopper] = await Promise.all([
    signUp(t, { role: 'admin' }),
    signUp(t, { role: 'seller' }),
    signUp(t, { role: 'seller' }),
    signUp(t),
  ]);
});
afterAll(async () => {
  await t?.close();
  await gateway?.close();
});

let address = 0;
/** A request from an address of its own (the hourly limit per address has its own test). */
const ask = (payload: object, headers: Record<string, string> = {}, remoteAddress = `198.51.100.${++address}`) =>
  t.app.inject({ method: 'POST', url: '/api/medicine-requests', headers, payload, remoteAddress });
const list = (who: SignedIn, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/medicine-requests${query}`, headers: who.headers });
const markListed = (who: SignedIn, id: string, productId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/medicine-requests/${id}/listed`,
    headers: who.headers,
    payload: { productId },
  });

describe('POST /api/medicine-requests', () => {
  it('keeps a visitor’s request, its Bangla digits as ASCII', async () => {
    const res = await ask({
      name: 'Monas 10',
      strength: '১০ mg',
      quantity: '৩',
      phone: '০১৭১১-২২২৩৩৩',
      language: 'bn',
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(medicineRequests).where(eq(medicineRequests.id, res.json().id));
    expect(row).toMatchObject({
      name: 'Monas 10',
      strength: '10 mg',
      quantity: 3,
      phone: '01711222333',
      language: 'bn',
      status: 'open',
      requesterId: null,
    });
  });

  it('keeps who asked when signed in', async () => {
    const res = await ask({ name: 'Sergel 20', quantity: 1, phone: '01811222333' }, shopper.headers);
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(medicineRequests).where(eq(medicineRequests.id, res.json().id));
    expect(row!.requesterId).toBe(shopper.id);
  });

  it.each([
    ['a number that is not a mobile', { name: 'Monas', quantity: 1, phone: '12345' }, 'phone'],
    ['no name', { name: ' ', quantity: 1, phone: '01711222333' }, 'name'],
    ['a quantity of 0', { name: 'Monas', quantity: 0, phone: '01711222333' }, 'quantity'],
    ['a quantity in words', { name: 'Monas', quantity: 'two', phone: '01711222333' }, 'quantity'],
    ['a quantity past 100', { name: 'Monas', quantity: '১০১', phone: '01711222333' }, 'quantity'],
  ])('answers 400 naming the field for %s', async (_name, payload, field) => {
    const res = await ask(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
  });

  it('takes three requests a day from one number, and ten an hour from one address', async () => {
    for (let i = 0; i < 3; i++)
      expect((await ask({ name: `Drug ${i}`, quantity: 1, phone: '01911000111' })).statusCode).toBe(201);
    const fourth = await ask({ name: 'Drug 4', quantity: 1, phone: '০১৯১১০০০১১১' });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().code).toBe('TOO_MANY_MEDICINE_REQUESTS');

    for (let i = 0; i < 10; i++) {
      expect((await ask({ name: 'Drug', quantity: 1, phone: `0155500011${i}` }, {}, '203.0.113.50')).statusCode).toBe(
        201,
      );
    }
    expect((await ask({ name: 'Drug', quantity: 1, phone: '01555000200' }, {}, '203.0.113.50')).statusCode).toBe(429);
  });
});

describe('the requests for sellers and admins', () => {
  it('lists open requests first, the number whole for admins and partly hidden for sellers', async () => {
    const created = await ask({ name: 'Rivotril look-alike', quantity: 1, phone: '01722333444' });
    const asAdmin = (await list(admin, '?status=open&limit=100')).json() as MedicineRequestPage;
    const mine = asAdmin.items.find((r) => r.id === created.json().id)!;
    expect(mine).toMatchObject({ status: 'open', phone: '01722333444', product: null, listedAt: null });
    const asSeller = (await list(seller, '?limit=100')).json() as MedicineRequestPage;
    expect(asSeller.items.find((r) => r.id === mine.id)!.phone).toBe('017•••••444');
    expect(asSeller.items.every((r, i, all) => i === 0 || all[i - 1]!.status === 'open' || r.status === 'listed')).toBe(
      true,
    );
  });

  it('answers 400 to a status it does not know and 403 to a shopper', async () => {
    expect((await list(admin, '?status=closed')).json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'status' });
    expect((await list(shopper)).statusCode).toBe(403);
  });
});

describe('POST /api/medicine-requests/:id/listed', () => {
  it('marks a request listed once, audited, and texts the requester once in their language', async () => {
    const { id } = (
      await ask({ name: 'Monas', strength: '10 mg', quantity: 2, phone: '01733444555', language: 'bn' })
    ).json();
    const product = await createProduct(t.db, { name: 'Monas 10', sellerId: seller.id });

    const res = await markListed(seller, id, product.id);
    expect(res.statusCode).toBe(200);
    expect(res.json() as MedicineRequest).toMatchObject({
      id,
      status: 'listed',
      product: { id: product.id, name: 'Monas 10' },
    });
    const again = await markListed(admin, id, product.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('MEDICINE_REQUEST_ALREADY_LISTED');

    const [sms] = await gateway.waitFor('+8801733444555');
    expect(sms!.message).toContain('Monas 10 mg');
    expect(sms!.message).toContain(`/products/${product.id}`);
    expect(sms!.message).toMatch(/[\u0980-\u09FF]/);
    // Still one message a while later.
    await new Promise((r) => setTimeout(r, 1500));
    expect(gateway.received.filter((m) => m.to === '+8801733444555')).toHaveLength(1);

    const entries = await t.db.select().from(auditLog).where(eq(auditLog.objectId, id));
    expect(entries).toMatchObject([{ action: 'medicine_request.listed', actorId: seller.id }]);
  });

  it('lets a seller name only a product of their own; an admin any', async () => {
    const { id } = (await ask({ name: 'Exium', quantity: 1, phone: '01744555666' })).json();
    const product = await createProduct(t.db, { sellerId: seller.id });
    const res = await markListed(otherSeller, id, product.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('NOT_PRODUCT_OWNER');
    expect((await markListed(admin, id, product.id)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown or malformed request and an unknown product, 400 for a product id that is not one', async () => {
    const product = await createProduct(t.db, {});
    const unknown = await markListed(admin, '00000000-0000-4000-8000-000000000000', product.id);
    expect(unknown.json()).toMatchObject({ code: 'MEDICINE_REQUEST_NOT_FOUND' });
    expect((await markListed(admin, 'not-an-id', product.id)).statusCode).toBe(404);
    const { id } = (await ask({ name: 'Exium', quantity: 1, phone: '01744555777' })).json();
    expect((await markListed(admin, id, '00000000-0000-4000-8000-000000000000')).json().code).toBe('PRODUCT_NOT_FOUND');
    expect((await markListed(admin, id, 'nope')).json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'productId',
    });
  });
});
