import { afterAll, describe, expect, it } from 'vitest';
import { childServers } from '../../../test/child-server.js';
import { createTestApp } from '../../../test/app.js';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../core/config.js';
import { seedDatabase } from '../../db/seed/seed.js';
import { ShopCurrencyMismatchError } from './shop-currency.js';

const testEnv = { NODE_ENV: 'test', LOG_LEVEL: 'silent', AUTH_SECRET: 'test-secret-test-secret-test-secret-0000' };

describe('a shop seeded in one currency and started in another', () => {
  it('is refused before it prices anything, naming the setting and where the shop is', async () => {
    const t = await createTestApp({ currency: 'USD' });
    try {
      await seedDatabase(t.db, { demo: false, currency: 'USD' });
      const taka = loadConfig(testEnv, { currency: 'BDT' });
      const attempt = buildApp(taka, { database: t.database });
      await expect(attempt).rejects.toBeInstanceOf(ShopCurrencyMismatchError);
      await expect(buildApp(taka, { database: t.database })).rejects.toThrow(
        /SHOP_CURRENCY: is BDT, but this shop \(the (data folder|database) .+\) was seeded with prices in USD\. .*Set SHOP_CURRENCY=USD/,
      );
      // Seeding again in taka does not change what the shop was seeded in.
      await seedDatabase(t.db, { demo: false, currency: 'BDT' });
      await expect(buildApp(taka, { database: t.database })).rejects.toBeInstanceOf(ShopCurrencyMismatchError);
      const dollars = await buildApp(loadConfig(testEnv, { currency: 'USD' }), { database: t.database });
      await dollars.ready();
      await dollars.close();
    } finally {
      await t.close();
    }
  }, 120_000);

  describe('as `npm start` runs it', () => {
    const servers = childServers();
    afterAll(() => servers.close());

    it('stops at start with a message naming SHOP_CURRENCY and the data folder', async () => {
      const data = await servers.sharedDatabase();
      const env = { ...data, AUTH_SECRET: 'seeded-currency-secret-seeded-currency', SEED_DEMO_DATA: 'false' };
      const dollars = await servers.start({ ...env, SHOP_CURRENCY: 'USD' });
      await dollars.kill();
      const refused = await servers.start({ ...env, SHOP_CURRENCY: 'BDT' }).then(
        () => null,
        (err: Error) => err.message,
      );
      expect(refused).toContain('SHOP_CURRENCY: is BDT, but this shop');
      expect(refused).toContain('was seeded with prices in USD');
      if (data.DATABASE_URL) expect(refused).toContain(`${new URL(data.DATABASE_URL).pathname} (DATABASE_URL)`);
      else expect(refused).toContain(`the data folder ${data.DATA_DIR} (DATA_DIR)`);
    }, 300_000);
  });
});
