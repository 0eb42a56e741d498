/** Data and scenarios of the catalogue benchmark (bench/catalog.ts). */
import { CATEGORIES } from '@medibazaar/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/api/src/db/client.js';

const NAMES = [
  'Aspirin',
  'Ibuprofen',
  'Cetirizine',
  'Omeprazole',
  'Metformin',
  'Vitamin C',
  'Zinc',
  'Calcium D3',
  'Folic Acid',
  'Iron Plus',
  'Glucose Strips',
  'Lancets',
  'Thermometer',
  'BP Monitor',
  'Nebulizer',
  'Pulse Oximeter',
  'Face Wash',
  'Sunscreen',
  'Body Lotion',
  'Lip Balm',
  'Hand Sanitizer',
  'Antiseptic Soap',
  'Toothpaste',
  'Mouthwash',
  'Dental Floss',
  'Toothbrush',
  'Baby Lotion',
  'Baby Wipes',
  'Diaper Rash Cream',
  'Feeding Bottle',
  'Diaper Pants',
  'Adult Diaper',
  'Sanitary Napkin',
  'Panty Liner',
  'Menstrual Cup',
  'Prenatal Vitamin',
  'Insulin Needles',
  'Sugar-free Biscuits',
  'Cough Syrup',
  'Antacid',
];
const PHRASES = [
  'for fast relief, 10 tablets per strip',
  'gentle on skin, dermatologist tested',
  'accurate readings in seconds',
  'for the whole family, easy to use',
  'sugar free, suitable for diabetics',
  'travel size, leak-proof cap',
  'soft and absorbent for all-day comfort',
  'with a two-year warranty',
];

const textArray = (items: readonly string[]) => `array[${items.map((s) => `'${s.replaceAll("'", "''")}'`).join(',')}]`;

/** The first products are all paracetamol: a search for it finds this many at any catalogue size. */
export const FIXED_MATCHES = 50;

/**
 * Adds products numbered from+1..to in one statement, spread over the eight
 * categories, a quarter of them discounted, then refreshes the planner's statistics.
 */
export async function seedBenchProducts(db: Db, from: number, to: number) {
  if (to <= from) return;
  await db.execute(sql`
    insert into products (name, description, price_cents, discount_percent, category, image, stock, created_at, updated_at)
    select
      case when i <= ${FIXED_MATCHES} then 'Paracetamol' else (${sql.raw(textArray(NAMES))})[1 + i % ${NAMES.length}] end
        || ' ' || (50 * (1 + i % 20)) || ' mg #' || i,
      'Bench product ' || i || ', ' || (${sql.raw(textArray(PHRASES))})[1 + i % ${PHRASES.length}] || '.',
      100 + (i * 37) % 9900,
      case when i % 4 = 0 then 5 + (i % 6) * 5 else 0 end,
      (${sql.raw(textArray(CATEGORIES))})[1 + i % ${CATEGORIES.length}],
      '/images/products/bench.webp',
      i % 50,
      timestamptz '2024-01-01 00:00:00+00' + i * interval '1 minute',
      timestamptz '2024-01-01 00:00:00+00' + i * interval '1 minute'
    from generate_series(${from + 1}::int, ${to}::int) as i
  `);
  // As autovacuum leaves a live shop's table: statistics current and every page marked
  // all-visible, so a count can read the index alone. Without it autovacuum may start
  // on the new rows in the middle of a measurement.
  await db.execute(sql`vacuum analyze products`);
}

/**
 * The list requests the benchmark measures: the shop's and the home page's usual
 * asks. A search ranks every product that matches, so its cost follows the number
 * of matches, not the catalogue; the search scenario keeps that number fixed to
 * show the catalogue's own size does not weigh on it.
 */
export function catalogScenarios(): { name: string; path: string }[] {
  return [
    { name: 'all, page 1', path: '/api/products?page=1&limit=10' },
    { name: 'category, page 3', path: '/api/products?category=Devices&page=3&limit=10' },
    { name: 'discounted, page 1', path: '/api/products?discounted=true&page=1&limit=10' },
    { name: `search, typo, ${FIXED_MATCHES} matches`, path: '/api/products?q=paracetamole&page=1&limit=10' },
  ];
}
