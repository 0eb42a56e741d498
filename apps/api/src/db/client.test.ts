import type pg from 'pg';
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

describe('Database.close', () => {
  it('closes once: a second close, even at the same time, waits for the first rather than failing', async () => {
    const databases = [await openDatabase({ kind: 'pglite', dir: null })];
    if (pgUrl) databases.push(await openDatabase({ kind: 'postgres', url: pgUrl, poolSize: 1 }));
    for (const database of databases) {
      await database.ping();
      await expect(Promise.all([database.close(), database.close()])).resolves.toEqual([undefined, undefined]);
      await expect(database.close()).resolves.toBeUndefined();
      await expect(database.ping()).rejects.toThrow();
    }
  });
});

describe('PostgreSQL connections', () => {
  it.runIf(pgUrl)('run without JIT compilation, each connection of the pool', async () => {
    const database = await openDatabase({ kind: 'postgres', url: pgUrl!, poolSize: 3 });
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    try {
      // Three at once, so the pool opens three connections; each answers for its own setting.
      const answers = await Promise.all(
        [1, 2, 3].map(() =>
          pool.query<{ jit: string; pid: number }>(
            "select current_setting('jit') as jit, pg_backend_pid() as pid from pg_sleep(0.05)",
          ),
        ),
      );
      expect(new Set(answers.map((a) => a.rows[0]!.pid)).size).toBe(3);
      expect(answers.map((a) => a.rows[0]!.jit)).toEqual(['off', 'off', 'off']);
    } finally {
      await database.close();
    }
  });
});

describe('Database.watchProducts', () => {
  it('hears each committed change to products with the categories it touched, and nothing for other writes', async () => {
    const database = await openDatabase({ kind: 'pglite', dir: null });
    try {
      await database.migrate();
      const heard: (string[] | 'anything')[] = [];
      database.watchProducts({
        changed: (categories) => heard.push(categories ? [...categories] : 'anything'),
        listening: () => {},
      });
      // Straight to the engine: only the engine's notices are heard.
      const engine = (database.db as unknown as { $client: { exec(sql: string): Promise<unknown> } }).$client;
      await engine.exec(`
        insert into categories (name, image) values ('Devices', 'd.webp'), ('Baby Care', 'b.webp'), ('Diapers', 'x.webp')`);
      await engine.exec(`
        insert into products (name, description, price_cents, category, image)
        values ('Thermometer', 'Digital', 900, 'Devices', 't.webp'),
               ('Lotion', 'Mild', 500, 'Baby Care', 'l.webp'),
               ('Scale', 'Bathroom', 2500, 'Devices', 's.webp')`);
      await engine.exec(`update products set stock = 5 where name = 'Thermometer'`);
      await engine.exec(`update products set category = 'Diapers' where name = 'Lotion'`);
      await engine.exec(`update products set stock = 1 where name = 'nothing of that name'`);
      await engine.exec(`begin; update products set stock = 2 where name = 'Scale';
        update products set stock = 3 where name = 'Scale'; commit`);
      await engine.exec(`begin; update products set stock = 9; rollback`);
      await engine.exec(`update categories set image = 'new.webp' where name = 'Devices'`);
      await engine.exec(`update categories set name = 'Infant Care' where name = 'Diapers'`);
      await engine.exec(`delete from products where name = 'Scale'`);
      await engine.exec(`truncate products cascade`);
      expect(heard).toEqual([
        ['Baby Care', 'Devices'],
        ['Devices'],
        ['Baby Care', 'Diapers'],
        ['Devices'], // two statements in one transaction, one notice
        ['Diapers', 'Infant Care'], // a renamed category carries its products with it
        ['Devices'],
        'anything',
      ]);
    } finally {
      await database.close();
    }
  });
});
