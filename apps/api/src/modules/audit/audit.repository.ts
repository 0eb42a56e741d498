import type { AuditAction, AuditEntry, AuditFilterSchema, AuditObjectType, Role } from '@medibazaar/contract';
import { and, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { auditLog } from './audit.schema.js';

export interface AuditRow {
  actorId: string | null;
  actorEmail: string | null;
  actorRole: Role | null;
  action: AuditAction;
  objectType: AuditObjectType;
  objectId: string;
  before: unknown;
  after: unknown;
  requestId: string | null;
  ip: string | null;
}

export async function insertAudit(db: DbOrTx, row: AuditRow): Promise<void> {
  await db.insert(auditLog).values({
    ...row,
    before: row.before ?? null,
    after: row.after ?? null,
  });
}

/** Several entries in one statement (an import's lots, say). */
export async function insertAudits(db: DbOrTx, rows: AuditRow[]): Promise<void> {
  if (!rows.length) return;
  await db
    .insert(auditLog)
    .values(rows.map((row) => ({ ...row, before: row.before ?? null, after: row.after ?? null })));
}

type Filter = z.output<typeof AuditFilterSchema>;

const DAY_MS = 86_400_000;

function whereOf(f: Filter): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (f.actor) {
    const needle = f.actor.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
    where.push(or(eq(auditLog.actorId, f.actor), sql`lower(${auditLog.actorEmail}) like ${`%${needle}%`}`));
  }
  if (f.objectType) where.push(eq(auditLog.objectType, f.objectType));
  if (f.objectId) where.push(eq(auditLog.objectId, f.objectId));
  if (f.action) where.push(eq(auditLog.action, f.action));
  if (f.from) where.push(gte(auditLog.at, new Date(`${f.from}T00:00:00Z`)));
  if (f.to) where.push(lt(auditLog.at, new Date(Date.parse(`${f.to}T00:00:00Z`) + DAY_MS)));
  return and(...where);
}

const columns = {
  id: auditLog.id,
  at: auditLog.at,
  actorId: auditLog.actorId,
  actorEmail: auditLog.actorEmail,
  actorRole: auditLog.actorRole,
  action: auditLog.action,
  objectType: auditLog.objectType,
  objectId: auditLog.objectId,
  before: auditLog.before,
  after: auditLog.after,
  requestId: auditLog.requestId,
  ip: auditLog.ip,
};

type Selected = Omit<AuditEntry, 'at' | 'actorRole' | 'action' | 'objectType'> & {
  at: Date;
  actorRole: string | null;
  action: string;
  objectType: string;
};

const toEntry = (r: Selected): AuditEntry => ({
  ...r,
  at: r.at.toISOString(),
  actorRole: r.actorRole as AuditEntry['actorRole'],
  action: r.action as AuditAction,
  objectType: r.objectType as AuditObjectType,
  before: r.before ?? null,
  after: r.after ?? null,
});

/** A page of entries, newest first. */
export async function listAudit(
  db: DbOrTx,
  filter: Filter,
  page: number,
  limit: number,
): Promise<{ items: AuditEntry[]; total: number }> {
  const where = whereOf(filter);
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([
    db
      .select(columns)
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(where),
  ]);
  return { items: rows.map(toEntry), total: n };
}

export async function countAudit(db: DbOrTx, filter: Filter): Promise<number> {
  const [{ n } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(whereOf(filter));
  return n;
}

/** Every matching entry, newest first, read a batch at a time (for the CSV export). */
export async function* eachAudit(db: DbOrTx, filter: Filter, batch = 500): AsyncGenerator<AuditEntry> {
  let after: { at: Date; id: number } | null = null;
  for (;;) {
    const where = and(
      whereOf(filter),
      after ? sql`(${auditLog.at}, ${auditLog.id}) < (${after.at}, ${after.id})` : undefined,
    );
    const rows = await db
      .select(columns)
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(batch);
    for (const r of rows) yield toEntry(r);
    if (rows.length < batch) return;
    const last = rows.at(-1)!;
    after = { at: last.at, id: last.id };
  }
}
