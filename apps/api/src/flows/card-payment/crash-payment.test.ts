import { randomUUID } from 'node:crypto';
import type { CheckoutSession, Order, PaymentPage, PlacedOrders, Product } from '@medibazaar/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { childServers, type ChildServer } from '../../../test/child-server.js';
import { sessionCookie, TEST_PASSWORD } from '../../../test/auth.js';
import { cardBody } from '../../modules/payments/payments.test-helpers.js';

const servers = childServers();
afterAll(() => servers.close());

/** Every run answers at the same address, so a session and its origin hold across restarts. */
const ORIGIN = 'http://shop.test';

/** A person's calls to whichever server process is running now. */
function caller(cookie: string) {
  let server: ChildServer;
  const call = async <T>(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${server.base}${url}`, {
      method,
      headers: {
        origin: ORIGIN,
        cookie,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T, text };
  };
  return {
    on(next: ChildServer) {
      server = next;
    },
    get: <T>(url: string) => call<T>('GET', url),
    post: <T>(url: string, body: unknown = {}, headers: Record<string, string> = {}) =>
      call<T>('POST', url, body, headers),
  };
}

describe('a card order when the server is killed between placing it and its payment', () => {
  it('is paid once after restarts: one payment, the order paid once, stock taken once', async () => {
    const env = {
      ...(await servers.sharedDatabase()),
      PUBLIC_URL: ORIGIN,
      AUTH_SECRET: 'crash-payment-secret-crash-payment-secret',
      SEED_DEMO_DATA: 'true',
      REQUIRE_EMAIL_VERIFICATION: 'false',
    };
    let server = await servers.start(env);

    // A shopper signs up, fills the cart and places it by card; the payment page opens.
    const email = `crash-buyer-${Date.now()}@example.test`;
    const signUp = await fetch(`${server.base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ name: 'Crash Buyer', email, password: TEST_PASSWORD }),
    });
    expect(signUp.status, await signUp.clone().text()).toBe(200);
    const me = caller(sessionCookie(signUp.headers.getSetCookie()));
    me.on(server);
    const { body: catalog } = await me.get<{ items: Product[] }>('/api/products?limit=50');
    const product = catalog.items.find((p) => p.stock >= 5 && (!p.medicine || p.medicine.dispensingClass === 'otc'));
    expect(product, 'a demo product in stock').toBeDefined();
    const stockOf = async () => (await me.get<Product>(`/api/products/${product!._id}`)).body.stock;
    const stockBefore = product!.stock;

    expect((await me.post('/api/carts', { menuId: product!._id, quantity: 2 })).status).toBeLessThan(300);
    const address = await me.post<{ id: string }>('/api/addresses', {
      name: 'Crash Buyer',
      phone: '01712345678',
      line1: 'House 1, Road 1',
      area: 'Dhanmondi',
      district: 'dhaka',
    });
    expect(address.status, address.text).toBe(201);
    const key = randomUUID();
    const placing = { addressId: address.body.id, paymentMethod: 'card' };
    const placed = await me.post<PlacedOrders>('/api/orders', placing, { 'idempotency-key': key });
    expect(placed.status, placed.text).toBe(201);
    const numbers = placed.body.orders.map((o) => o.number);
    const session = await me.post<CheckoutSession>('/api/create-checkout-session', { orders: numbers });
    expect(session.status, session.text).toBe(200);

    // Killed before the card is confirmed.
    await server.kill();
    server = await servers.start(env);
    me.on(server);

    // The placement survived, once: the same key answers the same orders, still waiting, nothing taken.
    const replayed = await me.post<PlacedOrders>('/api/orders', placing, { 'idempotency-key': key });
    expect(replayed.status, replayed.text).toBe(200);
    expect(replayed.body.orders.map((o) => o.number)).toEqual(numbers);
    const waiting = await me.get<Order>(`/api/orders/${numbers[0]}`);
    expect(waiting.body).toMatchObject({ status: 'placed', paymentMethod: 'card', paymentStatus: 'awaiting' });
    expect(await stockOf()).toBe(stockBefore);

    // The card is confirmed on the payment page opened before the kill.
    const confirmed = await me.post<{ paymentIntent: { id: string; status: string } }>(
      '/api/sandbox/confirm',
      cardBody(session.body.clientSecret),
    );
    expect(confirmed.status, confirmed.text).toBe(200);
    const intentId = confirmed.body.paymentIntent.id;

    // Killed again, between the confirmation and the browser reporting it.
    await server.kill();
    server = await servers.start(env);
    me.on(server);

    // The confirmation replayed, and the payment reported twice at once.
    const again = await me.post<{ paymentIntent: { id: string; status: string } }>(
      '/api/sandbox/confirm',
      cardBody(session.body.clientSecret),
    );
    expect(again.status, again.text).toBe(200);
    expect(again.body.paymentIntent).toMatchObject({ id: intentId, status: 'succeeded' });
    const reports = await Promise.all([
      me.post<{ insertedId: string }>('/api/payments', { transactionId: intentId }),
      me.post<{ insertedId: string }>('/api/payments', { transactionId: intentId }),
    ]);
    expect(reports.map((r) => r.status)).toEqual([200, 200]);
    expect(reports[1]!.body.insertedId).toBe(reports[0]!.body.insertedId);

    // One payment, for the orders' amount; every order paid; the stock taken once; the units out of the cart.
    const history = await me.get<PaymentPage>(`/api/payments/${encodeURIComponent(email)}`);
    expect(history.body.total).toBe(1);
    expect(history.body.items[0]).toMatchObject({
      _id: reports[0]!.body.insertedId,
      transactionId: intentId,
      price: session.body.amount,
      status: 'succeeded',
    });
    for (const number of numbers) {
      const order = await me.get<Order>(`/api/orders/${number}`);
      expect(order.body).toMatchObject({ status: 'placed', paymentStatus: 'paid' });
      expect(order.body.events.map((e) => e.to)).toEqual(['placed']);
    }
    expect(await stockOf()).toBe(stockBefore - 2);
    const cart = await me.get<{ menuId: string }[]>('/api/carts');
    expect(cart.body.filter((line) => line.menuId === product!._id)).toEqual([]);
    await server.kill();
  }, 240_000);
});
