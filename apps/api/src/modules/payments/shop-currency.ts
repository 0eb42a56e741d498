import { processorCurrency, type ShopCurrency, shopCurrencyOf } from '@medibazaar/contract';
import { count, ne } from 'drizzle-orm';
import { ConfigError } from '../../core/config.js';
import type { DbOrTx } from '../../db/client.js';
import { payments } from './payments.schema.js';

/** The shop's payments are in another currency than SHOP_CURRENCY: it will not start. */
export class ShopCurrencyMismatchError extends ConfigError {}

/**
 * Refuses a SHOP_CURRENCY other than the one the shop's recorded payments are in. Changing it
 * would relabel every past amount (a ৳ price is not a $ price), mix currencies in the revenue
 * statistics and refund in the wrong one; so the server, and the seed, stop and say how to go on.
 * A shop without payments may change its currency freely.
 */
export async function assertShopCurrency(db: DbOrTx, currency: ShopCurrency): Promise<void> {
  const others = await db
    .select({ currency: payments.currency, payments: count() })
    .from(payments)
    .where(ne(payments.currency, processorCurrency(currency)))
    .groupBy(payments.currency);
  if (!others.length) return;
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
      `a new shop (another DATA_DIR or DATABASE_URL) to sell in ${currency}.`,
  );
}
