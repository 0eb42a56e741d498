import type pg from 'pg';

/*
 * One statement at a time on each PostgreSQL connection. A transaction holds one connection, and
 * code that reads several things at once hands it several statements together: an order's read
 * model reads its lines, events, refunds and payment with Promise.all, and placing an order builds
 * each order's answer inside its transaction. node-postgres queues such statements, but it warns
 * that version 9 will refuse a statement sent while another is still running.
 *
 * So every pooled connection waits here for its previous statement to end before it sends the next,
 * in the order they were asked. On the pool itself nothing changes: each read of a Promise.all
 * checks out a connection of its own and runs beside the others.
 *
 * A statement given a callback goes straight through. That is how the pool's own `query` uses a
 * connection it has just checked out, and no other statement can be waiting on that connection.
 * Cursors and streams (submittables) also go straight through.
 */

type QueryArgs = [config: unknown, values?: unknown, callback?: unknown];

/** True for a call node-postgres answers through a callback or a submittable, not a promise. */
function answersWithoutPromise([config, values, callback]: QueryArgs): boolean {
  if (typeof values === 'function' || typeof callback === 'function') return true;
  if (typeof config !== 'object' || config === null) return false;
  const c = config as { submit?: unknown; callback?: unknown };
  return typeof c.submit === 'function' || typeof c.callback === 'function';
}

/** Has each new connection of `pool` send its promised statements one after another (see above). */
export function statementsInTurnOnPostgres(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: QueryArgs) => unknown;
    let running = 0;
    let previous: Promise<unknown> = Promise.resolve();
    const ended = () => {
      running -= 1;
    };
    client.query = ((...args: QueryArgs) => {
      if (answersWithoutPromise(args)) return query(...args);
      const send = () => query(...args) as Promise<unknown>;
      // Sent at once when the connection is idle, so a lone statement waits for nothing.
      const answer = running === 0 ? send() : previous.then(send, send);
      running += 1;
      previous = answer.then(ended, ended);
      return answer;
    }) as typeof client.query;
  });
}
