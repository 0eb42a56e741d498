import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';
import { isLockConflict, retryingLockConflicts } from './lock-conflicts.js';

const pgUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

/** A promise and the function that settles it. */
function signal() {
  let fire!: () => void;
  const fired = new Promise<void>((resolve) => (fire = resolve));
  return { fire, fired };
}

describe('retryingLockConflicts', () => {
  it.runIf(pgUrl)(
    'runs again the transaction PostgreSQL rolls back when two lock the same rows in opposite orders',
    async () => {
      const database = await openDatabase({ kind: 'postgres', url: pgUrl!, poolSize: 4 });
      const table = sql.identifier(`lock_conflict_${process.pid}_${Date.now()}`);
      const { db } = database;
      try {
        await db.execute(sql`create table ${table} (id int primary key, writes int not null default 0)`);
        await db.execute(sql`insert into ${table} (id) values (1), (2)`);
        const firstLocked = { a: signal(), b: signal() };
        const attempts = { a: 0, b: 0 };
        // a locks row 1 then row 2; b locks row 2 then row 1, each after the other holds its first.
        const writer = (name: 'a' | 'b', first: number, second: number) =>
          retryingLockConflicts(() =>
            db.transaction(async (tx) => {
              attempts[name]++;
              await tx.execute(sql`update ${table} set writes = writes + 1 where id = ${first}`);
              firstLocked[name].fire();
              await firstLocked[name === 'a' ? 'b' : 'a'].fired;
              await tx.execute(sql`update ${table} set writes = writes + 1 where id = ${second}`);
            }),
          );
        await Promise.all([writer('a', 1, 2), writer('b', 2, 1)]);

        // One of them was rolled back once and ran again; each write counted once.
        expect(attempts.a + attempts.b).toBe(3);
        const rows = await db.execute(sql`select id, writes from ${table} order by id`);
        expect((rows as unknown as { rows: { id: number; writes: number }[] }).rows).toEqual([
          { id: 1, writes: 2 },
          { id: 2, writes: 2 },
        ]);
      } finally {
        await db.execute(sql`drop table if exists ${table}`);
        await database.close();
      }
    },
    30_000,
  );

  it('gives up after three runs and lets the conflict through', async () => {
    let runs = 0;
    const deadlock = Object.assign(new Error('Failed query'), { cause: { code: '40P01' } });
    await expect(
      retryingLockConflicts(async () => {
        runs++;
        throw deadlock;
      }),
    ).rejects.toBe(deadlock);
    expect(runs).toBe(3);
  });

  it('does not run again for any other error', async () => {
    let runs = 0;
    const duplicate = Object.assign(new Error('duplicate key'), { code: '23505' });
    await expect(
      retryingLockConflicts(async () => {
        runs++;
        throw duplicate;
      }),
    ).rejects.toBe(duplicate);
    expect(runs).toBe(1);
    expect(isLockConflict(duplicate)).toBe(false);
    expect(isLockConflict({ cause: { code: '40001' } })).toBe(true);
  });
});
