import { randomUUID } from 'node:crypto';
import type { AuditEntry } from '@medibazaar/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signUp, type SignedIn } from '../../../test/auth.js';
import { createCatalogBasics, createProduct } from '../../../test/factories.js';
import { auditLog, generics, manufacturers, medicineReferences } from '../../../test/tables.js';
import { seedDeliveryZones } from '../orders/delivery.repository.js';
import { addToCart, buyCart } from '../payments/payments.test-helpers.js';
import { makeImage, tempUploadsDir, uploadRequest } from '../uploads/uploads.test-helpers.js';
import { insertAudit } from './audit.repository.js';

let t: TestApp;
let admin: SignedIn;
let seller: SignedIn;
let user: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ storage: { kind: 'local', dir: tempUploadsDir() } });
  await createCatalogBasics(t.db);
  [admin, seller, user] = await Promise.all([signUp(t, { role: 'admin' }), signUp(t, { role: 'seller' }), signUp(t)]);
});
afterAll(async () => t.close());

const entriesFor = (objectId: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.objectId, objectId)).orderBy(asc(auditLog.id));

const list = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/audit?${query}`, headers: admin.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: AuditEntry[]; total: number };
};

describe('the audit log', () => {
  it('is refused any UPDATE, DELETE or TRUNCATE by the database itself', async () => {
    await insertAudit(t.db, {
      actorId: null,
      actorEmail: null,
      actorRole: null,
      action: 'user.role_changed',
      objectType: 'user',
      objectId: `db-${randomUUID()}`,
      before: null,
      after: null,
      requestId: null,
      ip: null,
    });
    // The engine's own refusal, as the query library passes it on.
    const refusal = (statement: ReturnType<typeof sql>) =>
      t.db.execute(statement).then(
        () => 'allowed',
        (err: Error & { cause?: Error }) => err.cause?.message ?? err.message,
      );
    expect(await refusal(sql`update audit_log set action = 'prescription.viewed'`)).toMatch(
      /audit log is append-only: UPDATE/,
    );
    expect(await refusal(sql`delete from audit_log`)).toMatch(/audit log is append-only: DELETE/);
    expect(await refusal(sql`truncate audit_log`)).toMatch(/audit log is append-only: TRUNCATE/);
    expect(await t.db.$count(auditLog)).toBeGreaterThan(0);
  });

  it('has no route that writes, changes or deletes an entry', () => {
    const routes = t.app.accessTable.filter((r) => r.url.startsWith('/api/audit'));
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.filter((r) => r.method !== 'GET' && r.method !== 'HEAD')).toEqual([]);
  });

  it('records a role change with who made it, in which role, before and after, the request and address', async () => {
    const someone = await signUp(t);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${someone.id}`,
      headers: admin.headers,
      payload: { role: 'pharmacist' },
    });
    expect(res.json()).toEqual({ modifiedCount: 1 });
    const [entry] = await entriesFor(someone.id);
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      actorRole: 'admin',
      action: 'user.role_changed',
      objectType: 'user',
      before: { role: 'user' },
      after: { role: 'pharmacist' },
      ip: '127.0.0.1',
    });
    expect(entry!.requestId).toMatch(/^[0-9a-f-]{36}$/);
    // The same role again changes nothing and records nothing.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${someone.id}`,
      headers: admin.headers,
      payload: { role: 'pharmacist' },
    });
    expect(await entriesFor(someone.id)).toHaveLength(1);
  });

  it('records a product’s dispensing class when set and when it changes, and not otherwise', async () => {
    const [g] = await t.db
      .insert(generics)
      .values({ name: `Auditamol ${randomUUID()}` })
      .returning();
    const [m] = await t.db
      .insert(manufacturers)
      .values({ name: `Audit Pharma ${randomUUID()}` })
      .returning();
    const facts = (dispensingClass: string) => ({
      genericIds: [g!.id],
      strength: '500 mg',
      form: 'tablet',
      manufacturerId: m!.id,
      packSize: 10,
      packLabel: '10 tablets',
      dispensingClass,
    });
    const image = (
      await t.app.inject(
        await uploadRequest(seller.headers, { name: 'p.png', type: 'image/png', bytes: await makeImage('png') }),
      )
    ).json().data.display_url as string;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: seller.headers,
      // A medicine new to the shop: prescription-only until the pharmacy sets it (decision 055).
      payload: {
        name: 'Auditin',
        category: 'Diabetic Care',
        price: 2,
        des: 'Tablets.',
        image,
        medicine: facts('prescription'),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().insertedId as string;
    const patch = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PATCH', url: `/api/products/${id}`, headers: seller.headers, payload });
    const [entry] = await t.db
      .select({ id: medicineReferences.id })
      .from(medicineReferences)
      .where(eq(medicineReferences.genericSet, g!.id));
    const set = await t.app.inject({
      method: 'PATCH',
      url: `/api/medicine-references/${entry!.id}`,
      headers: admin.headers,
      payload: { dispensingClass: 'otc', reason: 'Sold over the counter in Bangladesh.' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await patch({ name: 'Auditin Plus' })).statusCode).toBe(200);
    expect((await patch({ medicine: facts('otc') })).statusCode).toBe(200);
    const entries = await entriesFor(id);
    expect(entries.map((e) => [e.action, e.before, e.after, e.actorRole])).toEqual([
      ['product.dispensing_class_changed', null, { dispensingClass: 'prescription', name: 'Auditin' }, 'seller'],
      [
        'product.dispensing_class_changed',
        { dispensingClass: 'prescription' },
        { dispensingClass: 'otc', reason: 'Sold over the counter in Bangladesh.', medicineReferenceId: entry!.id },
        'admin',
      ],
    ]);
  });
});

describe('GET /api/audit', () => {
  it('filters by action, actor, object and day, newest first', async () => {
    const objectId = `filter-${randomUUID()}`;
    for (const action of ['prescription.viewed', 'prescription.approved'] as const) {
      await insertAudit(t.db, {
        actorId: user.id,
        actorEmail: user.email,
        actorRole: 'user',
        action,
        objectType: 'prescription',
        objectId,
        before: null,
        after: { n: action },
        requestId: null,
        ip: '203.0.113.9',
      });
    }
    const both = await list(`objectType=prescription&objectId=${objectId}`);
    expect(both.items.map((e) => e.action)).toEqual(['prescription.approved', 'prescription.viewed']);
    expect((await list(`objectId=${objectId}&action=prescription.viewed`)).total).toBe(1);
    const byEmail = await list(
      `actor=${encodeURIComponent(user.email.slice(0, 12).toUpperCase())}&objectId=${objectId}`,
    );
    expect(byEmail.total).toBe(2);
    expect((await list(`actor=${user.id}&objectId=${objectId}`)).total).toBe(2);
    expect((await list(`actor=nobody-at-all&objectId=${objectId}`)).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`from=${today}&to=${today}&objectId=${objectId}`)).total).toBe(2);
    expect((await list(`to=2020-01-01&objectId=${objectId}`)).total).toBe(0);
    const bad = await t.app.inject({ method: 'GET', url: '/api/audit?from=2026-02-30', headers: admin.headers });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/audit/export.csv', () => {
  it('writes the filtered entries as CSV, a cell a spreadsheet would run written as text', async () => {
    const objectId = `=HYPERLINK("http://evil.example","x")`;
    await insertAudit(t.db, {
      actorId: admin.id,
      actorEmail: admin.email,
      actorRole: 'admin',
      action: 'refund.failed',
      objectType: 'refund',
      objectId,
      before: { status: 'pending' },
      after: { status: 'failed', reason: 'Card, "declined"' },
      requestId: 'req-1',
      ip: '127.0.0.1',
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/audit/export.csv?action=refund.failed&objectId=${encodeURIComponent(objectId)}`,
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('at,actor_email,actor_id,actor_role,action,object_type,object_id,before,after,request_id,ip');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,refund.failed,refund,"'=HYPERLINK(""http://evil.example"",""x"")",`);
    expect(lines[1]).toContain('""status"":""failed""');
    expect(lines[1]).toContain(String.raw`""reason"":""Card, \""declined\""""`);
    expect(lines[1]).toContain(`${admin.email},${admin.id},admin,`);
  });

  it('is for admins only', async () => {
    for (const who of [user, seller]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/audit/export.csv', headers: who.headers });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('order moves in the audit trail', () => {
  it('records placing an order and each move of it with its status before and after', async () => {
    await seedDeliveryZones(t.db, 'USD');
    const buyer = await signUp(t);
    const address = await t.app.inject({
      method: 'POST',
      url: '/api/addresses',
      headers: buyer.headers,
      payload: { name: 'Rahim Uddin', phone: '01712345678', line1: 'House 4', area: 'Dhanmondi', district: 'dhaka' },
    });
    const product = await createProduct(t.db, { priceCents: 2000, stock: 10, sellerId: seller.id });
    await addToCart(t, buyer, product.id, 1);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...buyer.headers, 'idempotency-key': randomUUID() },
      payload: { addressId: address.json().id, paymentMethod: 'cod' },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const number = placed.json().orders[0].number as string;
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${number}/transitions`,
      headers: seller.headers,
      payload: { to: 'confirmed' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await entriesFor(number)).toMatchObject([
      {
        action: 'order.placed',
        objectType: 'order',
        actorId: buyer.id,
        after: { status: 'placed', paymentMethod: 'cod', paymentStatus: 'due', totalCents: expect.any(Number) },
      },
      {
        action: 'order.status_changed',
        objectType: 'order',
        actorId: seller.id,
        actorRole: 'seller',
        before: { status: 'placed', paymentStatus: 'due' },
        after: { status: 'confirmed', paymentStatus: 'due', note: null },
      },
    ]);
  });
});

describe('refunds in the audit trail', () => {
  it('records a paid card order’s refund being opened and made, with the cancelling move', async () => {
    const buyer = await signUp(t);
    const product = await createProduct(t.db, { priceCents: 3000, stock: 5, sellerId: seller.id });
    await addToCart(t, buyer, product.id, 1);
    const { orders: numbers } = await buyCart(t, buyer);
    const number = numbers[0]!;
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${number}/cancel`,
      headers: buyer.headers,
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const move = (await entriesFor(number)).find((e) => e.action === 'order.status_changed');
    expect(move).toMatchObject({ actorId: buyer.id, actorRole: 'user', after: { status: 'cancelled' } });
    const refundId = (cancelled.json().refunds as { id: string }[])[0]!.id;
    const entries = await entriesFor(refundId);
    expect(entries.map((e) => [e.action, e.after])).toEqual([
      ['refund.opened', { status: 'pending', order: number }],
      ['refund.succeeded', expect.objectContaining({ status: 'succeeded', reason: null })],
    ]);
  });
});
