/** The two servers the catalogue benchmark compares, each started in its own process. */
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify from 'fastify';
import pg from 'pg';

import { catalogScenarios } from './catalog-data.js';
import { listPage, prepareList, startShop, stopOnSignal, type RawQuery } from './lib/servers.js';

const POOL_SIZE = 10;

/**
 * The shop as it ships (buildApp with every plugin, production settings, on PostgreSQL),
 * but keeping no product pages and no counts in memory: this benchmark weighs what the shop
 * adds to each list request's SQL, so every request must run all of it, as the bare handler does.
 */
export const startAppServer = (databaseUrl: string) =>
  startShop({ databaseUrl, poolSize: POOL_SIZE, catalogCacheSeconds: 0, catalogCountSeconds: 0 });

/**
 * A bare Fastify + pg handler for the benchmark's URLs: no validation, no
 * plugins, no ORM at request time; it runs the SQL the repository builds for
 * each URL, written out once at start-up, and maps the rows to the same JSON.
 */
export async function startBareServer(databaseUrl: string): Promise<number> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE });
  const builder = drizzle({ client: pool });
  const prepared = new Map(catalogScenarios().map(({ path: url }) => [url, prepareList(builder as never, url)]));
  const raw: RawQuery = async <T>(text: string, params: unknown[]) => (await pool.query(text, params)).rows as T[];

  const app = Fastify({ logger: false });
  app.get('/api/products', async (req, reply) => {
    const p = prepared.get(req.url);
    if (!p) return reply.code(404).send({ message: 'not a benchmark URL' });
    return listPage(p, raw);
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  stopOnSignal(app, () => pool.end());
  return (app.server.address() as { port: number }).port;
}
