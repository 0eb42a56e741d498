import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signUp } from '../../../test/auth.js';
import { createCatalogBasics, createProduct } from '../../../test/factories.js';
import { buildApp } from '../../app.js';
import { ConfigError, loadConfig } from '../../core/config.js';
import { checkouts, payments, sandboxPaymentIntents } from '../../../test/tables.js';
import { STRIPE_MINIMUM_CENTS } from './processors/stripe.js';
import { addToCart, buyCart, cardBody, openCheckout, placeOrders } from './payments.test-helpers.js';
import { ShopCurrencyMismatchError } from './shop-currency.js';

const testEnv = { NODE_ENV: 'test', LOG_LEVEL: 'silent', AUTH_SECRET: 'test-secret-test-secret-test-secret-0000' };

describe('a shop that sells in taka (SHOP_CURRENCY=BDT)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ currency: 'BDT' });
    await createCatalogBasics(t.db);
  });
  afterAll(async () => t.close());

  it('prices, charges and records every payment in bdt with the sandbox processor', async () => {
    const me = await signUp(t);
    const napa = await createProduct(t.db, { priceCents: 1250_00 });
    await addToCart(t, me, napa.id, 2);
    const session = await openCheckout(t, me);
    expect(session).toMatchObject({ amount: 2500, currency: 'bdt' });
    const intentId = session.clientSecret.split('_secret_')[0]!;
    const [intent] = await t.db
      .select({ currency: sandboxPaymentIntents.currency, amountCents: sandboxPaymentIntents.amountCents })
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, intentId));
    expect(intent).toEqual({ currency: 'bdt', amountCents: 2500_00 });

    const payment = await buyCart(t, me);
    expect(payment).toMatchObject({ price: 2500, currency: 'bdt' });
    const rows = await t.db
      .select({ currency: payments.currency, amountCents: payments.amountCents })
      .from(payments)
      .where(eq(payments.id, payment._id));
    expect(rows).toEqual([{ currency: 'bdt', amountCents: 2500_00 }]);
    const history = await t.app.inject({ method: 'GET', url: `/api/payments/${me.email}`, headers: me.headers });
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().items[0]).toMatchObject({ currency: 'bdt', price: 1250 * 2 });
    const opened = await t.db
      .select({ currency: checkouts.currency })
      .from(checkouts)
      .where(eq(checkouts.userId, me.id));
    expect(opened.map((c) => c.currency)).toEqual(['bdt', 'bdt']);
  });

  it('names the largest payment in taka and the smallest unit as a poisha', async () => {
    const me = await signUp(t);
    const pricey = await createProduct(t.db, { priceCents: 600_000_00, stock: 10 });
    await addToCart(t, me, pricey.id, 2);
    const res = await placeOrders(t, me, 'card');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'AMOUNT_TOO_LARGE',
      message: 'One card payment can be at most Tk\u00a0999,999.99. Order part of your cart first.',
    });

    const other = await signUp(t);
    const free = await createProduct(t.db, { priceCents: 1, discountPercent: 60 });
    await addToCart(t, other, free.id, 1);
    const below = await placeOrders(t, other, 'card');
    expect(below.json()).toMatchObject({
      code: 'PRICE_BELOW_ONE_CENT',
      message: expect.stringContaining('one poisha'),
    });
  });

  it('says the currency in the page configuration the browser reads', async () => {
    const { publicClientConfig } = await import('../../core/client-config.js');
    expect(publicClientConfig(t.config).currency).toBe('BDT');
  });

  it('refuses to start in another currency once payments are recorded, and says how to go on', async () => {
    const dollars = loadConfig(testEnv, { currency: 'USD' });
    const attempt = buildApp(dollars, { database: t.database });
    await expect(attempt).rejects.toBeInstanceOf(ShopCurrencyMismatchError);
    await expect(buildApp(dollars, { database: t.database })).rejects.toThrow(
      /SHOP_CURRENCY: is USD, but this shop's recorded payments are in BDT \(1 payment\)\. .*Set SHOP_CURRENCY=BDT to run this shop as it is/,
    );
    expect(ShopCurrencyMismatchError.prototype).toBeInstanceOf(ConfigError);

    // The same currency starts as before.
    const taka = await buildApp(loadConfig(testEnv, { currency: 'BDT' }), { database: t.database });
    await taka.ready();
    await taka.close();
  });
});

describe('a shop without payments', () => {
  it('may change its currency', async () => {
    const t = await createTestApp({ currency: 'USD' });
    try {
      const taka = await buildApp(loadConfig(testEnv, { currency: 'BDT' }), { database: t.database });
      await taka.ready();
      await taka.close();
    } finally {
      await t.close();
    }
  });
});

describe('Stripe in taka', () => {
  it('asks at least ৳100, above what 50 US cents convert to', () => {
    expect(STRIPE_MINIMUM_CENTS).toEqual({ USD: 50, BDT: 100_00 });
  });
});

describe('a payment page opened before the currency changed', () => {
  it('is not paid in the new currency: nothing is charged or recorded', async () => {
    const t = await createTestApp({ currency: 'USD' });
    try {
      await createCatalogBasics(t.db);
      const me = await signUp(t);
      const product = await createProduct(t.db, { priceCents: 500 });
      await addToCart(t, me, product.id, 1);
      const session = await openCheckout(t, me);
      // No payments yet, so the shop may start again in taka; the dollar page is still open.
      const taka = await buildApp(loadConfig(testEnv, { currency: 'BDT' }), { database: t.database });
      try {
        const res = await taka.inject({
          method: 'POST',
          url: '/api/sandbox/confirm',
          headers: me.headers,
          payload: cardBody(session.clientSecret),
        });
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json()).toMatchObject({
          code: 'PAYMENT_CLOSED',
          message: expect.stringContaining('opened before the shop changed its currency'),
        });
        expect(await t.db.$count(payments)).toBe(0);
      } finally {
        await taka.close();
      }
    } finally {
      await t.close();
    }
  });
});
