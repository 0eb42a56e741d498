import { processorCurrency, type ShopCurrency, shopCurrencyOf } from '@medibazaar/contract';
import { count, ne } from 'drizzle-orm';
import { type AppConfig, ConfigError } from '../../core/config.js';
import type { DbOrTx } from '../../db/client.js';
import { payments, shopCurrency } from './payments.schema.js';

/** The shop's payments or seeded prices are in another currency than SHOP_CURRENCY: it will not start. */
export class ShopCurrencyMismatchError extends ConfigError {}

/** Where the shop's data lives, as its settings name it (never with a password). */
export function shopDataLocation(config: Pick<AppConfig, 'dataDir' | 'database'>): string {
  if (config.database.kind === 'pglite') return `the data folder ${config.dataDir} (DATA_DIR)`;
  const url = new URL(config.database.url);
  return `the database ${url.host}${url.pathname} (DATABASE_URL)`;
}

/**
 * Refuses a SHOP_CURRENCY other than the one the shop's prices were seeded in, or its recorded
 * payments are in. Changing it would relabel every price and past amount (a ৳ price is not a $
 * price), mix currencies in the revenue statistics and refund in the wrong one; so the server, and
 * the seed, stop and say how to go on. A shop never seeded and without payments may change freely.
 */
export async function assertShopCurrency(
  db: DbOrTx,
  currency: ShopCurrency,
  location = 'its database',
): Promise<void> {
  const others = await db
    .select({ currency: payments.currency, payments: count() })
    .from(payments)
    .where(ne(payments.currency, processorCurrency(currency)))
    .groupBy(payments.currency);
  if (!others.length) {
    const [seeded] = await db.select({ currency: shopCurrency.currency }).from(shopCurrency).limit(1);
    if (seeded && seeded.currency !== currency) {
      throw new ShopCurrencyMismatchError(
        'Invalid configuration:\n' +
          `  SHOP_CURRENCY: is ${currency}, but this shop (${location}) was seeded with prices in ${seeded.currency}. ` +
          `Its prices, delivery fees and free-delivery thresholds would be read as ${currency}. ` +
          `Set SHOP_CURRENCY=${seeded.currency} to run this shop as it is, or start a new shop ` +
          `(another DATA_DIR or DATABASE_URL) to sell in ${currency}.`,
      );
    }
    return;
  }
  const recorded = others
    .sort((a, b) => b.payments - a.payments)
    .map((o) => `${o.currency.toUpperCase()} (${o.payments} ${o.payments === 1 ? 'payment' : 'payments'})`)
    .join(', ');
  const keep = shopCurrencyOf(others[0]!.currency);
  throw new ShopCurrencyMismatchError(
    'Invalid configuration:\n' +
      `  SHOP_CURRENCY: is ${currency}, but this shop's recorded payments are in ${recorded}. ` +
      'The currency of a shop with recorded payments cannot be changed: past amounts, statistics and refunds would be ' +
      `read in the wrong currency. ${keep ? `Set SHOP_CURRENCY=${keep} to run this shop as it is, or start` : 'Start'} ` +
      `a new shop (another DATA_DIR or DATABASE_URL) to sell in ${currency}. This shop: ${location}.`,
  );
}

/**
 * Notes the currency the seed writes the shop's prices in, the first time it runs; later seeds
 * of the same shop (every start) leave it as it is, and `assertShopCurrency` holds the shop to it.
 */
export async function recordShopCurrency(db: DbOrTx, currency: ShopCurrency): Promise<void> {
  await db.insert(shopCurrency).values({ currency }).onConflictDoNothing();
}
