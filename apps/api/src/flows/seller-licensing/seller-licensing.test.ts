import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signUp, type SignedIn } from '../../../test/auth.js';
import { createCatalogBasics, createMedicine, createProduct, licenseSeller } from '../../../test/factories.js';
import { orderHelpers } from '../../../test/orders.js';
import { auditLog, sellerLicences } from '../../../test/tables.js';
import { keptPageKey } from '../../modules/catalog/catalog.routes.js';
import { seedDeliveryZones } from '../../modules/orders/delivery.repository.js';
import { addToCart } from '../../modules/payments/payments.test-helpers.js';
import { day } from '../../modules/sellers/sellers.test-helpers.js';
import { queueExpiringLicenceMails } from './licence-mails.js';

let t: TestApp;
let admin: SignedIn;
let admin2: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  await createCatalogBasics(t.db);
  await seedDeliveryZones(t.db, 'USD');
  [admin, admin2] = await Promise.all([signUp(t, { role: 'admin' }), signUp(t, { role: 'admin' })]);
});
afterAll(async () => t?.close());

const { addAddress, place } = orderHelpers(() => t);
const get = (url: string, who?: SignedIn) => t.app.inject({ url, ...(who ? { headers: who.headers } : {}) });
const listed = async (url: string) => (await get(url)).json().items.map((p: { _id: string }) => p._id) as string[];
const jobsTo = async (email: string, template: string) =>
  Number(
    (
      (await t.db.execute(
        sql`select count(*) as n from pgboss.job where name = 'mail' and data->>'to' = ${email} and data->>'template' = ${template}`,
      )) as unknown as { rows: { n: string | number }[] }
    ).rows[0]!.n,
  );
const decide = (id: string, action: 'approve' | 'reject', payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/seller-licences/${id}/${action}`,
    headers: admin.headers,
    ...(payload ? { payload } : {}),
  });

/** Where a shopper meets a product: the lists (kept and not), a search, suggestions, the generic's page, its own page. */
async function seenByShoppers(product: { id: string; name: string; genericSet: string | null }) {
  return {
    list: (await listed('/api/products?limit=100')).includes(product.id),
    category: (await listed('/api/products?category=OTC%20Medicine&limit=100')).includes(product.id),
    search: (await listed(`/api/products?q=${encodeURIComponent(product.name)}`)).includes(product.id),
    suggest: (await get(`/api/search/suggest?q=${encodeURIComponent(product.name)}`))
      .json()
      .items.some((s: { id: string }) => s.id === product.id),
    generic: (await get(`/api/generics/${product.genericSet}`)).json().productCount > 0,
    page: (await get(`/api/products/${product.id}`)).statusCode === 200,
  };
}
const everywhere = (seen: boolean) => ({
  list: seen,
  category: seen,
  search: seen,
  suggest: seen,
  generic: seen,
  page: seen,
});

describe('a seller’s licence decides whether their products are on sale', () => {
  it('hides an unapproved seller’s product everywhere, refuses it in carts; approval shows it at once', async () => {
    const seller = await signUp(t, { role: 'seller', licensed: false });
    const product = await createMedicine(t.db, { sellerId: seller.id, licensed: false, dispensingClass: 'otc' });
    // The kept first pages are read before the approval: it must reach them.
    expect(await seenByShoppers(product)).toEqual(everywhere(false));
    // Its seller and admins still see it (the seller's edit page reads it).
    expect((await get(`/api/products/${product.id}`, seller)).statusCode).toBe(200);
    expect((await get(`/api/products/${product.id}`, admin)).statusCode).toBe(200);

    const buyer = await signUp(t);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/carts',
      headers: buyer.headers,
      payload: { menuId: product.id, quantity: 1 },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('SELLER_NOT_LICENSED');
    expect(refused.json().message).toMatch(/drug licence is not approved or has expired/);

    const pending = await licenseSeller(t.db, seller.id, { status: 'pending' });
    const approved = await decide(pending.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', id: pending.id });
    expect(await seenByShoppers(product)).toEqual(everywhere(true));
    await addToCart(t, buyer, product.id, 1);

    // Decided once; the seller is mailed once; the decision is in the audit trail.
    expect((await decide(pending.id, 'approve')).json().code).toBe('LICENCE_ALREADY_DECIDED');
    expect(await jobsTo(seller.email, 'seller-licence-approved')).toBe(1);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectId, pending.id), eq(auditLog.action, 'seller_licence.approved')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorId).toBe(admin.id);
  });

  it('rejects with a reason (mailed, audited); a licence in force stays in force', async () => {
    const seller = await signUp(t, { role: 'seller', licensed: false });
    const product = await createProduct(t.db, { sellerId: seller.id, licensed: false });
    const renewal = await licenseSeller(t.db, seller.id, { status: 'pending' });
    const noReason = await decide(renewal.id, 'reject', { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().field).toBe('reason');
    const rejected = await decide(renewal.id, 'reject', { reason: 'The scan is blurred' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', rejectionReason: 'The scan is blurred' });
    expect(await jobsTo(seller.email, 'seller-licence-rejected')).toBe(1);
    const [job] = rowsOf(
      await t.db.execute(
        sql`select data->'values'->>'reason' as reason from pgboss.job where name = 'mail' and data->>'to' = ${seller.email}`,
      ),
    );
    expect(job).toEqual({ reason: 'The scan is blurred' });
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.objectId, renewal.id), eq(auditLog.action, 'seller_licence.rejected'))),
    ).toHaveLength(1);
    expect((await get(`/api/products/${product.id}`)).statusCode).toBe(404);

    const inForce = await licenseSeller(t.db, seller.id);
    const second = await licenseSeller(t.db, seller.id, { status: 'pending' });
    await decide(second.id, 'reject', { reason: 'Wrong pharmacist' });
    expect((await get(`/api/products/${product.id}`)).statusCode).toBe(200);
    expect(inForce.status).toBe('approved');
    expect((await get('/api/seller-licences/mine', seller)).json()).toMatchObject({ selling: true });
  });

  it('hides a product the day after its seller’s licence ends, without anyone acting; carts keep it unavailable', async () => {
    const seller = await signUp(t, { role: 'seller', licensed: false });
    const licence = await licenseSeller(t.db, seller.id, { expiresOn: day(0) });
    const product = await createProduct(t.db, { sellerId: seller.id, name: `Lastday ${Date.now()}` });
    expect((await get(`/api/products/${product.id}`)).statusCode).toBe(200);
    const buyer = await signUp(t);
    const address = await addAddress(buyer);
    await addToCart(t, buyer, product.id, 1);

    // The licence's last day passes: written as the day before, as the database would see tomorrow.
    await t.db.update(sellerLicences).set({ expiresOn: day(-1) }).where(eq(sellerLicences.id, licence.id));
    expect((await get(`/api/products/${product.id}`)).statusCode).toBe(404);
    expect(await listed('/api/products?limit=100')).not.toContain(product.id);
    const cart = (await get('/api/carts', buyer)).json();
    expect(cart).toEqual([expect.objectContaining({ menuId: product.id, available: false })]);
    const placing = await place(buyer, { addressId: address.id, paymentMethod: 'cod' });
    expect(placing.statusCode).toBe(409);
    expect(placing.json().code).toBe('SELLER_NOT_LICENSED');
    expect(placing.json().message).toContain(product.name);

    // An expired licence cannot be approved.
    const late = await licenseSeller(t.db, seller.id, { status: 'pending', expiresOn: day(-2) });
    expect((await decide(late.id, 'approve')).json().code).toBe('LICENCE_EXPIRED');
  });

  it('names kept pages by the day in Dhaka, so none is served after its day', () => {
    const filter = { page: 1, limit: 20 };
    const evening = new Date('2026-11-27T17:59:00Z'); // 23:59 in Dhaka
    const midnight = new Date('2026-11-27T18:00:00Z'); // 00:00 the next day in Dhaka
    expect(keptPageKey(filter, evening)).toMatch(/^2026-11-27\|/);
    expect(keptPageKey(filter, midnight)).toMatch(/^2026-11-28\|/);
  });
});

describe('the daily notice of licences about to end', () => {
  it('mails the seller and every admin once, 30 days before; not a seller who renewed', async () => {
    const seller = await signUp(t, { role: 'seller', licensed: false });
    await licenseSeller(t.db, seller.id, { expiresOn: day(30) });
    const renewed = await signUp(t, { role: 'seller', licensed: false });
    await licenseSeller(t.db, renewed.id, { expiresOn: day(10) });
    await licenseSeller(t.db, renewed.id, { expiresOn: day(400) });
    const later = await signUp(t, { role: 'seller', licensed: false });
    await licenseSeller(t.db, later.id, { expiresOn: day(31) });

    await queueExpiringLicenceMails(t.db, t.app.notifications, t.config.publicUrl);
    await queueExpiringLicenceMails(t.db, t.app.notifications, t.config.publicUrl);
    expect(await jobsTo(seller.email, 'seller-licence-expiring')).toBe(1);
    for (const a of [admin, admin2]) expect(await jobsTo(a.email, 'seller-licence-expiring')).toBeGreaterThanOrEqual(1);
    expect(await jobsTo(renewed.email, 'seller-licence-expiring')).toBe(0);
    expect(await jobsTo(later.email, 'seller-licence-expiring')).toBe(0);
    const forAdmins = rowsOf(
      await t.db.execute(
        sql`select data->'values'->>'seller' as seller from pgboss.job where name = 'mail' and data->>'to' = ${admin.email}
          and data->>'template' = 'seller-licence-expiring'`,
      ),
    );
    expect(forAdmins).toContainEqual({ seller: seller.name });
  });
});

function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
}
