import { randomUUID } from 'node:crypto';
import { formatAmount } from '@medibazaar/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { signUp, type SignedIn } from '../../../test/auth.js';
import { createCatalogBasics, createProduct } from '../../../test/factories.js';
import { startSmtpServer, type ReceivedMail, createMailingTestApp } from '../../../test/smtp.js';
import { orders, payments, products } from '../../../test/tables.js';
import { seedDeliveryZones } from '../orders/delivery.repository.js';
import { addToCart } from '../payments/payments.test-helpers.js';

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe('messages to sellers and admins', () => {
  let smtp: Smtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createMailingTestApp(smtp);
    await createCatalogBasics(t.db);
    await seedDeliveryZones(t.db, 'USD');
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  async function buyerWithAddress() {
    const buyer = await signUp(t);
    const address = await t.app.inject({
      method: 'POST',
      url: '/api/addresses',
      headers: buyer.headers,
      payload: { name: 'Rahim Uddin', phone: '01712345678', line1: 'House 4', area: 'Dhanmondi', district: 'dhaka' },
    });
    expect(address.statusCode, address.body).toBe(201);
    return { buyer, addressId: address.json().id as string };
  }

  async function buyCod(productId: string, quantity: number) {
    const { buyer, addressId } = await buyerWithAddress();
    await addToCart(t, buyer, productId, quantity);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...buyer.headers, 'idempotency-key': randomUUID() },
      payload: { addressId, paymentMethod: 'cod' },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    return { buyer, number: placed.json().orders[0].number as string };
  }

  /** Mail jobs queued for `to` with `template` (sent or not). */
  async function queued(to: string, template: string) {
    return rowsOf<{ data: { values: Record<string, unknown> } }>(
      await t.db.execute(
        sql`select data from pgboss.job where name = 'mail' and data->>'to' = ${to} and data->>'template' = ${template}`,
      ),
    );
  }

  const arrived = (to: string, subject: string) =>
    smtp.received.filter((m) => m.to.includes(to) && m.subject.includes(subject));

  it('tells the seller, in their language, of a cash order to fulfil, once however often it is placed', async () => {
    const seller = await signUp(t, { role: 'seller' });
    await t.db.execute(sql`update users set locale = 'bn' where id = ${seller.id}`);
    const product = await createProduct(t.db, { priceCents: 2500, stock: 50, sellerId: seller.id });
    const { buyer, addressId } = await buyerWithAddress();
    await addToCart(t, buyer, product.id, 2);
    const key = randomUUID();
    const place = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { ...buyer.headers, 'idempotency-key': key },
        payload: { addressId, paymentMethod: 'cod' },
      });
    const placed = await place();
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await place()).statusCode).toBe(200);
    const number = placed.json().orders[0].number as string;
    const total = placed.json().orders[0].total as number;

    const mails = await smtp.waitFor(seller.email, 2);
    const mail = mails.find((m) => m.subject.includes(number))!;
    expect(mail.subject).toBe(`নতুন অর্ডার ${number} পাঠানোর অপেক্ষায়`);
    expect(mail.text).toContain('২টি পণ্য');
    expect(mail.text).toContain('নগদে');
    expect(mail.text).toContain(`${t.config.publicUrl}/dashboard/orders/${number}`);
    expect(mail.text).toContain(`মোট ${formatAmount(total, 'USD', 'bn')}`);
    expect(await queued(seller.email, 'seller-new-order')).toHaveLength(1);
  });

  it('no new-order mail for a seller who turned order news by mail off', async () => {
    const seller = await signUp(t, { role: 'seller' });
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/notifications',
      headers: seller.headers,
      payload: { orderEmail: false, orderSms: false, marketingEmail: false, marketingSms: false },
    });
    expect(off.statusCode).toBe(200);
    const product = await createProduct(t.db, { stock: 50, sellerId: seller.id });
    await buyCod(product.id, 1);
    expect(await queued(seller.email, 'seller-new-order')).toHaveLength(0);
  });

  it('tells the seller once when a sale takes a product below its threshold, and again only after a restock', async () => {
    const seller = await signUp(t, { role: 'seller' });
    const product = await createProduct(t.db, {
      stock: 8,
      sellerId: seller.id,
      name: `Napa ${randomUUID().slice(0, 6)}`,
    });
    const patch = (body: Record<string, unknown>) =>
      t.app.inject({ method: 'PATCH', url: `/api/products/${product.id}`, headers: seller.headers, payload: body });

    await buyCod(product.id, 3); // 8 → 5: at the threshold (5), not below
    expect(await queued(seller.email, 'low-stock')).toHaveLength(0);
    await buyCod(product.id, 1); // 5 → 4: below
    await buyCod(product.id, 1); // 4 → 3: still below, no second mail
    let mails: ReceivedMail[] = [];
    for (let i = 0; i < 60 && mails.length < 1; i++) {
      await new Promise((r) => setTimeout(r, 250));
      mails = arrived(seller.email, `Low stock: ${product.name}`);
    }
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`${product.name} has 4 units left, below the 5`);
    expect(mails[0]!.text).toContain(`${t.config.publicUrl}/dashboard/updateItem/${product.id}`);
    expect(await queued(seller.email, 'low-stock')).toHaveLength(1);

    // Restocked above it, then sold below it again: a new crossing, a new mail.
    expect((await patch({ stock: 10 })).statusCode).toBe(200);
    await buyCod(product.id, 6); // 10 → 4
    const both = await queued(seller.email, 'low-stock');
    expect(both).toHaveLength(2);
    expect(both.map((j) => j.data.values.stock).sort()).toEqual([4, 4]);

    // A threshold of their own, and 0 turns it off.
    const raised = await patch({ stock: 30, lowStockThreshold: 20 });
    expect(raised.statusCode, raised.body).toBe(200);
    await buyCod(product.id, 11); // 30 → 19
    expect(await queued(seller.email, 'low-stock')).toHaveLength(3);
    expect((await patch({ stock: 30, lowStockThreshold: 0 })).statusCode).toBe(200);
    await buyCod(product.id, 30); // 30 → 0
    expect(await queued(seller.email, 'low-stock')).toHaveLength(3);
  });

  it('the shop’s own products tell the admins', async () => {
    const admin = await signUp(t, { role: 'admin' });
    const product = await createProduct(t.db, { stock: 5, sellerId: null });
    await buyCod(product.id, 1);
    const [job] = await queued(admin.email, 'low-stock');
    expect(job?.data.values).toMatchObject({ product: product.name, stock: 4, threshold: 5 });
  });

  it('tells every admin when a refund fails, and again when a retry fails', async () => {
    const admin = await signUp(t, { role: 'admin' });
    const otherAdmin = await signUp(t, { role: 'admin' });
    const seller = await signUp(t, { role: 'seller' });
    const product = await createProduct(t.db, { stock: 50, sellerId: seller.id });
    const { buyer, number } = await buyCod(product.id, 1);
    // Paid by card through a processor this shop no longer uses: the refund cannot go through.
    const [order] = await t.db
      .select({ totalCents: orders.totalCents, currency: orders.currency, buyerEmail: orders.buyerEmail })
      .from(orders)
      .where(eq(orders.number, number));
    const [payment] = await t.db
      .insert(payments)
      .values({
        email: order!.buyerEmail,
        amountCents: order!.totalCents,
        currency: order!.currency,
        provider: 'stripe',
        transactionId: `pi_str_${randomUUID().replaceAll('-', '')}`,
        status: 'succeeded',
      })
      .returning({ id: payments.id });
    await t.db
      .update(orders)
      .set({ paymentMethod: 'card', paymentStatus: 'paid', paymentId: payment!.id })
      .where(eq(orders.number, number));

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${number}/cancel`,
      headers: buyer.headers,
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().paymentStatus).toBe('refund_failed');
    for (const who of [admin, otherAdmin] as SignedIn[]) {
      const [mail] = await smtp.waitFor(who.email, 2).then((all) => all.filter((m) => m.subject.includes(number)));
      expect(mail!.subject).toBe(`Refund failed for order ${number}`);
      expect(mail!.text).toContain('stripe');
      expect(mail!.text).toContain(`$${(order!.totalCents / 100).toFixed(2)}`);
    }
    // Nobody else hears of it.
    expect(await queued(buyer.email, 'refund-failed')).toHaveLength(0);
    expect(await queued(seller.email, 'refund-failed')).toHaveLength(0);

    const retry = await t.app.inject({ method: 'POST', url: `/api/orders/${number}/refund`, headers: admin.headers });
    expect(retry.statusCode).toBe(200);
    expect(await queued(admin.email, 'refund-failed')).toHaveLength(2);
  });

  it('keeps a product’s threshold: 5 unless its seller sets another, never below 0', async () => {
    const seller = await signUp(t, { role: 'seller' });
    const product = await createProduct(t.db, { sellerId: seller.id });
    const [row] = await t.db
      .select({ threshold: products.lowStockThreshold })
      .from(products)
      .where(eq(products.id, product.id));
    expect(row!.threshold).toBe(5);
    const negative = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${product.id}`,
      headers: seller.headers,
      payload: { lowStockThreshold: -1 },
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().field).toBe('lowStockThreshold');
  });
});
