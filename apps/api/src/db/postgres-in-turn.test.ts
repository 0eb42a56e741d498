import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from './client.js';
import { statementsInTurnOnPostgres } from './postgres-in-turn.js';

/**
 * Each PostgreSQL connection is sent one statement at a time, even when a transaction's code asks
 * for several at once; the pool still runs concurrent statements on connections of their own.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('statements in turn on PostgreSQL', () => {
  let pool: pg.Pool;
  /** The most statements one connection had been sent and not yet answered, over the test so far. */
  let mostAtOnce = 0;

  beforeAll(() => {
    pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 2 });
    // Registered first, so it sees what reaches node-postgres itself, under the turn-taking.
    pool.on('connect', (client) => {
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      let outstanding = 0;
      client.query = ((...args: unknown[]) => {
        const answer = query(...args);
        if (!(answer instanceof Promise)) return answer;
        outstanding += 1;
        mostAtOnce = Math.max(mostAtOnce, outstanding);
        const done = () => {
          outstanding -= 1;
        };
        void answer.then(done, done);
        return answer;
      }) as typeof client.query;
    });
    statementsInTurnOnPostgres(pool);
  });
  afterAll(async () => pool?.end());

  it("sends a transaction's reads asked together one after another, each with its own answer", async () => {
    mostAtOnce = 0;
    const db = drizzle({ client: pool });
    const answers = await db.transaction(async (tx) =>
      Promise.all(
        [1, 2, 3, 4].map(async (n) =>
          rowsOf<{ n: number }>(await tx.execute(sql`select ${n}::int as n from pg_sleep(0.01)`)),
        ),
      ),
    );
    expect(answers).toEqual([[{ n: 1 }], [{ n: 2 }], [{ n: 3 }], [{ n: 4 }]]);
    expect(mostAtOnce).toBe(1);
  });

  it('goes on to the next statement after one fails', async () => {
    mostAtOnce = 0;
    const client = await pool.connect();
    try {
      const [first, failed, last] = await Promise.allSettled([
        client.query('select $1::int as n', [1]),
        client.query('select $1::int as n', ['not a number']),
        client.query('select $1::int as n', [3]),
      ]);
      expect(first.status === 'fulfilled' && first.value.rows).toEqual([{ n: 1 }]);
      expect(failed.status).toBe('rejected');
      expect(last.status === 'fulfilled' && last.value.rows).toEqual([{ n: 3 }]);
      expect(mostAtOnce).toBe(1);
    } finally {
      client.release();
    }
  });

  it('still runs statements asked of the pool together on different connections', async () => {
    const backends = await Promise.all(
      [1, 2].map(
        async () => (await pool.query<{ pid: number }>('select pg_backend_pid() as pid, pg_sleep(0.05)')).rows[0]!.pid,
      ),
    );
    expect(new Set(backends).size).toBe(2);
  });
});
