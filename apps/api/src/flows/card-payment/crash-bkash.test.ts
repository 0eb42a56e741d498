import type { CheckoutSession, Order, PaymentPage } from '@medibazaar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childServers } from '../../../test/child-server.js';
import { ChildShop, childShopEnv } from '../../../test/child-shop.js';
import { BkashStandIn } from '../../../test/servers/bkash.js';

const servers = childServers();
const standIn = new BkashStandIn();
beforeAll(() => standIn.start());
afterAll(async () => {
  await servers.close();
  await standIn.close();
});

describe('a bKash payment when the server is killed between bKash executing it and the shop recording it', () => {
  it('is recorded once after the restart, by the repeated callback and the order page alike', async () => {
    const config = standIn.bkashConfig();
    const shop = await new ChildShop(servers, {
      ...(await childShopEnv(servers, 'crash-bkash-secret-crash-bkash-secret')),
      BKASH_API_URL: config.apiUrl,
      BKASH_APP_KEY: config.appKey,
      BKASH_APP_SECRET: config.appSecret,
      BKASH_USERNAME: config.username,
      BKASH_PASSWORD: config.password,
    }).start();
    const email = await shop.signUp('crash-bkash');
    const { numbers, product } = await shop.placeOnlineOrders();
    const session = await shop.call<CheckoutSession>('POST', '/api/create-checkout-session', {
      orders: numbers,
      method: 'bkash',
    });
    expect(session.status).toBe(200);
    const paymentID = session.body.clientSecret;

    // The buyer approves on bKash's page; bKash executes the payment, and the shop dies before its answer.
    const callbackUrl = standIn.buyer(paymentID, 'approve');
    const dying = shop.server;
    standIn.onExecuted = async () => {
      standIn.onExecuted = null;
      await dying.kill();
    };
    await shop.call('GET', callbackUrl).catch(() => null);
    expect(standIn.payments.get(paymentID)!.transactionStatus).toBe('Completed');

    await shop.start();
    // The order still waits: nothing was recorded before the kill.
    expect((await shop.call<Order>('GET', `/api/orders/${numbers[0]}`)).body.paymentStatus).toBe('awaiting');

    // The browser repeats the callback twice while the order page reports the payment.
    const [a, b, page] = await Promise.all([
      shop.call('GET', callbackUrl),
      shop.call('GET', callbackUrl),
      shop.call<{ insertedId: string }>('POST', '/api/payments', { transactionId: paymentID }),
    ]);
    expect([a.location, b.location]).toEqual([
      `/dashboard/orders/${numbers[0]}?paid=bkash`,
      `/dashboard/orders/${numbers[0]}?paid=bkash`,
    ]);
    expect(page.status).toBe(200);

    const history = await shop.call<PaymentPage>('GET', `/api/payments/${encodeURIComponent(email)}`);
    expect(history.body.total).toBe(1);
    expect(history.body.items[0]).toMatchObject({
      transactionId: paymentID,
      provider: 'bkash',
      providerReference: standIn.payments.get(paymentID)!.trxID,
      price: session.body.amount,
      status: 'succeeded',
    });
    for (const number of numbers) {
      expect((await shop.call<Order>('GET', `/api/orders/${number}`)).body.paymentStatus).toBe('paid');
    }
    expect(await shop.stockOf(product._id)).toBe(product.stock - 2);
    await shop.server.kill();
  }, 900_000);
});
