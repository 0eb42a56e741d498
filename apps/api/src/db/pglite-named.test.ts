import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameOnPglite, pgliteOf, queryNamedOnPglite, withNamedStatements } from './pglite-named.js';

// The embedded engine's own mechanics: run once, in the PGlite project.
describe.runIf(process.env.TEST_DB !== 'postgres')('named statements on PGlite (decision 082)', () => {
  let client: PGlite;
  const names = async () =>
    (await client.query<{ name: string }>('select name from pg_prepared_statements order by name')).rows.map(
      (r) => r.name,
    );

  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec(`
      create table items (id uuid primary key, name text not null, price int not null, sold boolean not null,
        noted_on date, noted_at timestamptz);
      insert into items values
        ('00000000-0000-4000-8000-000000000001', 'Napa', 120, true, '2026-11-28', '2026-11-28 10:00:00+06'),
        ('00000000-0000-4000-8000-000000000002', 'Seclo', 45, false, null, null),
        ('00000000-0000-4000-8000-000000000003', 'Maxpro', 80, true, null, null);`);
  });
  afterAll(() => client.close());

  const BY_PRICE =
    'select id, name, price, sold, noted_on, noted_at from items where price >= $1 and sold = $2 order by price';

  it('answers the rows PGlite’s own query answers, dates and times as text as the ORM reads them', async () => {
    const named = await queryNamedOnPglite(client, 'by_price', BY_PRICE, [50, true]);
    const plain = await client.query(BY_PRICE, [50, true], {
      parsers: { 1082: (v: string) => v, 1184: (v: string) => v },
    });
    expect(named).toEqual(plain.rows);
    expect(named).toEqual([
      expect.objectContaining({ name: 'Maxpro', price: 80, sold: true, noted_on: null }),
      expect.objectContaining({ name: 'Napa', price: 120, noted_on: '2026-11-28', noted_at: '2026-11-28 04:00:00+00' }),
    ]);
  });

  it('parses a statement once: later runs bind new values to it', async () => {
    await queryNamedOnPglite(client, 'by_id', 'select name from items where id = any($1::uuid[])', [
      '{00000000-0000-4000-8000-000000000002}',
    ]);
    expect(await names()).toContain('by_id');
    const again = await queryNamedOnPglite<{ name: string }>(
      client,
      'by_id',
      'select name from items where id = any($1::uuid[])',
      ['{00000000-0000-4000-8000-000000000001,00000000-0000-4000-8000-000000000003}'],
    );
    expect(again.map((r) => r.name).sort()).toEqual(['Maxpro', 'Napa']);
    expect((await names()).filter((n) => n === 'by_id')).toHaveLength(1);
  });

  it('reports a refused text each time and keeps nothing of it', async () => {
    const broken = () => queryNamedOnPglite(client, 'broken', 'select nme from items', []);
    await expect(broken()).rejects.toMatchObject({ code: '42703' });
    await expect(broken()).rejects.toMatchObject({ code: '42703' });
    expect(await names()).not.toContain('broken');
  });

  it('answers a bad value with the database’s error and then runs on', async () => {
    const byId = (id: string) => queryNamedOnPglite(client, 'one', 'select name from items where id = $1', [id]);
    await expect(byId('not-a-uuid')).rejects.toMatchObject({ code: '22P02' });
    expect(await byId('00000000-0000-4000-8000-000000000003')).toEqual([{ name: 'Maxpro' }]);
    expect(await client.query('select 1 as one')).toMatchObject({ rows: [{ one: 1 }] });
  });

  it('never runs inside another caller’s transaction: it waits for the commit and sees it whole', async () => {
    let inside!: () => void;
    const holding = new Promise<void>((resolve) => (inside = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const writing = client.transaction(async (tx) => {
      await tx.query(`update items set price = price + 1000 where name = 'Seclo'`);
      inside();
      await released;
    });
    await holding;
    const reading = queryNamedOnPglite<{ price: number }>(
      client,
      'seclo',
      `select price from items where name = 'Seclo'`,
      [],
    );
    let answered = false;
    void reading.then(() => (answered = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toBe(false);
    release();
    await writing;
    expect(await reading).toEqual([{ price: 1045 }]);
    await client.query(`update items set price = 45 where name = 'Seclo'`);
  });

  it('parses again when the database has forgotten its statements', async () => {
    await queryNamedOnPglite(client, 'cheap', 'select count(*)::int as n from items where price < $1', [100]);
    await client.exec('deallocate all');
    expect(
      await queryNamedOnPglite(client, 'cheap', 'select count(*)::int as n from items where price < $1', [100]),
    ).toEqual([{ n: 2 }]);
  });

  it('uses a statement another handle on the same database parsed', async () => {
    const text = 'select name from items where price > $1 order by price';
    await queryNamedOnPglite(client, 'dearer', text, [100]);
    // A wrapper of the same database (as a test's spy is) has no record of its own of what was parsed.
    const wrapped = new Proxy(client, {
      get: (on, prop) => {
        const value: unknown = Reflect.get(on, prop, on);
        return typeof value === 'function' ? (value as () => unknown).bind(on) : value;
      },
    });
    expect(await queryNamedOnPglite(wrapped, 'dearer', text, [50])).toEqual([{ name: 'Maxpro' }, { name: 'Napa' }]);
  });

  it('says a closed database is closed, in the words the API answers 503 to', async () => {
    const closing = await PGlite.create();
    await queryNamedOnPglite(closing, 'one', 'select 1 as one', []);
    await closing.close();
    await expect(queryNamedOnPglite(closing, 'one', 'select 1 as one', [])).rejects.toThrow('PGlite is closed');
  });

  it('runs a text registered for the ORM as its named statement, with the ORM’s own row options', async () => {
    const orm = withNamedStatements(client);
    const text = 'select name, price, noted_on from items where price <= $1 order by price';
    nameOnPglite(text, 'orm_cheap');
    const asArrays = await orm.query(text, [120], { rowMode: 'array', parsers: { 1082: (v: string) => `day ${v}` } });
    expect(asArrays.rows).toEqual([
      ['Seclo', 45, null],
      ['Maxpro', 80, null],
      ['Napa', 120, 'day 2026-11-28'],
    ]);
    expect(asArrays.fields.map((f) => f.name)).toEqual(['name', 'price', 'noted_on']);
    expect(await names()).toContain('orm_cheap');
    // A text nobody registered runs as PGlite runs it: unnamed, with the caller's options.
    const before = await names();
    const dated = await orm.query<{ noted_on: string }>('select noted_on from items where noted_on is not null', [], {
      parsers: { 1082: (v: string) => `day ${v}` },
    });
    expect(dated.rows).toEqual([{ noted_on: 'day 2026-11-28' }]);
    expect(await names()).toEqual(before);
    // The database's other methods are its own, transactions too.
    await orm.transaction(async (tx) => {
      await tx.query(`update items set price = price where name = 'Napa'`);
    });
    expect(pgliteOf({ $client: orm })).toBe(orm);
    expect(await queryNamedOnPglite(orm, 'orm_cheap', text, [50])).toEqual([
      { name: 'Seclo', price: 45, noted_on: null },
    ]);
  });

  it('knows a database handle from a transaction or another driver', () => {
    expect(pgliteOf({ $client: client })).toBe(client);
    expect(pgliteOf({})).toBeNull();
    expect(pgliteOf({ $client: { query: () => undefined } })).toBeNull();
  });
});
