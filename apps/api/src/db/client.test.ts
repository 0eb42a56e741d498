import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';

const pgUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

describe('Database.exclusive', () => {
  it.runIf(pgUrl)('makes instances starting together on one PostgreSQL take turns', async () => {
    const a = await openDatabase({ kind: 'postgres', url: pgUrl!, poolSize: 2 });
    const b = await openDatabase({ kind: 'postgres', url: pgUrl!, poolSize: 2 });
    const events: string[] = [];
    const work = (name: string) => async () => {
      events.push(`${name}:start`);
      await new Promise((r) => setTimeout(r, 150));
      events.push(`${name}:end`);
    };
    try {
      await Promise.all([a.exclusive(work('a')), b.exclusive(work('b'))]);
    } finally {
      await a.close();
      await b.close();
    }
    // Whoever went first finished before the other started.
    const first = events[0]!.split(':')[0];
    expect(events.slice(0, 2)).toEqual([`${first}:start`, `${first}:end`]);
  });

  it('runs the work on the embedded engine too', async () => {
    const db = await openDatabase({ kind: 'pglite', dir: null });
    try {
      expect(await db.exclusive(async () => 42)).toBe(42);
    } finally {
      await db.close();
    }
  });
});
