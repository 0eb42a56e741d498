import { randomUUID } from 'node:crypto';
import type { Order, PlacedOrders, Product, RecallList } from '@medibazaar/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { childServers, type ChildServer } from '../../../test/child-server.js';
import { sessionCookie, TEST_PASSWORD } from '../../../test/auth.js';
import { startSmtpServer } from '../../../test/smtp.js';

const servers = childServers();
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  await servers.close();
  for (const c of cleanups.reverse()) await c();
});

/** Every run answers at the same address, so a session and its origin hold across restarts. */
const ORIGIN = 'http://shop.test';

describe('a recall when the server is killed (kill -9) while it runs', () => {
  it('ends, after a restart, with exactly one notice per buyer who received the batch', async () => {
    const smtp = await startSmtpServer();
    cleanups.push(() => smtp.close());
    const env = {
      ...(await servers.sharedDatabase()),
      PUBLIC_URL: ORIGIN,
      AUTH_SECRET: 'crash-recall-secret-crash-recall-secret',
      SEED_DEMO_DATA: 'true',
      REQUIRE_EMAIL_VERIFICATION: 'false',
      SMTP_URL: smtp.url,
      MESSAGE_RETRY_DELAY_SECONDS: '1',
      MESSAGE_SEND_TIMEOUT_SECONDS: '2',
    };
    let server: ChildServer = await servers.start(env);
    const call = async <T>(cookie: string, method: string, url: string, body?: unknown, headers = {}) => {
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
      return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
    };
    const signIn = async (path: string, payload: object) => {
      const res = await fetch(`${server.base}/api/auth/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN },
        body: JSON.stringify(payload),
      });
      expect(res.status, await res.clone().text()).toBe(200);
      return sessionCookie(res.headers.getSetCookie());
    };
    const admin = await signIn('sign-in/email', { email: 'admin@medibazaar.test', password: 'Demo#2025pass' });

    const { body: catalog } = await call<{ items: Product[] }>(admin, 'GET', '/api/products?limit=50');
    const product = catalog.items.find((p) => p.stock >= 8 && (!p.medicine || p.medicine.dispensingClass === 'otc'))!;
    expect(product).toBeDefined();

    // Three buyers each receive a unit (shipped); the batch they got is the one recalled.
    const buyers: { email: string; number: string; batch: string }[] = [];
    for (let i = 0; i < 3; i++) {
      const email = `crash-recall-${i}-${Date.now()}@example.test`;
      const cookie = await signIn('sign-up/email', { name: `Buyer ${i}`, email, password: TEST_PASSWORD });
      expect((await call(cookie, 'POST', '/api/carts', { menuId: product._id, quantity: 1 })).status).toBeLessThan(300);
      const address = await call<{ id: string }>(cookie, 'POST', '/api/addresses', {
        name: `Buyer ${i}`,
        phone: '01712345678',
        line1: 'House 1, Road 1',
        area: 'Dhanmondi',
        district: 'dhaka',
      });
      const placed = await call<PlacedOrders>(
        cookie,
        'POST',
        '/api/orders',
        { addressId: address.body.id, paymentMethod: 'cod' },
        { 'idempotency-key': randomUUID() },
      );
      expect(placed.status).toBe(201);
      const number = placed.body.orders[0]!.number;
      for (const to of ['confirmed', 'packed', 'shipped']) {
        expect((await call(admin, 'POST', `/api/orders/${number}/transitions`, { to })).status).toBe(200);
      }
      const order = await call<Order>(admin, 'GET', `/api/orders/${number}`);
      buyers.push({ email, number, batch: order.body.lines[0]!.lots![0]!.batch });
    }
    const batch = buyers[0]!.batch;
    const told = buyers.filter((b) => b.batch === batch);
    const recall = {
      productId: product._id,
      scope: 'batch',
      batch,
      reason: 'Cracked blisters found in this batch.',
      instructions: 'Stop using it and bring it back to the shop.',
    };

    // The recall starts, and the process dies while it runs (before or after its commit).
    void call(admin, 'POST', '/api/recalls', recall).catch(() => null);
    await new Promise((r) => setTimeout(r, 150));
    await server.kill();

    server = await servers.start(env);
    const { body: list } = await call<RecallList>(admin, 'GET', '/api/recalls');
    if (!list.items.length) {
      // It died before the commit: nothing of it is left, and the admin recalls again.
      expect((await call(admin, 'POST', '/api/recalls', recall)).status).toBe(201);
    } else {
      // It died after the commit: recalling again finds the batch recalled, and tells nobody twice.
      expect((await call<{ code: string }>(admin, 'POST', '/api/recalls', recall)).body.code).toBe('NOTHING_TO_RECALL');
      expect((await call(admin, 'POST', `/api/recalls/${list.items[0]!.id}/reallocate`)).status).toBe(200);
    }
    const recallMails = (email: string) =>
      smtp.received.filter((m) => m.to.includes(email.toLowerCase()) && m.subject.startsWith('Recall:'));
    const deadline = Date.now() + 40_000;
    while (told.some((b) => recallMails(b.email).length === 0) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
    }
    // Long enough for a second copy to have been sent, had there been one.
    await new Promise((r) => setTimeout(r, 4_000));
    // One message per buyer told. Delivery is at least once (decision 041): a process killed after
    // the mail server took a mail, before the send was recorded, sends it again with the same
    // Message-ID, which the buyer's mail reader shows once.
    for (const b of buyers) {
      const mails = recallMails(b.email);
      expect(mails.every((m) => m.messageId !== '')).toBe(true);
      expect(new Set(mails.map((m) => m.messageId)).size).toBe(b.batch === batch ? 1 : 0);
    }
    const { body: after } = await call<RecallList>(admin, 'GET', '/api/recalls');
    expect(after.items).toHaveLength(1);
    expect(after.items[0]).toMatchObject({ batches: [batch], buyersTold: told.length });
    await server.kill();
  }, 300_000);
});
