import type { DosageForm, ProductSort } from '@medibazaar/contract';
import { sql, type SQL } from 'drizzle-orm';
import { products } from './catalog.schema.js';

/**
 * Dosage forms in the order a shopper asking for a brand or a generic most likely means them:
 * taken by mouth first (tablets, then liquids), then applied, then inserted; injections and
 * infusions, given by a nurse or in hospital, last. Every form of the contract, once
 * (`product-order.test.ts`).
 */
export const EVERYDAY_FORMS = [
  'tablet',
  'capsule',
  'syrup',
  'suspension',
  'drops',
  'sachet',
  'powder',
  'solution',
  'mouthwash',
  'cream',
  'ointment',
  'gel',
  'lotion',
  'eye-drops',
  'ear-drops',
  'nasal-spray',
  'inhaler',
  'suppository',
  'injection',
  'infusion',
] as const satisfies readonly DosageForm[];

/** EVERYDAY_FORMS as a PostgreSQL array, for `array_position`: written into the statement (a fixed list, no quotes). */
export const everydayForms = sql.raw(`'{${EVERYDAY_FORMS.join(',')}}'::text[]`);

/** The price a shopper pays, times 100 (discount applied, not rounded): orders like the price shown. */
const paidPriceOrder = sql`(${products.priceCents} * (100 - ${products.discountPercent}))`;
/** That price per unit of the pack; a product not sold in packs is one unit. */
const unitPriceOrder = sql`((${products.priceCents} * (100 - ${products.discountPercent}))::numeric / coalesce(${products.packSize}, 1))`;
const nameOrder = sql`lower(${products.name})`;

/**
 * A product's place among the products of one name a search found (its "everyday" order):
 * not injected before injected, in stock before out of stock, over the counter (or not a
 * medicine) before prescription-only, one ingredient before a combination, then by form
 * (EVERYDAY_FORMS), then cheapest per unit. Columns of `products`; a list of ORDER BY keys.
 */
export const everydayOrder: SQL[] = [
  sql`coalesce(${products.form} in ('injection', 'infusion'), false)`,
  sql`(${products.stock} = 0)`,
  sql`(coalesce(${products.dispensingClass}, 'otc') <> 'otc')`,
  sql`(strpos(coalesce(${products.genericSet}, ''), ',') > 0)`,
  sql`coalesce(array_position(${everydayForms}, ${products.form}::text), 0)`,
  unitPriceOrder,
];

/** The leading ORDER BY keys of a sort other than `best` (each list adds its own tie-breakers). */
export function sortKeys(sort: Exclude<ProductSort, 'best'>): SQL[] {
  if (sort === 'price') return [paidPriceOrder];
  if (sort === 'unit-price') return [unitPriceOrder, paidPriceOrder];
  return [nameOrder];
}
