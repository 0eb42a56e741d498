import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { prescriptionPages, prescriptionUses, prescriptions } from './prescriptions.schema.js';
import { users } from '../users/index.js';

export type PrescriptionRow = typeof prescriptions.$inferSelect;
export type PageRow = typeof prescriptionPages.$inferSelect;

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export async function insertPrescription(
  db: DbOrTx,
  values: Pick<
    typeof prescriptions.$inferInsert,
    'ownerId' | 'patientName' | 'doctorName' | 'bmdcNumber' | 'writtenOn'
  >,
): Promise<PrescriptionRow> {
  const [row] = await db.insert(prescriptions).values(values).returning();
  return row!;
}

export async function insertPages(db: DbOrTx, rows: (typeof prescriptionPages.$inferInsert)[]): Promise<void> {
  if (rows.length) await db.insert(prescriptionPages).values(rows);
}

export async function findPrescription(db: DbOrTx, id: string, lock = false): Promise<PrescriptionRow | null> {
  if (!isUuid(id)) return null;
  const q = db.select().from(prescriptions).where(eq(prescriptions.id, id)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** The pages of these prescriptions, in order. */
export async function pagesOf(db: DbOrTx, ids: string[]): Promise<Map<string, PageRow[]>> {
  const byId = new Map<string, PageRow[]>();
  if (!ids.length) return byId;
  const rows = await db
    .select()
    .from(prescriptionPages)
    .where(inArray(prescriptionPages.prescriptionId, ids))
    .orderBy(asc(prescriptionPages.prescriptionId), asc(prescriptionPages.position));
  for (const r of rows) byId.set(r.prescriptionId, [...(byId.get(r.prescriptionId) ?? []), r]);
  return byId;
}

/** Which of these prescriptions an order uses. */
export async function inUse(db: DbOrTx, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .selectDistinct({ id: prescriptionUses.prescriptionId })
    .from(prescriptionUses)
    .where(inArray(prescriptionUses.prescriptionId, ids));
  return new Set(rows.map((r) => r.id));
}

export interface Person {
  id: string;
  name: string;
  email: string;
}

export async function peopleOf(db: DbOrTx, ids: (string | null)[]): Promise<Map<string, Person>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
}

/** One page of prescriptions matching `where`, in `order`, and how many match. */
async function listPage(
  db: DbOrTx,
  where: SQL,
  order: SQL[],
  page: number,
  limit: number,
): Promise<{ rows: PrescriptionRow[]; total: number }> {
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([
    db
      .select()
      .from(prescriptions)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(prescriptions)
      .where(where),
  ]);
  return { rows, total: n };
}

/** A person's own prescriptions, newest first. */
export const listOwn = (db: DbOrTx, ownerId: string, page: number, limit: number) =>
  listPage(
    db,
    eq(prescriptions.ownerId, ownerId),
    [desc(prescriptions.createdAt), desc(prescriptions.id)],
    page,
    limit,
  );

/** Prescriptions waiting for a pharmacist, oldest first. */
export const listPending = (db: DbOrTx, page: number, limit: number) =>
  listPage(db, eq(prescriptions.status, 'pending'), [asc(prescriptions.createdAt), asc(prescriptions.id)], page, limit);

export async function findPage(db: DbOrTx, prescriptionId: string, pageId: string): Promise<PageRow | null> {
  if (!isUuid(prescriptionId) || !isUuid(pageId)) return null;
  const [row] = await db
    .select()
    .from(prescriptionPages)
    .where(and(eq(prescriptionPages.id, pageId), eq(prescriptionPages.prescriptionId, prescriptionId)))
    .limit(1);
  return row ?? null;
}

/** A page with the prescription it belongs to. */
export async function findPageWithOwner(
  db: DbOrTx,
  pageId: string,
): Promise<{ page: PageRow; prescriptionId: string; ownerId: string | null } | null> {
  if (!isUuid(pageId)) return null;
  const [row] = await db
    .select({ page: prescriptionPages, prescriptionId: prescriptions.id, ownerId: prescriptions.ownerId })
    .from(prescriptionPages)
    .innerJoin(prescriptions, eq(prescriptions.id, prescriptionPages.prescriptionId))
    .where(eq(prescriptionPages.id, pageId))
    .limit(1);
  return row ?? null;
}

export async function updatePrescription(
  db: DbOrTx,
  id: string,
  changes: Partial<typeof prescriptions.$inferInsert>,
): Promise<PrescriptionRow> {
  const [row] = await db
    .update(prescriptions)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(prescriptions.id, id))
    .returning();
  return row!;
}

/** Deletes the prescription and its pages' rows; answers the storage keys of its files. */
export async function deletePrescriptionRow(db: DbOrTx, id: string): Promise<string[]> {
  const pages = await db
    .select({ key: prescriptionPages.storageKey })
    .from(prescriptionPages)
    .where(eq(prescriptionPages.prescriptionId, id));
  await db.delete(prescriptions).where(eq(prescriptions.id, id));
  return pages.map((p) => p.key);
}
