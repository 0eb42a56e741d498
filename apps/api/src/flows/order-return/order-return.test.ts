import { randomUUID } from 'node:crypto';
import { dhakaDay, type Order, type OrderReturns, taxCents } from '@medibazaar/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { signUp, type SignedIn } from '../../../test/auth.js';
import { createCatalogBasics, createProduct } from '../../../test/factories.js';
import { createMailingTestApp, startSmtpServer } from '../../../test/smtp.js';
import {
  auditLog,
  orderEvents,
  orders,
  payments,
  productLots,
  refunds,
  sandboxPaymentIntents,
  stockMoves,
} from '../../../test/tables.js';
import { rowsOf } from '../../db/client.js';
import { addToCart, buyCart, dhakaAddress, placeOrders } from '../../modules/payments/payments.test-helpers.js';

// Returns asked for by the buyer (decision 072): asking within the window, refusing, and accepting
// in one transaction (units back to their own lots, money back by card or cash, timeline, audit, mail).

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let seller: SignedIn;
let admin: SignedIn;
let stranger: SignedIn;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createMailingTestApp(smtp);
  await createCatalogBasics(t.db);
  [seller, admin, stranger] = await Promise.all([
    signUp(t, { role: 'seller' }),
    signUp(t, { role: 'admin' }),
    signUp(t),
  ]);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const post = (who: SignedIn, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: who.headers, ...(payload ? { payload } : {}) });
const returnsOf = async (who: SignedIn, number: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/orders/${number}/returns`, headers: who.headers })
  ).json() as OrderReturns;
const orderOf = async (who: SignedIn, number: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/orders/${number}`, headers: who.headers })).json() as Order;
const inDays = (days: number) => dhakaDay(new Date(Date.now() + days * 86_400_000));

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

/** A seller's product with two lots received: the earlier batch is the one sold first. */
async function productWithLots(priceCents = 1000) {
  const product = await createProduct(t.db, { sellerId: seller.id, stock: 0, priceCents });
  for (const [batch, quantity, days] of [
    [`LATE-${randomUUID().slice(0, 6)}`, 10, 600],
    [`EARLY-${randomUUID().slice(0, 6)}`, 10, 300],
  ] as const) {
    const res = await post(seller, `/api/products/${product.id}/lots`, { batch, expires: inDays(days), quantity });
    expect(res.statusCode, res.body).toBe(201);
  }
  return product;
}

const lotUnits = async (productId: string) =>
  new Map(
    (await t.db.select().from(productLots).where(eq(productLots.productId, productId))).map((l) => [
      l.batch.split('-')[0]!,
      l.quantity,
    ]),
  );

/** Moves an order on as an admin, up to `to`. */
async function moveTo(number: string, to: 'delivered') {
  for (const step of ['confirmed', 'packed', 'shipped', to]) {
    const moved = await post(admin, `/api/orders/${number}/transitions`, { to: step });
    expect(moved.statusCode, moved.body).toBe(200);
  }
}

/** A fresh buyer's order of `units` of each product, paid `by` cash or card, delivered. */
async function deliveredOrder(lines: { productId: string; units: number }[], by: 'cod' | 'card' = 'cod') {
  const buyer = await signUp(t);
  await dhakaAddress(t, buyer);
  for (const l of lines) await addToCart(t, buyer, l.productId, l.units);
  let number: string;
  if (by === 'card') {
    number = (await buyCart(t, buyer)).orders[0]!;
  } else {
    const placed = await placeOrders(t, buyer, 'cod');
    expect(placed.statusCode, placed.body).toBe(201);
    number = (placed.json().orders as Order[])[0]!.number;
  }
  await moveTo(number, 'delivered');
  const order = await orderOf(buyer, number);
  const lineOf = (productId: string) => order.lines.find((l) => l.menuId === productId)!;
  return { buyer, number, order, lineOf };
}

const ask = (who: SignedIn, number: string, lines: { lineId: string; quantity: number }[], reason: string) =>
  post(who, `/api/orders/${number}/returns`, { lines, reason });

async function auditOf(action: string, objectId: string) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.objectId, objectId)));
}

async function mailTo(email: string, subject: string) {
  const mails = await smtp.waitFor(email, 1, 15_000);
  const deadline = Date.now() + 15_000;
  let found = mails.find((m) => m.subject === subject);
  while (!found && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    found = smtp.received.find((m) => m.to.includes(email.toLowerCase()) && m.subject === subject);
  }
  return found;
}

describe('POST /api/orders/:number/returns', () => {
  it('takes a request within the limits, naming the field of bad input, from the buyer alone, one open at a time', async () => {
    const [a, b] = [await productWithLots(), await productWithLots()];
    const { buyer, number, lineOf } = await deliveredOrder([
      { productId: a.id, units: 3 },
      { productId: b.id, units: 1 },
    ]);
    const lineA = lineOf(a.id).id;

    expect((await ask(stranger, number, [{ lineId: lineA, quantity: 1 }], 'Crushed in transit')).statusCode).toBe(404);
    const bySeller = await ask(seller, number, [{ lineId: lineA, quantity: 1 }], 'Crushed in transit');
    expect(bySeller.statusCode).toBe(403);
    expect(bySeller.json().code).toBe('NOT_ORDER_BUYER');

    for (const [lines, reason, field, code] of [
      [[{ lineId: lineA, quantity: 1 }], 'bad', 'reason', 'VALIDATION_ERROR'],
      [[{ lineId: lineA, quantity: 1 }], 'Broken \u0007 seal', 'reason', 'VALIDATION_ERROR'],
      [[{ lineId: lineA, quantity: 1 }], 'x'.repeat(501), 'reason', 'VALIDATION_ERROR'],
      [[], 'Crushed in transit', 'lines', 'VALIDATION_ERROR'],
      [[{ lineId: lineA, quantity: 0 }], 'Crushed in transit', 'lines', 'VALIDATION_ERROR'],
      [[{ lineId: lineA, quantity: 4 }], 'Crushed in transit', 'lines', 'RETURN_QUANTITY_TOO_LARGE'],
      [[{ lineId: randomUUID(), quantity: 1 }], 'Crushed in transit', 'lines', 'ORDER_LINE_NOT_FOUND'],
    ] as const) {
      const res = await ask(buyer, number, [...lines], reason);
      expect(res.statusCode, `${reason}: ${res.body}`).toBe(400);
      expect(res.json().code).toBe(code);
      expect(String(res.json().field)).toMatch(new RegExp(`^${field}`));
    }

    const asked = await ask(
      buyer,
      number,
      [{ lineId: lineA, quantity: 2 }],
      '  Two strips arrived crushed.\nSee box. ',
    );
    expect(asked.statusCode, asked.body).toBe(201);
    const returns = asked.json() as OrderReturns;
    expect(returns.canAsk).toBe(false);
    expect(returns.items).toEqual([
      expect.objectContaining({
        status: 'requested',
        lines: [{ lineId: lineA, name: a.name, quantity: 2 }],
        reason: 'Two strips arrived crushed.\nSee box.',
        amount: null,
      }),
    ]);
    const again = await ask(buyer, number, [{ lineId: lineOf(b.id).id, quantity: 1 }], 'And this one too.');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('RETURN_ALREADY_OPEN');

    // Its seller sees it; the timeline, the audit trail and the seller's mail have it.
    expect((await returnsOf(seller, number)).items).toHaveLength(1);
    expect((await orderOf(buyer, number)).events.at(-1)).toMatchObject({
      from: 'delivered',
      to: 'delivered',
      by: 'buyer',
      reason: 'return_requested',
      note: 'Two strips arrived crushed.\nSee box.',
    });
    expect(await auditOf('return.requested', returns.items[0]!.id)).toHaveLength(1);
    const mail = await mailTo(seller.email, `Return asked for: order ${number}`);
    expect(mail?.text).toContain('Two strips arrived crushed.');
  }, 60_000);

  it('refuses an order not delivered, and one delivered more than 7 days ago', async () => {
    const product = await productWithLots();
    const buyer = await signUp(t);
    await dhakaAddress(t, buyer);
    await addToCart(t, buyer, product.id, 1);
    const placed = (await placeOrders(t, buyer, 'cod')).json().orders[0] as Order;
    const early = await ask(buyer, placed.number, [{ lineId: placed.lines[0]!.id, quantity: 1 }], 'Not what I need.');
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('ORDER_NOT_DELIVERED');

    const late = await deliveredOrder([{ productId: product.id, units: 1 }]);
    const [row] = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.number, late.number));
    await t.db
      .update(orderEvents)
      .set({ createdAt: sql`now() - interval '8 days'` })
      .where(and(eq(orderEvents.orderId, row!.id), eq(orderEvents.toStatus, 'delivered')));
    expect((await returnsOf(late.buyer, late.number)).canAsk).toBe(false);
    const res = await ask(late.buyer, late.number, [{ lineId: late.lineOf(product.id).id, quantity: 1 }], 'Too late?');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('RETURN_WINDOW_CLOSED');
  }, 60_000);
});

describe('POST /api/orders/:number/returns/:id/accept', () => {
  it('takes a cash order back in two requests: units to their own lot, the ledger agreeing, cash noted, then returned', async () => {
    const [a, b] = [await productWithLots(1500), await productWithLots(700)];
    const { buyer, number, order, lineOf } = await deliveredOrder([
      { productId: a.id, units: 3 },
      { productId: b.id, units: 1 },
    ]);
    expect(await lotUnits(a.id)).toEqual(
      new Map([
        ['LATE', 10],
        ['EARLY', 7],
      ]),
    );
    const first = (await ask(buyer, number, [{ lineId: lineOf(a.id).id, quantity: 1 }], 'One box was open.')).json();
    const id = first.items[0].id as string;

    expect((await post(buyer, `/api/orders/${number}/returns/${id}/accept`)).statusCode).toBe(403);
    expect((await post(stranger, `/api/orders/${number}/returns/${id}/accept`)).statusCode).toBe(404);
    expect((await post(seller, `/api/orders/${number}/returns/${randomUUID()}/accept`)).statusCode).toBe(404);
    const accepted = await post(seller, `/api/orders/${number}/returns/${id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const expected = (1500 + taxCents(1500, order.taxRate * 100)) / 100;
    expect((accepted.json() as OrderReturns).items[0]).toMatchObject({ status: 'accepted', amount: expected });
    const twice = await post(admin, `/api/orders/${number}/returns/${id}/accept`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('RETURN_ALREADY_DECIDED');

    // The unit went back to the batch it came from, with its ledger row; the order stays delivered and paid.
    expect(await lotUnits(a.id)).toEqual(
      new Map([
        ['LATE', 10],
        ['EARLY', 8],
      ]),
    );
    const [row] = await t.db.select().from(orders).where(eq(orders.number, number));
    const moves = await t.db
      .select()
      .from(stockMoves)
      .where(and(eq(stockMoves.orderId, row!.id), eq(stockMoves.kind, 'returned')));
    expect(moves.map((m) => [m.productId, m.quantity])).toEqual([[a.id, 1]]);
    expect(await ledgerDisagreements()).toEqual([]);
    expect(row).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
    const cash = await t.db.select().from(refunds).where(eq(refunds.returnId, id));
    expect(cash).toEqual([
      expect.objectContaining({ provider: 'cod', status: 'succeeded', amountCents: Math.round(expected * 100) }),
    ]);
    expect((await orderOf(buyer, number)).events.at(-1)).toMatchObject({ by: 'seller', reason: 'return_accepted' });
    expect(await auditOf('return.accepted', id)).toHaveLength(1);
    expect(await auditOf('refund.succeeded', cash[0]!.id)).toHaveLength(1);
    expect(await mailTo(buyer.email, `Your return of order ${number} is accepted`)).toBeDefined();

    // The rest, accepted by an admin: every unit back, the order returned, all it cost given back.
    const rest = await ask(
      buyer,
      number,
      [
        { lineId: lineOf(a.id).id, quantity: 2 },
        { lineId: lineOf(b.id).id, quantity: 1 },
      ],
      'Not needed any more.',
    );
    expect(rest.statusCode, rest.body).toBe(201);
    const done = await post(admin, `/api/orders/${number}/returns/${rest.json().items[0].id}/accept`);
    expect(done.statusCode, done.body).toBe(200);
    expect(await lotUnits(a.id)).toEqual(
      new Map([
        ['LATE', 10],
        ['EARLY', 10],
      ]),
    );
    expect(await ledgerDisagreements()).toEqual([]);
    const after = await orderOf(buyer, number);
    expect(after).toMatchObject({ status: 'returned', paymentStatus: 'refunded' });
    expect(after.events.at(-1)).toMatchObject({ from: 'delivered', to: 'returned', by: 'admin' });
    const given = await t.db.select().from(refunds).where(eq(refunds.orderId, row!.id));
    expect(given.reduce((sum, r) => sum + r.amountCents, 0)).toBe(row!.totalCents);
    expect((done.json() as OrderReturns).canAsk).toBe(false);
  }, 90_000);

  it('refunds a card order’s returned units through its provider, once', async () => {
    const product = await productWithLots(2000);
    const { buyer, number, order, lineOf } = await deliveredOrder([{ productId: product.id, units: 2 }], 'card');
    const asked = await ask(buyer, number, [{ lineId: lineOf(product.id).id, quantity: 1 }], 'Wrong strength sent.');
    const id = asked.json().items[0].id as string;
    const accepted = await post(admin, `/api/orders/${number}/returns/${id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);

    const cents = 2000 + taxCents(2000, order.taxRate * 100);
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.returnId, id));
    expect(refund).toMatchObject({ provider: 'sandbox', status: 'succeeded', amountCents: cents, attempts: 1 });
    const [row] = await t.db.select().from(orders).where(eq(orders.number, number));
    const [intent] = await t.db
      .select({ refunds: sandboxPaymentIntents.refunds })
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, (await orderOf(buyer, number)).payment!.transactionId));
    expect(intent!.refunds.map((r) => r.amountCents)).toEqual([cents]);
    expect(row).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
    expect(await auditOf('refund.opened', refund!.id)).toHaveLength(1);
    expect(await ledgerDisagreements()).toEqual([]);
  }, 60_000);
});

describe('a return’s refund that fails', () => {
  it('is told to admins as a return’s refund, not a cancelled order’s', async () => {
    const product = await productWithLots(1200);
    const { buyer, number, lineOf } = await deliveredOrder([{ productId: product.id, units: 2 }], 'card');
    // Paid with a provider the shop no longer uses: its refunds cannot be made.
    const [row] = await t.db.select({ paymentId: orders.paymentId }).from(orders).where(eq(orders.number, number));
    await t.db.update(payments).set({ provider: 'stripe' }).where(eq(payments.id, row!.paymentId!));
    const asked = await ask(buyer, number, [{ lineId: lineOf(product.id).id, quantity: 1 }], 'Wrong strength sent.');
    const accepted = await post(seller, `/api/orders/${number}/returns/${asked.json().items[0].id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [after] = await t.db.select().from(orders).where(eq(orders.number, number));
    expect(after).toMatchObject({ status: 'delivered', paymentStatus: 'refund_failed' });
    const mail = await mailTo(admin.email, `Refund failed for order ${number}`);
    expect(mail?.text).toContain(`for the items the buyer returned from order ${number}`);
    expect(mail?.text).not.toContain('cancelled');
  }, 60_000);
});

describe('POST /api/orders/:number/returns/:id/refuse', () => {
  it('needs a reason, tells the buyer, and lets them ask again; a whole return waits for the request', async () => {
    const product = await productWithLots();
    const { buyer, number, lineOf } = await deliveredOrder([{ productId: product.id, units: 1 }]);
    const asked = await ask(buyer, number, [{ lineId: lineOf(product.id).id, quantity: 1 }], 'Changed my mind.');
    const id = asked.json().items[0].id as string;

    const whole = await post(admin, `/api/orders/${number}/transitions`, { to: 'returned' });
    expect(whole.statusCode).toBe(409);
    expect(whole.json().code).toBe('RETURN_ALREADY_OPEN');
    expect((await post(buyer, `/api/orders/${number}/returns/${id}/refuse`, { reason: 'No.' })).statusCode).toBe(400);
    expect(
      (await post(buyer, `/api/orders/${number}/returns/${id}/refuse`, { reason: 'Seal broken' })).statusCode,
    ).toBe(403);
    const empty = await post(seller, `/api/orders/${number}/returns/${id}/refuse`, { reason: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().field).toBe('reason');

    const refused = await post(seller, `/api/orders/${number}/returns/${id}/refuse`, {
      reason: 'The seal was broken after delivery.',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    const returns = refused.json() as OrderReturns;
    expect(returns.items[0]).toMatchObject({ status: 'refused', refusal: 'The seal was broken after delivery.' });
    expect(returns.canAsk).toBe(true);
    expect((await orderOf(buyer, number)).events.at(-1)).toMatchObject({
      by: 'seller',
      reason: 'return_refused',
      note: 'The seal was broken after delivery.',
    });
    expect(await auditOf('return.refused', id)).toHaveLength(1);
    const mail = await mailTo(buyer.email, `Your return of order ${number} is refused`);
    expect(mail?.text).toContain('The seal was broken after delivery.');
    expect((await post(seller, `/api/orders/${number}/returns/${id}/accept`)).json().code).toBe(
      'RETURN_ALREADY_DECIDED',
    );
  }, 60_000);
});
