import type { Order, RecallDetail } from '@medibazaar/contract';
import { dhakaDay } from '@medibazaar/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../core/config.js';
import type { TestApp } from '../../../test/app.js';
import { signUp, type SignedIn } from '../../../test/auth.js';
import { createCatalogBasics, createProduct } from '../../../test/factories.js';
import { orderHelpers } from '../../../test/orders.js';
import { startSmsGateway } from '../../../test/sms-gateway.js';
import { createMailingTestApp, startSmtpServer } from '../../../test/smtp.js';
import { auditLog, notificationSettings, orderEvents } from '../../../test/tables.js';
import { rowsOf } from '../../db/client.js';
import { seedDeliveryZones } from '../../modules/orders/delivery.repository.js';
import { addToCart } from '../../modules/payments/payments.test-helpers.js';

// Recalls (decision 063): the lots out of sale, unshipped orders moved or held, every buyer who
// received the batch told once by mail and (with a verified number) text message, returns recorded.

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let gateway: Awaited<ReturnType<typeof startSmsGateway>>;
let t: TestApp;
let seller: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  smtp = await startSmtpServer();
  gateway = await startSmsGateway();
  const base = loadConfig({ NODE_ENV: 'test', SMS_URL: gateway.url, SMS_TOKEN: gateway.token });
  t = await createMailingTestApp(smtp, { sms: base.notifications.sms });
  await createCatalogBasics(t.db);
  await seedDeliveryZones(t.db, 'USD');
  [seller, admin] = await Promise.all([signUp(t, { role: 'seller' }), signUp(t, { role: 'admin' })]);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await gateway?.close();
});

const { stockOf, addAddress, placeCod } = orderHelpers(() => t);
const inDays = (days: number) => dhakaDay(new Date(Date.now() + days * 86_400_000));
const post = (who: SignedIn, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: who.headers, ...(payload ? { payload } : {}) });

async function receive(productId: string, batch: string, quantity: number, days: number) {
  const res = await post(seller, `/api/products/${productId}/lots`, { batch, expires: inDays(days), quantity });
  expect(res.statusCode, res.body).toBe(201);
}

/** A buyer who ordered `units` of the product (cash), the order moved on to `to`. */
async function buyerWithOrder(productId: string, units: number, to: 'placed' | 'packed' | 'shipped' | 'delivered') {
  const buyer = await signUp(t);
  const address = await addAddress(buyer);
  await addToCart(t, buyer, productId, units);
  const [order] = await placeCod(buyer, address.id);
  const path = ['confirmed', 'packed', 'shipped', 'delivered'];
  for (const step of path.slice(0, to === 'placed' ? 0 : path.indexOf(to) + 1)) {
    const moved = await post(admin, `/api/orders/${order!.number}/transitions`, { to: step });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return { buyer, order: order! };
}

async function verifyPhone(buyer: SignedIn, phone: string) {
  await t.db.insert(notificationSettings).values({ userId: buyer.id, smsPhone: phone, smsPhoneVerifiedAt: new Date() });
}

const recall = (body: object) => post(admin, '/api/recalls', body);
const REASON = 'Tablets may hold less paracetamol than the label says (DGDA notice 12/2026).';
const INSTRUCTIONS = 'Stop using it and bring the pack back for a full refund.';

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

/** The recall mails `email` received, waiting until there are `count`. */
async function recallMails(email: string, count = 1) {
  const mine = () => smtp.received.filter((m) => m.to.includes(email.toLowerCase()) && m.subject.startsWith('Recall:'));
  for (let tries = 0; mine().length < count && tries < 60; tries++) await new Promise((r) => setTimeout(r, 250));
  return mine();
}

const orderOf = async (who: SignedIn, number: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/orders/${number}`, headers: who.headers })).json() as Order;

describe('POST /api/recalls', () => {
  it('stops the batch selling, moves an unshipped order to the next batch, and tells each buyer who received it once', async () => {
    const product = await createProduct(t.db, { sellerId: seller.id, name: 'Napa Extra 500 mg', stock: 0 });
    await receive(product.id, 'SQ-EARLY', 6, 200);
    await receive(product.id, 'SQ-LATE', 5, 400);
    const delivered = await buyerWithOrder(product.id, 2, 'delivered');
    const shipped = await buyerWithOrder(product.id, 1, 'shipped');
    const packed = await buyerWithOrder(product.id, 2, 'packed');
    await verifyPhone(delivered.buyer, '01711000001');
    expect(await stockOf(product.id)).toBe(6);

    const res = await recall({
      productId: product.id,
      scope: 'batch',
      batch: 'sq-early',
      reason: REASON,
      instructions: INSTRUCTIONS,
    });
    expect(res.statusCode, res.body).toBe(201);
    const detail = res.json() as RecallDetail;
    expect(detail).toMatchObject({
      productName: 'Napa Extra 500 mg',
      batches: ['SQ-EARLY'],
      unitsWithdrawn: 1,
      buyersTold: 2,
    });
    // SQ-EARLY's last unit left the shelf; the packed order's 2 units now come from SQ-LATE.
    expect(await stockOf(product.id)).toBe(3);
    expect(detail.orders).toEqual([{ number: packed.order.number, status: 'packed', outcome: 'moved' }]);
    expect((await orderOf(packed.buyer, packed.order.number)).lines[0]!.lots).toEqual([
      { batch: 'SQ-LATE', expiresOn: inDays(400), quantity: 2 },
    ]);
    const [event] = await t.db
      .select()
      .from(orderEvents)
      .where(
        and(
          eq(orderEvents.orderId, sql`(select id from orders where number = ${packed.order.number})`),
          eq(orderEvents.reason, 'recalled_batch_replaced'),
        ),
      );
    expect(event).toMatchObject({ fromStatus: 'packed', toStatus: 'packed', actorRole: 'admin' });
    expect(await ledgerDisagreements()).toEqual([]);

    expect(detail.buyers.map((b) => [b.email, b.units, b.orders, b.phone])).toEqual(
      expect.arrayContaining([
        [delivered.buyer.email.toLowerCase(), 2, [delivered.order.number], '01711000001'],
        [shipped.buyer.email.toLowerCase(), 1, [shipped.order.number], null],
      ]),
    );
    const [mail] = await recallMails(delivered.buyer.email);
    expect(mail!.subject).toBe('Recall: Napa Extra 500 mg, batch SQ-EARLY');
    expect(mail!.text).toContain(REASON);
    expect(mail!.text).toContain(INSTRUCTIONS);
    expect(mail!.text).toContain(delivered.order.number);
    expect(await recallMails(shipped.buyer.email)).toHaveLength(1);
    const [sms] = await gateway.waitFor('+8801711000001', 1, 15_000);
    expect(sms!.message).toContain('RECALL of Napa Extra 500 mg, batch SQ-EARLY');
    // The packed order's buyer received nothing of the batch: no notice.
    expect(detail.buyers.some((b) => b.email === packed.buyer.email.toLowerCase())).toBe(false);

    // Run again: nobody is told twice, and the page says the messages went.
    const again = await post(admin, `/api/recalls/${detail.id}/reallocate`);
    expect(again.statusCode, again.body).toBe(200);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(await recallMails(delivered.buyer.email)).toHaveLength(1);
    expect(await recallMails(shipped.buyer.email)).toHaveLength(1);
    expect(gateway.received.filter((m) => m.to === '+8801711000001')).toHaveLength(1);
    const page = (
      await t.app.inject({ method: 'GET', url: `/api/recalls/${detail.id}`, headers: admin.headers })
    ).json() as RecallDetail;
    const told = page.buyers.find((b) => b.phone === '01711000001')!;
    expect([told.mail, told.sms]).toEqual(['sent', 'sent']);
    expect(page.buyers.find((b) => b.phone === null)!.sms).toBe('none');

    const audit = await t.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.objectId, detail.id));
    expect(audit.map((a) => a.action).sort()).toEqual(['recall.buyer_told', 'recall.buyer_told', 'recall.started']);
    const list = (await t.app.inject({ method: 'GET', url: '/api/recalls', headers: admin.headers })).json();
    expect(list.items[0]).toMatchObject({ id: detail.id, buyersTold: 2, ordersMoved: 1, ordersHeld: 0 });
  }, 90_000);

  it('holds an unshipped order no other batch can fill, refuses to ship it, and moves it once stock arrives', async () => {
    const product = await createProduct(t.db, { sellerId: seller.id, stock: 0 });
    await receive(product.id, 'ONLY-1', 3, 300);
    const { buyer, order } = await buyerWithOrder(product.id, 2, 'packed');
    const res = await recall({ productId: product.id, scope: 'product', reason: REASON, instructions: INSTRUCTIONS });
    expect(res.statusCode, res.body).toBe(201);
    const detail = res.json() as RecallDetail;
    expect(detail).toMatchObject({
      scope: 'product',
      batches: ['ONLY-1'],
      unitsWithdrawn: 1,
      ordersHeld: 1,
      buyersTold: 0,
    });
    expect(detail.orders).toEqual([{ number: order.number, status: 'packed', outcome: 'held' }]);
    expect(await stockOf(product.id)).toBe(0);
    const read = await orderOf(seller, order.number);
    expect(read.events.at(-1)).toMatchObject({ reason: 'recalled_batch_held', from: 'packed', to: 'packed' });
    expect(read.heldByRecall).toBe(true);
    // The seller's own list says which orders wait for them.
    const heldOnList = async () => {
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/orders?scope=selling&limit=100',
        headers: seller.headers,
      });
      return (list.json() as { items: { number: string; heldByRecall: boolean }[] }).items.find(
        (o) => o.number === order.number,
      )?.heldByRecall;
    };
    expect(await heldOnList()).toBe(true);

    const ship = await post(seller, `/api/orders/${order.number}/transitions`, { to: 'shipped' });
    expect(ship.statusCode).toBe(409);
    expect(ship.json().code).toBe('ORDER_HELD_BY_RECALL');
    expect(await ledgerDisagreements()).toEqual([]);

    await receive(product.id, 'FRESH-2', 4, 500);
    const again = await post(admin, `/api/recalls/${detail.id}/reallocate`);
    expect(again.json()).toMatchObject({ ordersHeld: 0, orders: [{ number: order.number, outcome: 'moved' }] });
    expect(await heldOnList()).toBe(false);
    expect(await stockOf(product.id)).toBe(2);
    expect((await orderOf(buyer, order.number)).lines[0]!.lots).toEqual([
      { batch: 'FRESH-2', expiresOn: inDays(500), quantity: 2 },
    ]);
    expect((await post(seller, `/api/orders/${order.number}/transitions`, { to: 'shipped' })).statusCode).toBe(200);
    expect(await ledgerDisagreements()).toEqual([]);
  }, 60_000);

  it('tells a buyer of two deliveries once, and records their return in the recalled lot, out of stock, once', async () => {
    const product = await createProduct(t.db, { sellerId: seller.id, stock: 0 });
    await receive(product.id, 'TWICE-1', 10, 300);
    const first = await buyerWithOrder(product.id, 1, 'delivered');
    await addToCart(t, first.buyer, product.id, 2);
    const [second] = await placeCod(first.buyer, (await addAddress(first.buyer)).id);
    for (const to of ['confirmed', 'packed', 'shipped', 'delivered']) {
      await post(admin, `/api/orders/${second!.number}/transitions`, { to });
    }
    const res = await recall({
      productId: product.id,
      scope: 'batch',
      batch: 'TWICE-1',
      reason: REASON,
      instructions: INSTRUCTIONS,
    });
    const detail = res.json() as RecallDetail;
    expect(detail.buyers).toHaveLength(1);
    expect(detail.buyers[0]).toMatchObject({ units: 3 });
    expect([...detail.buyers[0]!.orders].sort()).toEqual([first.order.number, second!.number].sort());
    expect(await recallMails(first.buyer.email)).toHaveLength(1);

    const back = await post(admin, `/api/recalls/${detail.id}/buyers/${detail.buyers[0]!.id}/return`);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ buyersReturned: 1, buyers: [{ returnedBy: expect.any(String) }] });
    const lots = (
      await t.app.inject({ method: 'GET', url: `/api/products/${product.id}/lots`, headers: seller.headers })
    ).json();
    expect(lots).toMatchObject({ stock: 0, lots: [{ batch: 'TWICE-1', status: 'recalled', quantity: 3 }] });
    const twice = await post(admin, `/api/recalls/${detail.id}/buyers/${detail.buyers[0]!.id}/return`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('RECALL_RETURN_RECORDED');
    expect(await ledgerDisagreements()).toEqual([]);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(await recallMails(first.buyer.email)).toHaveLength(1);
  }, 90_000);

  it('refuses bad input with a 4xx naming the field, and a batch already recalled or unknown with 409', async () => {
    const product = await createProduct(t.db, { sellerId: seller.id, stock: 2 });
    const noBatch = await recall({ productId: product.id, scope: 'batch', reason: REASON, instructions: INSTRUCTIONS });
    expect(noBatch.statusCode).toBe(400);
    expect(noBatch.json().field).toBe('batch');
    const control = await recall({
      productId: product.id,
      scope: 'batch',
      batch: 'A\u0007',
      reason: REASON,
      instructions: INSTRUCTIONS,
    });
    expect(control.statusCode).toBe(400);
    const shortReason = await recall({
      productId: product.id,
      scope: 'product',
      reason: 'x',
      instructions: INSTRUCTIONS,
    });
    expect(shortReason.json()).toMatchObject({ field: 'reason' });
    const unknown = await recall({
      productId: product.id,
      scope: 'batch',
      batch: 'NOPE-1',
      reason: REASON,
      instructions: INSTRUCTIONS,
    });
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json().code).toBe('NOTHING_TO_RECALL');
    expect(
      (await recall({ productId: product.id, scope: 'product', reason: REASON, instructions: INSTRUCTIONS }))
        .statusCode,
    ).toBe(201);
    const again = await recall({ productId: product.id, scope: 'product', reason: REASON, instructions: INSTRUCTIONS });
    expect(again.json().code).toBe('NOTHING_TO_RECALL');
    const missing = await recall({
      productId: '00000000-0000-4000-8000-000000000000',
      scope: 'product',
      reason: REASON,
      instructions: INSTRUCTIONS,
    });
    expect(missing.statusCode).toBe(404);
    const notARecall = await t.app.inject({ method: 'GET', url: '/api/recalls/nope', headers: admin.headers });
    expect(notARecall.statusCode).toBe(404);
  });
});
