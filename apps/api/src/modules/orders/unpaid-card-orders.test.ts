import { randomUUID } from 'node:crypto';
import type { Order } from '@medibazaar/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signUp, type SignedIn } from '../../../test/auth.js';
import { createCatalogBasics, createMedicine, createPrescription, createProduct } from '../../../test/factories.js';
import { orders, products, users } from '../../../test/tables.js';
import { createPaymentProvider } from '../payments/processors/create-provider.js';
import { addToCart, confirm, dhakaAddress } from '../payments/payments.test-helpers.js';
import type { OrdersContext } from './orders-context.js';
import { cancelUnpaidCardOrders, UNPAID_CARD_ORDERS_JOB } from './unpaid-card-orders.js';

let t: TestApp;
let ctx: OrdersContext;
let seller: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  await createCatalogBasics(t.db);
  seller = await signUp(t, { role: 'seller' });
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
afterAll(async () => t.close());

const stockOf = async (id: string) =>
  (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;

async function placeCard(who: SignedIn, prescriptionId?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...who.headers, 'idempotency-key': randomUUID() },
    payload: {
      addressId: await dhakaAddress(t, who),
      paymentMethod: 'card',
      ...(prescriptionId ? { prescriptionId } : {}),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().orders as Order[];
}

const placedMinutesAgo = (number: string, minutes: number) =>
  t.db
    .update(orders)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(orders.number, number));

const getOrder = async (who: SignedIn, number: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/orders/${number}`, headers: who.headers })).json() as Order;

/** The mails queued to `email` with `template`: their language and values. */
const mailsTo = async (email: string, template: string) =>
  (
    (await t.db.execute(
      sql`select data->>'language' as language, data->'values' as "values" from pgboss.job where name = 'mail' and data->>'to' = ${email} and data->>'template' = ${template}`,
    )) as unknown as { rows: { language: string; values: Record<string, unknown> }[] }
  ).rows;

describe('card orders left unpaid', () => {
  it('are cancelled after 30 minutes, once across two servers, and the buyer is told in their language', async () => {
    const buyer = await signUp(t);
    await t.db.update(users).set({ locale: 'bn' }).where(eq(users.id, buyer.id));
    const medicine = await createMedicine(t.db, { stock: 10, sellerId: seller.id });
    await addToCart(t, buyer, medicine.id, 3);
    const [late] = await placeCard(buyer, (await createPrescription(t.db, buyer.id)).id);
    await placedMinutesAgo(late!.number, 31);
    const other = await signUp(t);
    const product = await createProduct(t.db, { stock: 10 });
    await addToCart(t, other, product.id, 1);
    const [recent] = await placeCard(other);
    await placedMinutesAgo(recent!.number, 29);

    const [first, second] = await Promise.all([cancelUnpaidCardOrders(ctx), cancelUnpaidCardOrders(ctx)]);
    expect([...first, ...second].filter((n) => n === late!.number)).toEqual([late!.number]);
    const cancelled = await getOrder(buyer, late!.number);
    expect(cancelled).toMatchObject({ status: 'cancelled', paymentStatus: 'void', allowedNext: [] });
    expect(cancelled.events.at(-1)).toMatchObject({
      from: 'awaiting_prescription',
      to: 'cancelled',
      by: 'system',
      reason: 'card_payment_not_made',
    });
    expect(await mailsTo(buyer.email.toLowerCase(), 'order-payment-expired')).toEqual([
      { language: 'bn', values: expect.objectContaining({ number: late!.number, minutes: 30 }) },
    ]);
    expect(await getOrder(other, recent!.number)).toMatchObject({ status: 'placed', paymentStatus: 'awaiting' });
    expect([...first, ...second]).not.toContain(recent!.number);
  });

  it('gives back the units such an order held, and leaves an authorized one alone', async () => {
    const buyer = await signUp(t);
    const medicine = await createMedicine(t.db, { stock: 10, sellerId: seller.id });
    await addToCart(t, buyer, medicine.id, 3);
    const prescription = await createPrescription(t.db, buyer.id);
    const [holding] = await placeCard(buyer, prescription.id);
    // As an order placed before card orders stopped taking stock at placing was left.
    await t.db.update(orders).set({ stockTaken: true }).where(eq(orders.number, holding!.number));
    await t.db
      .update(products)
      .set({ stock: sql`${products.stock} - 3` })
      .where(eq(products.id, medicine.id));
    await placedMinutesAgo(holding!.number, 45);

    // Another buyer's (placing again would replace the buyer's own unpaid order, decision 065).
    const payer = await signUp(t);
    await addToCart(t, payer, medicine.id, 3);
    const [paid] = await placeCard(payer, (await createPrescription(t.db, payer.id)).id);
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/create-checkout-session',
      headers: payer.headers,
      payload: { orders: [paid!.number] },
    });
    expect(session.statusCode, session.body).toBe(200);
    expect((await confirm(t, payer, session.json().clientSecret)).statusCode).toBe(200);
    await placedMinutesAgo(paid!.number, 45);
    expect(await stockOf(medicine.id)).toBe(4);

    const cancelled = await cancelUnpaidCardOrders(ctx);
    expect(cancelled).toContain(holding!.number);
    expect(cancelled).not.toContain(paid!.number);
    expect(await stockOf(medicine.id)).toBe(7);
    expect(await getOrder(payer, paid!.number)).toMatchObject({
      status: 'awaiting_prescription',
      paymentStatus: 'authorized',
    });
  });

  it('runs every minute on the queue’s schedule', async () => {
    const { rows } = (await t.db.execute(
      sql`select cron from pgboss.schedule where name = ${UNPAID_CARD_ORDERS_JOB}`,
    )) as unknown as { rows: { cron: string }[] };
    expect(rows).toEqual([{ cron: '* * * * *' }]);
  });
});
