import type {
  DispensingClass,
  GenericAntibioticList,
  MedicineReference,
  MedicineReferencePage,
} from '@medibazaar/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../../db/client.js';
import { generics, medicineReferences, products } from './catalog.schema.js';
import { isUuid } from './catalog.repository.js';

/** A medicine's key in the reference: its generic set, strength and form. */
export interface MedicineKey {
  genericSet: string;
  strength: string;
  form: string;
}

export type ReferenceRow = typeof medicineReferences.$inferSelect;

/** The generics of an entry (`r`), by name: its key holds their ids joined by commas. */
const genericsOfEntry = sql`(select coalesce(json_agg(json_build_object('id', g.id, 'name', g.name, 'nameBn', g.name_bn, 'antibiotic', g.antibiotic) order by g.name), '[]'::json)
  from generics g where g.id::text = any(string_to_array(r.generic_set, ',')))`;
/** An entry is an antibiotic when any of its generics is. */
const antibioticEntry = sql`exists (select 1 from generics g where g.antibiotic and g.id::text = any(string_to_array(r.generic_set, ',')))`;

/** One entry as the contract has it, built by the database (one statement for a whole page). */
const referenceJson = sql`json_build_object(
  'id', r.id,
  'generics', ${genericsOfEntry},
  'strength', r.strength,
  'form', r.form,
  'dispensingClass', r.dispensing_class,
  'antibiotic', ${antibioticEntry},
  'status', r.status,
  'productCount', (select count(*)::int from products p where p.generic_set = r.generic_set and p.strength = r.strength and p.form = r.form),
  'changedBy', case when u.id is null then null else json_build_object('id', u.id, 'name', u.name) end,
  'changeReason', r.change_reason,
  'updatedAt', to_char(r.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
)`;

const parsed = (v: unknown) =>
  typeof v === 'string' ? (JSON.parse(v) as MedicineReference) : (v as MedicineReference);

/** `%`, `_` and `\` stand for themselves in a search. */
const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Entries matching the filters, most recently changed first: `q` finds a generic's name (English
 * or Bangla), a brand of its products or the strength.
 */
export async function listReferences(
  db: DbOrTx,
  f: {
    q?: string | undefined;
    dispensingClass?: DispensingClass | undefined;
    antibiotic?: boolean | undefined;
    status?: 'confirmed' | 'requested' | undefined;
    page: number;
    limit: number;
  },
): Promise<MedicineReferencePage> {
  const where: SQL[] = [sql`true`];
  if (f.dispensingClass) where.push(sql`r.dispensing_class = ${f.dispensingClass}`);
  if (f.status) where.push(sql`r.status = ${f.status}`);
  if (f.antibiotic !== undefined) where.push(f.antibiotic ? antibioticEntry : sql`not ${antibioticEntry}`);
  if (f.q) {
    const like = likePattern(f.q);
    where.push(sql`(lower(r.strength) like ${like}
      or exists (select 1 from generics g where g.id::text = any(string_to_array(r.generic_set, ','))
        and (lower(g.name) like ${like} or lower(coalesce(g.name_bn, '')) like ${like}))
      or exists (select 1 from products p where p.generic_set = r.generic_set and p.strength = r.strength
        and p.form = r.form and lower(p.name) like ${like}))`);
  }
  const filter = sql.join(where, sql` and `);
  const [rows, counted] = await Promise.all([
    db.execute(sql`select ${referenceJson} as j from medicine_references r left join users u on u.id = r.changed_by
      where ${filter} order by r.updated_at desc, r.id desc limit ${f.limit} offset ${(f.page - 1) * f.limit}`),
    db.execute(sql`select count(*)::int as n from medicine_references r where ${filter}`),
  ]);
  return {
    items: rowsOf<{ j: unknown }>(rows).map((r) => parsed(r.j)),
    total: Number(rowsOf<{ n: number }>(counted)[0]?.n ?? 0),
    page: f.page,
    limit: f.limit,
  };
}

/** One entry as the contract has it; null when there is none of that id. */
export async function readReference(db: DbOrTx, id: string): Promise<MedicineReference | null> {
  if (!isUuid(id)) return null;
  const rows = await db.execute(
    sql`select ${referenceJson} as j from medicine_references r left join users u on u.id = r.changed_by where r.id = ${id}`,
  );
  const row = rowsOf<{ j: unknown }>(rows)[0];
  return row ? parsed(row.j) : null;
}

/** The entry of a medicine's key, if the reference has one. */
export async function findReferenceByKey(db: DbOrTx, key: MedicineKey, lock = false): Promise<ReferenceRow | null> {
  const q = db
    .select()
    .from(medicineReferences)
    .where(
      and(
        eq(medicineReferences.genericSet, key.genericSet),
        eq(medicineReferences.strength, key.strength),
        eq(medicineReferences.form, key.form),
      ),
    )
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** An entry by id, locked for a change of its class. */
export async function lockReference(db: DbOrTx, id: string): Promise<ReferenceRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(medicineReferences).where(eq(medicineReferences.id, id)).for('update');
  return row ?? null;
}

/**
 * Adds an entry; when another request added the same medicine meanwhile, that one is the entry
 * (its class stands).
 */
export async function insertReference(
  db: DbOrTx,
  values: MedicineKey & {
    dispensingClass: DispensingClass;
    status: 'confirmed' | 'requested';
    requestedBy: string | null;
    changedBy: string | null;
  },
): Promise<ReferenceRow> {
  const [row] = await db.insert(medicineReferences).values(values).onConflictDoNothing().returning();
  return row ?? (await findReferenceByKey(db, values))!;
}

/** Whether any of these generics (a key's ids joined by commas) is an antibiotic. */
export async function isAntibioticSet(db: DbOrTx, genericSet: string): Promise<boolean> {
  const ids = genericSet.split(',').filter(isUuid);
  if (!ids.length) return false;
  const rows = await db.execute(
    sql`select exists (select 1 from generics where antibiotic and id::text = any(string_to_array(${genericSet}, ','))) as a`,
  );
  return Boolean(rowsOf<{ a: boolean }>(rows)[0]?.a);
}

/**
 * Sets an entry's class, who set it and why; the products' foreign key (ON UPDATE CASCADE)
 * carries the class to every product of it in the same statement.
 */
export async function writeReferenceClass(
  db: DbOrTx,
  id: string,
  change: { dispensingClass: DispensingClass; changedBy: string; reason: string },
): Promise<void> {
  await db
    .update(medicineReferences)
    .set({
      dispensingClass: change.dispensingClass,
      status: 'confirmed',
      changedBy: change.changedBy,
      changeReason: change.reason,
      updatedAt: sql`now()`,
    })
    .where(eq(medicineReferences.id, id));
}

/** The products of a medicine, locked: their class follows the entry's. */
export async function productsOfKey(
  db: DbOrTx,
  key: MedicineKey,
): Promise<{ id: string; name: string; category: string; dispensingClass: string | null }[]> {
  return db
    .select({
      id: products.id,
      name: products.name,
      category: products.category,
      dispensingClass: products.dispensingClass,
    })
    .from(products)
    .where(
      and(eq(products.genericSet, key.genericSet), eq(products.strength, key.strength), eq(products.form, key.form)),
    )
    .orderBy(products.id)
    .for('update');
}

/** Moves products to another category (their class no longer fits the one they were in). */
export async function moveProducts(db: DbOrTx, ids: string[], category: string): Promise<void> {
  if (!ids.length) return;
  await db
    .update(products)
    .set({ category, updatedAt: sql`now()` })
    .where(
      sql`${products.id} in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
}

/** The over-the-counter entries holding a generic, locked: marking it an antibiotic raises them. */
export async function otcEntriesOfGeneric(db: DbOrTx, genericId: string): Promise<ReferenceRow[]> {
  return db
    .select()
    .from(medicineReferences)
    .where(
      and(
        eq(medicineReferences.dispensingClass, 'otc'),
        sql`${genericId} = any(string_to_array(${medicineReferences.genericSet}, ','))`,
      ),
    )
    .for('update');
}

/** A generic, locked, for its antibiotic flag. */
export async function lockGeneric(
  db: DbOrTx,
  id: string,
): Promise<{ id: string; name: string; antibiotic: boolean } | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ id: generics.id, name: generics.name, antibiotic: generics.antibiotic })
    .from(generics)
    .where(eq(generics.id, id))
    .for('update');
  return row ?? null;
}

export async function writeGenericAntibiotic(db: DbOrTx, id: string, antibiotic: boolean): Promise<void> {
  await db
    .update(generics)
    .set({ antibiotic, updatedAt: sql`now()` })
    .where(eq(generics.id, id));
}

/** Generics with their antibiotic flag, for the reference page's toggles: antibiotics first, then by name. */
export async function listGenericsWithFlag(
  db: DbOrTx,
  f: { q?: string | undefined; limit: number },
): Promise<GenericAntibioticList> {
  const rows = await db
    .select({ id: generics.id, name: generics.name, nameBn: generics.nameBn, antibiotic: generics.antibiotic })
    .from(generics)
    .where(
      f.q
        ? sql`lower(${generics.name}) like ${likePattern(f.q)} or lower(coalesce(${generics.nameBn}, '')) like ${likePattern(f.q)}`
        : undefined,
    )
    .orderBy(sql`${generics.antibiotic} desc`, generics.name)
    .limit(f.limit);
  return { items: rows };
}
