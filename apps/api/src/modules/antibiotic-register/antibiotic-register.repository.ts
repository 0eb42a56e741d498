import type { AntibioticRegisterEntry, AntibioticRegisterFilter } from '@medibazaar/contract';
import { and, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { antibioticRegister } from './antibiotic-register.schema.js';

export type RegisterLine = Omit<typeof antibioticRegister.$inferInsert, 'id' | 'at'>;

/**
 * Writes these approved antibiotic lines to the register, each once: a line already there (a
 * second pharmacist's approval racing the first) is left as it is. Answers how many were written.
 */
export async function recordAntibioticLines(db: DbOrTx, lines: readonly RegisterLine[]): Promise<number> {
  if (!lines.length) return 0;
  const written = await db
    .insert(antibioticRegister)
    .values([...lines])
    .onConflictDoNothing({ target: antibioticRegister.orderLineId })
    .returning({ id: antibioticRegister.id });
  return written.length;
}

const DAY_MS = 86_400_000;
const likeAny = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(f: AntibioticRegisterFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (f.from) where.push(gte(antibioticRegister.at, new Date(`${f.from}T00:00:00Z`)));
  if (f.to) where.push(lt(antibioticRegister.at, new Date(Date.parse(`${f.to}T00:00:00Z`) + DAY_MS)));
  if (f.medicine) {
    const needle = likeAny(f.medicine);
    where.push(
      or(
        sql`lower(${antibioticRegister.medicine}) like ${needle}`,
        sql`lower(${antibioticRegister.generics}) like ${needle}`,
      ),
    );
  }
  if (f.pharmacistId) where.push(eq(antibioticRegister.pharmacistId, f.pharmacistId));
  if (f.order) where.push(sql`lower(${antibioticRegister.orderNumber}) like ${likeAny(f.order)}`);
  return and(...where);
}

type Row = typeof antibioticRegister.$inferSelect;

const toEntry = ({ id, at, orderLineId: _line, ...r }: Row): AntibioticRegisterEntry => ({
  ...r,
  id: String(id),
  at: at.toISOString(),
});

/** A page of the register, newest first, and how many lines match. */
export async function listRegister(
  db: DbOrTx,
  filter: AntibioticRegisterFilter,
  page: number,
  limit: number,
): Promise<{ items: AntibioticRegisterEntry[]; total: number }> {
  const where = whereOf(filter);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(antibioticRegister)
      .where(where)
      .orderBy(desc(antibioticRegister.at), desc(antibioticRegister.id))
      .limit(limit)
      .offset((page - 1) * limit),
    countRegister(db, filter),
  ]);
  return { items: rows.map(toEntry), total };
}

export async function countRegister(db: DbOrTx, filter: AntibioticRegisterFilter): Promise<number> {
  const [{ n } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(antibioticRegister)
    .where(whereOf(filter));
  return n;
}

/** Every matching line, newest first, a batch at a time (for the CSV). */
export async function* eachRegisterLine(
  db: DbOrTx,
  filter: AntibioticRegisterFilter,
  batch = 500,
): AsyncGenerator<AntibioticRegisterEntry> {
  let after: { at: Date; id: number } | null = null;
  for (;;) {
    const rows: Row[] = await db
      .select()
      .from(antibioticRegister)
      .where(
        and(
          whereOf(filter),
          after ? sql`(${antibioticRegister.at}, ${antibioticRegister.id}) < (${after.at}, ${after.id})` : undefined,
        ),
      )
      .orderBy(desc(antibioticRegister.at), desc(antibioticRegister.id))
      .limit(batch);
    for (const r of rows) yield toEntry(r);
    if (rows.length < batch) return;
    const last = rows.at(-1)!;
    after = { at: last.at, id: last.id };
  }
}
