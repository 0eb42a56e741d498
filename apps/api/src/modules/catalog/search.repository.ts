import {
  SEARCHED_QUERY_LENGTH,
  SUGGEST,
  type MedicineFacts,
  type ProductSort,
  type Suggestion,
} from '@medibazaar/contract';
import { and, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { products } from './catalog.schema.js';
import { sellerLicensed } from '../sellers/index.js';
import { medicineColumn, toMedicineFacts, type MedicineRow } from './medicine-columns.js';
import { pageRowColumns } from './product-page-rows.js';
import { runPrepared } from './prepared.js';
import { everydayForms, everydayOrder, sortKeys } from './product-order.js';

/*
 * Search (docs/decisions/034-medicine-search.md). A query is folded to its search key
 * (`search_key`, migration 0010) and looked up among the names in `search_terms` (brands,
 * generics, makers, English and Bangla): the keys whose trigram word similarity to it passes
 * pg_trgm's threshold (0.6), found through the GIN index, the nearest first, plus the keys it
 * begins (the btree index). Each name found leads to its
 * products through an index (a brand by product name, a generic through product_generics, a
 * maker through products.manufacturer_id), each source read only as far as the page needs.
 * Ranked: exact name, medicine brand prefix, generic, other product names the query begins
 * (an accessory named after a medicine), maker, then names that are only close (the query
 * found inside a word, a typo). Within a name, the everyday pack first (EVERYDAY_ORDER).
 * The cost follows the page and the number of names found, not the catalogue.
 */

/**
 * The part of a query a search reads: at most SEARCHED_QUERY_LENGTH characters (whole code
 * points, so no letter is cut in two), so a query's cost stops growing with its length.
 */
export function searchedText(q: string): string {
  const chars = Array.from(q.trim());
  return chars.length <= SEARCHED_QUERY_LENGTH
    ? chars.join('')
    : chars.slice(0, SEARCHED_QUERY_LENGTH).join('').trimEnd();
}

/** How many nearest names a search reads, and how many that begin with the query. */
const NEAREST = 40;
const PREFIXED = 20;

/**
 * The names found for a query: kind, term, ref_id, distance `d` and rank `tier`
 * (0 exact brand, 1 brand prefix, 2 generic, 4 maker, 5 close brand; a product that is not a
 * medicine moves from 1 to 3 in `ranked`).
 */
function hitsSql(q: string | Placeholder, nearest = NEAREST, prefixed = PREFIXED): SQL {
  // A placeholder's value is the searched text already (see searchedText).
  return sql`
    k as (select search_key(${typeof q === 'string' ? searchedText(q) : q}) as key),
    near as (
      (select t.kind, t.term, t.ref_id, t.key from search_terms t
        where t.key %> (select key from k)
        order by t.key <->> (select key from k) limit ${nearest})
      union
      (select t.kind, t.term, t.ref_id, t.key from search_terms t
        where t.key ~>=~ (select key from k) and t.key ~<~ ((select key from k) || chr(1114111))
        order by t.key limit ${prefixed})
    ),
    hits as (
      select n.kind, n.term, n.ref_id, (n.key <->> k.key) as d,
        case
          when n.kind in ('brand', 'brand_bn') and n.key = k.key then 0
          when n.kind in ('brand', 'brand_bn') and starts_with(n.key, k.key) then 1
          when n.kind = 'generic' then 2
          when n.kind = 'manufacturer' then 4
          else 5
        end as tier
      from near n cross join k
      where k.key <> ''
    )`;
}

/**
 * Each name's products matching the filters, at most `n` of them: a brand's and a maker's
 * newest, a generic's main-ingredient products first. Every branch is one index walk stopped
 * at `n`; the page orders them (orderOf).
 */
function matchesSql(conditions: SQL[], n: number | Placeholder): SQL {
  const where = conditions.length ? sql` and ${and(...conditions)}` : sql``;
  // A generic's products need their rows only to be filtered.
  const genericBranch = conditions.length
    ? sql`select pg.product_id from product_generics pg join ${products} on ${products.id} = pg.product_id
            where h.kind = 'generic' and pg.generic_id = h.ref_id${where}`
    : sql`select pg.product_id from product_generics pg where h.kind = 'generic' and pg.generic_id = h.ref_id`;
  return sql`
    matches as (
      select m.id, h.tier, h.d, h.term
      from hits h cross join lateral (
        select s.id from (
          (select ${products.id} as id from ${products}
            where h.kind = 'brand' and lower(${products.name}) = h.term${where}
            order by ${products.createdAt} desc, ${products.id} desc limit ${n})
          union all
          (select ${products.id} from ${products}
            where h.kind = 'brand_bn' and ${products.brandBn} = h.term${where}
            order by ${products.createdAt} desc, ${products.id} desc limit ${n})
          union all
          (${genericBranch}
            order by pg.position, pg.product_id limit ${n})
          union all
          (select ${products.id} from ${products}
            where h.kind = 'manufacturer' and ${products.manufacturerId} = h.ref_id${where}
            order by ${products.createdAt} desc, ${products.id} desc limit ${n})
        ) s
      ) m
    )`;
}

export interface SearchArgs {
  q: string;
  sort: ProductSort;
  conditions: SQL[];
  limit: number;
  offset: number;
  /** The count stops here (see searchCountLimitFor). */
  cap: number;
}

/**
 * A search's arguments as its statements take them: each a value, or a placeholder for a statement
 * compiled once and run with its values (runCompiled); a placeholder for `q` stands for its searched
 * text.
 */
export type SearchSqlArgs = {
  [K in keyof SearchArgs]: K extends 'q' | 'limit' | 'offset' | 'cap' ? SearchArgs[K] | Placeholder : SearchArgs[K];
};

/**
 * A search's statements. `rows`: the page's rows (snake_case columns, as a driver answers
 * them), each with the number of matches counted up to `cap` (`total`) and `saturated`, true
 * when the query found as many names as a search reads (more may match: the count is then not
 * exact) — one statement, each name's products read up to `cap`. `page`: the same rows without
 * the count, for a search whose count is kept. `count`: the count alone, for a page past the
 * last match.
 */
export function searchStatements(a: SearchSqlArgs): { rows: SQL; page: SQL; count: SQL } {
  const count = sql`
    with ${hitsSql(a.q)}, ${matchesSql(a.conditions, a.cap)}
    select least(count(distinct id), ${a.cap})::int as total,
      (select count(*) from hits) >= ${NEAREST} as saturated
    from matches`;
  const counted = sql`,
      least((select count(*) from best), ${a.cap})::int as total,
      (select count(*) from hits) >= ${NEAREST} as saturated`;
  return { rows: searchPageSql(a, counted), page: searchPageSql(a, sql``), count };
}

/**
 * The search's common part: the names found (`hits`), their products (`matches`), each product once
 * by the best name that found it (`best`), and every one numbered in the sort's order (`ranked.pos`).
 */
function rankedSql(a: Pick<SearchSqlArgs, 'q' | 'sort' | 'conditions' | 'cap'>): SQL {
  return sql`${hitsSql(a.q)}, ${matchesSql(a.conditions, a.cap)},
    best as (
      select distinct on (id) id, tier, d, term from matches order by id, tier, d, term
    ),
    ranked as (
      select best.id, row_number() over (order by ${sql.join(orderOf(a.sort), sql`, `)}) as pos
      from best join ${products} on ${products.id} = best.id
    )`;
}

/**
 * A search's page of rows, with `more` columns after the product's: the page's columns as a browsing
 * page reads them (product-page-rows.ts), its generics and maker named from the kept names.
 */
function searchPageSql(a: SearchSqlArgs, more: SQL): SQL {
  return sql`
    with ${rankedSql(a)},
    page as (
      select id, pos from ranked order by pos limit ${a.limit} offset ${a.offset}
    )
    select ${pageRowColumns}${more}
    from page join ${products} on ${products.id} = page.id
    order by page.pos`;
}

/**
 * A search's whole order (decision 081): one row, the ids of its first `cap` matches as ranked for a
 * page (`ids`, joined by commas, '' for none) with the count and `saturated` its pages carry. Joined
 * in the statement, so the driver hands over one text rather than a row per match.
 */
export function searchOrderSql(a: Pick<SearchSqlArgs, 'q' | 'sort' | 'conditions' | 'cap'>): SQL {
  return sql`
    with ${rankedSql(a)}
    select coalesce((select string_agg(r.id::text, ',' order by r.pos)
        from (select id, pos from ranked order by pos limit ${a.cap}) r), '') as ids,
      least((select count(*) from best), ${a.cap})::int as total,
      (select count(*) from hits) >= ${NEAREST} as saturated`;
}

/**
 * A page of a kept search order: the products of `ids` (an array's text, `{id,id,…}`, or a
 * placeholder for it) in that order, with the columns of a search's page. The search's `conditions` are applied again: the order may be older than
 * a change whose notice is still on its way (another instance's), and a product no longer on sale (its
 * seller's licence ended) or no longer matching the filters drops out rather than showing.
 */
export function searchRowsByIdSql(ids: string | Placeholder, conditions: SQL[]): SQL {
  const where = conditions.length ? sql` where ${and(...conditions)}` : sql``;
  return sql`
    select ${pageRowColumns}
    from unnest(${ids}::uuid[]) with ordinality as page(id, pos)
    join ${products} on ${products.id} = page.id${where}
    order by page.pos`;
}

/**
 * A search's order (`best`, `products` joined): by the rank of the name that found the product
 * (a product that is not a medicine found by a name it begins with moves below the generics),
 * its distance and the name, then the everyday order within a name. Another sort orders by its
 * keys alone, newest first on a tie.
 */
function orderOf(sort: ProductSort): SQL[] {
  if (sort !== 'best') return [...sortKeys(sort), sql`${products.createdAt} desc`, sql`${products.id} desc`];
  return [
    sql`case when best.tier = 1 and ${products.form} is null then 3 else best.tier end`,
    sql`best.d`,
    sql`best.term`,
    ...everydayOrder,
    sql`${products.id}`,
  ];
}

interface SuggestRow {
  kind: 'brand' | 'generic' | 'manufacturer';
  id: string;
  label: string;
  label_bn: string | null;
  product_count: number | null;
  price_cents: number | null;
  discount_percent: number | null;
  medicine: MedicineRow | string | null;
}

/** A generic's or maker's product count in a suggestion stops here ("100+"). */
const SUGGEST_COUNT_CAP = SUGGEST.countCap;
/** A brand suggests at most this many of its products (its strengths and forms). */
const PRODUCTS_PER_BRAND = 2;
/** Suggestions read this many names the query begins, and this many nearest generics, makers or brands. */
const SUGGEST_NAMES = 12;

/** A suggestion's rank and distance for names found (`n`: kind, term, ref_id, key) against the query's key `k`. */
const tierOf = sql`case
          when n.kind in ('brand', 'brand_bn') and n.key = k.key then 0
          when n.kind in ('brand', 'brand_bn') and starts_with(n.key, k.key) then 1
          when n.kind = 'generic' then 2
          when n.kind = 'manufacturer' then 3
          else 4
        end`;

/**
 * The suggestion lines of the brand names in CTE `hits`: each brand's products (up to
 * PRODUCTS_PER_BRAND), the common forms first (tablets before an infusion), in stock before
 * out of stock, newest first, with what orders them (`form_rank`, `in_stock`, `created_at`)
 * for the list's own order. A name is an English brand (by `lower(name)`) or a Bangla one
 * (by `brand_bn`).
 */
function brandLines(hits: string): SQL {
  return sql`
      select 'brand' as kind, p.id::text as id, p.name as label, p.brand_bn as label_bn, h.tier, h.d,
        p.form_rank, p.in_stock, p.created_at, null::int as product_count
      from ${sql.raw(hits)} h cross join lateral (
        select ${products.id} as id, ${products.name} as name, ${products.brandBn} as brand_bn,
          array_position(${everydayForms}, ${products.form}::text) as form_rank,
          ${products.inStock} as in_stock, ${products.createdAt} as created_at
        from ${products}
        where ((h.kind = 'brand' and lower(${products.name}) = h.term) or (h.kind = 'brand_bn' and ${products.brandBn} = h.term))
          and ${sellerLicensed(products.sellerId)}
        order by form_rank nulls last, in_stock desc, ${products.createdAt} desc, ${products.id} desc
        limit ${PRODUCTS_PER_BRAND}
      ) p
      where h.kind in ('brand', 'brand_bn')`;
}

/**
 * Suggestions while typing: brands (as their products, up to two per brand), generics and
 * makers, best first, at most SUGGEST.max; nothing for fewer than SUGGEST.minLength characters.
 *
 * The names looked up (decision 034): the names the query begins (a range of the btree on
 * the search key, exact ones first) and the generics and makers near it (their own small
 * trigram index, so typos and romanisations find them). Brands that are only close (tier 4,
 * the last) are looked up through the trigram index of every name only when the names
 * above leave fewer than SUGGEST.max lines: as a reader types a brand, its name and the
 * brands it begins fill the list, and that lookup is the one part whose cost grows with the
 * catalogue (more brand names share a short query's trigrams).
 */
export async function suggest(db: DbOrTx, q: string): Promise<Suggestion[]> {
  if ([...q.trim()].length < SUGGEST.minLength) return [];
  const result = await runPrepared<SuggestRow>(
    db,
    sql`
    with k as (select search_key(${searchedText(q)}) as key),
    strong as (
      (select t.kind, t.term, t.ref_id, t.key from search_terms t
        where t.key ~>=~ (select key from k) and t.key ~<~ ((select key from k) || chr(1114111))
        order by t.key using ~<~ limit ${SUGGEST_NAMES})
      union
      (select t.kind, t.term, t.ref_id, t.key from search_terms t
        where t.kind in ('generic', 'manufacturer') and t.key %> (select key from k)
        order by t.key <->> (select key from k) limit ${SUGGEST_NAMES})
    ),
    names as (
      select * from strong
      union
      -- Brands only close to the query, looked up only when the names above give fewer
      -- lines than a list holds: each generic or maker one, each brand with a product at least one.
      (select t.kind, t.term, t.ref_id, t.key from search_terms t
        where (select count(distinct coalesce(s.ref_id::text, s.term)) from strong s
                where s.ref_id is not null
                  or exists (select 1 from ${products} where lower(${products.name}) = s.term and s.kind = 'brand')
                  or exists (select 1 from ${products} where ${products.brandBn} = s.term and s.kind = 'brand_bn')
              ) < ${SUGGEST.max}
          and t.kind in ('brand', 'brand_bn') and t.key %> (select key from k)
        order by t.key <->> (select key from k) limit ${SUGGEST_NAMES})
    ),
    hits as (
      select n.kind, n.term, n.ref_id, (n.key <->> k.key) as d, ${tierOf} as tier
      from names n cross join k
      where k.key <> ''
    ),
    -- A generic or maker once, by its nearest name (English or Bangla).
    entries as (
      select distinct on (h.kind, h.ref_id) h.kind, h.ref_id, h.tier, h.d from hits h
      where h.kind in ('generic', 'manufacturer')
      order by h.kind, h.ref_id, h.tier, h.d
    ),
    lines as (
      ${brandLines('hits')}
      union all
      select 'generic' as kind, g.id::text as id, g.name as label, g.name_bn as label_bn, h.tier, h.d,
        null::int as form_rank, null::boolean as in_stock, null::timestamptz as created_at,
        (select count(*) from (select 1 from product_generics pg where pg.generic_id = g.id limit ${SUGGEST_COUNT_CAP}) c)::int
          as product_count
      from entries h join generics g on g.id = h.ref_id
      where h.kind = 'generic'
      union all
      select 'manufacturer', m.id::text, m.name, m.name_bn, h.tier, h.d, null, null, null,
        (select count(*) from (select 1 from ${products} where ${products.manufacturerId} = m.id limit ${SUGGEST_COUNT_CAP}) c)::int
      from entries h join manufacturers m on m.id = h.ref_id
      where h.kind = 'manufacturer'
    ),
    -- A product reached by its English and its Bangla brand name is one line.
    best as (
      select * from (
        select distinct on (kind, id) * from lines order by kind, id, tier, d
      ) s
      order by tier, d, label, form_rank nulls last, in_stock desc, created_at desc, id
      limit ${SUGGEST.max}
    )
    -- The facts a brand's line shows, read for the suggestions kept.
    select best.kind, best.id, best.label, best.label_bn, best.product_count,
      ${products.priceCents} as price_cents, ${products.discountPercent} as discount_percent,
      ${medicineColumn} as medicine
    from best left join ${products} on best.kind = 'brand' and ${products.id} = best.id::uuid
    order by best.tier, best.d, best.label, best.form_rank nulls last, best.in_stock desc, best.created_at desc, best.id`,
  );
  return result.map((r) => {
    const m = r.kind === 'brand' ? toMedicineFacts(r.medicine, r.price_cents ?? 0, r.discount_percent ?? 0) : null;
    return {
      kind: r.kind,
      id: r.id,
      label: r.label,
      labelBn: r.label_bn,
      detail: detailOf(r.kind, r.product_count, m),
      facts: m && { generics: m.generics, strength: m.strength, form: m.form, manufacturer: m.manufacturer },
      productCount: r.kind === 'brand' ? null : (r.product_count ?? 0),
    };
  });
}

const countText = (n: number | null) =>
  n === null ? '' : `${n >= SUGGEST_COUNT_CAP ? `${SUGGEST_COUNT_CAP}+` : n} product${n === 1 ? '' : 's'}`;

function detailOf(kind: SuggestRow['kind'], productCount: number | null, m: MedicineFacts | null): string {
  if (kind === 'generic') return `Generic · ${countText(productCount)}`;
  if (kind === 'manufacturer') return `Manufacturer · ${countText(productCount)}`;
  if (!m) return 'Product';
  return [m.generics.map((g) => g.name).join(' + '), m.strength, m.form, m.manufacturer.name].join(' · ');
}
