import type { CatalogEntryStatus, DispensingClass, DosageForm, GenericRef } from '@medibazaar/contract';
import { asc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../users/index.js';
import { generics, manufacturers, productGenerics, products } from './catalog.schema.js';
import type { MedicineRow } from './medicine-columns.js';

/**
 * A browsing page's rows with their medicine facts (decision 067). The page is chosen first, on
 * the products alone (filters, order, limit and offset); only its rows then meet their seller,
 * maker and generics, by plain joins: one row per generic, ordered by the page's place and the
 * label's order, folded into products here. Building the facts as JSON in the statement (a
 * correlated aggregate per row, for the rows skipped by the offset too) cost more than the page's
 * own read.
 */
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
  sellerId: products.sellerId,
  genericSet: products.genericSet,
  strength: products.strength,
  form: products.form,
  manufacturerId: products.manufacturerId,
  packSize: products.packSize,
  packLabel: products.packLabel,
  packLabelBn: products.packLabelBn,
  dispensingClass: products.dispensingClass,
  indications: products.indications,
  dosage: products.dosage,
  sideEffects: products.sideEffects,
  brandBn: products.brandBn,
};

/**
 * The page alone: the products `where` keeps, in `orderKeys` order, `limit` of them after `offset`,
 * each with its place (`pos`). `bySellerEmail` joins the seller, for a filter on the seller's email.
 */
export function pageOfProducts(
  db: DbOrTx,
  q: {
    where: SQL | undefined;
    orderKeys: SQL[];
    limit: number | Placeholder;
    offset: number | Placeholder;
    bySellerEmail: boolean;
  },
) {
  const select = db
    .select({
      ...pageColumns,
      pos: sql<number>`row_number() over (order by ${sql.join(q.orderKeys, sql`, `)})`.as('pos'),
    })
    .from(products);
  const from = q.bySellerEmail ? select.innerJoin(users, eq(users.id, products.sellerId)) : select;
  return from
    .where(q.where)
    .orderBy(...q.orderKeys)
    .limit(q.limit)
    .offset(q.offset)
    .as('page');
}

/**
 * The page's rows with their facts, each carrying the list's `total` (the capped count `count`, run
 * once for the statement): one statement a page. With `count` null (the filter's count is kept),
 * `total` is null and nothing is counted. Joined columns carry names of their own, so a driver's
 * raw rows (the benchmark's) name them apart.
 */
export function pageWithFacts(db: DbOrTx, page: ReturnType<typeof pageOfProducts>, count: SQL | null) {
  return db
    .select({
      total: (count ? sql<number | null>`(${count})` : sql<number | null>`null::int`).as('total'),
      id: page.id,
      name: page.name,
      nameBn: page.nameBn,
      category: page.category,
      priceCents: page.priceCents,
      description: page.description,
      image: page.image,
      discountPercent: page.discountPercent,
      stock: page.stock,
      genericSet: page.genericSet,
      strength: page.strength,
      form: page.form,
      manufacturerId: page.manufacturerId,
      packSize: page.packSize,
      packLabel: page.packLabel,
      packLabelBn: page.packLabelBn,
      dispensingClass: page.dispensingClass,
      indications: page.indications,
      dosage: page.dosage,
      sideEffects: page.sideEffects,
      brandBn: page.brandBn,
      sellerEmail: sql<string | null>`${users.email}`.as('seller_email'),
      manufacturerName: sql<string | null>`${manufacturers.name}`.as('manufacturer_name'),
      manufacturerNameBn: sql<string | null>`${manufacturers.nameBn}`.as('manufacturer_name_bn'),
      manufacturerStatus: sql<CatalogEntryStatus | null>`${manufacturers.status}`.as('manufacturer_status'),
      genericId: sql<string | null>`${generics.id}`.as('generic_id'),
      genericName: sql<string | null>`${generics.name}`.as('generic_name'),
      genericNameBn: sql<string | null>`${generics.nameBn}`.as('generic_name_bn'),
      genericStatus: sql<CatalogEntryStatus | null>`${generics.status}`.as('generic_status'),
    })
    .from(page)
    .leftJoin(users, eq(users.id, page.sellerId))
    .leftJoin(manufacturers, eq(manufacturers.id, page.manufacturerId))
    .leftJoin(productGenerics, eq(productGenerics.productId, page.id))
    .leftJoin(generics, eq(generics.id, productGenerics.genericId))
    .orderBy(asc(page.pos), asc(productGenerics.position));
}

/** One row of pageWithFacts, as the ORM answers it (the benchmark turns a driver's names into these). */
export interface PageFactRow {
  /** Null from a statement that did not count (see pageWithFacts). */
  total: number | null;
  id: string;
  name: string;
  nameBn: string | null;
  category: string;
  priceCents: number;
  description: string;
  image: string;
  discountPercent: number;
  stock: number;
  genericSet: string | null;
  strength: string | null;
  form: string | null;
  manufacturerId: string | null;
  packSize: number | null;
  packLabel: string | null;
  packLabelBn: string | null;
  dispensingClass: string | null;
  indications: string | null;
  dosage: string | null;
  sideEffects: string | null;
  brandBn: string | null;
  sellerEmail: string | null;
  manufacturerName: string | null;
  manufacturerNameBn: string | null;
  manufacturerStatus: CatalogEntryStatus | null;
  genericId: string | null;
  genericName: string | null;
  genericNameBn: string | null;
  genericStatus: CatalogEntryStatus | null;
}

/** A product as the list's JSON is made from (see toProductJson). */
interface FoldedProduct {
  id: string;
  name: string;
  nameBn: string | null;
  category: string;
  priceCents: number;
  description: string;
  image: string;
  discountPercent: number;
  stock: number;
  sellerEmail: string | null;
  medicine: MedicineRow | null;
}

/** Folds the rows of one product (one per generic, in the label's order) into the product, keeping the page's order. */
export function foldPageRows(rows: readonly PageFactRow[]): FoldedProduct[] {
  const out: FoldedProduct[] = [];
  let last: FoldedProduct | undefined;
  for (const r of rows) {
    const generic: GenericRef | null =
      r.genericId === null
        ? null
        : { id: r.genericId, name: r.genericName!, nameBn: r.genericNameBn, status: r.genericStatus! };
    if (last && last.id === r.id) {
      if (generic) last.medicine?.generics?.push(generic);
      continue;
    }
    last = {
      id: r.id,
      name: r.name,
      nameBn: r.nameBn,
      category: r.category,
      priceCents: Number(r.priceCents),
      description: r.description,
      image: r.image,
      discountPercent: Number(r.discountPercent),
      stock: Number(r.stock),
      sellerEmail: r.sellerEmail,
      medicine:
        r.genericSet === null
          ? null
          : {
              generics: generic ? [generic] : null,
              strength: r.strength!,
              form: r.form as DosageForm,
              manufacturer: {
                id: r.manufacturerId!,
                name: r.manufacturerName!,
                nameBn: r.manufacturerNameBn,
                status: r.manufacturerStatus!,
              },
              packSize: Number(r.packSize),
              packLabel: r.packLabel!,
              packLabelBn: r.packLabelBn,
              dispensingClass: r.dispensingClass as DispensingClass,
              indications: r.indications,
              dosage: r.dosage,
              sideEffects: r.sideEffects,
              brandBn: r.brandBn,
            },
    };
    out.push(last);
  }
  return out;
}
