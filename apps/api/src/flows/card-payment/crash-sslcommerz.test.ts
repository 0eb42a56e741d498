import type { CheckoutSession, Order, PaymentPage } from '@medibazaar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childServers } from '../../../test/child-server.js';
import { ChildShop, childShopEnv } from '../../../test/child-shop.js';
import { SslcommerzStandIn } from '../../../test/servers/sslcommerz.js';

const servers = childServers();
const standIn = new SslcommerzStandIn();
beforeAll(() => standIn.start());
afterAll(async () => {
  await servers.close();
  await standIn.close();
});

const GATEWAY = 'https://sandbox.sslcommerz.com';

describe('an SSLCommerz payment when the server is killed between its validation and the shop recording it', () => {
  it('is recorded once after the restart, by the repeated IPN and the browser’s return alike', async () => {
    const config = standIn.sslcommerzConfig();
    const shop = await new ChildShop(servers, {
      ...(await childShopEnv(servers, 'crash-sslcommerz-secret-crash-sslcommerz')),
      SSLCOMMERZ_API_URL: config.apiUrl,
      SSLCOMMERZ_STORE_ID: config.storeId,
      SSLCOMMERZ_STORE_PASSWORD: config.storePassword,
    }).start();
    const email = await shop.signUp('crash-sslcommerz');
    const { numbers, product } = await shop.placeOnlineOrders();
    const session = await shop.call<CheckoutSession>('POST', '/api/create-checkout-session', {
      orders: numbers,
      method: 'sslcommerz',
    });
    expect(session.status, JSON.stringify(session.body)).toBe(200);
    const tranId = standIn.calls.filter((c) => c.path === '/gwprocess/v4/api.php').at(-1)!.fields.tran_id!;

    // The buyer pays on the hosted page; the IPN arrives, SSLCommerz confirms it, and the shop dies before recording.
    const form = standIn.pay(tranId, 'VALID');
    const dying = shop.server;
    standIn.onValidated = async () => {
      standIn.onValidated = null;
      await dying.kill();
    };
    await shop.postForm('/api/sslcommerz/ipn', form, GATEWAY).catch(() => null);
    expect(standIn.onValidated).toBeNull();

    await shop.start();
    expect((await shop.call<Order>('GET', `/api/orders/${numbers[0]}`)).body.paymentStatus).toBe('awaiting');

    // SSLCommerz repeats its IPN while the browser comes back to the success address.
    const [ipn, back] = await Promise.all([
      shop.postForm('/api/sslcommerz/ipn', form, GATEWAY),
      shop.postForm('/api/sslcommerz/success', form, GATEWAY),
    ]);
    expect(ipn.status).toBe(200);
    expect(back.location).toBe(`/dashboard/orders/${numbers[0]}?paid=sslcommerz`);

    const history = await shop.call<PaymentPage>('GET', `/api/payments/${encodeURIComponent(email)}`);
    expect(history.body.total).toBe(1);
    expect(history.body.items[0]).toMatchObject({
      transactionId: tranId,
      provider: 'sslcommerz',
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
