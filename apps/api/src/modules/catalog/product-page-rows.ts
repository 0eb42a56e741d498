import type { DispensingClass, DosageForm, GenericRef, ManufacturerRef } from '@medibazaar/contract';
import { eq, SQL, sql, type Placeholder, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../users/index.js';
import { products } from './catalog.schema.js';
import type { MedicineRow } from './medicine-columns.js';
import type { ProductRow } from './product-json.js';

/**
 * A browsing page's rows (decision 067, amended by decision 077): the page's products alone, read
 * fresh on every request (price, stock, name, whether on sale), with what they name of other tables
 * as ids: the maker's id, and the generics' ids in label order. The names of generics and makers
 * come from the kept catalogue names (catalog-names.ts), so the statement joins nothing: joining
 * them for twelve rows (a row per generic, numbered and sorted back) cost PostgreSQL three times
 * the page's own read.
 *
 * - The generics' ids: a product of one generic has that generic's id as its generic set (the set
 *   is the ids sorted and joined by commas); only a combination reads its label order from
 *   product_generics, one index lookup.
 * - The seller's address: read for a seller's product only (a shop product has none), by the
 *   users' primary key, so an address changed a moment ago is the one shown.
 *
 * Raw rows (snake_case names, as the driver hands them), so the page is not mapped column by column
 * through the ORM (that mapping cost the server as much as writing the page out).
 */
const sellerEmail = sql<string | null>`case when ${products.sellerId} is null then null
  else (select u.email from ${users} u where u.id = ${products.sellerId}) end`;
const genericIds = sql<string | null>`case when strpos(${products.genericSet}, ',') > 0 then
  (select string_agg(pg.generic_id::text, ',' order by pg.position) from product_generics pg where pg.product_id = ${products.id}) end`;

const pageColumns = {
  id: products.id,
  name: products.name,
  nameBn: products.nameBn,
  category: products.category,
  priceCents: products.priceCents,
  description: products.description,
  image: products.image,
  discountPercent: products.discountPercent,
  stock: products.stock,
  genericSet: products.genericSet,
  strength: products.strength,
  form: products.form,
  manufacturerId: products.manufacturerId,
  packSize: products.packSize,
  packLabel: products.packLabel,
  packLabelBn: products.packLabelBn,
  dispensingClass: products.dispensingClass,
  brandBn: products.brandBn,
  sellerEmail: sellerEmail.as('seller_email'),
  genericIds: genericIds.as('generic_ids'),
};

/** The page's columns as raw SQL for a statement of its own that reads `products` (a search's page). */
export const pageRowColumns = sql.join(
  [
    ...Object.values(pageColumns).filter((c) => !(c instanceof SQL.Aliased)),
    sql`${sellerEmail} as seller_email`,
    sql`${genericIds} as generic_ids`,
  ] as SQLWrapper[],
  sql`, `,
);

/**
 * The page: the products `where` keeps, in `orderKeys` order, `limit` of them after `offset`, each
 * with the list's `total` (the capped count `count`, run once for the statement; null when the
 * filter's count is kept). `bySellerEmail` joins the seller, for a filter on the seller's email.
 */
export function pageOfProducts(
  db: DbOrTx,
  q: {
    where: SQL | undefined;
    orderKeys: SQL[];
    /** A number or placeholder is sent as a parameter; an SQL number is written into the text. */
    limit: number | Placeholder | SQL;
    offset: number | Placeholder | SQL;
    bySellerEmail: boolean;
    count: SQL | null;
  },
) {
  const select = db
    .select({
      total: (q.count ? sql<number | null>`(${q.count})` : sql<number | null>`null::int`).as('total'),
      ...pageColumns,
    })
    .from(products);
  const from = q.bySellerEmail ? select.innerJoin(users, eq(users.id, products.sellerId)) : select;
  return (
    from
      .where(q.where)
      .orderBy(...q.orderKeys)
      // The builder's types name numbers and placeholders only; it writes any SQL chunk given here into
      // the statement as it is (the PostgreSQL dialect's limit and offset clauses).
      .limit(q.limit as number | Placeholder)
      .offset(q.offset as number | Placeholder)
  );
}

/** One row of pageOfProducts, as the driver hands it over. */
export interface PageRow {
  /** Null from a statement that did not count (see pageOfProducts). */
  total: number | null;
  id: string;
  name: string;
  name_bn: string | null;
  category: string;
  price_cents: number;
  description: string;
  image: string;
  discount_percent: number;
  stock: number;
  generic_set: string | null;
  strength: string | null;
  form: string | null;
  manufacturer_id: string | null;
  pack_size: number | null;
  pack_label: string | null;
  pack_label_bn: string | null;
  dispensing_class: string | null;
  brand_bn: string | null;
  seller_email: string | null;
  /** A combination's generic ids in label order, joined by commas; null for one generic or none. */
  generic_ids: string | null;
}

/** A product as the list's JSON is made from (see toProductJson): its medicine facts already parsed. */
export type ListedProduct = ProductRow & { medicine: MedicineRow | null };

/** The generic ids of a row, in label order (see pageColumns). */
export const genericIdsOf = (r: Pick<PageRow, 'generic_set' | 'generic_ids'>): string[] =>
  r.generic_set === null ? [] : (r.generic_ids ?? r.generic_set).split(',');

/** The names a page's rows refer to by id. */
export interface PageNames {
  generics: ReadonlyMap<string, GenericRef>;
  makers: ReadonlyMap<string, ManufacturerRef>;
}

/** The page's products, their generics and maker named from `names`, in the page's order. */
export function toListedProducts(rows: readonly PageRow[], names: PageNames): ListedProduct[] {
  return rows.map((r) => {
    const generics = genericIdsOf(r).flatMap((id) => names.generics.get(id) ?? []);
    return {
      id: r.id,
      name: r.name,
      nameBn: r.name_bn,
      category: r.category,
      priceCents: Number(r.price_cents),
      description: r.description,
      image: r.image,
      discountPercent: Number(r.discount_percent),
      stock: Number(r.stock),
      sellerEmail: r.seller_email,
      medicine:
        r.generic_set === null
          ? null
          : {
              generics: generics.length ? generics : null,
              strength: r.strength!,
              form: r.form as DosageForm,
              manufacturer: names.makers.get(r.manufacturer_id!)!,
              packSize: Number(r.pack_size),
              packLabel: r.pack_label!,
              packLabelBn: r.pack_label_bn,
              dispensingClass: r.dispensing_class as DispensingClass,
              brandBn: r.brand_bn,
            },
    };
  });
}
