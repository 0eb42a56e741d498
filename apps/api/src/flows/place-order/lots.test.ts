import { randomUUID } from 'node:crypto';
import { dhakaDay } from '@medibazaar/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { orderHelpers } from '../../../test/orders.js';
import { signUp, type SignedIn } from '../../../test/auth.js';
import { createCatalogBasics, createMedicine, createProduct } from '../../../test/factories.js';
import { rowsOf } from '../../db/client.js';
import { moveExpiredLots, returnStock, stockMoves } from '../../modules/catalog/index.js';
import { queueNearExpiryMails } from '../../modules/notifications/near-expiry-mails.js';
import { seedDeliveryZones } from '../../modules/orders/delivery.repository.js';
import { latinTextOf } from '../../modules/orders/pdf.test-helpers.js';
import { addToCart, confirm, getCart, openCheckout } from '../../modules/payments/payments.test-helpers.js';

// Stock by lot (decision 059): first expiring first out, split lines, returns to their own lot,
// the expiry margin, the ledger agreeing with the stock, and the refusals of bad input.

let t: TestApp;
let seller: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  await createCatalogBasics(t.db);
  await seedDeliveryZones(t.db, 'USD');
  seller = await signUp(t, { role: 'seller' });
});
afterAll(async () => t.close());

const { stockOf, addAddress, place, placeCod } = orderHelpers(() => t);

/** The day `days` after today in Dhaka, as YYYY-MM-DD. */
const inDays = (days: number) => dhakaDay(new Date(Date.now() + days * 86_400_000));

async function receive(productId: string, body: Record<string, unknown>, who: SignedIn = seller) {
  return t.app.inject({ method: 'POST', url: `/api/products/${productId}/lots`, headers: who.headers, payload: body });
}

async function lotsOf(productId: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/products/${productId}/lots`, headers: seller.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    stock: number;
    lots: { id: string; batch: string; quantity: number; expiresOn: string | null; status: string }[];
  };
}

const quantityOf = async (productId: string) =>
  Object.fromEntries((await lotsOf(productId)).lots.map((l) => [l.batch, l.quantity]));

/** Every product's stock against its sellable lots, and every lot's units against its ledger rows. */
async function ledgerDisagreements() {
  const result = await t.db.execute(sql`
    select 'lot' as what, l.id::text from product_lots l
      left join (select lot_id, sum(quantity) as units from stock_moves group by lot_id) m on m.lot_id = l.id
      where l.quantity <> coalesce(m.units, 0)
    union all
    select 'product', p.id::text from products p
      left join (select product_id, sum(quantity) as units from product_lots where status = 'sellable' group by product_id) s
        on s.product_id = p.id
      where p.stock <> coalesce(s.units, 0)
  `);
  return rowsOf(result);
}

async function sellerProduct(stock = 0) {
  return createProduct(t.db, { sellerId: seller.id, stock });
}

describe('first expiring, first out', () => {
  it('takes the earliest-expiring lot first, splits a line across lots, and a cancellation puts each unit back in its own lot', async () => {
    const product = await sellerProduct();
    expect(
      (await receive(product.id, { batch: 'late-1', expires: inDays(400).slice(0, 7), quantity: 3 })).statusCode,
    ).toBe(201);
    const early = await receive(product.id, {
      batch: 'EARLY-1',
      expires: inDays(120),
      quantity: 2,
      supplier: 'Square',
    });
    expect(early.statusCode, early.body).toBe(201);
    expect(early.json()).toMatchObject({ batch: 'EARLY-1', quantity: 2, status: 'sellable', expiresOn: inDays(120) });
    expect(await stockOf(product.id)).toBe(5);

    const buyer = await signUp(t);
    const address = await addAddress(buyer);
    await addToCart(t, buyer, product.id, 4);
    const [order] = await placeCod(buyer, address.id);
    expect(await quantityOf(product.id)).toEqual({ 'EARLY-1': 0, 'LATE-1': 1 });
    expect(await stockOf(product.id)).toBe(1);
    const sold = await t.db.select().from(stockMoves).where(eq(stockMoves.productId, product.id));
    expect(
      sold
        .filter((m) => m.kind === 'sold')
        .map((m) => m.quantity)
        .sort(),
    ).toEqual([-2, -2]);
    expect(sold.every((m) => m.kind !== 'sold' || m.actorId === buyer.id)).toBe(true);

    // The order names each line's batches, earliest first, on its page, packing slip and cash memo.
    const read = await t.app.inject({ method: 'GET', url: `/api/orders/${order!.number}`, headers: buyer.headers });
    expect(read.json().lines[0].lots).toEqual([
      { batch: 'EARLY-1', expiresOn: inDays(120), quantity: 2 },
      { batch: 'LATE-1', expiresOn: expect.stringMatching(/-\d{2}$/), quantity: 2 },
    ]);
    const [month, year] = [inDays(120).slice(5, 7), inDays(120).slice(0, 4)];
    const slip = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order!.number}/packing-slip.pdf`,
      headers: seller.headers,
    });
    expect(latinTextOf(slip.rawPayload)).toContain(`Batch EARLY-1 · Exp. ${month}/${year} × 2`);
    const memo = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order!.number}/invoice.pdf`,
      headers: buyer.headers,
    });
    expect(memo.statusCode).toBe(200);
    expect(latinTextOf(memo.rawPayload)).toContain(`Batch EARLY-1 · Exp. ${month}/${year} × 2`);

    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order!.number}/cancel`,
      headers: buyer.headers,
      payload: {},
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await quantityOf(product.id)).toEqual({ 'EARLY-1': 2, 'LATE-1': 3 });
    expect(await stockOf(product.id)).toBe(5);
    expect(await ledgerDisagreements()).toEqual([]);
  });

  it('never sells a lot that expires before the latest delivery day plus the margin', async () => {
    const product = await sellerProduct();
    expect((await receive(product.id, { batch: 'SOON', expires: inDays(20), quantity: 5 })).statusCode).toBe(201);
    expect((await receive(product.id, { batch: 'LATER', expires: inDays(200), quantity: 1 })).statusCode).toBe(201);
    expect(await stockOf(product.id)).toBe(6);
    // The product's page names the lot a sale would take: SOON expires within the margin.
    const page = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    expect(page.json().expiresAfter).toBe(inDays(200).slice(0, 7));
    const buyer = await signUp(t);
    const address = await addAddress(buyer);
    await addToCart(t, buyer, product.id, 2);
    const refused = await place(buyer, { addressId: address.id, paymentMethod: 'cod' });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().code).toBe('OUT_OF_STOCK');
    expect(await quantityOf(product.id)).toEqual({ SOON: 5, LATER: 1 });

    const line = (await getCart(t, buyer))[0]!;
    await t.app.inject({ method: 'DELETE', url: `/api/carts/${line._id}`, headers: buyer.headers });
    await addToCart(t, buyer, product.id, 1);
    await placeCod(buyer, address.id);
    expect(await quantityOf(product.id)).toEqual({ SOON: 5, LATER: 0 });
    expect(await ledgerDisagreements()).toEqual([]);
  });
});

describe('card orders', () => {
  it('take their lots first expiring first when the card is paid, not at placing', async () => {
    const product = await sellerProduct();
    await receive(product.id, { batch: 'CARD-LATE', expires: inDays(500), quantity: 5 });
    await receive(product.id, { batch: 'CARD-EARLY', expires: inDays(100), quantity: 1 });
    const buyer = await signUp(t);
    await addToCart(t, buyer, product.id, 2);
    const session = await openCheckout(t, buyer);
    expect(await quantityOf(product.id)).toEqual({ 'CARD-EARLY': 1, 'CARD-LATE': 5 });
    const confirmed = await confirm(t, buyer, session.clientSecret);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await quantityOf(product.id)).toEqual({ 'CARD-EARLY': 0, 'CARD-LATE': 4 });
    expect(await ledgerDisagreements()).toEqual([]);
  });
});

describe('the ledger and the stock', () => {
  it('agree after parallel orders, receipts and counts, and no lot is oversold', async () => {
    const product = await sellerProduct();
    await receive(product.id, { batch: 'P1', expires: inDays(100), quantity: 3 });
    await receive(product.id, { batch: 'P2', expires: inDays(300), quantity: 3 });
    const buyers = await Promise.all(Array.from({ length: 8 }, () => signUp(t)));
    const addresses = await Promise.all(buyers.map((b) => addAddress(b)));
    for (const b of buyers) await addToCart(t, b, product.id, 1);
    const { lots } = await lotsOf(product.id);
    const results = await Promise.all([
      ...buyers.map((b, i) => place(b, { addressId: addresses[i]!.id, paymentMethod: 'cod' })),
      receive(product.id, { batch: 'P3', expires: inDays(500), quantity: 1 }),
      t.app.inject({
        method: 'POST',
        url: `/api/products/${product.id}/lots/${lots[1]!.id}/adjustments`,
        headers: seller.headers,
        payload: { reason: 'damaged', quantity: 1, note: 'crushed box' },
      }),
    ]);
    const placed = results.slice(0, buyers.length).filter((r) => r.statusCode === 201);
    for (const r of results.slice(0, buyers.length)) expect([201, 409]).toContain(r.statusCode);
    const [received, damaged] = results.slice(buyers.length);
    expect(received!.statusCode).toBe(201);
    // 3 + 3 + 1 received, 1 damaged unless the lot had sold out first (then refused, never below zero).
    expect([200, 409]).toContain(damaged!.statusCode);
    const units = 7 - (damaged!.statusCode === 200 ? 1 : 0);
    // Every unit sold while a buyer was left, but for the received one: its receipt may wait behind the
    // orders for the product's row and commit after the last buyer was refused (then it stays in stock).
    expect(placed.length).toBeLessThanOrEqual(Math.min(units, buyers.length));
    expect(placed.length).toBeGreaterThanOrEqual(Math.min(units, buyers.length) - 1);
    const after = await lotsOf(product.id);
    expect(after.lots.every((l) => l.quantity >= 0)).toBe(true);
    expect(after.stock).toBe(units - placed.length);
    expect(await ledgerDisagreements()).toEqual([]);
  });

  it('puts units an order holds in no lot (taken before lots were kept) back into the opening lot', async () => {
    const product = await sellerProduct();
    await receive(product.id, { batch: 'KEPT', expires: inDays(300), quantity: 2 });
    await t.db.transaction((tx) =>
      returnStock(tx, [{ productId: product.id, quantity: 3 }], {
        orderId: randomUUID(),
        actorId: null,
        reason: 'order cancelled',
      }),
    );
    expect(await quantityOf(product.id)).toEqual({ KEPT: 2, OPENING: 3 });
    expect(await stockOf(product.id)).toBe(5);
    expect(await ledgerDisagreements()).toEqual([]);
  });

  it('keeps the ledger append-only', async () => {
    await expect(t.db.execute(sql`update stock_moves set quantity = 1`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from stock_moves`)).rejects.toThrow();
  });

  it('turns the product form’s stock figure into a count through the lots', async () => {
    const product = await sellerProduct(4);
    expect(await quantityOf(product.id)).toEqual({ OPENING: 4 });
    await receive(product.id, { batch: 'C1', expires: inDays(100), quantity: 2 });
    const patch = (stock: number) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/products/${product.id}`,
        headers: seller.headers,
        payload: { stock },
      });
    expect((await patch(5)).json()).toEqual({ modifiedCount: 1 });
    // Units missing come out of the lot sold last (the opening one, without expiry) first.
    expect(await quantityOf(product.id)).toEqual({ OPENING: 3, C1: 2 });
    expect((await patch(9)).statusCode).toBe(200);
    expect(await quantityOf(product.id)).toEqual({ OPENING: 7, C1: 2 });
    expect((await patch(9)).json()).toEqual({ modifiedCount: 0 });
    expect(await ledgerDisagreements()).toEqual([]);
  });
});

describe('receiving and adjusting lots', () => {
  it('refuses bad input with a clear 4xx', async () => {
    const product = await sellerProduct();
    const past = await receive(product.id, { batch: 'OLD1', expires: inDays(-40).slice(0, 7), quantity: 1 });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ code: 'EXPIRY_IN_PAST', field: 'expires' });
    const control = await receive(product.id, { batch: 'AB\u0007C', expires: inDays(90), quantity: 1 });
    expect(control.statusCode).toBe(400);
    expect(control.json().field).toBe('batch');
    for (const quantity of [0, -3, 1.5]) {
      const res = await receive(product.id, { batch: 'Q1', expires: inDays(90), quantity });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('quantity');
    }
    const badMonth = await receive(product.id, { batch: 'M1', expires: '2030-13', quantity: 1 });
    expect(badMonth.statusCode).toBe(400);

    const medicine = await createMedicine(t.db, { sellerId: seller.id, stock: 0, dispensingClass: 'otc' });
    const noExpiry = await receive(medicine.id, { batch: 'NOEXP', quantity: 1 });
    expect(noExpiry.json()).toMatchObject({ code: 'EXPIRY_REQUIRED' });

    expect((await receive(product.id, { batch: 'D1', expires: inDays(90), quantity: 2 })).statusCode).toBe(201);
    const again = await receive(product.id, { batch: 'd1', expires: inDays(90), quantity: 3 });
    expect(again.json()).toMatchObject({ batch: 'D1', quantity: 5 });
    const otherExpiry = await receive(product.id, { batch: 'D1', expires: inDays(200), quantity: 1 });
    expect(otherExpiry.statusCode).toBe(409);
    expect(otherExpiry.json().code).toBe('LOT_BATCH_CONFLICT');

    const lot = (await lotsOf(product.id)).lots.find((l) => l.batch === 'D1')!;
    const adjust = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/products/${product.id}/lots/${lot.id}/adjustments`,
        headers: seller.headers,
        payload,
      });
    const below = await adjust({ reason: 'lost', quantity: 6 });
    expect(below.statusCode).toBe(409);
    expect(below.json().code).toBe('ADJUSTMENT_BELOW_ZERO');
    expect((await adjust({ reason: 'why not', quantity: 1 })).statusCode).toBe(400);
    expect((await adjust({ reason: 'damaged', quantity: 0 })).statusCode).toBe(400);
    expect((await adjust({ reason: 'count', quantity: 4 })).json()).toMatchObject({ quantity: 4 });
    expect((await adjust({ reason: 'lost', quantity: 1 })).json()).toMatchObject({ quantity: 3 });
    const moves = await t.db.select().from(stockMoves).where(eq(stockMoves.lotId, lot.id));
    expect(moves.map((m) => [m.kind, m.quantity, m.reason])).toEqual([
      ['received', 2, null],
      ['received', 3, null],
      ['adjusted', -1, 'count'],
      ['adjusted', -1, 'lost'],
    ]);
    expect(await stockOf(product.id)).toBe(3);

    const stranger = await signUp(t, { role: 'seller' });
    expect((await receive(product.id, { batch: 'X1', expires: inDays(90), quantity: 1 }, stranger)).statusCode).toBe(
      403,
    );
  });
});

describe('expiry', () => {
  it('lists the seller’s lots near expiry, and the nightly job moves expired lots out of stock, audited', async () => {
    const product = await sellerProduct();
    await receive(product.id, { batch: 'NEAR1', expires: inDays(60), quantity: 4 });
    await receive(product.id, { batch: 'FAR1', expires: inDays(300), quantity: 6 });
    const list = await t.app.inject({ method: 'GET', url: '/api/products/near-expiry', headers: seller.headers });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().days).toBe(90);
    const mine = (list.json().lots as { batch: string; productId: string }[]).filter((l) => l.productId === product.id);
    expect(mine.map((l) => l.batch)).toEqual(['NEAR1']);
    const other = await signUp(t, { role: 'seller' });
    const theirs = await t.app.inject({ method: 'GET', url: '/api/products/near-expiry', headers: other.headers });
    expect(theirs.json().lots).toEqual([]);

    // The weekly mail: the seller's lots near expiry, once however often the job runs that day.
    const messages = { notifications: t.app.notifications, publicUrl: 'https://shop.example' };
    await queueNearExpiryMails(t.db, messages, 90);
    await queueNearExpiryMails(t.db, messages, 90);
    const mails = rowsOf<{ data: { values: { lots: { batch: string }[] } } }>(
      await t.db.execute(
        sql`select data from pgboss.job where name = 'mail' and data->>'to' = ${seller.email}
          and data->>'template' = 'lots-near-expiry'`,
      ),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.data.values.lots.map((l) => l.batch)).toContain('NEAR1');
    expect(mails[0]!.data.values.lots.map((l) => l.batch)).not.toContain('FAR1');

    // Sixty-one days on, NEAR1 has expired: the job takes its units out, once.
    const later = new Date(Date.now() + 61 * 86_400_000);
    expect(await moveExpiredLots(t.db, { changed: () => {} }, later)).toBeGreaterThanOrEqual(1);
    expect(await moveExpiredLots(t.db, { changed: () => {} }, later)).toBe(0);
    const after = await lotsOf(product.id);
    expect(after.stock).toBe(6);
    expect(after.lots.map((l) => [l.batch, l.status, l.quantity])).toEqual([
      ['FAR1', 'sellable', 6],
      ['NEAR1', 'expired', 0],
    ]);
    const moves = await t.db.select().from(stockMoves).where(eq(stockMoves.productId, product.id));
    expect(moves.filter((m) => m.kind === 'expired').map((m) => m.quantity)).toEqual([-4]);
    const audit = await t.db.execute(
      sql`select action from audit_log where object_type = 'lot' and action = 'lot.expired'`,
    );
    expect(rowsOf(audit).length).toBeGreaterThanOrEqual(1);
    expect(await ledgerDisagreements()).toEqual([]);
  });
});
