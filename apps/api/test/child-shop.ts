import { randomUUID } from 'node:crypto';
import type { PlacedOrders, Product } from '@medibazaar/contract';
import { expect } from 'vitest';
import type { ChildServer, ChildServers } from './child-server.js';
import { sessionCookie, TEST_PASSWORD } from './auth.js';

/** Every run answers at the same address, so a session and its origin hold across restarts. */
const CHILD_ORIGIN = 'http://shop.test';

export interface Answer<T> {
  status: number;
  location: string | null;
  body: T;
}

/**
 * A taka shop run as `npm start` runs it (`child-server.ts`), with a signed-in buyer whose session
 * holds across kills and restarts: for the tests that kill the server in the middle of a payment.
 */
export class ChildShop {
  server!: ChildServer;
  private cookie = '';

  constructor(
    private readonly servers: ChildServers,
    private readonly env: Record<string, string>,
  ) {}

  /** Starts the server (again, on the same data after a kill). */
  async start(): Promise<this> {
    this.server = await this.servers.start(this.env);
    return this;
  }

  /** A JSON call as the buyer; redirects are answered, not followed. */
  async call<T>(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
    const res = await fetch(`${this.server.base}${url}`, {
      method,
      redirect: 'manual',
      headers: {
        origin: CHILD_ORIGIN,
        cookie: this.cookie,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    const json = res.headers.get('content-type')?.includes('json') && text ? (JSON.parse(text) as T) : (null as T);
    return { status: res.status, location: res.headers.get('location'), body: json };
  }

  /** A form a payment provider posts (SSLCommerz's IPN, or the browser it sends back): no session, its own origin. */
  async postForm(url: string, fields: Record<string, string>, origin: string): Promise<Answer<unknown>> {
    const res = await fetch(`${this.server.base}${url}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      body: new URLSearchParams(fields).toString(),
    });
    await res.text();
    return { status: res.status, location: res.headers.get('location'), body: null };
  }

  /** Signs a new buyer up and keeps their session. */
  async signUp(prefix: string): Promise<string> {
    const email = `${prefix}-${Date.now()}@example.test`;
    const res = await fetch(`${this.server.base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: CHILD_ORIGIN },
      body: JSON.stringify({ name: 'Crash Buyer', email, password: TEST_PASSWORD }),
    });
    expect(res.status).toBe(200);
    this.cookie = sessionCookie(res.headers.getSetCookie());
    return email;
  }

  /** Two units of a seeded product sold without prescription, placed for online payment. */
  async placeOnlineOrders(): Promise<{ numbers: string[]; product: Product }> {
    const { body: catalog } = await this.call<{ items: Product[] }>('GET', '/api/products?limit=50');
    const product = catalog.items.find((p) => p.stock >= 5 && (!p.medicine || p.medicine.dispensingClass === 'otc'))!;
    expect(product).toBeDefined();
    expect((await this.call('POST', '/api/carts', { menuId: product._id, quantity: 2 })).status).toBeLessThan(300);
    const address = await this.call<{ id: string }>('POST', '/api/addresses', {
      name: 'Crash Buyer',
      phone: '01712345678',
      line1: 'House 1, Road 1',
      area: 'Dhanmondi',
      district: 'dhaka',
    });
    const placed = await this.call<PlacedOrders>(
      'POST',
      '/api/orders',
      { addressId: address.body.id, paymentMethod: 'card' },
      { 'idempotency-key': randomUUID() },
    );
    expect(placed.status).toBe(201);
    return { numbers: placed.body.orders.map((o) => o.number), product };
  }

  async stockOf(productId: string): Promise<number> {
    return (await this.call<Product>('GET', `/api/products/${productId}`)).body.stock;
  }
}

/** The settings of a taka shop with demo data, on the database the child servers share. */
export async function childShopEnv(servers: ChildServers, secret: string): Promise<Record<string, string>> {
  return {
    ...(await servers.sharedDatabase()),
    PUBLIC_URL: CHILD_ORIGIN,
    AUTH_SECRET: secret,
    SEED_DEMO_DATA: 'true',
    REQUIRE_EMAIL_VERIFICATION: 'false',
    SHOP_CURRENCY: 'BDT',
  };
}
