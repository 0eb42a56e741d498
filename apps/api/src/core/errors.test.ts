import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.js';
import { buildApp } from '../app.js';
import { loadConfig } from './config.js';
import { openDatabase } from '../db/client.js';

const onPostgres = process.env.TEST_DB === 'postgres';

/** What a caller sees while the database is away. */
function expectUnavailable(res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBe('10');
  expect(res.json()).toMatchObject({
    statusCode: 503,
    code: 'SERVICE_UNAVAILABLE',
    message: 'The shop cannot reach its database just now. Please try again in a moment.',
  });
}

/** A TCP relay to PostgreSQL that can be cut, as a database host going down would be. */
async function relayTo(target: URL) {
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect({ host: target.hostname, port: Number(target.port || 5432) });
    for (const s of [client, upstream]) {
      open.add(s);
      s.on('error', () => {});
      s.on('close', () => open.delete(s));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    /** Refuses new connections and drops the open ones. */
    async cut() {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const s of open) s.destroy();
      await closed;
    },
  };
}

describe('any API route while the database cannot be reached', () => {
  it.skipIf(onPostgres)('answers 503 with Retry-After once the embedded database is closed', async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/products' })).statusCode).toBe(200);
      await t.database.close();
      expectUnavailable(await t.app.inject({ method: 'GET', url: '/api/products?category=Devices' }));
      expectUnavailable(await t.app.inject({ method: 'GET', url: '/api/search/suggest?q=napa' }));
    } finally {
      await t.close();
    }
  });

  it.skipIf(!onPostgres)('answers 503 with Retry-After when PostgreSQL stops answering', async () => {
    const serverUrl = new URL(process.env.TEST_DATABASE_URL!);
    const name = `mb_test_outage_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl.toString() });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const direct = new URL(serverUrl);
    direct.pathname = `/${name}`;
    const relay = await relayTo(serverUrl);
    const relayed = new URL(direct);
    relayed.host = `127.0.0.1:${relay.port}`;
    const database = await openDatabase({ kind: 'postgres', url: relayed.toString(), poolSize: 2 });
    await database.migrate();
    const app = await buildApp(
      loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', AUTH_SECRET: 'test-secret-test-secret-test-secret-0000' }),
      { database },
    );
    try {
      expect((await app.inject({ method: 'GET', url: '/api/products' })).statusCode).toBe(200);
      await relay.cut();
      // Connections open when it went down, then new ones refused.
      expectUnavailable(await app.inject({ method: 'GET', url: '/api/products?category=Devices' }));
      expectUnavailable(await app.inject({ method: 'GET', url: '/api/search/suggest?q=napa' }));
    } finally {
      await app.close();
      await database.close().catch(() => {});
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
