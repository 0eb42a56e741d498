import { randomUUID } from 'node:crypto';
import type { Order, OrderReviewPage } from '@medibazaar/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signUp, type SignedIn } from '../../../test/auth.js';
import { createCatalogBasics, createMedicine, createPrescription, createProduct } from '../../../test/factories.js';
import {
  auditLog,
  orders,
  payments,
  prescriptions,
  prescriptionUses,
  products,
  sandboxPaymentIntents,
} from '../../../test/tables.js';
import { createPaymentProvider } from '../../modules/payments/processors/create-provider.js';
import {
  addToCart,
  confirm,
  dhakaAddress,
  getCart,
  recordPayment,
} from '../../modules/payments/payments.test-helpers.js';
import type { OrdersContext } from '../../modules/orders/orders-context.js';
import { expirePrescriptionHolds, PRESCRIPTION_HOLD_JOB } from '../../modules/orders/prescription-holds.js';
import { settleAuthorizedPayment } from '../../modules/orders/authorization-settlement.js';

let t: TestApp;
let ctx: OrdersContext;
let pharmacist: SignedIn;
let otherPharmacist: SignedIn;
let seller: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  await createCatalogBasics(t.db);
  [pharmacist, otherPharmacist, seller] = await Promise.all([
    signUp(t, { role: 'pharmacist', name: 'Pharmacist Farhana' }),
    signUp(t, { role: 'pharmacist', name: 'Pharmacist Tanvir' }),
    signUp(t, { role: 'seller' }),
  ]);
  ctx = {
    db: t.db,
    provider: createPaymentProvider(t.config.payments, t.db, t.config.currency),
    log: t.app.log,
    productPages: t.app.productPages,
    currency: t.config.currency,
    taxRateBasisPoints: t.config.taxRateBasisPoints,
    prescriptionHoldHours: t.config.prescriptionHoldHours,
    mail: { notifications: t.app.notifications, publicUrl: t.config.publicUrl },
  };
});

/** The mails queued to `email` with `template`, with their values. */
const mailsTo = async (email: string, template: string) =>
  (
    (await t.db.execute(
      sql`select data->'values' as "values" from pgboss.job where name = 'mail' and data->>'to' = ${email} and data->>'template' = ${template}`,
    )) as unknown as { rows: { values: Record<string, unknown> }[] }
  ).rows.map((r) => r.values);
afterAll(async () => t.close());

const stockOf = async (id: string) =>
  (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;

async function place(who: SignedIn, paymentMethod: 'card' | 'cod', prescriptionId?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...who.headers, 'idempotency-key': randomUUID() },
    payload: { addressId: await dhakaAddress(t, who), paymentMethod, ...(prescriptionId ? { prescriptionId } : {}) },
  });
}

async function placed(who: SignedIn, paymentMethod: 'card' | 'cod', prescriptionId?: string) {
  const res = await place(who, paymentMethod, prescriptionId);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().orders as Order[];
}

const getOrder = async (who: SignedIn, number: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/orders/${number}`, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Order;
};

const review = (who: SignedIn, number: string, lines: unknown[]) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${number}/review`, headers: who.headers, payload: { lines } });

const approvePrescription = (id: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/prescriptions/${id}/approve`,
    headers: pharmacist.headers,
    payload: {},
  });

const auditOf = (objectId: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.objectId, objectId)).orderBy(asc(auditLog.id));

const paymentOf = async (number: string) => {
  const [order] = await t.db.select().from(orders).where(eq(orders.number, number));
  if (!order?.paymentId) return null;
  const [payment] = await t.db.select().from(payments).where(eq(payments.id, order.paymentId));
  return payment!;
};

const intentOf = async (transactionId: string) =>
  (await t.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, transactionId)))[0]!;

/** A buyer with a prescription medicine (3 in the cart, of 10 in stock) and their pending prescription. */
async function buyerWithAntibiotic(options: { priceCents?: number; quantity?: number } = {}) {
  const buyer = await signUp(t);
  const medicine = await createMedicine(t.db, {
    name: `Amoxicillin ${randomUUID().slice(0, 6)}`,
    priceCents: options.priceCents ?? 1200,
    stock: 10,
    sellerId: seller.id,
  });
  await addToCart(t, buyer, medicine.id, options.quantity ?? 3);
  const prescription = await createPrescription(t.db, buyer.id);
  return { buyer, medicine, prescription };
}

/** Places a card order for the antibiotic and authorizes the card on the sandbox. */
async function authorizedCardOrder(options: { withOtc?: boolean } = {}) {
  const setup = await buyerWithAntibiotic();
  const otc = options.withOtc ? await createProduct(t.db, { priceCents: 500, stock: 10 }) : null;
  if (otc) await addToCart(t, setup.buyer, otc.id, 2);
  const made = await placed(setup.buyer, 'card', setup.prescription.id);
  const session = await t.app.inject({
    method: 'POST',
    url: '/api/create-checkout-session',
    headers: setup.buyer.headers,
    payload: { orders: made.map((o) => o.number) },
  });
  expect(session.statusCode, session.body).toBe(200);
  const confirmed = await confirm(t, setup.buyer, session.json().clientSecret);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const rx = made.find((o) => o.status === 'awaiting_prescription')!;
  return { ...setup, otc, made, rx, intent: confirmed.json().paymentIntent as { id: string; status: string } };
}

describe('placing an order with a prescription medicine', () => {
  it('is refused without a prescription: nothing is placed and no stock is taken', async () => {
    const { buyer, medicine } = await buyerWithAntibiotic();
    // The cart and the quote say which lines need one.
    expect((await getCart(t, buyer))[0]).toMatchObject({ menuId: medicine.id, requiresPrescription: true });
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/orders/quote',
      headers: buyer.headers,
      payload: { addressId: await dhakaAddress(t, buyer) },
    });
    expect(quote.json().groups[0].lines[0]).toMatchObject({ menuId: medicine.id, requiresPrescription: true });
    const res = await place(buyer, 'cod');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'PRESCRIPTION_REQUIRED' });
    expect(res.json().message).toContain(medicine.name);
    expect(await t.db.select().from(orders).where(eq(orders.buyerId, buyer.id))).toEqual([]);
    expect(await stockOf(medicine.id)).toBe(10);
  });

  it('refuses someone else’s, a rejected and an expired prescription', async () => {
    const { buyer } = await buyerWithAntibiotic();
    const stranger = await signUp(t);
    const foreign = await createPrescription(t.db, stranger.id, { status: 'approved' });
    const rejected = await createPrescription(t.db, buyer.id, { status: 'rejected' });
    const expired = await createPrescription(t.db, buyer.id, { status: 'approved', validUntil: '2020-01-31' });
    for (const [id, status] of [
      [foreign.id, 400],
      [randomUUID(), 400],
      [rejected.id, 409],
      [expired.id, 409],
    ] as const) {
      const res = await place(buyer, 'cod', id);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().code).toBe('PRESCRIPTION_NOT_USABLE');
    }
  });

  it('places the seller’s order awaiting a pharmacist beside an ordinary one; by card, neither takes stock yet', async () => {
    const { buyer, medicine, prescription } = await buyerWithAntibiotic();
    const otc = await createProduct(t.db, { stock: 10 });
    await addToCart(t, buyer, otc.id, 2);
    const made = await placed(buyer, 'card', prescription.id);
    expect(made).toHaveLength(2);
    const rx = made.find((o) => o.sellerName !== null)!;
    const plain = made.find((o) => o.sellerName === null)!;
    expect(rx).toMatchObject({
      status: 'awaiting_prescription',
      paymentStatus: 'awaiting',
      prescription: { id: prescription.id, status: 'pending', validUntil: null },
      claim: null,
    });
    expect(rx.lines).toMatchObject([{ menuId: medicine.id, quantity: 3, requiresPrescription: true, review: null }]);
    // Nothing is held for an order nobody has paid for (decision 050): no hold, no units off the shelf.
    expect(rx.holdUntil).toBeNull();
    expect(plain).toMatchObject({ status: 'placed', holdUntil: null, prescription: null });
    expect(plain.lines[0]!.requiresPrescription).toBe(false);
    expect(await stockOf(medicine.id)).toBe(10);
    expect(await stockOf(otc.id)).toBe(10);
    expect((await getCart(t, buyer)).map((l) => l.menuId).sort()).toEqual([medicine.id, otc.id].sort());
    // The prescription is in use (it can no longer be deleted).
    const [rxRow] = await t.db.select().from(orders).where(eq(orders.number, rx.number));
    expect(await t.db.select().from(prescriptionUses).where(eq(prescriptionUses.orderId, rxRow!.id))).toHaveLength(1);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/prescriptions/${prescription.id}`,
      headers: buyer.headers,
    });
    expect(deleted.json().code).toBe('PRESCRIPTION_IN_USE');
    // Placing is on record for both orders.
    for (const o of made) {
      expect((await auditOf(o.number)).map((e) => [e.action, e.actorId])).toEqual([['order.placed', buyer.id]]);
    }
    expect((await auditOf(rx.number))[0]!.after).toMatchObject({
      status: 'awaiting_prescription',
      prescriptionId: prescription.id,
    });
  });

  it('ignores a prescription given for a cart that needs none', async () => {
    const buyer = await signUp(t);
    const otc = await createProduct(t.db, { stock: 5 });
    await addToCart(t, buyer, otc.id, 1);
    const [order] = await placed(buyer, 'cod', randomUUID());
    expect(order).toMatchObject({ status: 'placed', prescription: null });
  });
});

describe('a prescription item is never charged or moved on before its review', () => {
  it('cannot be confirmed, packed or shipped through the order moves, by its seller or an admin', async () => {
    const { buyer, prescription } = await buyerWithAntibiotic();
    const admin = await signUp(t, { role: 'admin' });
    const [order] = await placed(buyer, 'cod', prescription.id);
    for (const who of [seller, admin]) {
      for (const to of ['confirmed', 'packed', 'shipped', 'delivered'] as const) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/orders/${order!.number}/transitions`,
          headers: who.headers,
          payload: { to },
        });
        expect(res.statusCode, `${who.role} → ${to}`).toBe(409);
        expect(res.json().code).toBe('ORDER_TRANSITION_NOT_ALLOWED');
      }
    }
    expect((await getOrder(buyer, order!.number)).status).toBe('awaiting_prescription');
  });

  it('is reviewed by pharmacists and admins only: its seller and buyer are refused', async () => {
    const { buyer, prescription } = await buyerWithAntibiotic();
    const [order] = await placed(buyer, 'cod', prescription.id);
    const lines = [{ lineId: order!.lines[0]!.id, decision: 'approve' }];
    expect((await review(seller, order!.number, lines)).statusCode).toBe(403);
    expect((await review(buyer, order!.number, lines)).statusCode).toBe(403);
    expect((await getOrder(buyer, order!.number)).status).toBe('awaiting_prescription');
  });

  it('only authorizes the card: the payment and the order are authorized, nothing is captured', async () => {
    const { buyer, medicine, rx, intent } = await authorizedCardOrder();
    expect(intent.status).toBe('requires_capture');
    const recorded = await recordPayment(t, buyer, intent.id);
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json().payment.status).toBe('authorized');
    expect(await getOrder(buyer, rx.number)).toMatchObject({
      status: 'awaiting_prescription',
      paymentStatus: 'authorized',
    });
    expect(await intentOf(intent.id)).toMatchObject({ status: 'requires_capture', capturedCents: null });
    expect(await paymentOf(rx.number)).toMatchObject({ status: 'authorized', captureCents: null });
    // Authorizing takes the units, once, and holds them for the pharmacist.
    expect(await stockOf(medicine.id)).toBe(7);
    const hold = Date.parse((await getOrder(buyer, rx.number)).holdUntil!) - Date.now();
    expect(hold).toBeGreaterThan(23.9 * 3_600_000);
    expect(hold).toBeLessThan(24.1 * 3_600_000);
  });

  it('refuses an intent that would charge at once, and charges nothing', async () => {
    const { buyer, prescription } = await buyerWithAntibiotic();
    const [order] = await placed(buyer, 'card', prescription.id);
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/create-checkout-session',
      headers: buyer.headers,
      payload: { orders: [order!.number] },
    });
    expect(session.statusCode, session.body).toBe(200);
    const secret = session.json().clientSecret as string;
    // As if the intent had been opened to charge at once.
    await t.db
      .update(sandboxPaymentIntents)
      .set({ captureMethod: 'automatic' })
      .where(eq(sandboxPaymentIntents.id, secret.split('_secret_')[0]!));
    const res = await confirm(t, buyer, secret);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ORDER_AWAITING_REVIEW');
    expect(await paymentOf(order!.number)).toBeNull();
    expect((await getOrder(buyer, order!.number)).paymentStatus).toBe('awaiting');
  });

  it('is not in the review queue until its card is authorized; a cash one is at once', async () => {
    const card = await buyerWithAntibiotic();
    const [unpaid] = await placed(card.buyer, 'card', card.prescription.id);
    const cash = await buyerWithAntibiotic();
    const [cod] = await placed(cash.buyer, 'cod', cash.prescription.id);
    const res = await t.app.inject({ method: 'GET', url: '/api/review/orders?limit=100', headers: pharmacist.headers });
    expect(res.statusCode, res.body).toBe(200);
    const numbers = (res.json() as OrderReviewPage).items.map((i) => i.order.number);
    expect(numbers).toContain(cod!.number);
    expect(numbers).not.toContain(unpaid!.number);
    const item = (res.json() as OrderReviewPage).items.find((i) => i.order.number === cod!.number)!;
    expect(item.prescription).toMatchObject({ id: cash.prescription.id, patientName: 'Rafi Ahmed', pages: [] });
    const early = await review(pharmacist, unpaid!.number, [{ lineId: unpaid!.lines[0]!.id, decision: 'approve' }]);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('ORDER_AWAITING_PAYMENT');
  });
});

describe('POST /api/orders/:number/review', () => {
  it('needs the prescription approved to approve a line, and every prescription line decided', async () => {
    const { rx, prescription } = await authorizedCardOrder();
    const lineId = rx.lines[0]!.id;
    const early = await review(pharmacist, rx.number, [{ lineId, decision: 'approve' }]);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('PRESCRIPTION_NOT_APPROVED');
    const undecided = await review(pharmacist, rx.number, []);
    expect(undecided.statusCode).toBe(400);
    expect(undecided.json().code).toBe('ORDER_LINE_UNDECIDED');
    const unknown = await review(pharmacist, rx.number, [{ lineId: randomUUID(), decision: 'approve' }]);
    expect(unknown.json().code).toBe('ORDER_LINE_NOT_FOUND');
    expect((await approvePrescription(prescription.id)).statusCode).toBe(200);
    const tooMany = await review(pharmacist, rx.number, [{ lineId, decision: 'approve', quantity: 4 }]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().code).toBe('REVIEW_QUANTITY_TOO_LARGE');
  });

  it('approves fewer units: stock comes back, totals shrink and the card is charged that amount once', async () => {
    const { buyer, medicine, rx, prescription, intent } = await authorizedCardOrder();
    await approvePrescription(prescription.id);
    const lineId = rx.lines[0]!.id;
    const res = await review(pharmacist, rx.number, [
      { lineId, decision: 'approve', quantity: 2, reason: 'quantity_exceeds', note: 'Five days only' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json() as Order;
    expect(order).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', itemsTotal: 24, holdUntil: null });
    expect(order.total).toBe(24 + order.deliveryFee + order.tax);
    expect(order.lines[0]).toMatchObject({
      quantity: 2,
      lineTotal: 24,
      review: { decision: 'approved', requestedQuantity: 3, reason: 'quantity_exceeds', note: 'Five days only' },
    });
    expect(order.events.at(-1)).toMatchObject({
      from: 'awaiting_prescription',
      to: 'confirmed',
      by: 'pharmacist',
      byName: 'Pharmacist Farhana',
    });
    expect(await stockOf(medicine.id)).toBe(8);
    const totalCents = Math.round(order.total * 100);
    expect(await intentOf(intent.id)).toMatchObject({ status: 'succeeded', capturedCents: totalCents });
    expect(await paymentOf(rx.number)).toMatchObject({ status: 'succeeded', amountCents: totalCents });
    const history = await t.app.inject({ method: 'GET', url: `/api/payments/${buyer.email}`, headers: buyer.headers });
    expect(history.json().items[0]).toMatchObject({ status: 'succeeded', price: order.total });
    // The buyer is told what was approved and what is charged.
    expect(await mailsTo(buyer.email.toLowerCase(), 'order-approved')).toEqual([
      expect.objectContaining({
        number: rx.number,
        total: order.total,
        paymentMethod: 'card',
        lines: [expect.objectContaining({ approved: 2, requested: 3, reason: 'quantity_exceeds' })],
      }),
    ]);
    const entries = await auditOf(rx.number);
    expect(entries.map((e) => e.action)).toEqual(['order.placed', 'order.reviewed']);
    expect(entries[1]).toMatchObject({ actorId: pharmacist.id, actorRole: 'pharmacist' });
    expect(entries[1]!.before).toMatchObject({ lines: [{ id: lineId, quantity: 3 }] });
    expect(entries[1]!.after).toMatchObject({
      status: 'confirmed',
      lines: [{ id: lineId, quantity: 2, decision: 'approved', requested: 3 }],
    });
    const payment = await paymentOf(rx.number);
    expect((await auditOf(payment!.id)).map((e) => [e.action, e.after])).toEqual([
      ['payment.captured', { status: 'succeeded', amountCents: totalCents, orders: [rx.number] }],
    ]);
  });

  it('decides once and captures once under double clicks and two pharmacists at the same moment', async () => {
    const { rx, prescription, intent } = await authorizedCardOrder();
    await approvePrescription(prescription.id);
    const lines = [{ lineId: rx.lines[0]!.id, decision: 'approve' }];
    const answers = await Promise.all([
      review(pharmacist, rx.number, lines),
      review(pharmacist, rx.number, lines),
      review(otherPharmacist, rx.number, lines),
    ]);
    // The later ones find it no longer waiting, and are told nothing more than that.
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404, 404]);
    for (const a of answers.filter((x) => x.statusCode === 404)) expect(a.json().code).toBe('ORDER_NOT_FOUND');
    const payment = await paymentOf(rx.number);
    expect(payment).toMatchObject({ status: 'succeeded', amountCents: Math.round(rx.total * 100) });
    expect((await auditOf(payment!.id)).map((e) => e.action)).toEqual(['payment.captured']);
    expect((await auditOf(rx.number)).filter((e) => e.action === 'order.reviewed')).toHaveLength(1);
    expect((await intentOf(intent.id)).capturedCents).toBe(Math.round(rx.total * 100));
    // Settling again, at once, captures nothing more.
    const again = await Promise.all([
      settleAuthorizedPayment(ctx, payment!.id),
      settleAuthorizedPayment(ctx, payment!.id),
    ]);
    expect(again).toEqual(['none', 'none']);
  });

  it('lets only the claiming pharmacist decide while the claim runs', async () => {
    const { rx, prescription } = await authorizedCardOrder();
    await approvePrescription(prescription.id);
    const claimed = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${rx.number}/claim`,
      headers: pharmacist.headers,
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json().claim).toMatchObject({ by: { id: pharmacist.id, name: 'Pharmacist Farhana' } });
    const lines = [{ lineId: rx.lines[0]!.id, decision: 'approve' }];
    const other = await review(otherPharmacist, rx.number, lines);
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('ORDER_CLAIMED');
    expect(other.json().message).toContain('Pharmacist Farhana');
    expect((await review(pharmacist, rx.number, lines)).statusCode).toBe(200);
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${rx.number}/claim`,
      headers: otherPharmacist.headers,
    });
    expect(late.statusCode).toBe(404);
    expect(late.json().code).toBe('ORDER_NOT_FOUND');
  });

  it('rejecting every line cancels the order, puts the stock back and voids the authorization', async () => {
    const { buyer, medicine, rx, intent } = await authorizedCardOrder();
    // No approved prescription is needed to reject.
    const res = await review(pharmacist, rx.number, [
      { lineId: rx.lines[0]!.id, decision: 'reject', reason: 'not_on_prescription' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'void' });
    expect((res.json() as Order).events.at(-1)).toMatchObject({
      by: 'pharmacist',
      reason: 'prescription_lines_rejected',
    });
    expect((res.json() as Order).lines[0]).toMatchObject({
      quantity: 0,
      review: { decision: 'rejected', requestedQuantity: 3, reason: 'not_on_prescription' },
    });
    expect(await stockOf(medicine.id)).toBe(10);
    expect(await intentOf(intent.id)).toMatchObject({ status: 'canceled', capturedCents: null });
    const payment = await paymentOf(rx.number);
    expect(payment).toMatchObject({ status: 'voided', amountCents: 0 });
    expect((await auditOf(payment!.id)).map((e) => e.action)).toEqual(['payment.voided']);
    const history = await t.app.inject({ method: 'GET', url: `/api/payments/${buyer.email}`, headers: buyer.headers });
    expect(history.json().items[0]).toMatchObject({ status: 'voided', price: 0, menuId: [] });
    expect(await mailsTo(buyer.email.toLowerCase(), 'order-rejected')).toEqual([
      expect.objectContaining({
        number: rx.number,
        lines: [expect.objectContaining({ reason: 'not_on_prescription' })],
      }),
    ]);
  });

  it('captures only the other orders of the payment when the prescription order is rejected', async () => {
    const { buyer, made, rx, otc, intent } = await authorizedCardOrder({ withOtc: true });
    const plain = made.find((o) => o.number !== rx.number)!;
    // The order without a prescription item is placed and authorized, and may move on meanwhile.
    expect(await getOrder(buyer, plain.number)).toMatchObject({ status: 'placed', paymentStatus: 'authorized' });
    expect(await stockOf(otc!.id)).toBe(8);
    const res = await review(pharmacist, rx.number, [
      { lineId: rx.lines[0]!.id, decision: 'reject', reason: 'other', note: 'Ask your doctor' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await getOrder(buyer, plain.number)).toMatchObject({ paymentStatus: 'paid' });
    expect(await intentOf(intent.id)).toMatchObject({
      status: 'succeeded',
      capturedCents: Math.round(plain.total * 100),
    });
  });
});

describe('holds that run out, and buyers who cancel', () => {
  it('cancels an order no pharmacist reviewed in time, once, even when two servers run the job', async () => {
    const { buyer, medicine, rx, intent } = await authorizedCardOrder();
    await t.db
      .update(orders)
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.number, rx.number));
    const [first, second] = await Promise.all([expirePrescriptionHolds(ctx), expirePrescriptionHolds(ctx)]);
    expect([...first, ...second].filter((n) => n === rx.number)).toEqual([rx.number]);
    const order = await getOrder(buyer, rx.number);
    expect(order).toMatchObject({ status: 'cancelled', paymentStatus: 'void', holdUntil: null });
    expect(order.events.at(-1)).toMatchObject({ by: 'system', reason: 'prescription_hold_expired' });
    expect(await stockOf(medicine.id)).toBe(10);
    expect(await intentOf(intent.id)).toMatchObject({ status: 'canceled', capturedCents: null });
    expect((await auditOf(rx.number)).map((e) => [e.action, e.actorId])).toEqual([
      ['order.placed', buyer.id],
      ['order.hold_expired', null],
    ]);
    expect((await expirePrescriptionHolds(ctx)).includes(rx.number)).toBe(false);
    expect(await mailsTo(buyer.email.toLowerCase(), 'order-hold-expired')).toEqual([
      expect.objectContaining({ number: rx.number, hours: 24, paymentMethod: 'card' }),
    ]);
  });

  it('runs every five minutes on the queue’s schedule', async () => {
    const { rows } = (await t.db.execute(
      sql`select cron, timezone from pgboss.schedule where name = ${PRESCRIPTION_HOLD_JOB}`,
    )) as unknown as { rows: { cron: string; timezone: string }[] };
    expect(rows).toEqual([{ cron: '*/5 * * * *', timezone: 'Asia/Dhaka' }]);
  });

  it('lets the buyer cancel an order awaiting review: stock back and the authorization voided', async () => {
    const { buyer, medicine, rx, intent } = await authorizedCardOrder();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${rx.number}/cancel`,
      headers: buyer.headers,
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'void' });
    expect(await stockOf(medicine.id)).toBe(10);
    expect(await intentOf(intent.id)).toMatchObject({ status: 'canceled' });
    expect(await paymentOf(rx.number)).toMatchObject({ status: 'voided' });
  });

  it('approves a cash order: confirmed for its seller, its prescription stays in use', async () => {
    const { buyer, prescription } = await buyerWithAntibiotic();
    const [order] = await placed(buyer, 'cod', prescription.id);
    await approvePrescription(prescription.id);
    const res = await review(pharmacist, order!.number, [{ lineId: order!.lines[0]!.id, decision: 'approve' }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'confirmed', paymentStatus: 'due' });
    const [row] = await t.db
      .select({ status: prescriptions.status })
      .from(prescriptions)
      .where(and(eq(prescriptions.id, prescription.id), inArray(prescriptions.status, ['approved'])));
    expect(row).toBeDefined();
    const packed = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order!.number}/transitions`,
      headers: seller.headers,
      payload: { to: 'packed' },
    });
    expect(packed.statusCode, packed.body).toBe(200);
  });
});
