import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client.js';

/** A transaction of either engine: all the queue needs of it is to run a statement. */
export interface SqlRunner {
  execute(query: SQL): PromiseLike<unknown>;
}

type ManagerPrototype = Record<'complete' | 'fail', (...args: unknown[]) => Promise<unknown>> & {
  emit(event: string, error: unknown): boolean;
};

/**
 * pg-boss's worker marks a job done or failed without waiting for the statement
 * (`this.complete(...)` / `this.fail(...)` in its fetch loop), so a database that is down at
 * that moment leaves a rejected promise nobody handles, and Node ends the process on it.
 * Here those two report their failure as the queue’s `error` event instead (logged by
 * core/jobs.ts); the job stays active and is picked up again after its timeout. The
 * shop's own `fail` of one job in a batch (notifications.ts) is reported the same way, which is
 * all it would do with the error.
 */
function reportWorkerWriteFailures(): void {
  const require = createRequire(import.meta.url);
  const manager = (require('pg-boss/src/manager.js') as { prototype: ManagerPrototype }).prototype;
  for (const name of ['complete', 'fail'] as const) {
    const write = manager[name];
    if ((write as { reported?: boolean }).reported) continue;
    const reported = function (this: ManagerPrototype, ...args: unknown[]) {
      return write.apply(this, args).catch((err: unknown) => {
        this.emit('error', err);
      });
    };
    // Under its own name: PgBoss offers the manager's functions by name (`boss.fail`).
    Object.defineProperty(reported, 'name', { value: name });
    manager[name] = Object.assign(reported, { reported: true });
  }
}
reportWorkerWriteFailures();

/**
 * pg-boss on the shop's own database, on either engine (decision 041). pg-boss runs
 * every statement through `executeSql`; here that is the engine's client (PGlite's
 * one connection, or the PostgreSQL pool), and for a job written with a change, the
 * change's own transaction.
 */
export function bossDb(database: Database): PgBoss.Db {
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (database.engine === 'pglite') {
    const lite = client as PGlite;
    return {
      async executeSql(text, values) {
        if (values?.length) return lite.query(text, values);
        // Its schema set-up sends several statements at once, which only `exec` takes.
        const results = await lite.exec(text);
        return results[results.length - 1] ?? { rows: [] };
      },
    };
  }
  const pool = client as pg.Pool;
  return { executeSql: (text, values) => pool.query(text, values) };
}

/** pg-boss's statements (`$1`, `$2`, …) run inside a Drizzle transaction. */
export function txDb(tx: SqlRunner): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      const chunks: SQL[] = [];
      let last = 0;
      for (const m of text.matchAll(/\$(\d+)/g)) {
        chunks.push(sql.raw(text.slice(last, m.index)));
        // Always one bound value, whatever it holds (Drizzle would spell out a list, or drop an undefined).
        chunks.push(sql`${sql.param(values[Number(m[1]) - 1] ?? null)}`);
        last = m.index + m[0].length;
      }
      chunks.push(sql.raw(text.slice(last)));
      const result = (await tx.execute(sql.join(chunks))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

/**
 * The job id of one message: a UUID made from its idempotency key (the event and the
 * recipient), so the same message queued twice is one job — pg-boss ignores a second
 * job with an id it already holds.
 */
export function jobIdFor(key: string): string {
  const h = createHash('sha256').update(key).digest('hex');
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export { PgBoss };
