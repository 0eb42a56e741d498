import {
  GENERIC_PAGE_PRODUCTS_MAX,
  SUBSTITUTES_MAX,
  type CatalogEntryStatus,
  type DosageForm,
  type GenericDetail,
  type GenericSummary,
  type ManufacturerSummary,
  type SubstituteList,
} from '@medibazaar/contract';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../../db/client.js';
import { generics, manufacturers, productGenerics, products } from './catalog.schema.js';
import { sellerLicensed } from '../sellers/index.js';
import { users } from '../users/index.js';
import { isUuid } from './catalog.repository.js';
import { productColumns, toProductJson } from './product-json.js';
import { searchedText } from './search.repository.js';
import { genericSetOf, unitPriceCents } from './medicine-columns.js';

type Table = typeof generics | typeof manufacturers;
type EntryRow = { id: string; name: string; nameBn: string | null; status: string };
const entryColumns = (t: Table) => ({ id: t.id, name: t.name, nameBn: t.nameBn, status: t.status });
const toSummary = (r: EntryRow): GenericSummary & ManufacturerSummary => ({
  id: r.id,
  name: r.name,
  nameBn: r.nameBn,
  status: r.status as CatalogEntryStatus,
});

/**
 * Generics or makers matching `q` (their search keys, English or Bangla, typos tolerated),
 * nearest first; without `q`, alphabetical. `status` 'all' includes requested entries.
 */
export async function listEntries(
  db: DbOrTx,
  table: Table,
  f: { q?: string | undefined; status: 'confirmed' | 'requested' | 'all'; limit: number },
): Promise<(GenericSummary & ManufacturerSummary)[]> {
  const status = f.status === 'all' ? undefined : eq(table.status, f.status);
  const q = f.q === undefined ? '' : searchedText(f.q);
  if (!q) {
    const rows = await db.select(entryColumns(table)).from(table).where(status).orderBy(asc(table.name)).limit(f.limit);
    return rows.map(toSummary);
  }
  // Small tables: every row's names are compared (English and Bangla), best first.
  const score = sql`greatest(
    word_similarity(search_key(${q}), search_key(${table.name})),
    coalesce(word_similarity(search_key(${q}), search_key(${table.nameBn})), 0))`;
  const rows = await db
    .select(entryColumns(table))
    .from(table)
    .where(and(status, sql`${score} >= 0.5`))
    .orderBy(sql`${score} desc`, asc(table.name))
    .limit(f.limit);
  return rows.map(toSummary);
}

export async function findEntry(
  db: DbOrTx,
  table: Table,
  id: string,
): Promise<(GenericSummary & ManufacturerSummary) | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select(entryColumns(table)).from(table).where(eq(table.id, id)).limit(1);
  return row ? toSummary(row) : null;
}

/** The entry of this name, case aside, if there is one. */
export async function findEntryByName(db: DbOrTx, table: Table, name: string): Promise<EntryRow | null> {
  const [row] = await db
    .select(entryColumns(table))
    .from(table)
    .where(sql`lower(${table.name}) = lower(${name})`)
    .limit(1);
  return row ?? null;
}

/** Adds an entry; null when the name is taken (case aside). */
export async function insertEntry(
  db: DbOrTx,
  table: Table,
  values: {
    name: string;
    nameBn?: string | null;
    summary?: string | null;
    summaryBn?: string | null;
    status: CatalogEntryStatus;
    requestedBy?: string | null;
  },
): Promise<string | null> {
  const { summary, summaryBn, ...common } = values;
  const rows =
    table === generics
      ? await db
          .insert(generics)
          .values({ ...common, summary: summary ?? null, summaryBn: summaryBn ?? null })
          .onConflictDoNothing()
          .returning({ id: generics.id })
      : await db.insert(manufacturers).values(common).onConflictDoNothing().returning({ id: manufacturers.id });
  return rows[0]?.id ?? null;
}

/** Changes an entry's names, texts or status; 'taken' when the new name belongs to another. */
export async function updateEntry(
  db: DbOrTx,
  table: Table,
  id: string,
  changes: Partial<{
    name: string;
    nameBn: string | null;
    summary: string | null;
    summaryBn: string | null;
    status: CatalogEntryStatus;
  }>,
): Promise<'updated' | 'not-found' | 'taken'> {
  if (!isUuid(id)) return 'not-found';
  if (changes.name !== undefined) {
    const [other] = await db
      .select({ id: table.id })
      .from(table)
      .where(and(sql`lower(${table.name}) = lower(${changes.name})`, ne(table.id, id)))
      .limit(1);
    if (other) return 'taken';
  }
  const { summary, summaryBn, ...common } = changes;
  const set = table === generics ? { ...common, summary, summaryBn } : common;
  const rows = await db
    .update(table)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(table.id, id))
    .returning({ id: table.id });
  return rows.length ? 'updated' : 'not-found';
}

/** Which of these ids name generics (or makers); the rest are unknown. */
export async function existingIds(db: DbOrTx, table: Table, ids: readonly string[]): Promise<Set<string>> {
  const valid = ids.filter(isUuid);
  if (!valid.length) return new Set();
  const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, valid));
  return new Set(rows.map((r) => r.id));
}

/** Writes a product's generics (label order) and its substitutes key. */
export async function setProductGenerics(db: DbOrTx, productId: string, genericIds: readonly string[]) {
  await db.delete(productGenerics).where(eq(productGenerics.productId, productId));
  if (genericIds.length)
    await db
      .insert(productGenerics)
      .values(genericIds.map((genericId, position) => ({ productId, genericId, position })));
  return genericIds.length ? genericSetOf(genericIds) : null;
}

/**
 * Other products of exactly the same generic set, strength and form, cheapest per unit first
 * (one index lookup on products_substitutes_idx), with how much cheaper each is a unit.
 */
export async function listSubstitutes(db: DbOrTx, productId: string): Promise<SubstituteList | null> {
  if (!isUuid(productId)) return null;
  const [self] = await db
    .select({
      genericSet: products.genericSet,
      strength: products.strength,
      form: products.form,
      priceCents: products.priceCents,
      discountPercent: products.discountPercent,
      packSize: products.packSize,
    })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  if (!self) return null;
  if (self.genericSet === null || self.strength === null || self.form === null || self.packSize === null)
    return { productId, unitPriceCents: null, items: [] };
  // The exact price per unit: cheaper units sort first even where they differ by less than a cent.
  const unit = sql`round(${products.priceCents} * (100 - ${products.discountPercent}) / 100.0) / ${products.packSize}`;
  const rows = await db
    .select(productColumns)
    .from(products)
    .leftJoin(users, eq(users.id, products.sellerId))
    .where(
      and(
        eq(products.genericSet, self.genericSet),
        eq(products.strength, self.strength),
        eq(products.form, self.form),
        ne(products.id, productId),
        sellerLicensed(products.sellerId),
      ),
    )
    .orderBy(sql`${unit} asc`, asc(products.name), asc(products.id))
    .limit(SUBSTITUTES_MAX);
  const items = rows.map((r) => toProductJson(r));
  const selfUnit = unitPriceCents(self.priceCents, self.discountPercent, self.packSize);
  return {
    productId,
    unitPriceCents: selfUnit,
    items: items.map((product) => {
      const u = product.medicine!.unitPriceCents;
      return {
        product,
        unitPriceCents: u,
        cheaperByCents: Math.round((selfUnit - u) * 100) / 100,
        cheaperByPercent: Math.round(((selfUnit - u) / selfUnit) * 100),
      };
    }),
  };
}

/**
 * A generic and every product holding it (combinations too), grouped by strength and form,
 * cheapest per unit first within a group; at most GENERIC_PAGE_PRODUCTS_MAX products.
 */
export async function genericDetail(db: DbOrTx, id: string): Promise<GenericDetail | null> {
  if (!isUuid(id)) return null;
  const [g] = await db
    .select({ ...entryColumns(generics), summary: generics.summary, summaryBn: generics.summaryBn })
    .from(generics)
    .where(eq(generics.id, id))
    .limit(1);
  if (!g) return null;
  const [rows, countRows] = await Promise.all([
    db
      .select(productColumns)
      .from(productGenerics)
      .innerJoin(products, eq(products.id, productGenerics.productId))
      .leftJoin(users, eq(users.id, products.sellerId))
      .where(and(eq(productGenerics.genericId, id), sellerLicensed(products.sellerId)))
      .orderBy(asc(productGenerics.position), asc(productGenerics.productId))
      .limit(GENERIC_PAGE_PRODUCTS_MAX),
    db.execute(
      sql`select count(*)::int as n from ${productGenerics} join ${products} on ${products.id} = ${productGenerics.productId}
        where ${productGenerics.genericId} = ${id} and ${sellerLicensed(products.sellerId)}`,
    ),
  ]);
  const groups = new Map<
    string,
    { strength: string; form: DosageForm; products: ReturnType<typeof toProductJson>[] }
  >();
  for (const product of rows.map((r) => toProductJson(r))) {
    const m = product.medicine;
    if (!m) continue;
    const key = `${m.strength}\u0000${m.form}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { strength: m.strength, form: m.form, products: [] }));
    group.products.push(product);
  }
  const collator = new Intl.Collator('en', { numeric: true });
  const sorted = [...groups.values()].sort(
    (a, b) => collator.compare(a.strength, b.strength) || collator.compare(a.form, b.form),
  );
  for (const group of sorted)
    group.products.sort(
      (a, b) => a.medicine!.unitPriceCents - b.medicine!.unitPriceCents || collator.compare(a.name, b.name),
    );
  return {
    ...toSummary(g),
    summary: g.summary,
    summaryBn: g.summaryBn,
    groups: sorted,
    productCount: Number(rowsOf<{ n: number }>(countRows)[0]?.n ?? 0),
  };
}

/** A product's medicine columns as stored (all null for a product that is not a medicine). */
export interface MedicineValues {
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
  indicationsBn: string | null;
  dosageBn: string | null;
  sideEffectsBn: string | null;
  brandBn: string | null;
}

export const NOT_A_MEDICINE: MedicineValues = {
  genericSet: null,
  strength: null,
  form: null,
  manufacturerId: null,
  packSize: null,
  packLabel: null,
  packLabelBn: null,
  dispensingClass: null,
  indications: null,
  dosage: null,
  sideEffects: null,
  indicationsBn: null,
  dosageBn: null,
  sideEffectsBn: null,
  brandBn: null,
};

/** A product's generic ids in label order. */
export async function productGenericIds(db: DbOrTx, productId: string): Promise<string[]> {
  const rows = await db
    .select({ id: productGenerics.genericId })
    .from(productGenerics)
    .where(eq(productGenerics.productId, productId))
    .orderBy(asc(productGenerics.position));
  return rows.map((r) => r.id);
}
