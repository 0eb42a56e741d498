import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { productLots, products, stockMoves } from '../../modules/catalog/index.js';

/** A seeded medicine's stock, to be split into lots. */
export interface SeedStock {
  productId: string;
  /** The seed key: the lots' batches and expiries follow from it, the same on every run. */
  key: string;
  stock: number;
}

const DAY = 86_400_000;

/** A small stable number from a seed key, so lots look varied but never change between runs. */
const hashOf = (key: string) => parseInt(createHash('sha256').update(key).digest('hex').slice(0, 8), 16);

/**
 * Two or three lots for a medicine's stock (decision 059), as a pharmacy holds them: the
 * earliest-expiring lot small, a main lot about a year out, and for every other medicine a third
 * received lately. About one medicine in three has its first lot within 90 days (near expiry, but
 * past the shop's margin, so still sold); none has expired. Batches read like a maker's:
 * two letters, the expiry's year and a number ending in the lot's place (never two alike).
 */
function lotsOfSeedStock(s: SeedStock, now: Date): { batch: string; expiresOn: string; quantity: number }[] {
  const h = hashOf(s.key);
  const count = h % 2 === 0 ? 3 : 2;
  const letters = String.fromCharCode(65 + (h % 26), 65 + ((h >>> 5) % 26));
  const day = (days: number) => new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);
  const firstDays = h % 3 === 0 ? 45 + (h % 40) : 150 + (h % 120);
  const expiries = [day(firstDays), day(330 + (h % 90)), day(600 + (h % 150))].slice(0, count);
  const first = Math.max(1, Math.floor(s.stock / 5));
  const rest = s.stock - first;
  const quantities = count === 3 ? [first, Math.ceil(rest / 2), Math.floor(rest / 2)] : [first, rest];
  return expiries
    .map((expiresOn, i) => ({
      batch: `${letters}${expiresOn.slice(2, 4)}${((h >>> (i * 7)) % 90) + 10}${i + 1}`,
      expiresOn,
      quantity: quantities[i]!,
    }))
    .filter((l) => l.quantity > 0);
}

/**
 * Writes the lots of medicines just seeded (inserted with no stock): each lot, its `received`
 * ledger row, and the product's stock as their sum, in one statement per few hundred lots.
 */
export async function seedLots(db: Db, stocks: readonly SeedStock[], now = new Date()): Promise<void> {
  const lots = stocks.filter((s) => s.stock > 0).flatMap((s) => lotsOfSeedStock(s, now).map((l) => ({ ...l, ...s })));
  for (let i = 0; i < lots.length; i += 300) {
    const values = sql.join(
      lots
        .slice(i, i + 300)
        .map((l) => sql`(${l.productId}::uuid, ${l.batch}, ${l.expiresOn}::date, ${l.quantity}::int)`),
      sql`, `,
    );
    await db.execute(sql`
      with lot as (
        insert into ${productLots} (product_id, batch, expires_on, quantity)
        select * from (values ${values}) as v(product_id, batch, expires_on, quantity)
        on conflict (product_id, batch) do nothing
        returning id, product_id, quantity
      ),
      moved as (
        insert into ${stockMoves} (product_id, lot_id, kind, quantity, reason)
        select product_id, id, 'received', quantity, 'demo stock' from lot
      )
      update ${products} p set stock = p.stock + s.quantity
      from (select product_id, sum(quantity)::int as quantity from lot group by product_id) s
      where p.id = s.product_id
    `);
  }
}
