/** Data and scenarios of the catalogue benchmark (bench/catalog.ts). */
import { CATEGORIES } from '@medibazaar/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/api/src/db/client.js';

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

/** Syllables bench brand names are made of: three of them name one brand ("Napaxo"). */
const SYLLABLES = [
  'na',
  'pa',
  'xo',
  'ri',
  'to',
  'mi',
  'ce',
  'lo',
  'fa',
  'dri',
  'ko',
  'sa',
  've',
  'tu',
  'zi',
  'mo',
  'ra',
  'le',
  'ni',
  'qu',
  'be',
  'do',
  'ga',
  'hi',
  'ju',
  'ke',
  'lu',
  'me',
  'no',
  'po',
  'ro',
  'si',
  'ta',
  'vo',
  'we',
  'ya',
  'ze',
  'bo',
  'cu',
  'di',
];
/** About this many products share a brand (its strengths, forms and packs), as in a real catalogue. */
const PRODUCTS_PER_BRAND = 6;
const STRENGTHS = ['5 mg', '10 mg', '20 mg', '250 mg', '500 mg', '250 mg/5 ml', '1%'];
const FORMS = ['tablet', 'capsule', 'syrup', 'injection', 'cream', 'drops', 'inhaler'];

/**
 * Adds products numbered from+1..to in one statement, spread over the eight
 * categories, a quarter of them discounted, each a medicine: a brand (a name shared by
 * about six products, so brand names grow with the catalogue), one of the seeded
 * generics (every tenth a two-generic combination), strength, form, maker and class.
 * The first FIXED_MATCHES are paracetamol and no other is, so a search for it finds the
 * same products at any size. Needs the seeded generics and makers (seedDatabase).
 * Refreshes the planner's statistics.
 */
export async function seedBenchProducts(db: Db, from: number, to: number) {
  if (to <= from) return;
  const syl = sql.raw(textArray(SYLLABLES));
  const n = SYLLABLES.length;
  // The rows, each with its medicine's key and the class it is listed with.
  const keyed = sql`
    with g as (select array_agg(id order by name) as ids from generics where name <> 'Paracetamol'),
    para as (select id from generics where name = 'Paracetamol'),
    m as (select array_agg(id order by name) as ids from manufacturers),
    rows as (
      select i, (i - 1) / ${PRODUCTS_PER_BRAND} as b,
        case when i <= ${FIXED_MATCHES} then (select id from para) else g.ids[1 + i % array_length(g.ids, 1)] end as g1,
        case when i % 10 = 0 and i > ${FIXED_MATCHES} then g.ids[1 + (i / 10) % array_length(g.ids, 1)] end as g2,
        m.ids[1 + i % array_length(m.ids, 1)] as maker
      from generate_series(${from + 1}::int, ${to}::int) as i, g, m
    ),
    keyed as (
      select rows.*,
        case when g2 is null or g2 = g1 then g1::text else least(g1, g2)::text || ',' || greatest(g1, g2)::text end as gs,
        (${sql.raw(textArray(STRENGTHS))})[1 + (i / 3) % ${STRENGTHS.length}] as st,
        (${sql.raw(textArray(FORMS))})[1 + i % ${FORMS.length}] as fm,
        case when i % 20 = 0 then 'controlled' when i % 3 = 0 then 'prescription' else 'otc' end as cls
      from rows
    )`;
  // Each medicine's reference entry first (decision 055), with the strictest class of its
  // products; an antibiotic is at least prescription-only.
  await db.execute(sql`${keyed}
    insert into medicine_references (generic_set, strength, form, dispensing_class)
    select gs, st, fm, (array['otc', 'prescription', 'controlled'])[greatest(
      max(case cls when 'otc' then 1 when 'prescription' then 2 else 3 end),
      case when exists (select 1 from generics a where a.antibiotic and a.id::text = any(string_to_array(gs, ','))) then 2 else 1 end)]
    from keyed group by gs, st, fm
    on conflict do nothing`);
  await db.execute(sql`${keyed},
    inserted as (
      insert into products (name, description, price_cents, discount_percent, category, image, stock, created_at, updated_at,
        generic_set, strength, form, manufacturer_id, pack_size, pack_label, dispensing_class)
      select
        initcap((${syl})[1 + b % ${n}] || (${syl})[1 + (b / ${n}) % ${n}] || (${syl})[1 + (b / ${n * n}) % ${n}]),
        'Bench product ' || i || ', ' || (${sql.raw(textArray(PHRASES))})[1 + i % ${PHRASES.length}] || '.',
        100 + (i * 37) % 9900,
        case when i % 4 = 0 then 5 + (i % 6) * 5 else 0 end,
        (${sql.raw(textArray(CATEGORIES))})[1 + i % ${CATEGORIES.length}],
        '/images/products/bench.webp',
        i % 50,
        timestamptz '2024-01-01 00:00:00+00' + i * interval '1 minute',
        timestamptz '2024-01-01 00:00:00+00' + i * interval '1 minute',
        gs, st, fm, maker, 10, '10 units', r.dispensing_class
      from keyed join medicine_references r on r.generic_set = gs and r.strength = st and r.form = fm
      returning id, generic_set
    )
    insert into product_generics (product_id, generic_id, position)
    select inserted.id, gid::uuid, pos - 1
    from inserted, unnest(string_to_array(inserted.generic_set, ',')) with ordinality as u(gid, pos)
  `);
  // As autovacuum leaves a live shop's table: statistics current and every page marked
  // all-visible, so a count can read the index alone. Without it autovacuum may start
  // on the new rows in the middle of a measurement.
  await db.execute(sql`vacuum analyze products`);
  await db.execute(sql`vacuum analyze product_generics`);
  await db.execute(sql`vacuum analyze search_terms`);
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
