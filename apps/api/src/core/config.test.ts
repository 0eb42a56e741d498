import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const tmp = () => mkdtempSync(path.join(tmpdir(), 'mb-config-'));

describe('loadConfig', () => {
  it('runs on the embedded defaults with nothing set', () => {
    const dir = tmp();
    const c = loadConfig({ DATA_DIR: dir });
    expect(c.port).toBe(3000);
    expect(c.database).toEqual({ kind: 'pglite', dir: path.join(dir, 'pglite') });
    expect(c.shopName).toBe('MediBazaar');
    expect(c.seedDemoData).toBe(true);
  });

  it("hashes passwords at the standard cost, and allows the light one only to tests' own code", () => {
    expect(loadConfig({ DATA_DIR: tmp() }).passwordHashing).toBe('standard');
    expect(loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'test', PASSWORD_HASHING: 'light' }).passwordHashing).toBe(
      'standard',
    );
    expect(loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'test' }, { passwordHashing: 'light' }).passwordHashing).toBe(
      'light',
    );
    for (const NODE_ENV of ['development', 'production']) {
      expect(() => loadConfig({ DATA_DIR: tmp(), NODE_ENV }, { passwordHashing: 'light' })).toThrow(
        /light hashing is for tests only/,
      );
    }
  });

  it('names the variable when a value is bad', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x@y/z' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('prices in US dollars unless SHOP_CURRENCY says taka, and refuses any other currency', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).currency).toBe('USD');
    expect(loadConfig({ DATA_DIR: tmp(), SHOP_CURRENCY: 'BDT' }).currency).toBe('BDT');
    expect(loadConfig({ DATA_DIR: tmp(), SHOP_CURRENCY: ' bdt ' }).currency).toBe('BDT');
    expect(() => loadConfig({ DATA_DIR: tmp(), SHOP_CURRENCY: 'EUR' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tmp(), SHOP_CURRENCY: 'EUR' })).toThrow(
      "SHOP_CURRENCY: must be USD or BDT (the currencies this shop supports), not 'EUR'",
    );
  });

  it('charges no tax unless TAX_RATE_PERCENT says how much, and refuses what is not a percentage', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).taxRateBasisPoints).toBe(0);
    expect(loadConfig({ DATA_DIR: tmp(), TAX_RATE_PERCENT: '7.5' }).taxRateBasisPoints).toBe(750);
    expect(loadConfig({ DATA_DIR: tmp(), TAX_RATE_PERCENT: ' 15 ' }).taxRateBasisPoints).toBe(1500);
    for (const bad of ['-5', 'ten', '7.505', '101', '7,5']) {
      expect(() => loadConfig({ DATA_DIR: tmp(), TAX_RATE_PERCENT: bad }), bad).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: tmp(), TAX_RATE_PERCENT: bad }), bad).toThrow(/TAX_RATE_PERCENT/);
    }
  });

  it('holds stock for a pharmacist 24 hours unless PRESCRIPTION_HOLD_HOURS says 1 to 168, and refuses the rest', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).prescriptionHoldHours).toBe(24);
    expect(loadConfig({ DATA_DIR: tmp(), PRESCRIPTION_HOLD_HOURS: '48' }).prescriptionHoldHours).toBe(48);
    for (const bad of ['0', '169', '1.5', 'a day']) {
      expect(() => loadConfig({ DATA_DIR: tmp(), PRESCRIPTION_HOLD_HOURS: bad }), bad).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: tmp(), PRESCRIPTION_HOLD_HOURS: bad }), bad).toThrow(
        /PRESCRIPTION_HOLD_HOURS/,
      );
    }
  });

  it('keeps product pages 30 s and 16 MB, counts 30 s and 2000 search orders unless told otherwise, and 0 s keeps none', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).catalogCache).toEqual({
      ttlMs: 30_000,
      maxBytes: 16 * 1024 * 1024,
      maxPages: 5_000,
      countTtlMs: 30_000,
      maxCounts: 5_000,
      maxSearchOrders: 2_000,
    });
    expect(
      loadConfig({ DATA_DIR: tmp(), CATALOG_CACHE_SECONDS: '0', CATALOG_CACHE_MB: '2', CATALOG_CACHE_PAGES: '100' })
        .catalogCache,
    ).toMatchObject({ ttlMs: 0, maxBytes: 2 * 1024 * 1024, maxPages: 100, countTtlMs: 30_000 });
    // Counts have settings of their own: pages off leaves them kept, and the other way round.
    expect(loadConfig({ DATA_DIR: tmp(), CATALOG_COUNT_SECONDS: '0', CATALOG_COUNTS: '7' }).catalogCache).toMatchObject(
      { ttlMs: 30_000, countTtlMs: 0, maxCounts: 7 },
    );
    expect(loadConfig({ DATA_DIR: tmp(), CATALOG_SEARCH_ORDERS: '8' }).catalogCache.maxSearchOrders).toBe(8);
    expect(() => loadConfig({ CATALOG_COUNTS: '0' })).toThrow(/CATALOG_COUNTS/);
    expect(() => loadConfig({ CATALOG_SEARCH_ORDERS: '7' })).toThrow(/CATALOG_SEARCH_ORDERS/);
    expect(() => loadConfig({ CATALOG_COUNT_SECONDS: '-1' })).toThrow(/CATALOG_COUNT_SECONDS/);
    expect(() => loadConfig({ CATALOG_CACHE_PAGES: '0' })).toThrow(/CATALOG_CACHE_PAGES/);
    expect(() => loadConfig({ CATALOG_CACHE_SECONDS: '-1' })).toThrow(/CATALOG_CACHE_SECONDS/);
    expect(() => loadConfig({ CATALOG_CACHE_MB: '0' })).toThrow(/CATALOG_CACHE_MB/);
  });

  it('spaces text-message codes a minute apart unless PHONE_CODE_RESEND_SECONDS says otherwise', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).authRateLimit.phoneCodeResendSeconds).toBe(60);
    expect(loadConfig({ DATA_DIR: tmp(), PHONE_CODE_RESEND_SECONDS: '10' }).authRateLimit.phoneCodeResendSeconds).toBe(
      10,
    );
    expect(() => loadConfig({ PHONE_CODE_RESEND_SECONDS: '4' })).toThrow(/PHONE_CODE_RESEND_SECONDS/);
    expect(() => loadConfig({ PHONE_CODE_RESEND_SECONDS: 'soon' })).toThrow(/PHONE_CODE_RESEND_SECONDS/);
  });

  it('switches to PostgreSQL with DATABASE_URL', () => {
    const c = loadConfig({ DATA_DIR: tmp(), DATABASE_URL: 'postgres://u@127.0.0.1:5432/shop' });
    expect(c.database).toMatchObject({ kind: 'postgres', url: 'postgres://u@127.0.0.1:5432/shop' });
  });

  it('generates the session secret once and keeps it in DATA_DIR', () => {
    const dir = tmp();
    const first = loadConfig({ DATA_DIR: dir }).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(first);
    expect(readFileSync(path.join(dir, 'auth-secret'), 'utf8').trim()).toBe(first);
  });

  it('demands AUTH_SECRET in production on PostgreSQL, and keeps demo data off there', () => {
    expect(() =>
      loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'production', DATABASE_URL: 'postgres://u@127.0.0.1/shop' }),
    ).toThrow(/AUTH_SECRET/);
    const c = loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) });
    expect(c.seedDemoData).toBe(false);
    expect(loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'production', SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
  });

  it("demands the pharmacy's address and drug licence in production on PostgreSQL, printed on cash memos", () => {
    const live = {
      DATA_DIR: tmp(),
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://u@127.0.0.1/shop',
      AUTH_SECRET: 'x'.repeat(40),
    };
    expect(() => loadConfig(live)).toThrow(/SHOP_ADDRESS, SHOP_DRUG_LICENCE: required in production/);
    const c = loadConfig({
      ...live,
      SHOP_ADDRESS: '12 Satmasjid Road, Dhanmondi, Dhaka 1209',
      SHOP_DRUG_LICENCE: 'dc 12345',
    });
    expect(c.shopAddress).toBe('12 Satmasjid Road, Dhanmondi, Dhaka 1209');
    expect(c.shopDrugLicence).toBe('DC12345');
    expect(() => loadConfig({ ...live, SHOP_ADDRESS: 'Dhaka 1209', SHOP_DRUG_LICENCE: 'licence' })).toThrow(
      /SHOP_DRUG_LICENCE: Enter the drug licence number as printed/,
    );
    // The embedded default is a demo's, and says so.
    expect(loadConfig({ DATA_DIR: tmp() })).toMatchObject({
      shopDrugLicence: 'DEMO-0001',
      shopAddress: expect.stringMatching(/^Demo pharmacy/),
    });
  });
});

describe('bKash settings', () => {
  const credentials = {
    BKASH_APP_KEY: 'key',
    BKASH_APP_SECRET: 'secret',
    BKASH_USERNAME: 'merchant',
    BKASH_PASSWORD: 'password',
  };
  const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', DATA_DIR: tmp(), ...env });

  it('offers no bKash without its credentials', () => {
    expect(load({}).bkash).toBeNull();
  });

  it("talks to bKash's sandbox unless BKASH_API_URL says otherwise", () => {
    expect(load({ ...credentials, SHOP_CURRENCY: 'BDT' }).bkash).toEqual({
      apiUrl: 'https://tokenized.sandbox.bka.sh/v1.2.0-beta',
      appKey: 'key',
      appSecret: 'secret',
      username: 'merchant',
      password: 'password',
    });
    const live = load({
      ...credentials,
      SHOP_CURRENCY: 'BDT',
      BKASH_API_URL: 'https://tokenized.pay.bka.sh/v1.2.0-beta/',
    });
    expect(live.bkash?.apiUrl).toBe('https://tokenized.pay.bka.sh/v1.2.0-beta');
  });

  it('names the credentials missing, and refuses bKash in a shop not priced in taka', () => {
    expect(() => load({ BKASH_APP_KEY: 'key', SHOP_CURRENCY: 'BDT' })).toThrow(
      /BKASH_APP_SECRET, BKASH_USERNAME, BKASH_PASSWORD: required when bKash takes payments/,
    );
    expect(() => load({ ...credentials, SHOP_CURRENCY: 'USD' })).toThrow(ConfigError);
  });
});

describe('SSLCommerz settings', () => {
  const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', DATA_DIR: tmp(), ...env });

  it('offers SSLCommerz with its store, on its sandbox unless SSLCOMMERZ_API_URL says otherwise', () => {
    expect(load({}).sslcommerz).toBeNull();
    expect(
      load({ SSLCOMMERZ_STORE_ID: 'store', SSLCOMMERZ_STORE_PASSWORD: 'store@ssl', SHOP_CURRENCY: 'BDT' }).sslcommerz,
    ).toEqual({ apiUrl: 'https://sandbox.sslcommerz.com', storeId: 'store', storePassword: 'store@ssl' });
  });

  it('names a missing store password, and refuses SSLCommerz in a shop not priced in taka', () => {
    expect(() => load({ SSLCOMMERZ_STORE_ID: 'store', SHOP_CURRENCY: 'BDT' })).toThrow(/SSLCOMMERZ_STORE_PASSWORD/);
    expect(() => load({ SSLCOMMERZ_STORE_ID: 'store', SSLCOMMERZ_STORE_PASSWORD: 'p', SHOP_CURRENCY: 'USD' })).toThrow(
      ConfigError,
    );
  });
});
