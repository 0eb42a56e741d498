import { randomUUID } from 'node:crypto';
import type { CheckoutSession, Order, PaymentPage, PlacedOrders, Product } from '@medibazaar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childServers, type ChildServer } from '../../../test/child-server.js';
import { sessionCookie, TEST_PASSWORD } from '../../../test/auth.js';
import { BkashStandIn } from '../../../test/servers/bkash.js';

const servers = childServers();
const standIn = new BkashStandIn();
beforeAll(() => standIn.start());
afterAll(async () => {
  await servers.close();
  await standIn.close();
});

/** Every run answers at the same address, so a session and its origin hold across restarts. */
const ORIGIN = 'http://shop.test';

describe('a bKash payment when the server is killed between bKash executing it and the shop recording it', () => {
  it('is recorded once after the restart, by the repeated callback and the order page alike', async () => {
    const config = standIn.bkashConfig();
    const env = {
      ...(await servers.sharedDatabase()),
      PUBLIC_URL: ORIGIN,
      AUTH_SECRET: 'crash-bkash-secret-crash-bkash-secret',
      SEED_DEMO_DATA: 'true',
      REQUIRE_EMAIL_VERIFICATION: 'false',
      SHOP_CURRENCY: 'BDT',
      BKASH_API_URL: config.apiUrl,
      BKASH_APP_KEY: config.appKey,
      BKASH_APP_SECRET: config.appSecret,
      BKASH_USERNAME: config.username,
      BKASH_PASSWORD: config.password,
    };
    let server: ChildServer = await servers.start(env);
    let cookie = '';
    const call = async <T>(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => {
      const res = await fetch(`${server.base}${url}`, {
        method,
        redirect: 'manual',
        headers: {
          origin: ORIGIN,
          cookie,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await res.text();
      return { status: res.status, location: res.headers.get('location'), body: (text ? JSON.parse(text) : null) as T };
    };

    const email = `crash-bkash-${Date.now()}@example.test`;
    const signUp = await fetch(`${server.base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ name: 'Crash Buyer', email, password: TEST_PASSWORD }),
    });
    expect(signUp.status).toBe(200);
    cookie = sessionCookie(signUp.headers.getSetCookie());
    const { body: catalog } = await call<{ items: Product[] }>('GET', '/api/products?limit=50');
    const product = catalog.items.find((p) => p.stock >= 5 && (!p.medicine || p.medicine.dispensingClass === 'otc'))!;
    expect(product).toBeDefined();
    const stockOf = async () => (await call<Product>('GET', `/api/products/${product._id}`)).body.stock;
    const stockBefore = product.stock;
    expect((await call('POST', '/api/carts', { menuId: product._id, quantity: 2 })).status).toBeLessThan(300);
    const address = await call<{ id: string }>('POST', '/api/addresses', {
      name: 'Crash Buyer',
      phone: '01712345678',
      line1: 'House 1, Road 1',
      area: 'Dhanmondi',
      district: 'dhaka',
    });
    const placed = await call<PlacedOrders>(
      'POST',
      '/api/orders',
      { addressId: address.body.id, paymentMethod: 'card' },
      { 'idempotency-key': randomUUID() },
    );
    expect(placed.status).toBe(201);
    const numbers = placed.body.orders.map((o) => o.number);
    const session = await call<CheckoutSession>('POST', '/api/create-checkout-session', {
      orders: numbers,
      method: 'bkash',
    });
    expect(session.status).toBe(200);
    const paymentID = session.body.clientSecret;

    // The buyer approves on bKash's page; bKash executes the payment, and the shop dies before its answer.
    const callbackUrl = standIn.buyer(paymentID, 'approve');
    const dying = server;
    standIn.onExecuted = async () => {
      standIn.onExecuted = null;
      await dying.kill();
    };
    await call('GET', callbackUrl).catch(() => null);
    expect(standIn.payments.get(paymentID)!.transactionStatus).toBe('Completed');

    server = await servers.start(env);
    // The order still waits: nothing was recorded before the kill.
    expect((await call<Order>('GET', `/api/orders/${numbers[0]}`)).body.paymentStatus).toBe('awaiting');

    // The browser repeats the callback twice while the order page reports the payment.
    const [a, b, page] = await Promise.all([
      call('GET', callbackUrl),
      call('GET', callbackUrl),
      call<{ insertedId: string }>('POST', '/api/payments', { transactionId: paymentID }),
    ]);
    expect([a.location, b.location]).toEqual([
      `/dashboard/orders/${numbers[0]}?paid=bkash`,
      `/dashboard/orders/${numbers[0]}?paid=bkash`,
    ]);
    expect(page.status).toBe(200);

    const history = await call<PaymentPage>('GET', `/api/payments/${encodeURIComponent(email)}`);
    expect(history.body.total).toBe(1);
    expect(history.body.items[0]).toMatchObject({
      transactionId: paymentID,
      provider: 'bkash',
      providerReference: standIn.payments.get(paymentID)!.trxID,
      price: session.body.amount,
      status: 'succeeded',
    });
    for (const number of numbers) {
      expect((await call<Order>('GET', `/api/orders/${number}`)).body.paymentStatus).toBe('paid');
    }
    expect(await stockOf()).toBe(stockBefore - 2);
    await server.kill();
  }, 240_000);
});
